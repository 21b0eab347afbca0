// The stack under attack: the reference services and the gateway as two separate processes on loopback, started
// the way scripts/serve.mjs starts them (`node <NODE_ARGS> src/main.ts`, NODE_ARGS of scripts/lib.mjs,
// NODE_ENV=production), with a fresh temporary DATA_DIR. The measuring tools are in measure.ts (re-exported here).
// Only ever talks to 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOwnIssuer, ownIssuerSites } from '@my-account/brands';
import { upstreamVariablesAt } from '../gateway/src/upstreams';
import { copySeededData, NODE_ARGS } from '../scripts/lib.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const HOST = '127.0.0.1';

/** The gateway's port (services on the next one); SECURITY_PORT overrides it. */
export const GATEWAY_PORT = Number(process.env.SECURITY_PORT ?? 4900);
export const SERVICES_PORT = GATEWAY_PORT + 1;
/** A small per-customer budget so one customer's loop of costly but valid queries reaches it quickly. */
export const COST_BUDGET_PER_MINUTE = 20_000;
/**
 * First-run seeding of the demo data takes 60-90 s on two idle cores, several minutes on busy ones (as serve.mjs:
 * 300 s; SECURITY_START_TIMEOUT_MS overrides it).
 */
export const SERVICES_START_TIMEOUT_MS = Number(process.env.SECURITY_START_TIMEOUT_MS ?? 300_000);
export const GATEWAY_START_TIMEOUT_MS = 60_000;

export const PASSWORD = 'photos123';
/** The public key of the services' error-report receiver (its DSN: http://<key>@<services>/error-reports/1). */
export const ERROR_REPORTS_KEY = 'a5f3c7e9b1d24f6a8c0e2b4d6f8a1c3e';
export const CUSTOMERS = {
  emma: 'emma@example.com',
  mia: 'mia@example.com',
  lucas: 'lucas@example.com',
  sophie: 'sophie@example.com',
  /** Signed in for the budget test only (a customer whose budget nothing else spends). */
  oliver: 'oliver@example.com',
  /** Settings: the address book Lucas goes after, and the e-mail change and deletion request limits. */
  ava: 'ava@example.com',
  /** Business (12-business): Anna (Active) goes after the invoices of Dana (Default) and Bruno (Blocked). */
  anna: 'anna@example.com',
  dana: 'dana@example.com',
  bruno: 'bruno@example.com',
  /** Saved projects and online photo books (13-projects-photobooks): Ava Wilson's projects, photo book and gallery entry. */
  avaWilson: 'ava.wilson@example.com',
  /** Feedback survey and A/B test (16-feedback-experiments): Lotte (analytics consent, variant A), Jonas (control), Ruben (no consent). */
  lotte: 'lotte@example.com',
  jonas: 'jonas@example.com',
  ruben: 'ruben@example.com',
} as const;
export type Customer = keyof typeof CUSTOMERS;

/** What the tests learn about the running stack (handed over by globalSetup with `provide`). */
export interface StackInfo {
  gatewayOrigin: string;
  graphqlUrl: string;
  wsUrl: string;
  servicesOrigin: string;
  /** The issuers of the sites that sign in on their own domain, by channel (on the services' port, by host name). */
  siteIssuers: Record<string, string>;
  gatewayPid: number;
  servicesPid: number;
  dataDir: string;
  costBudgetPerMinute: number;
  /** Access tokens of the demo customers, signed in through the services' own OIDC flow. */
  tokens: Record<Customer, string>;
}

export interface Stack extends Omit<StackInfo, 'tokens'> {
  /** The last lines each process printed (for failure messages). */
  output(name: 'services' | 'gateway'): string;
  stop(): Promise<void>;
}

const verbose = process.env.SECURITY_VERBOSE === '1';
const log = (line: string) => process.stderr.write(`[security] ${line}\n`);

/** Refuses to start when a port is taken (a previous run still alive, or another stack). */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(new Error(`port ${port} on ${HOST} is in use (${(error as Error).message}); `
      + 'stop what uses it or set SECURITY_PORT')));
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

/** Waits until one of `urls` answers 2xx (bounded by `timeoutMs`; fails at once when the process stops). */
async function waitForOk(urls: string[], child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`process stopped (exit ${child.exitCode ?? child.signalCode}) before ${urls.join(' or ')} answered:\n${output()}`);
    }
    for (const url of urls) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        void response.body?.cancel();
        if (response.ok) return;
      } catch { /* not listening yet */ }
    }
    await sleep(250);
  }
  throw new Error(`${urls.join(' or ')} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. Only ever this child, by its pid. */
async function stopChild(child: ChildProcess) {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!exited(child)) child.kill('SIGKILL');
  }, 5_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Starts the services (waits for GET /health while they seed), then the gateway (waits for /config.json).
 * `gatewayEnv` is added to the gateway's environment (e.g. a smaller COST_BUDGET_PER_MINUTE).
 */
export async function startStack(gatewayEnv: Record<string, string> = {}): Promise<Stack> {
  await assertPortFree(GATEWAY_PORT);
  await assertPortFree(SERVICES_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'my-account-security-'));
  // The demo data `npm test` seeded once, when it did (else the services seed it on their first start).
  copySeededData(dataDir);
  const gatewayOrigin = `http://${HOST}:${GATEWAY_PORT}`;
  const servicesOrigin = `http://${HOST}:${SERVICES_PORT}`;
  const siteIssuers = Object.fromEntries(ownIssuerSites().map((site) => [site.channel, localOwnIssuer(site, servicesOrigin)]));
  // As scripts/serve.mjs builds it, with every origin on 127.0.0.1.
  const env: Record<string, string> = {
    PORT: String(GATEWAY_PORT),
    SERVICES_PORT: String(SERVICES_PORT),
    SERVICES_HOST: HOST,
    SERVICES_PUBLIC_URL: servicesOrigin,
    PUBLIC_URL: gatewayOrigin,
    DATA_DIR: dataDir,
    OIDC_ISSUER: `${servicesOrigin}/oidc`,
    OIDC_SITE_ISSUERS: Object.entries(siteIssuers).map(([channel, issuer]) => `${channel}=${issuer}`).join(',') || 'none',
    ...upstreamVariablesAt(servicesOrigin),
    ERROR_REPORTS_PUBLIC_KEY: ERROR_REPORTS_KEY,
    ERROR_REPORTS_PROJECT_ID: '1',
    ERROR_REPORTING_DSN: `${servicesOrigin.replace('://', `://${ERROR_REPORTS_KEY}@`)}/error-reports/1`,
    NODE_ENV: 'production',
  };
  const inherited = { ...process.env };
  // Never inherit settings that would point the stack elsewhere or change its limits.
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'COST_BUDGET_PER_MINUTE', 'MAX_SUBSCRIPTIONS_PER_CONNECTION',
    'MAX_SUBSCRIPTIONS_PER_CUSTOMER', 'SEED_LARGE_LIBRARY', 'SEED_ARCHIVE_PHOTOS', 'PERSISTED_QUERIES_FILE', 'SITE_HOSTS',
    'SITE_CONFIG_TIMEOUT_MS', 'SITE_CONFIG_TTL_MS', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'TEST']) {
    delete inherited[key];
  }

  const outputs = { services: [] as string[], gateway: [] as string[] };
  const children: ChildProcess[] = [];
  const start = (name: 'services' | 'gateway', extra: Record<string, string>, echo: (line: string) => boolean) => {
    const child = spawn(process.execPath, [...NODE_ARGS[name], 'src/main.ts'], {
      cwd: join(ROOT, name),
      env: { ...inherited, ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = outputs[name];
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) {
          if (!line.trim()) continue;
          lines.push(line);
          if (lines.length > 200) lines.shift();
          if (verbose || echo(line)) log(`${name}: ${line}`);
        }
      });
    }
    children.push(child);
    return child;
  };
  const output = (name: 'services' | 'gateway') => outputs[name].slice(-40).join('\n');
  let ready = false;
  // Should this process end without stop() (a crash, process.exit), the children must not outlive it.
  const killLeftovers = () => {
    for (const child of children) if (!exited(child)) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killLeftovers);
  const stop = async () => {
    for (const child of children) {
      if (exited(child)) log(`${child === children[0] ? 'services' : 'gateway'} had stopped on its own (exit ${child.exitCode ?? child.signalCode}):\n`
        + output(child === children[0] ? 'services' : 'gateway'));
    }
    await Promise.all(children.map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
    process.removeListener('exit', killLeftovers);
  };

  try {
    log(`starting the services on ${servicesOrigin} (data in ${dataDir}; first-run seeding takes a minute) ...`);
    const services = start('services', {}, () => !ready);
    // /healthz is being added to the services; /health is the older readiness route.
    await waitForOk([`${servicesOrigin}/healthz`, `${servicesOrigin}/health`], services, SERVICES_START_TIMEOUT_MS, () => output('services'));
    log(`starting the gateway on ${gatewayOrigin} ...`);
    const gateway = start('gateway', gatewayEnv, () => !ready);
    await waitForOk([`${gatewayOrigin}/config.json`], gateway, GATEWAY_START_TIMEOUT_MS, () => output('gateway'));
    ready = true;
    return {
      gatewayOrigin,
      graphqlUrl: `${gatewayOrigin}/graphql`,
      wsUrl: `${gatewayOrigin.replace(/^http/, 'ws')}/graphql`,
      servicesOrigin,
      siteIssuers,
      gatewayPid: gateway.pid!,
      servicesPid: services.pid!,
      dataDir,
      costBudgetPerMinute: Number(gatewayEnv.COST_BUDGET_PER_MINUTE ?? 100_000),
      output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs a customer in through the services' real authorization-code + PKCE flow (their own test helper). */
export async function signIn(servicesOrigin: string, productOrigin: string, email: string): Promise<string> {
  // Loaded at run time (like gateway/test/realServices.ts) so this package's typecheck does not compile the services.
  const helper = new URL('../services/test/helpers/sign-in.ts', import.meta.url).href;
  const { signIn: run } = (await import(/* @vite-ignore */ helper)) as {
    signIn(baseUrl: string, email: string, password: string, redirectUri?: string): Promise<{ accessToken: string }>;
  };
  // One retry: a sign-in is set-up, not a test (the first run once saw a transient OIDC refusal).
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { accessToken } = await run(servicesOrigin, email, PASSWORD, `${productOrigin}/auth/callback`);
      return accessToken;
    } catch (error) {
      if (attempt >= 2) throw error;
      log(`sign-in of ${email} failed (${(error as Error).message}); trying once more`);
      await sleep(1_000);
    }
  }
}

export * from './measure';
