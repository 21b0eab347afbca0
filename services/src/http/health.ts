// GET /healthz: is this process able to serve? The database answers a trivial query within HEALTH_TIMEOUT_MS and
// the blob store takes a write. 200 {status: 'ok'} when every check is ok, 503 {status: 'degraded'} otherwise, with
// each check's status and latency. (GET /health stays the plain "started" signal.)
import type { Logger } from '@my-account/telemetry/logger';
import type { Request, Response } from 'express';
import { sql } from 'kysely';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';

export const HEALTH_TIMEOUT_MS = 1_000;

export type CheckStatus = 'ok' | 'down';

export interface CheckResult {
  status: CheckStatus;
  latencyMs: number;
  /** Why a check is down (short; details go to the log). */
  error?: string;
  [detail: string]: unknown;
}

export interface Health {
  status: 'ok' | 'degraded';
  checks: { database: CheckResult; blobStore: CheckResult };
}

class Timeout extends Error {}

/** Runs `probe` within `timeoutMs`: ok with its details, or down (timeout / failed). */
async function timed(probe: () => Promise<Record<string, unknown> | void>, timeoutMs: number,
  log: Logger | undefined, name: string): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), timeoutMs);
    });
    const details = await Promise.race([probe(), deadline]);
    return { status: 'ok', latencyMs: Math.round(performance.now() - started), ...(details ?? {}) };
  } catch (error) {
    const timedOut = error instanceof Timeout;
    log?.warn({ check: name, ...(timedOut ? { timeoutMs } : { err: error }) }, timedOut ? 'health check timed out' : 'health check failed');
    return { status: 'down', latencyMs: Math.round(performance.now() - started), error: timedOut ? 'timeout' : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth({ db, blobs, log, timeoutMs = HEALTH_TIMEOUT_MS }:
  { db: Db; blobs: BlobStore; log?: Logger; timeoutMs?: number }): Promise<Health> {
  const [database, blobStore] = await Promise.all([
    timed(async () => void (await sql`select 1`.execute(db)), timeoutMs, log, 'database'),
    timed(() => blobs.check(), timeoutMs, log, 'blobStore'),
  ]);
  const ok = database.status === 'ok' && blobStore.status === 'ok';
  return { status: ok ? 'ok' : 'degraded', checks: { database, blobStore } };
}

/** How long one answer is reused: an unauthenticated caller cannot turn /healthz into a stream of probe writes. */
export const HEALTH_CACHE_MS = 1_000;

/** The express handler of GET /healthz. */
export function healthzRoute(deps: Parameters<typeof checkHealth>[0]) {
  let cached: { at: number; health: Promise<Health> } | undefined;
  return async (_req: Request, res: Response<Health>) => {
    if (!cached || Date.now() - cached.at > HEALTH_CACHE_MS) cached = { at: Date.now(), health: checkHealth(deps) };
    const health = await cached.health;
    res.status(health.status === 'ok' ? 200 : 503).json(health);
  };
}
