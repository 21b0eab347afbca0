// GET /healthz when something is wrong: a database that refuses connections or never answers, a blob store that
// cannot be written. Each one makes the answer 503 'degraded' and names the check that is down.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/blob/store';
import { createDatabase, type Db } from '../src/db';
import type { Database } from '../src/db/schema';
import { healthzRoute } from '../src/http/health';

const TIMEOUT_MS = 300;

/** Serves healthzRoute(deps) on a random port; answers its GET. */
async function healthz(deps: Parameters<typeof healthzRoute>[0]) {
  const app = express().get('/healthz', healthzRoute({ timeoutMs: TIMEOUT_MS, ...deps }));
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
    return { status: res.status, body: await res.json() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const postgres = (port: number): Db => new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ host: '127.0.0.1', port, user: 'nobody', database: 'none', connectionTimeoutMillis: 5_000 }) }),
});

describe('/healthz', () => {
  let dir: string;
  let db: Db;
  // A port that accepts connections and never answers (a hung database).
  const silent = createTcpServer((socket: Socket) => socket.on('error', () => undefined));
  const held: Socket[] = [];
  silent.on('connection', (s) => held.push(s));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'healthz-'));
    db = createDatabase({});
    await sql`select 1`.execute(db); // PGlite takes a second or two to start
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await db.destroy();
    for (const s of held) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('is 200 ok with a working database and a writable blob directory', async () => {
    const res = await healthz({ db, blobs: createBlobStore(join(dir, 'ok')) });
    expect(res).toEqual({
      status: 200,
      body: {
        status: 'ok',
        checks: {
          database: { status: 'ok', latencyMs: expect.any(Number) },
          blobStore: { status: 'ok', kind: 'disk', latencyMs: expect.any(Number) },
        },
      },
    });
  });

  it('is 503 degraded when the blob directory cannot be written', async () => {
    // Where the store wants its directory there is a file.
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'blobs'), 'not a directory');
    const res = await healthz({ db, blobs: createBlobStore(broken) });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', checks: { database: { status: 'ok' }, blobStore: { status: 'down', error: 'failed' } } });
  });

  it('is 503 degraded when the database refuses connections', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = postgres(port);
    try {
      const res = await healthz({ db: down, blobs: createBlobStore() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'degraded', checks: { database: { status: 'down', error: 'failed' }, blobStore: { status: 'ok' } } });
    } finally {
      await down.destroy();
    }
  });

  it('gives a database that never answers a short time only', async () => {
    const hung = postgres((silent.address() as AddressInfo).port);
    const started = Date.now();
    const res = await healthz({ db: hung, blobs: createBlobStore() });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(503);
    expect(res.body.checks.database).toEqual({ status: 'down', error: 'timeout', latencyMs: expect.any(Number) });
    expect(res.body.checks.database.latencyMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    for (const s of held) s.destroy();
    await hung.destroy().catch(() => undefined);
  });
});
