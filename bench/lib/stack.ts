// The stack the benchmark measures, on its own ports with a fresh embedded database: the reference services
// (with the 100,000-photo library), the gateway the browser and the throughput test use, and a second gateway
// whose photo and order world APIs are reached through a counting proxy (so the counting never slows the throughput
// test).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localOwnIssuer, ownIssuerSites } from '../../brands/index';
import { NODE_ARGS } from '../../scripts/lib.mjs';
import { UPSTREAMS, upstreamVariablesAt, type UpstreamKey } from '../../gateway/src/upstreams';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const PORT = Number(process.env.BENCH_PORT ?? 4600);
export const SERVICES_PORT = PORT + 1;
export const COUNTED_PORT = PORT + 2; // gateway whose photo API calls go through the proxy
export const PROXY_PORT = PORT + 3;
/** The gateway's metrics listener (serve.mjs would put it on PORT + 2, the counted gateway's). */
const METRICS_PORT = PORT + 4;
/** The upstreams the counted gateway reaches through the counting proxy (the others directly). */
const PROXIED: UpstreamKey[] = ['photoApiUrl', 'sharedAlbumsApiUrl', 'orderApiUrl', 'productApiUrl', 'voucherApiUrl', 'widgetApiUrl'];
const PROXIED_VARIABLES = Object.fromEntries(
  PROXIED.map((key) => [UPSTREAMS[key].variable, `http://127.0.0.1:${PROXY_PORT}${UPSTREAMS[key].path}`]),
);
export const PRODUCT_URL = `http://localhost:${PORT}`;
export const SERVICES_URL = `http://localhost:${SERVICES_PORT}`;

export interface Stack {
  /** REST calls the counted gateway made to the photo and order world APIs, per X-Correlation-Id. */
  calls: Map<string, string[]>;
  /** The services' data directory (blob store under blobs/). */
  dataDir: string;
  /** Process id of the reference services (started by scripts/serve.mjs). */
  servicesPid(): number;
  /** Process id of the gateway the throughput runs and the browser use (started by scripts/serve.mjs). */
  gatewayPid(): number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process stopped before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A plain forwarding proxy to the services that records each request path under its correlation id. */
function countingProxy(calls: Map<string, string[]>): Promise<Server> {
  const server = createServer((req, res) => {
    const id = String(req.headers['x-correlation-id'] ?? '-');
    calls.set(id, [...(calls.get(id) ?? []), `${req.method} ${req.url}`]);
    const upstream = request(
      { host: '127.0.0.1', port: SERVICES_PORT, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

export async function startStack(log: (line: string) => void, { archivePhotos = true, largeLibrary = true } = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'my-account-bench-'));
  const children: ChildProcess[] = [];
  const calls = new Map<string, string[]>();
  const proxy = await countingProxy(calls);
  const start = (name: string, args: string[], env: Record<string, string>, cwd = ROOT) => {
    // Own process group, so stopping it also stops whatever it started.
    const child = spawn(process.execPath, args, {
      cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      // One customer's 16-way load is far beyond a person's pace: lift the per-customer cost budget (its check still runs).
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'production', COST_BUDGET_PER_MINUTE: '1000000000', ...env },
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) if (/has \d+ photos|error/i.test(line) && !/PREMATURE_CLOSE/.test(line)) log(`[${name}] ${line.trim()}`);
      });
    }
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode === null && child.pid) try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
    }
    await Promise.all(children.map((c) => c.exitCode !== null ? null : new Promise((r) => {
      const kill = setTimeout(() => { try { process.kill(-c.pid!, 'SIGKILL'); } catch { /* gone */ } }, 5000);
      c.once('exit', () => { clearTimeout(kill); r(null); });
    })));
    await new Promise((r) => proxy.close(r));
    proxy.closeAllConnections();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // serve.mjs: services (seeded: demo library, then the large one) and the gateway on PORT.
    log(`starting services + gateway on ${PRODUCT_URL} (seeding the demo${largeLibrary ? ' and the 100,000-photo library' : ''}${archivePhotos ? ', 100 large photos' : ''}) ...`);
    const serve = start('serve', ['scripts/serve.mjs'], {
      PORT: String(PORT), SERVICES_PORT: String(SERVICES_PORT), METRICS_PORT: String(METRICS_PORT),
      ...(largeLibrary ? { SEED_LARGE_LIBRARY: '100000' } : {}), ...(archivePhotos ? { SEED_ARCHIVE_PHOTOS: '100' } : {}),
    });
    await waitFor(`http://127.0.0.1:${PORT}/config.json`, serve, 600_000);
    log(`starting the counted gateway on :${COUNTED_PORT} (photo and order APIs through the counting proxy on :${PROXY_PORT}) ...`);
    const counted = start('counted-gateway', [...NODE_ARGS.gateway, 'src/main.ts'], { // as serve.mjs starts the gateway
      PORT: String(COUNTED_PORT), PUBLIC_URL: PRODUCT_URL, SERVICES_PUBLIC_URL: SERVICES_URL,
      OIDC_ISSUER: `${SERVICES_URL}/oidc`,
      // As serve.mjs computes it: the Swedish site's own issuer on the services' port.
      OIDC_SITE_ISSUERS: ownIssuerSites().map((site) => `${site.channel}=${localOwnIssuer(site, SERVICES_URL)}`).join(',') || 'none',
      ...upstreamVariablesAt(SERVICES_URL),
      ...PROXIED_VARIABLES,
    }, join(ROOT, 'gateway'));
    await waitFor(`http://127.0.0.1:${COUNTED_PORT}/config.json`, counted, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  /** serve.mjs's child running in `dir` (services/ or gateway/); looked up each time, as a restart changes it. */
  const childPid = (dir: 'services' | 'gateway') => {
    const serve = children[0]!.pid!;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === serve && readlinkSync(`/proc/${entry}/cwd`).endsWith(`/${dir}`)) return Number(entry);
      } catch { /* gone */ }
    }
    throw new Error(`the ${dir} process was not found`);
  };
  const servicesPid = () => childPid('services');
  const gatewayPid = () => childPid('gateway');
  return { calls, dataDir, servicesPid, gatewayPid, stop };
}
