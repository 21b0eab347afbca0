// The transport of the typed upstream clients: openapi-fetch builds each call (URL, query, headers, JSON body) and
// hands it to `upstreamFetch`, which sends it over node:http with one keep-alive connection pool per process and
// reads the whole answer into one buffer. Node's fetch (undici) costs several times more CPU per call (a Request and
// Headers object, a web stream for the body, the wasm HTTP parser), a large share of the gateway's CPU per request.
// The modules' own `request` is looked up on each call (not imported by name): tests intercept it (msw).
import http, { type ClientRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http';
import https from 'node:https';

/**
 * Idle connections are closed after this long, before the services' own keep-alive timeout (Node's default is 5 s),
 * so a call never goes out on a connection the server is closing.
 */
const IDLE_SOCKET_MS = 4_000;
const agentOptions = { keepAlive: true, scheduling: 'lifo' as const, timeout: IDLE_SOCKET_MS };
const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

/** What openapi-fetch passes to `new Request(url, init)`. */
interface RequestInitLike {
  method?: string;
  headers?: Headers;
  body?: unknown;
  signal?: AbortSignal | null;
}

/** The request object openapi-fetch builds (its `Request` option): only what `upstreamFetch` reads. */
export class UpstreamRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;

  constructor(url: string, init: RequestInitLike = {}) {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('Upstream request bodies are JSON text.');
    }
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers ?? new Headers();
    this.body = init.body ?? undefined;
    this.signal = init.signal ?? undefined;
  }
}

/** The answer, read whole: the part of `Response` that openapi-fetch and the upstream clients use. */
export class UpstreamResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    private readonly rawHeaders: IncomingHttpHeaders,
    private readonly bytes: Buffer,
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
    return JSON.parse(this.bytes.toString('utf8'));
  }
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

function send(req: UpstreamRequest, retry: boolean): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of req.headers) headers[name] = value;
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const secure = req.url.startsWith('https:');
    const options: RequestOptions = { method: req.method, headers, agent: secure ? agents.https : agents.http, signal: req.signal };
    const call: ClientRequest = (secure ? https : http).request(req.url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (!res.complete) return reject(new Error('The connection closed before the answer was complete.'));
        resolve(new UpstreamResponse(res.statusCode ?? 502, res.statusMessage ?? '', res.headers,
          chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
      });
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed just as it was reused: an idempotent call is sent once more.
      if (retry && call.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(req.method) && !req.signal?.aborted) {
        send(req, false).then(resolve, reject);
      } else {
        reject(error);
      }
    });
    call.end(req.body);
  });
}

/** openapi-fetch's `fetch`: sends an `UpstreamRequest` (its `Request` option), answers an `UpstreamResponse`. */
export async function upstreamFetch(req: UpstreamRequest): Promise<UpstreamResponse> {
  if (!/^https?:/.test(req.url)) throw new TypeError(`Upstream URLs are http(s): ${req.url}`);
  return send(req, true);
}
