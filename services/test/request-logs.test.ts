// What the services log about the requests they answer: nothing per request at info; at debug one line per request
// with its method, route pattern (never the ids or tokens of its path, never the query string: signed URLs carry their
// signatures there), status, duration and correlation id; a request that fails with a 500 at error, and every line
// logged while handling a request carries its correlation id.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/errors';
import { requestLogging } from '../src/http/requestLog';
import { capturedLog } from './helpers/logs';
import { startTestServer, type TestServer } from './helpers/server';

const CORRELATION_ID = 'c0ffee00-1234-4abc-8def-000000000001';

describe('request logs of the services', () => {
  const { log, lines } = capturedLog('info');
  let server: TestServer;
  const get = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { 'x-correlation-id': CORRELATION_ID } });

  beforeAll(async () => {
    server = await startTestServer('pglite', { log });
  });
  afterAll(() => server?.stop());
  beforeEach(() => {
    lines.length = 0;
  });

  it('logs nothing per request at info', async () => {
    log.level = 'info';
    expect((await get('/health?signature=s3cret')).status).toBe(200);
    expect((await get('/no-such-path')).status).toBe(404);
    expect(lines).toEqual([]);
  });

  it('logs one line per request at debug: method, route without the query string, status, duration and correlation id', async () => {
    log.level = 'debug';
    expect((await get('/health?expires=1&signature=s3cret')).status).toBe(200);
    expect(lines).toEqual([expect.objectContaining({
      level: 'debug', service: 'services', msg: 'request answered',
      method: 'GET', route: '/health', status: 200, durationMs: expect.any(Number), correlationId: CORRELATION_ID,
    })]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('logs the route pattern of a confirmation link, never the token in its path', async () => {
    log.level = 'debug';
    const res = await fetch(`${server.baseUrl}/subscription-api/api/v1/Profiles/emma%40example.com/subscription/confirm/t0ken-s3cret`, { method: 'POST' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(lines).toEqual([expect.objectContaining({
      msg: 'request answered', method: 'POST', route: '/subscription-api/api/v1/Profiles/:email/subscription/confirm/:token',
    })]);
    expect(JSON.stringify(lines)).not.toContain('t0ken-s3cret');
    expect(JSON.stringify(lines)).not.toContain('emma');
  });
});

describe('a request that fails', () => {
  const { log, lines } = capturedLog('info');
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(requestLogging(log));
    app.get('/photos/:id', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.warn('about to fail');
      throw new Error('the disk is full');
    });
    app.use(errorHandler(log));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is logged at error with its correlation id and route, as is every line logged while it was handled', async () => {
    const res = await fetch(`${base}/photos/42?signature=s3cret`, { headers: { 'x-correlation-id': CORRELATION_ID } });
    expect(res.status).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'about to fail', correlationId: CORRELATION_ID }),
      expect.objectContaining({
        level: 'error', msg: 'request failed', method: 'GET', route: '/photos/:id', correlationId: CORRELATION_ID,
        err: expect.objectContaining({ message: 'the disk is full' }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    expect(JSON.stringify(lines)).not.toContain('/photos/42');
  });
});
