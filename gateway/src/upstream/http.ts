import createClient, { type Client } from 'openapi-fetch';
import type { GatewayConfig } from '../config';
import { codedError, FAILED_TO_PARSE_RESPONSE, internalError, type ErrorCode } from '../errors';
import { isOpenCircuit, UpstreamServerError, type Breakers } from './breaker';
import { recordUpstreamCall } from './callLog';
import { upstreamTransport, UpstreamRequest } from './nodeFetch';
import { SameAnswers } from './sameAnswer';
import { inUpstreamSpan } from './span';

/** What every upstream client needs from the request: config, forwarded token and correlation id. */
export interface UpstreamContext {
  config: GatewayConfig;
  token: string | null;
  correlationId: string;
  /** The gateway's circuit breakers, one per upstream service. */
  breakers: Breakers;
}

export interface ServiceInfo {
  /** `extensions.service` of errors, e.g. `photo`. */
  name: string;
  /** Human name used in masked (production) messages, e.g. `photo service`. */
  label: string;
  baseUrl: string;
}

/**
 * A typed REST client (openapi-fetch, types generated from services/contracts) over node:http with keep-alive
 * connections (see nodeFetch.ts); every call sends the bearer token, no-cache and the correlation id, and fails
 * with a `TimeoutError` after the configured upstream timeout. `stream`: successful answers are handed over as a
 * stream of their bytes (for `parseAs: 'stream'`, file downloads), see `TransportOptions.stream`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-fetch's own bound for its paths type
export function createUpstreamClient<Paths extends {}>(
  service: ServiceInfo, ctx: UpstreamContext, { stream = false, sameAnswers }: { stream?: boolean; sameAnswers?: SameAnswers } = {},
): Client<Paths> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'cache-control': 'no-cache',
    'x-correlation-id': ctx.correlationId,
  };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  // The answers are `UpstreamResponse`s: the part of `Response` openapi-fetch and callUpstream read (ok, status, …).
  return createClient<Paths>({
    baseUrl: service.baseUrl,
    Request: UpstreamRequest as unknown as typeof Request,
    fetch: upstreamTransport({ headers, timeoutMs: ctx.config.upstreamTimeoutMs, stream, sameAnswers }) as unknown as typeof fetch,
  });
}

interface UpstreamResult {
  response: Response;
  error?: unknown;
}

const snippet = (body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text && text.length > 300 ? `${text.slice(0, 300)}…` : (text ?? '');
};

/** The upstream's own words for a refusal (`{ message }`), when short enough to pass on to the caller. */
const refusalMessage = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.length <= 300 ? message : undefined;
};

/** An upstream 4xx is the caller's fault and says so: its code names what was wrong, never "unavailable". */
export function clientErrorCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_USER_INPUT';
}

/**
 * Runs one upstream call through the service's circuit breaker (the client's transport ends it after the upstream
 * timeout), and maps failures
 * to GraphQLErrors with `extensions.service` (and `status` for answers): network errors, 5xx and an open
 * circuit → UPSTREAM_ERROR, timeouts → UPSTREAM_TIMEOUT, 4xx → the client code of `clientErrorCode` with the
 * upstream's message. In production a 5xx or network message names the service only (no URL, no body). An answer
 * whose body cannot be parsed is spec §8's internal error `Failed to parse response!` (logged, never shown).
 * `allowStatus` lists non-OK statuses the caller handles itself (e.g. 404 = account deleted). With UPSTREAM_CALLS_LOG
 * set, the call's service, method and path template are recorded there (callLog.ts). Each call the breaker lets
 * through is a span of the request's trace (span.ts).
 */
export async function callUpstream<R extends UpstreamResult>(
  service: ServiceInfo,
  ctx: UpstreamContext,
  request: { method: string; path: string },
  run: () => Promise<R>,
  allowStatus: readonly number[] = [],
): Promise<R> {
  const { production, upstreamTimeoutMs, upstreamCallsLog } = ctx.config;
  if (upstreamCallsLog) recordUpstreamCall(upstreamCallsLog, { service: service.name, ...request });
  const where = `${request.method} ${service.baseUrl}${request.path}`;
  const ext = { service: service.name };
  const unavailable = `The ${service.label} is unavailable.`;
  let result: R;
  try {
    result = await ctx.breakers.fire(service.name, () => inUpstreamSpan(service, request, run));
  } catch (error) {
    if (error instanceof UpstreamServerError) {
      result = error.result as R;
    } else if (error instanceof SyntaxError) { // JSON.parse of the answer's body
      throw internalError(FAILED_TO_PARSE_RESPONSE, { ...ext, detail: `${where}: the answer is not JSON (${error.message})` });
    } else if (isOpenCircuit(error)) {
      throw codedError('UPSTREAM_ERROR', production ? unavailable : `${where}: circuit open after repeated failures.`, ext);
    } else {
      const err = error as Error & { cause?: Error };
      if (err.name === 'TimeoutError') {
        throw codedError('UPSTREAM_TIMEOUT', production
          ? `The ${service.label} did not answer in time.`
          : `${where} timed out after ${upstreamTimeoutMs} ms.`, ext);
      }
      throw codedError('UPSTREAM_ERROR', production
        ? unavailable
        : `${where} failed: ${err.message}${err.cause ? ` (${err.cause.message})` : ''}`, ext);
    }
  }
  const { response } = result;
  if (response.ok || allowStatus.includes(response.status)) return result;
  const { status } = response;
  const detail = `${where} → ${status} ${response.statusText}: ${snippet(result.error)}`;
  if (status >= 500 || status < 400) {
    throw codedError('UPSTREAM_ERROR', production ? unavailable : detail, { ...ext, status });
  }
  const code = clientErrorCode(status);
  const refusal = refusalMessage(result.error);
  const message = code === 'UNAUTHENTICATED' ? `The ${service.label} refused the token.`
    : refusal ? `The ${service.label} refused the request: ${refusal.replace(/\.?$/, '.')}`
      : `The ${service.label} refused the request (${status}).`;
  throw codedError(code, production ? message : detail, { ...ext, status });
}

/**
 * The typed client of one service with two helpers: `call` (callUpstream bound to the service) and `body` (the
 * answer's body; one that came without a body is `Failed to parse response!`); `streaming()` is a second client
 * of the same service whose successful answers are streams (made on first use: only file downloads need it);
 * `repeating()` one whose unchanged answers are not parsed again (sameAnswer.ts: large lists read on every request).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-fetch's own bound for its paths type
export function upstreamService<Paths extends {}>(service: ServiceInfo, ctx: UpstreamContext, apiName: string) {
  const client = createUpstreamClient<Paths>(service, ctx);
  let streamingClient: Client<Paths> | undefined;
  const streaming = () => (streamingClient ??= createUpstreamClient<Paths>(service, ctx, { stream: true }));
  let repeatingClient: Client<Paths> | undefined;
  const repeating = () => (repeatingClient ??= createUpstreamClient<Paths>(service, ctx, { sameAnswers: sameAnswersOf(service.name) }));
  const call = <R extends UpstreamResult>(
    method: string, path: string, run: () => Promise<R>, allow: readonly number[] = [],
  ) => callUpstream(service, ctx, { method, path }, run, allow);
  const body = <T>(data: T | undefined, what: string): T => {
    if (data === undefined) {
      throw internalError(FAILED_TO_PARSE_RESPONSE, { service: service.name, detail: `${apiName} ${what} answered without a body.` });
    }
    return data;
  };
  return { client, streaming, repeating, call, body };
}

/** Unchanged answers kept per service and gateway process: a few customers' worth of the largest lists. */
const SAME_ANSWERS_PER_SERVICE = 16;
const sameAnswers = new Map<string, SameAnswers>();
const sameAnswersOf = (service: string) => {
  let answers = sameAnswers.get(service);
  if (!answers) sameAnswers.set(service, (answers = new SameAnswers(SAME_ANSWERS_PER_SERVICE)));
  return answers;
};
