// The fault switch: requests of a switched path fail (or wait) for real, others pass; bad switches are refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaultSwitch } from '../src/http/faults';

describe('fault switch', () => {
  let server: Server;
  let base: string;
  const faults = new FaultSwitch();

  beforeAll(async () => {
    const app = express();
    app.use('/_faults', faults.routes());
    app.use(faults.middleware());
    app.all('/{*rest}', (_req, res) => {
      res.json({ ok: true });
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => faults.remove());

  const put = (body: unknown) => fetch(`${base}/_faults`, {
    method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });

  it('fails the matching method and path the given number of times, then lets it through', async () => {
    expect((await put({ method: 'post', path: '/photo-api/albums', status: 503, times: 1 })).status).toBe(201);
    expect((await fetch(`${base}/photo-api/albums`)).status).toBe(200); // another method
    const failed = await fetch(`${base}/photo-api/albums`, { method: 'POST' });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: 'INJECTED_FAULT' });
    expect((await fetch(`${base}/photo-api/albums`, { method: 'POST' })).status).toBe(200);
    expect((await (await fetch(`${base}/_faults`)).json()).faults).toEqual([]);
  });

  it('delays a request for real without failing it', async () => {
    await put({ path: '/public-config/', delayMs: 300 });
    const started = Date.now();
    const res = await fetch(`${base}/public-config/localhost`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    await fetch(`${base}/_faults`, { method: 'DELETE' });
    expect((await fetch(`${base}/public-config/localhost`)).status).toBe(200);
  });

  it("meets only the given customer's requests (their bearer token's subject), when a customer is given", async () => {
    const customer = '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11';
    const bearer = (sub: string) => ({ authorization: `Bearer e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig` });
    expect((await put({ path: '/photo-api/albums', status: 503, customer })).status).toBe(201);
    expect((await fetch(`${base}/photo-api/albums`)).status).toBe(200); // no token
    expect((await fetch(`${base}/photo-api/albums`, { headers: bearer('e6c39f50-ad4b-4a7e-8862-5fa04b3d7c55') })).status).toBe(200);
    expect((await fetch(`${base}/photo-api/albums`, { headers: { authorization: 'Bearer not-a-jwt' } })).status).toBe(200);
    expect((await fetch(`${base}/photo-api/albums`, { headers: bearer(customer) })).status).toBe(503);
    expect((await put({ path: '/a', status: 500, customer: 'emma' })).status).toBe(400);
  });

  it('refuses switches that are not faults', async () => {
    for (const body of [{ path: 'x', status: 500 }, { path: '/a' }, { path: '/a', status: 200 }, { path: '/a', delayMs: 10 ** 6 }, { path: '/_faults', status: 500 }]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
