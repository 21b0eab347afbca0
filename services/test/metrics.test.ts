// The services' Prometheus metrics on their own listener: requests by route pattern (never a path as requested) and
// the archive builds, moving with what callers do; the customers' port has no /metrics.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsServer } from '@my-account/telemetry/metrics-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from './helpers/customers';
import { defaultDatabase } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';

describe.each(defaultDatabase)('services metrics (%s)', (kind) => {
  let server: TestServer;
  let listener: Server;
  let metricsUrl: string;
  let token: string;
  let photos: string[];
  const call = jsonClient(() => server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { tokens, photosOf } = await demoCustomers(server, ['mia']);
    token = tokens.mia;
    photos = photosOf.mia;
    listener = metricsServer(server.services.metrics.registry);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    metricsUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    listener?.close();
    await server?.stop();
  });

  const scrape = async () => (await fetch(metricsUrl)).text();
  /** The value of one series (name and exact labels) in the metrics text; 0 when absent. */
  async function series(name: string, labels: Record<string, string> = {}): Promise<number> {
    const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
    for (const line of (await scrape()).split('\n')) {
      const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match || match[1] !== name) continue;
      const have = (match[2] ?? '').split(',').filter(Boolean);
      if (wanted.length === have.length && wanted.every((label) => have.includes(label))) return Number(match[3]);
    }
    return 0;
  }
  const requests = (method: string, route: string, status: string) =>
    series('services_http_request_duration_seconds_count', { method, route, status });

  it('are served on their own listener only: the customers\' port answers 404 for /metrics', async () => {
    const own = await fetch(metricsUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await own.text()).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
  });

  it('count one archive build from start to finish, and its requests by route pattern, never by id', async () => {
    const started = await series('services_jobs_started_total', { kind: 'archive' });
    const finished = await series('services_job_duration_seconds_count', { kind: 'archive', outcome: 'finished' });
    const created = await call('POST', '/download-api/downloads', token, { name: 'Metrics', photos: photos.slice(0, 2) });
    expect(created.status).toBe(202);
    const id: string = created.body.id;
    await server.services.downloads.idle();
    expect(await series('services_jobs_started_total', { kind: 'archive' })).toBe(started + 1);
    expect(await series('services_job_duration_seconds_count', { kind: 'archive', outcome: 'finished' })).toBe(finished + 1);
    expect(await series('services_job_duration_seconds_count', { kind: 'archive', outcome: 'failed' })).toBe(0);
    expect(await series('services_jobs_running', { kind: 'archive' })).toBe(0);
    expect(await series('services_jobs_queued', { kind: 'archive' })).toBe(0);

    const route = '/download-api/downloads/:downloadId';
    const seen = await requests('GET', route, '200');
    const missing = await requests('GET', route, '404');
    expect((await call('GET', `/download-api/downloads/${id}`, token)).status).toBe(200);
    const unknown = randomUUID();
    expect((await call('GET', `/download-api/downloads/${unknown}`, token)).status).toBe(404);
    expect(await requests('GET', route, '200')).toBe(seen + 1);
    expect(await requests('GET', route, '404')).toBe(missing + 1);
    expect(await requests('POST', '/download-api/downloads', '202')).toBeGreaterThanOrEqual(1);
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(text).not.toContain(unknown);
  });

  it('label a request no route answered by the mount path of the router it reached, or as unmatched', async () => {
    const refused = await requests('GET', '/customer-api', '401');
    const malformed = await requests('POST', '/download-api', '400');
    const unmatched = await requests('GET', '(unmatched)', '404');
    expect((await call('GET', '/customer-api/customers/me/addresses')).status).toBe(401);
    const res = await fetch(`${server.baseUrl}/download-api/downloads`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{',
    });
    expect(res.status).toBe(400); // answered by the app's error handler, outside the download router
    const path = `/no-such-api/${randomUUID()}`;
    expect((await call('GET', path)).status).toBe(404);
    expect(await requests('GET', '/customer-api', '401')).toBe(refused + 1);
    expect(await requests('POST', '/download-api', '400')).toBe(malformed + 1);
    expect(await requests('GET', '(unmatched)', '404')).toBe(unmatched + 1);
    expect(await scrape()).not.toContain(path);
  });
});
