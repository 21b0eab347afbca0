// The transport of the typed upstream clients: openapi-fetch builds each call (URL, query, JSON body) and hands it
// to the client's `fetch`, which sends it over node:http with one keep-alive connection pool per process and reads
// the whole answer into one buffer. Node's fetch (undici) costs several times more CPU per call (a Request and
// Headers object, a web stream for the body, the wasm HTTP parser), a large share of the gateway's CPU per request.
// The headers every call of a client sends and its deadline are the transport's: openapi-fetch would merge them
// into a WHATWG Headers object on each call, and an AbortSignal handed to node:http costs more than the call's
// timer (node:http listens to it through an EventTarget).
// The modules' own `request` is looked up on each call (not imported by name): tests intercept it (msw).
// Each call carries the active trace context (`traceparent`, `tracestate`: the upstream call's span, see span.ts);
// without the tracing SDK the propagator is the API's no-op and adds nothing.
import http, { type IncomingHttpHeaders, type RequestOptions } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { context, propagation } from '@opentelemetry/api';
import type { SameAnswers } from './sameAnswer';

/**
 * Idle connections are closed after this long, before the services' own keep-alive timeout (Node's default is 5 s),
 * so a call never goes out on a connection the server is closing.
 */
const IDLE_SOCKET_MS = 4_000;
const agentOptions = { keepAlive: true, scheduling: 'lifo' as const, timeout: IDLE_SOCKET_MS };
const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

/** What openapi-fetch passes to `new Request(url)`. */
interface RequestInitLike {
  method?: string;
  headers?: Headers;
  body?: unknown;
}

/** The request object openapi-fetch builds (its `Request` option): only what the transport reads. */
export class UpstreamRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers | undefined;
  readonly body: string | undefined;

  constructor(url: string, init: RequestInitLike = {}) {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('Upstream request bodies are JSON text.');
    }
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers;
    this.body = init.body ?? undefined;
  }
}

const NO_BYTES = Buffer.alloc(0);

/**
 * The answer: the part of `Response` that openapi-fetch and the upstream clients use. Read whole, except a successful
 * answer of a streaming transport (`TransportOptions.stream`): its bytes are then only in `body`, as they arrive.
 */
export class UpstreamResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    private readonly rawHeaders: IncomingHttpHeaders,
    private readonly bytes: Buffer,
    /** The bytes as a stream (openapi-fetch's `parseAs: 'stream'` answers it); null when read whole. */
    readonly body: ReadableStream<Uint8Array> | null = null,
    /** Where an unchanged answer's parsed value is kept, and under which key (`TransportOptions.sameAnswers`). */
    private readonly same?: { answers: SameAnswers; key: string },
  ) {}

  get ok() {
    return this.status >= 200 && this.status < 300;
  }

  readonly headers = {
    get: (name: string): string | null => {
      const value = this.rawHeaders[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
    },
  };

  async text() {
    return this.bytes.toString('utf8');
  }

  async json(): Promise<unknown> {
    if (this.same && this.ok) return this.same.answers.parse(this.same.key, this.bytes);
    return JSON.parse(this.bytes.toString('utf8'));
  }
}

export interface TransportOptions {
  /** Headers every call sends (lower-case names): the bearer token, the correlation id, … */
  headers: Record<string, string>;
  /** The whole call (connection, request, answer) must be done within this, else it fails with a `TimeoutError`. */
  timeoutMs: number;
  /**
   * Successful answers are handed over as soon as their headers arrive, their bytes as a stream (`body`) for the
   * caller to pass on (file downloads); the deadline still covers the whole answer (the stream then fails with the
   * `TimeoutError`). Refusals are read whole as usual.
   */
  stream?: boolean;
  /**
   * Successful JSON answers that repeat the last one of the same caller (token) and URL byte for byte are answered
   * with the value parsed then (sameAnswer.ts).
   */
  sameAnswers?: SameAnswers;
}

/** Where a URL's origin is reached: module, protocol, host and port (parsed once per origin: the configured services). */
const origins = new Map<string, { module: typeof http | typeof https; options: RequestOptions }>();

function target(url: string) {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  const origin = slash < 0 ? url : url.slice(0, slash);
  let reached = origins.get(origin);
  if (!reached) {
    const { protocol, hostname, port } = new URL(origin);
    if (protocol !== 'http:' && protocol !== 'https:') throw new TypeError(`Upstream URLs are http(s): ${url}`);
    const secure = protocol === 'https:';
    reached = {
      module: secure ? https : http,
      options: { protocol, hostname: hostname.replace(/^\[(.*)\]$/, '$1'), port, agent: secure ? agents.https : agents.http },
    };
    origins.set(origin, reached);
  }
  return { ...reached, path: slash < 0 ? '/' : url.slice(slash) };
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

function send(req: UpstreamRequest, options: TransportOptions, retry: boolean): Promise<UpstreamResponse> {
  const { headers: common, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    const headers = { ...common };
    if (req.headers) for (const [name, value] of req.headers) headers[name] = value;
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    propagation.inject(context.active(), headers);
    const { module, options: reached, path } = target(req.url);
    const call = module.request({ ...reached, path, method: req.method, headers }, (res) => {
      const status = res.statusCode ?? 502;
      if (options.stream && status >= 200 && status < 300) {
        res.once('close', () => clearTimeout(timer));
        return resolve(new UpstreamResponse(status, res.statusMessage ?? '', res.headers, NO_BYTES,
          Readable.toWeb(res) as ReadableStream<Uint8Array>));
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        if (!res.complete) return fail(new Error('The connection closed before the answer was complete.'));
        clearTimeout(timer);
        const same = options.sameAnswers && { answers: options.sameAnswers, key: `${common.authorization ?? ''} ${req.url}` };
        resolve(new UpstreamResponse(status, res.statusMessage ?? '', res.headers,
          chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), null, same));
      });
    });
    let timedOut: DOMException | undefined;
    const timer = setTimeout(() => call.destroy(timedOut = new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(timedOut ?? error);
    }
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed just as it was reused: an idempotent call is sent once more.
      if (retry && call.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(req.method)) {
        clearTimeout(timer);
        send(req, options, false).then(resolve, reject);
      } else {
        fail(error);
      }
    });
    call.end(req.body);
  });
}

/** openapi-fetch's `fetch` for one client: sends an `UpstreamRequest` (its `Request` option), answers an `UpstreamResponse`. */
export function upstreamTransport(options: TransportOptions) {
  return (req: UpstreamRequest): Promise<UpstreamResponse> => send(req, options, true);
}
