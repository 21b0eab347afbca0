import createClient, { type Client } from 'openapi-fetch';
import type { GatewayConfig } from '../config';
import { codedError } from '../errors';

/** What every upstream client needs from the request: config, forwarded token and correlation id. */
export interface UpstreamContext {
  config: GatewayConfig;
  token: string | null;
  correlationId: string;
}

export interface ServiceInfo {
  /** `extensions.service` of errors, e.g. `photo`. */
  name: string;
  /** Human name used in masked (production) messages, e.g. `photo service`. */
  label: string;
  baseUrl: string;
}

/**
 * A typed REST client (openapi-fetch, types generated from services/contracts). Node's fetch (undici) keeps
 * connections alive by default; every call sends the bearer token, no-cache and the correlation id.
 */
export function createUpstreamClient<Paths extends {}>(service: ServiceInfo, ctx: UpstreamContext): Client<Paths> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    'X-Correlation-Id': ctx.correlationId,
  };
  if (ctx.token) headers.Authorization = `Bearer ${ctx.token}`;
  return createClient<Paths>({ baseUrl: service.baseUrl, headers });
}

interface UpstreamResult {
  response: Response;
  error?: unknown;
}

const snippet = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text && text.length > 300 ? `${text.slice(0, 300)}…` : (text ?? '');
};

/**
 * Runs one upstream call with the per-service timeout and maps failures to GraphQLErrors with
 * `extensions.code` UPSTREAM_ERROR / UPSTREAM_TIMEOUT / UNAUTHENTICATED and `extensions.service`.
 * In production the message names the service only (no URL, no body). `allowStatus` lists non-OK
 * statuses the caller handles itself (e.g. 404 = account deleted).
 */
export async function callUpstream<R extends UpstreamResult>(
  service: ServiceInfo,
  ctx: UpstreamContext,
  request: { method: string; path: string },
  run: (init: { signal: AbortSignal }) => Promise<R>,
  allowStatus: readonly number[] = [],
): Promise<R> {
  const { production, upstreamTimeoutMs } = ctx.config;
  const where = `${request.method} ${service.baseUrl}${request.path}`;
  const ext = { service: service.name };
  let result: R;
  try {
    result = await run({ signal: AbortSignal.timeout(upstreamTimeoutMs) });
  } catch (error) {
    const err = error as Error & { cause?: Error };
    if (err.name === 'TimeoutError' || err.name === 'AbortError') {
      throw codedError('UPSTREAM_TIMEOUT', production
        ? `The ${service.label} did not answer in time.`
        : `${where} timed out after ${upstreamTimeoutMs} ms.`, ext);
    }
    throw codedError('UPSTREAM_ERROR', production
      ? `The ${service.label} is unavailable.`
      : `${where} failed: ${err.message}${err.cause ? ` (${err.cause.message})` : ''}`, ext);
  }
  const { response } = result;
  if (response.ok || allowStatus.includes(response.status)) return result;
  const detail = `${where} → ${response.status} ${response.statusText}: ${snippet(result.error)}`;
  if (response.status === 401) {
    throw codedError('UNAUTHENTICATED', production ? `The ${service.label} refused the token.` : detail, ext);
  }
  throw codedError('UPSTREAM_ERROR', production ? `The ${service.label} is unavailable.` : detail, {
    ...ext,
    status: response.status,
  });
}

/**
 * The typed client of one service with two helpers: `call` (callUpstream bound to the service) and `body` (the
 * answer's body, or an error naming the API and the call when it came without one).
 */
export function upstreamService<Paths extends {}>(service: ServiceInfo, ctx: UpstreamContext, apiName: string) {
  const client = createUpstreamClient<Paths>(service, ctx);
  const call = <R extends UpstreamResult>(
    method: string, path: string, run: (init: { signal: AbortSignal }) => Promise<R>, allow: readonly number[] = [],
  ) => callUpstream(service, ctx, { method, path }, run, allow);
  const body = <T>(data: T | undefined, what: string): T => {
    if (data === undefined) throw new Error(`${apiName} ${what} answered without a body.`);
    return data;
  };
  return { client, call, body };
}
