// The error-report receiver (contracts/error-reports.yaml) over HTTP, on the default database, fed by the real
// Sentry browser SDK (the one the client uses, its fetch transport, a DSN pointing at the receiver): events are stored
// with their correlation id, tags, frames, page path, release and environment, scrubbed of e-mail addresses and
// tokens; gzip and plain bodies; refusals (key, project, size, malformed, rate); CORS for the product's origins only;
// the list as JSON and as an escaped HTML page, newest first, filtered by correlation id.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { BrowserClient, Scope, defaultStackParser, makeFetchTransport } from '@sentry/browser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReportRoutes } from '../src/apis/error-reports/routes';
import { createWindowLimiter } from '../src/apis/error-reports/limiter';
import { DEFAULT_ERROR_REPORTS } from '../src/config';
import { createDatabase, migrate, type Db } from '../src/db';
import { defaultDatabase } from './helpers/databases';
import { silentLog } from './helpers/logs';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';

const { publicKey, projectId } = DEFAULT_ERROR_REPORTS;

/** A Sentry browser client sending to `dsn` (as the product's client does, without its integrations). */
function sdkClient(dsn: string) {
  const client = new BrowserClient({
    dsn, transport: makeFetchTransport, stackParser: defaultStackParser, integrations: [],
    environment: 'test', release: 'my-account@test',
  });
  client.init();
  return client;
}

function capture(client: BrowserClient, error: Error, tags: Record<string, string>, url?: string) {
  const scope = new Scope();
  scope.setClient(client);
  scope.setTags(tags);
  if (url) scope.addEventProcessor((event) => ({ ...event, request: { url, headers: { Authorization: 'Bearer secret' } } }));
  return scope.captureException(error);
}

/** A minimal envelope of one event (what an SDK sends), as text. */
const envelope = (event: Record<string, unknown>) =>
  `${JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString() })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
const eventId = () => crypto.randomUUID().replaceAll('-', '');

describe.each(defaultDatabase)('error-report receiver (%s)', (kind) => {
  let server: TestServer;
  let dsn: string;
  const post = (body: BodyInit, { key = publicKey as string | null, project = projectId, headers = {} as Record<string, string> } = {}) =>
    fetch(`${server.baseUrl}/error-reports/api/${project}/envelope/${key === null ? '' : `?sentry_key=${key}&sentry_version=7`}`, {
      method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body,
    });
  const reports = async (correlationId?: string) => {
    const res = await fetch(`${server.baseUrl}/error-reports${correlationId ? `?correlationId=${encodeURIComponent(correlationId)}` : ''}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { reports: Array<Record<string, any>> }).reports;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    dsn = `${server.baseUrl.replace('://', `://${publicKey}@`)}/error-reports/${projectId}`;
  });
  afterAll(() => server?.stop());

  it("stores an event of the Sentry browser SDK with the request's correlation id, and lists it", async () => {
    const client = sdkClient(dsn);
    function createAlbumFailed() {
      return new Error('Upstream error');
    }
    const id = capture(client, createAlbumFailed(), {
      correlation_id: 'c0ffee00-1111-4222-8333-444455556666', operation: 'CreateAlbumMutation', route: '/my-photos/albums',
      channel: 'photoprint-gb', locale: 'en-GB', failure: 'unexpected',
    }, `${PUBLIC_URL}/my-photos/albums?stripped=true&confirmation-token=abc`);
    expect(await client.flush(5000)).toBe(true);

    const [report, ...others] = await reports('c0ffee00-1111-4222-8333-444455556666');
    expect(others).toEqual([]);
    expect(report).toMatchObject({
      id, level: 'error', exception: { type: 'Error', value: 'Upstream error' },
      correlationId: 'c0ffee00-1111-4222-8333-444455556666', urlPath: '/my-photos/albums', release: 'my-account@test',
      environment: 'test', channel: 'photoprint-gb', sdk: 'sentry.javascript.browser/11.12.0',
      tags: { operation: 'CreateAlbumMutation', route: '/my-photos/albums', locale: 'en-GB', failure: 'unexpected' },
    });
    expect(report!.frames[0]).toMatchObject({ function: 'createAlbumFailed', file: expect.stringMatching(/error-reports\.test\.ts$/), line: expect.any(Number) });
    expect(JSON.stringify(report)).not.toMatch(/secret|confirmation-token|Bearer/);
    await client.close();
  });

  it('accepts gzip and plain envelopes, stores a retried event once and other items not at all', async () => {
    const event = { event_id: eventId(), level: 'warning', message: 'createAlbum refused: INVALID_INPUT', tags: { correlation_id: 'gz-1' } };
    const gz = await post(gzipSync(envelope(event)), { headers: { 'content-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(await gz.json()).toEqual({ id: event.event_id });
    expect((await post(envelope(event))).status).toBe(200);
    expect(await reports('gz-1')).toMatchObject([{ id: event.event_id, level: 'warning', message: 'createAlbum refused: INVALID_INPUT', exception: null }]);

    const clientReport = `{}\n{"type":"client_report"}\n{"discarded_events":[]}\n{"type":"attachment","length":3}\nabc\n`;
    const other = await post(clientReport, { headers: { 'x-sentry-auth': `Sentry sentry_key=${publicKey}, sentry_version=7` } });
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({});
  });

  it('scrubs e-mail addresses, tokens and secret URL parameters, and bounds every text', async () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJlbW1hIn0.c2lnbmF0dXJl';
    const event = {
      event_id: eventId(),
      message: { formatted: `Failed for emma@example.com with Bearer ${jwt} at /x?access_token=abc123&ok=1` },
      exception: { values: [{ type: 'Error', value: `EMMA%40EXAMPLE.COM ${jwt}`, stacktrace: { frames: [{ function: 'f', filename: 'http://localhost:4000/assets/a.js?token=zzz', lineno: 1 }] } }] },
      tags: { correlation_id: 'scrub-1', note: 'mail emma@example.com', 'bad key!': 'x', long: 'y'.repeat(5000) },
      request: { url: 'http://localhost:4000/change-email-confirmation?confirmation-token=t0k3n&email=emma%40example.com' },
      user: { email: 'emma@example.com', ip_address: '10.0.0.1' },
      breadcrumbs: [{ message: 'emma@example.com' }],
      extra: { token: jwt },
    };
    expect((await post(envelope(event))).status).toBe(200);
    const [report] = await reports('scrub-1');
    const text = JSON.stringify(report);
    expect(text).not.toMatch(/emma|EXAMPLE|eyJ|abc123|zzz|t0k3n|10\.0\.0\.1/i);
    expect(report).toMatchObject({
      message: 'Failed for [email] with Bearer [token] at /x?access_token=[filtered]&ok=1',
      exception: { value: '[email] [token]' },
      urlPath: '/change-email-confirmation',
      frames: [{ function: 'f', file: '/assets/a.js', line: 1 }],
      tags: { note: 'mail [email]' },
    });
    expect(report!.tags['bad key!']).toBeUndefined();
    expect(report!.tags.long.length).toBeLessThanOrEqual(200);
  });

  it('refuses a missing or wrong key, another project, malformed and oversized envelopes', async () => {
    const ok = envelope({ event_id: eventId(), message: 'x' });
    expect(await (await post(ok, { key: null })).json()).toMatchObject({ code: 'MISSING_KEY' });
    expect((await post(ok, { key: null })).status).toBe(401);
    expect((await post(ok, { key: 'f'.repeat(32) })).status).toBe(401);
    expect((await post(ok, { project: '2' })).status).toBe(404);
    for (const bad of ['', 'not json\n', '{}\n{"type":"event"}\nnot json\n', '[]\n', '{}\n{"type":"event","length":999}\n{}\n',
      '{}\n{"length":2}\n{}\n', '{}\n{"type":"event"}\n[1]\n', '{}\n{"type":"event"}\n{"message":"a"}\n{"type":"event"}\n{"message":"b"}\n']) {
      const res = await post(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_ENVELOPE' });
    }
    const big = envelope({ event_id: eventId(), message: 'x'.repeat(210 * 1024) });
    const tooLarge = await post(big);
    expect(tooLarge.status).toBe(413);
    // The rest of the body is never read: the connection ends with the answer.
    expect(tooLarge.headers.get('connection')).toBe('close');
    expect((await post(ok, { key: null })).headers.get('connection')).toBe('close');
    // A small gzip body that inflates past the limit is refused as well (the limit holds for the inflated bytes).
    const bomb = gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(20_000);
    expect((await post(bomb, { headers: { 'content-encoding': 'gzip' } })).status).toBe(413);
    expect((await post(gzipSync('garbage').subarray(0, 10), { headers: { 'content-encoding': 'gzip' } })).status).toBe(400);
  });

  it("answers CORS for the product's origins only", async () => {
    const preflight = await fetch(`${server.baseUrl}/error-reports/api/${projectId}/envelope/`, {
      method: 'OPTIONS', headers: { origin: 'http://fotoprint-nl.localhost:4000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://fotoprint-nl.localhost:4000');
    const mine = await post(envelope({ event_id: eventId(), message: 'cors' }), { headers: { origin: PUBLIC_URL } });
    expect(mine.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    expect(mine.headers.get('access-control-expose-headers')).toContain('X-Sentry-Rate-Limits');
    const foreign = await post(envelope({ event_id: eventId(), message: 'cors' }), { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lists reports newest first as an escaped HTML page with a correlation id filter, under a strict CSP', async () => {
    await post(envelope({ event_id: eventId(), message: '<script>alert(1)</script> & "quoted"', tags: { correlation_id: 'html-1', route: '<img src=x>' } }));
    const res = await fetch(`${server.baseUrl}/error-reports`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<label for="correlationId">Correlation id</label>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('&lt;img src=x&gt;');
    expect(html).not.toMatch(/<(script|img)\b/);
    expect(html.indexOf('html-1')).toBeLessThan(html.indexOf('c0ffee00-1111-4222-8333-444455556666'));
    const filtered = await (await fetch(`${server.baseUrl}/error-reports?correlationId=html-1`)).text();
    expect(filtered).toContain('Reports with correlation id html-1');
    expect(filtered).not.toContain('c0ffee00');
    expect(await (await fetch(`${server.baseUrl}/error-reports?correlationId=none`)).text()).toContain('No reports with correlation id none.');
  });
});

describe('error-report rate limit', () => {
  let http: Server;
  let db: Db;
  let base: string;

  beforeAll(async () => {
    db = createDatabase({});
    await migrate(db);
    const app = express();
    app.use('/error-reports', errorReportRoutes({
      db, publicKey, projectId, origins: { originAllowed: () => false }, log: silentLog,
      limiter: createWindowLimiter({ perAddress: 2, total: 3, windowMs: 60_000 }),
    }));
    http = createServer(app);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await db?.destroy();
  });

  it('answers 429 with Retry-After and X-Sentry-Rate-Limits past the limit', async () => {
    const send = () => fetch(`${base}/error-reports/api/${projectId}/envelope/?sentry_key=${publicKey}`, { method: 'POST', body: envelope({ event_id: eventId(), message: 'x' }) });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-sentry-rate-limits')).toMatch(/^\d+::organization/);
  });

  it('counts per address and for everyone', () => {
    const limiter = createWindowLimiter({ perAddress: 1, total: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 10)).toBe(1);
    expect(limiter.take('b', 20)).toBe(0);
    expect(limiter.take('c', 30)).toBeGreaterThan(0);
    expect(limiter.take('c', 1000)).toBe(0);
  });
});
