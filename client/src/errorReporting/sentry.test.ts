// The SDK chunk with the real Sentry browser SDK, its envelopes caught by msw at the DSN's endpoint: tags (correlation
// id, operation, route pattern, channel, locale, kind), levels, nothing personal, one report per error and request.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RequestError } from './correlation';
import type { QueuedReport } from './reporter';
import { MAX_REPORTS, routeTag, startSentry } from './sentry';

const DSN = 'http://pubkey@reports.test/error-reports/1';
const settings = { dsn: DSN, environment: 'test', release: 'my-account@abc', channel: 'fotoprint-nl', locale: 'nl-NL' };

interface Sent {
  url: URL;
  event: Record<string, any>;
}
const sent: Sent[] = [];
const server = setupServer(
  http.post('http://reports.test/error-reports/api/1/envelope/', async ({ request }) => {
    const lines = (await request.text()).split('\n');
    const itemType = JSON.parse(lines[1]!).type;
    if (itemType === 'event') sent.push({ url: new URL(request.url), event: JSON.parse(lines[2]!) });
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

const report = (error: unknown, context: QueuedReport['context'], path = '/my-photos/albums/QWxidW06MQ'): QueuedReport =>
  ({ error, context, origin: 'http://fotoprint-nl.localhost:4000', path });
const arrived = async (count: number) => {
  await expect.poll(() => sent.length, { timeout: 5000 }).toBe(count);
  return sent;
};

describe('the SDK chunk', () => {
  it('sends a failed action with its correlation id, operation, route pattern, site and kind, authenticated by the key', async () => {
    const send = startSentry(settings);
    send(report(new RequestError('Network error: POST /graphql', 'cid-1', 'useCreateAlbumMutation'), {
      failure: 'unexpected', correlationId: 'cid-1', operation: 'useCreateAlbumMutation',
    }));
    const [{ url, event }] = await arrived(1) as [Sent];
    expect(url.searchParams.get('sentry_key')).toBe('pubkey');
    expect(event).toMatchObject({
      level: 'error', environment: 'test', release: 'my-account@abc',
      exception: { values: [{ type: 'RequestError', value: 'Network error: POST /graphql' }] },
      tags: {
        correlation_id: 'cid-1', operation: 'useCreateAlbumMutation', route: '/my-photos/albums/:id', failure: 'unexpected',
        channel: 'fotoprint-nl', locale: 'nl-NL',
      },
      request: { url: 'http://fotoprint-nl.localhost:4000/my-photos/albums/QWxidW06MQ' },
    });
    expect(event.user).toBeUndefined();
  });

  it('finds the correlation id on the error when the caller did not name it (a route error from a failed load)', async () => {
    const send = startSentry(settings);
    const relayError = Object.assign(new Error('No data returned'), { source: { errors: [{ message: 'x', extensions: { correlationId: 'cid-2' } }] } });
    send(report(relayError, { failure: 'route' }, '/orders'));
    const [{ event }] = await arrived(1) as [Sent];
    expect(event.tags).toMatchObject({ correlation_id: 'cid-2', failure: 'route', route: '/orders' });
  });

  it('sends a typed refusal as a warning message naming the operation and reason', async () => {
    const send = startSentry(settings);
    send(report(null, { failure: 'refusal', correlationId: 'cid-3', operation: 'useChangeEmailMutation', reason: 'EMAIL_IN_USE' }));
    const [{ event }] = await arrived(1) as [Sent];
    expect(event).toMatchObject({ level: 'warning', message: 'useChangeEmailMutation refused: EMAIL_IN_USE', tags: { reason: 'EMAIL_IN_USE' } });
  });

  it('sends a batch done in part as a warning message naming the operation', async () => {
    const send = startSentry(settings);
    send(report(null, { failure: 'partial', correlationId: 'cid-4', operation: 'useDeletePhotosMutation', reason: 'SOME_FAILED' }));
    const [{ event }] = await arrived(1) as [Sent];
    expect(event).toMatchObject({ level: 'warning', message: 'useDeletePhotosMutation failed in part', tags: { failure: 'partial' } });
  });

  it('scrubs e-mail addresses, tokens and query strings', async () => {
    const send = startSentry(settings);
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJlbW1hIn0.c2ln';
    send(report(new Error(`Refused emma@example.com: Bearer ${jwt} for /x?confirmation-token=s3cret&email=emma%40example.com`), { failure: 'uncaught' }));
    const [{ event }] = await arrived(1) as [Sent];
    const text = JSON.stringify(event);
    expect(text).not.toMatch(/emma|eyJ|s3cret/);
    expect(event.exception.values[0].value).toBe('Refused [email]: Bearer [token] for /x?confirmation-token=[filtered]&email=[email]');
  });

  it('sends each error and each request once, and at most MAX_REPORTS per page', async () => {
    const send = startSentry(settings);
    const error = new Error('once');
    send(report(error, { failure: 'query', correlationId: 'cid-4' }));
    send(report(error, { failure: 'route' }));
    send(report(new Error('same request'), { failure: 'route', correlationId: 'cid-4' }));
    await arrived(1);
    for (let i = 0; i < MAX_REPORTS + 5; i++) send(report(new Error(`loop ${i}`), { failure: 'uncaught' }));
    await arrived(MAX_REPORTS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(MAX_REPORTS);
  });

  it('names routes by their pattern, never by ids', () => {
    expect(routeTag('/my-photos/albums/QWxidW06MQ/preview/UGhvdG86MQ')).toBe('/my-photos/albums/:id/preview/:photoId');
    expect(routeTag('/orders/ORD-1')).toBe('/orders/:orderCode');
    expect(routeTag('/no/such/page')).toBe('unknown');
  });
});
