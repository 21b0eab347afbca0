// The error-report receiver (services /error-reports, the default DSN of the browser's Sentry SDK): envelopes without
// or with a wrong public key, for another project, oversized (also a small gzip body that inflates past the limit),
// malformed, with too many items or more than one event are refused and store nothing; markup in a report is text on
// the list page; an e-mail address, the customer's real access token and secret URL parameters never reach storage;
// long values are cut; other origins get no CORS; the rate limit counts events and holds whatever X-Forwarded-For
// says. The gateway hands the browser this DSN in /config.json and lets it post there (CSP connect-src).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assertLoopback, ERROR_REPORTS_KEY, rssMb, sampleRss } from '../harness';
import { stack } from './context';

const RUN = Date.now().toString(36);
const endpoint = (project = '1') => `${stack.servicesOrigin}/error-reports/api/${project}/envelope/`;
const eventId = () => crypto.randomUUID().replaceAll('-', '');
const envelope = (event: Record<string, unknown>) =>
  `${JSON.stringify({ event_id: event.event_id })}\n{"type":"event"}\n${JSON.stringify(event)}\n`;

async function post(body: BodyInit, { key = ERROR_REPORTS_KEY as string | null, project = '1', headers = {} as Record<string, string> } = {}) {
  const url = `${endpoint(project)}${key === null ? '' : `?sentry_key=${encodeURIComponent(key)}&sentry_version=7`}`;
  assertLoopback(url);
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

async function stored(correlationId: string): Promise<Array<Record<string, any>>> {
  const res = await fetch(`${stack.servicesOrigin}/error-reports?correlationId=${encodeURIComponent(correlationId)}`, {
    headers: { accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await res.json()) as { reports: Array<Record<string, any>> }).reports;
}

describe('error-report receiver', () => {
  it('is the DSN the gateway gives the browser, and the CSP lets the browser post to it', async () => {
    const res = await fetch(`${stack.gatewayOrigin}/config.json`);
    const config = (await res.json()) as { errorReporting?: { dsn: string } };
    expect(config.errorReporting?.dsn).toBe(`${stack.servicesOrigin.replace('://', `://${ERROR_REPORTS_KEY}@`)}/error-reports/1`);
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`connect-src 'self' [^;]*${stack.servicesOrigin.replace(/[.:/]/g, '\\$&')}`));
  });

  it('refuses envelopes without or with a wrong key, or for another project, and stores nothing', async () => {
    const cid = `nokey-${RUN}`;
    const body = envelope({ event_id: eventId(), message: 'probe', tags: { correlation_id: cid } });
    expect(await post(body, { key: null })).toMatchObject({ status: 401, body: expect.stringContaining('MISSING_KEY') });
    expect((await post(body, { key: 'f'.repeat(32) })).status).toBe(401);
    expect((await post(body, { key: `${ERROR_REPORTS_KEY}x` })).status).toBe(401);
    expect((await post(body, { key: '' })).status).toBe(401);
    expect((await post(body, { key: null, headers: { 'x-sentry-auth': 'Sentry sentry_key=0000, sentry_version=7' } })).status).toBe(401);
    expect((await post(body, { key: null, headers: { authorization: `Bearer ${stack.tokens.emma}` } })).status).toBe(401);
    expect((await post(body, { project: '2' })).status).toBe(404);
    expect((await post(body, { project: '..%2F1' })).status).toBe(404);
    expect(await stored(cid)).toEqual([]);
  });

  it('refuses oversized envelopes, also a small gzip body that inflates past the limit, without a jump in memory', async () => {
    const cid = `big-${RUN}`;
    expect((await post(envelope({ event_id: eventId(), message: 'x'.repeat(300 * 1024), tags: { correlation_id: cid } }))).status).toBe(413);
    const baseline = rssMb(stack.servicesPid);
    const sampler = sampleRss(stack.servicesPid, 50);
    const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024, 0x20), { level: 9 }); // 200 MB of spaces in about 200 kB
    expect(bomb.length).toBeLessThan(300_000);
    for (let i = 0; i < 3; i++) {
      expect((await post(bomb, { headers: { 'content-encoding': 'gzip' } })).status).toBe(413);
    }
    const { peakMb, processLost } = sampler.stop();
    expect(processLost).toBe(false);
    expect(peakMb - baseline, `services VmRSS ${baseline} → ${peakMb} MB`).toBeLessThan(100);
    expect((await post(gzipSync('not an envelope'), { headers: { 'content-encoding': 'compress' } })).status).toBe(415);
    expect(await stored(cid)).toEqual([]);
    expect((await fetch(`${stack.servicesOrigin}/healthz`)).status).toBe(200);
  });

  it('refuses malformed envelopes with 400 and stores nothing of them', async () => {
    const cid = `bad-${RUN}`;
    const event = JSON.stringify({ message: 'x', tags: { correlation_id: cid } });
    const malformed = [
      '', '\n\n', 'garbage', '\u0000\u0001\u0002', '"a string"\n', '{}\n{"type":"event"}\n{"unterminated": \n',
      `{}\n{"type":"event","length":-1}\n${event}\n`, `{}\n{"type":"event","length":1e9}\n${event}\n`,
      `{}\n{"type":"event","length":2}\n${event}\n`, `{}\n{"type":"<script>"}\n${event}\n`, `{}\n{"type":"event"}\n"str"\n`,
      `{}\n${'{"type":"client_report"}\n{}\n'.repeat(60)}{"type":"event"}\n${event}\n`,
      `{}\n{"type":"event"}\n${'['.repeat(100_000)}\n`,
    ];
    for (const body of malformed) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body.slice(0, 60))).toBe(400);
      expect(res.body).toContain('INVALID_ENVELOPE');
    }
    expect(await stored(cid)).toEqual([]);
  });

  it('shows markup in a report as text on the list page, under a strict CSP', async () => {
    const cid = `xss-${RUN}`;
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'><svg onload=alert(3)>';
    const res = await post(envelope({
      event_id: eventId(), level: '<b>error</b>', release: payload, environment: payload, message: payload,
      exception: { values: [{ type: `</style>${payload}`, value: payload, stacktrace: { frames: [{ function: payload, filename: `javascript:${payload}`, lineno: 1 }] } }] },
      tags: { correlation_id: cid, route: payload, operation: payload, channel: payload, '<x>': payload },
      request: { url: `http://localhost/${payload}` },
    }));
    expect(res.status).toBe(200);
    for (const url of [`${stack.servicesOrigin}/error-reports`, `${stack.servicesOrigin}/error-reports?correlationId=${cid}`]) {
      const page = await fetch(url);
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(page.headers.get('content-security-policy')).not.toMatch(/script-src/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await page.text();
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toMatch(/<(script|img|svg|iframe)\b|onerror=alert\(2\)>|<\/style>[^\n]*alert/);
    }
    const [report] = await stored(cid);
    expect(report).toMatchObject({ level: 'error' });
    // A filter value is text too.
    const filtered = await (await fetch(`${stack.servicesOrigin}/error-reports?correlationId=${encodeURIComponent(payload)}`)).text();
    expect(filtered).not.toMatch(/<(script|img|svg)\b/);
  });

  it('stores nothing personal: no e-mail address, access token or secret URL parameter, wherever the client put it', async () => {
    const cid = `pii-${RUN}`;
    const token = stack.tokens.emma;
    const email = 'emma@example.com';
    const res = await post(envelope({
      event_id: eventId(),
      message: `Failed for ${email} with Authorization: Bearer ${token}`,
      exception: { values: [{ type: 'Error', value: `token ${token} of EMMA%40EXAMPLE.COM`, stacktrace: { frames: [{ function: 'f', filename: `http://localhost/app.js?access_token=${token}` }] } }] },
      tags: { correlation_id: cid, note: `${email} ${token}`, url: `/change-email-confirmation?confirmation-token=secret-${RUN}&email=${email}` },
      request: { url: `http://localhost:4000/subscription-confirmation?confirmation-token=secret-${RUN}&email=${encodeURIComponent(email)}`, headers: { Authorization: `Bearer ${token}`, Cookie: 'session=abc' } },
      user: { email, ip_address: '203.0.113.7', id: 'acc-emma' },
      breadcrumbs: [{ message: email, data: { token } }],
      extra: { token, email },
      contexts: { profile: { email } },
    }));
    expect(res.status).toBe(200);
    const [report] = await stored(cid);
    expect(report).toBeDefined();
    const json = JSON.stringify(report);
    const signature = token.split('.')[2]!;
    for (const secret of [email, 'emma%40', token, signature, `secret-${RUN}`, '203.0.113.7', 'acc-emma', 'session=abc']) {
      expect(json.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
    const html = await (await fetch(`${stack.servicesOrigin}/error-reports?correlationId=${cid}`)).text();
    expect(html).not.toContain(signature);
    expect(html).not.toContain(email);
  });

  it('cuts long values: message, tags, frames and the correlation id filter', async () => {
    // Two envelopes, each within the 200 kB limit.
    const cid = `long-${RUN}`;
    const tags: Record<string, string> = { correlation_id: cid };
    for (let i = 0; i < 300; i++) tags[`t${i}`] = 'v'.repeat(300);
    expect((await post(envelope({ event_id: eventId(), message: 'm'.repeat(60_000), tags }))).status).toBe(200);
    const [report] = await stored(cid);
    expect(report!.message.length).toBeLessThanOrEqual(2000);
    expect(Object.keys(report!.tags).length).toBeLessThanOrEqual(32);
    expect(Math.max(...Object.values(report!.tags as Record<string, string>).map((v) => v.length))).toBeLessThanOrEqual(200);
    const framesCid = `frames-${RUN}`;
    const frames = Array.from({ length: 400 }, (_, i) => ({ function: `f${i}`.padEnd(250, 'x'), filename: '/a.js', lineno: i }));
    const res = await post(envelope({ event_id: eventId(), exception: { values: [{ type: 'T'.repeat(5000), value: 'v', stacktrace: { frames } }] }, tags: { correlation_id: framesCid } }));
    expect(res.status).toBe(200);
    const [framed] = await stored(framesCid);
    expect(framed!.exception.type.length).toBeLessThanOrEqual(200);
    expect(framed!.frames.length).toBeLessThanOrEqual(8);
    expect(framed!.frames[0].function.length).toBeLessThanOrEqual(200);
    // A correlation id beyond its bound is not one: stored without it.
    const longId = 'c'.repeat(5000);
    expect((await post(envelope({ event_id: eventId(), message: 'x', tags: { correlation_id: longId } }))).status).toBe(200);
    const started = Date.now();
    const res2 = await fetch(`${stack.servicesOrigin}/error-reports?correlationId=${longId}`, { headers: { accept: 'application/json' } });
    expect(res2.status).toBe(200);
    expect(((await res2.json()) as { reports: unknown[] }).reports).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers CORS to the product origins only', async () => {
    const preflight = (origin: string) => fetch(endpoint(), {
      method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect((await preflight(stack.gatewayOrigin)).headers.get('access-control-allow-origin')).toBe(stack.gatewayOrigin);
    for (const origin of ['https://evil.example', 'http://evil.localhost.example', 'null', `${stack.gatewayOrigin}.evil.example`]) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      const res = await post(envelope({ event_id: eventId(), message: 'cors' }), { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('refuses an envelope of more than one event (400, a clear reason) and stores none of its events', async () => {
    const cid = `many-${RUN}`;
    const many = (n: number) => `{}\n${Array.from({ length: n }, (_, i) =>
      `{"type":"event"}\n${JSON.stringify({ event_id: eventId(), message: `event ${i}`, tags: { correlation_id: cid } })}\n`).join('')}`;
    for (const n of [50, 2]) {
      const res = await post(many(n));
      expect(res.status, `${n} events`).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ code: 'INVALID_ENVELOPE', message: 'An envelope holds at most one event.' });
    }
    expect(await stored(cid)).toEqual([]);
  });

  it('counts events toward the minute limit: envelopes of 50 events get no more reports through than envelopes of one', async () => {
    const cid = `flood-${RUN}`;
    const fifty = `{}\n${Array.from({ length: 50 }, () =>
      `{"type":"event"}\n${JSON.stringify({ event_id: eventId(), message: 'flood', tags: { correlation_id: cid } })}\n`).join('')}`;
    let sent = 0;
    for (; sent < 4; sent += 1) if ((await post(fifty)).status === 429) break;
    // Each envelope the limit let through holds at most one event: at most one report each.
    expect((await stored(cid)).length).toBeLessThanOrEqual(sent);
  });

  // Last: it spends this address's minute.
  it('limits envelopes per address, whatever X-Forwarded-For says', async () => {
    const clientReport = '{}\n{"type":"client_report"}\n{"discarded_events":[]}\n';
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 70 && !limited; i++) {
      const res = await post(clientReport, { headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited, 'a 429 within 70 envelopes').toBeDefined();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited!.headers.get('x-sentry-rate-limits')).toMatch(/^\d+::organization/);
    const cid = `limited-${RUN}`;
    expect((await post(envelope({ event_id: eventId(), message: 'x', tags: { correlation_id: cid } }))).status).toBe(429);
    expect(await stored(cid)).toEqual([]);
  });
});
