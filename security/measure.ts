// The measuring tools the security tests share: GraphQL over fetch with round-trip times, VmRSS of a process,
// percentiles, bounded load loops, the client's persisted documents, raw HTTP exchanges. Only ever talks to 127.0.0.1.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { HOST, ROOT } from './harness';
/** Resident memory of a process in MB (`/proc/<pid>/status` VmRSS). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for pid ${pid}`);
  return kb / 1024;
}

/** Samples a process's VmRSS every `everyMs` until stopped; a vanished process counts as a failure. */
export function sampleRss(pid: number, everyMs = 100) {
  const samples: number[] = [];
  let lost = false;
  const take = () => {
    try {
      samples.push(rssMb(pid));
    } catch {
      lost = true;
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { samples, peakMb: Math.max(...samples), firstMb: samples[0] ?? NaN, lastMb: samples.at(-1) ?? NaN, processLost: lost };
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown> & { code?: string };
}
export interface GqlAnswer<T = any> {
  status: number;
  headers: Headers;
  contentType: string;
  body: { data?: T | null; errors?: GqlError[] } & Record<string, unknown>;
  /** Client-side round trip (request sent until the JSON body is read), ms. */
  ms: number;
}

export interface GqlOptions {
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** POSTs a raw body to /graphql; the answer's body is parsed as JSON (a non-JSON answer throws). */
export async function postRaw(url: string, body: string, { token, headers = {}, timeoutMs = 30_000 }: GqlOptions = {}): Promise<GqlAnswer> {
  assertLoopback(url);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const contentType = response.headers.get('content-type') ?? '';
  let parsed: GqlAnswer['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered ${response.status} ${contentType} that is not JSON: ${text.slice(0, 300)}`);
  }
  return { status: response.status, headers: response.headers, contentType, body: parsed, ms };
}

/** A GraphQL request `{ query, variables, operationName, extensions }` over HTTP POST. */
export function gql<T = any>(url: string, request: { query?: string; variables?: Record<string, unknown>;
  operationName?: string; extensions?: Record<string, unknown> }, options: GqlOptions = {}): Promise<GqlAnswer<T>> {
  return postRaw(url, JSON.stringify(request), options);
}

/** The first error's code, or undefined. */
export const codeOf = (answer: GqlAnswer) => answer.body.errors?.[0]?.extensions?.code;

/** Throws unless the answer has data and no errors; returns the data. */
export function dataOf<T>(answer: GqlAnswer<T>, what = 'request'): T {
  if (answer.body.errors?.length || !answer.body.data) {
    throw new Error(`${what} failed (HTTP ${answer.status}): ${JSON.stringify(answer.body.errors ?? answer.body).slice(0, 800)}`);
  }
  return answer.body.data;
}

export function assertLoopback(url: string) {
  const { hostname } = new URL(url);
  if (hostname !== HOST) throw new Error(`refusing to send traffic to ${url}: loopback (${HOST}) only`);
}

/**
 * One raw HTTP/1.1 exchange with a server of the stack at `origin` (any request line, headers and body: fetch cannot
 * send another Host); the status, the headers and body as text, and the body as JSON when it is.
 */
export function rawHttp(origin: string, lines: string[], body = ''): Promise<{ status: number; head: string; text: string; json: any }> {
  assertLoopback(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: HOST, port: Number(new URL(origin).port) });
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      const split = answer.indexOf('\r\n\r\n');
      const text = answer.slice(split + 4);
      let json: any = null;
      try {
        json = JSON.parse(text);
      } catch { /* not JSON: asserted by the caller */ }
      resolve({ status, head: answer.slice(0, split), text, json });
    });
    const length = body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '';
    socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n${length}\r\n${body}`);
  });
}

/**
 * Runs `task(i)` for i = 0 .. count-1 with at most `concurrency` in flight, stopping early once `maxMs` passed.
 * Bounded in count and time; returns how many ran.
 */
export async function runBounded(count: number, concurrency: number, maxMs: number, task: (i: number) => Promise<void>): Promise<number> {
  const deadline = Date.now() + maxMs;
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      const i = next;
      next += 1;
      await task(i);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return done;
}

/** The first-party client's persisted documents (id → text), as the gateway loads them. */
export function persistedQueries(): Record<string, string> {
  return JSON.parse(readFileSync(join(ROOT, 'client', 'persisted-queries.json'), 'utf8')) as Record<string, string>;
}

/** The id of the persisted document whose operation is named `name` (throws when there is none). */
export function persistedId(name: string): string {
  const entry = Object.entries(persistedQueries()).find(([, text]) => new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text));
  if (!entry) throw new Error(`no persisted document named ${name} in client/persisted-queries.json`);
  return entry[0];
}
