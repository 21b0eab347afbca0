// Resilience of `npm start` (scripts/serve.mjs): the services are killed (SIGKILL) under a running stack; serve.mjs
// must keep running, restart them by itself, and SIGTERM must still stop everything without orphans.
//
//   node --test scripts/serve.test.mjs
//
// Starts serve.mjs on free ports from 4800 (services on the next port) with a fresh DATA_DIR: a copy of the demo data
// `npm test` seeded once (SEEDED_DATA_DIR), or else empty, so the first-run seed runs (about a minute; readiness may take
// up to 4 minutes). As `npm start` does, it leaves the services' test switches off: a test sees them refused. Runs with or without built bundles (the gateway then
// answers the client's pages with 503, which this test does not look at). Plain Node, no dependencies.
//
// SERVE_TEST_VERBOSE=1 shows serve.mjs's output as it comes (otherwise its last lines are shown on a failure).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createPrivateKey, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { copySeededData } from './lib.mjs';
import { backoffDelay, supervise } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Emma, the seeded consumer (services/src/db/seed.ts DEMO_IDS.emma). */
const EMMA = '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` (truthy = done) every `everyMs` until `timeoutMs`; throws with `what` when time is up. */
async function until(what, timeoutMs, check, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** HTTP status of a GET, or 0 when nothing answers (2 s per attempt). */
async function status(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** The first port from `from` such that it and the next one are free. */
async function freePortPair(from) {
  for (let port = from; port < from + 100; port += 2) {
    if ((await portFree(port)) && (await portFree(port + 1))) return port;
  }
  throw new Error(`no two free ports in ${from}–${from + 100}`);
}

/** A pid is gone when it does not exist or is a zombie waiting to be reaped. */
function alive(pid) {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function parentOf(pid) {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
}

/**
 * An access token like the identity provider's (RS256, typ at+jwt), signed with the provider's own key from
 * DATA_DIR: a signed-in GraphQL request without going through the browser sign-in.
 */
function accessToken(dataDir, issuer) {
  const { jwks } = JSON.parse(readFileSync(join(dataDir, 'oidc-keys.json'), 'utf8'));
  const jwk = jwks.keys[0];
  const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })}.${b64({
    iss: issuer, aud: 'my-account-api', sub: EMMA, client_id: 'my-account', amr: ['pwd'], iat: now, exp: now + 900,
  })}`;
  const signature = sign('sha256', Buffer.from(input), createPrivateKey({ key: jwk, format: 'jwk' }));
  return `${input}.${signature.toString('base64url')}`;
}

async function graphql(url, token, query) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json();
  return { status: res.status, body, ms: performance.now() - started };
}

// The supervisor alone, with tiny child processes and a fast backoff (a second or two).
const node = (code) => () => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
const messages = (t) => {
  t.mock.method(console, 'log', () => {});
  t.mock.method(console, 'error', () => {});
  return () => [...console.log.mock.calls, ...console.error.mock.calls].map((c) => String(c.arguments[0]));
};

test('backoff: 0.5 s, 1 s, 2 s … capped at 15 s', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n)), [500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
});

test('supervise restarts a child that keeps exiting, with growing delays', async (t) => {
  const lines = messages(t);
  const s = supervise('crashy', node('setTimeout(() => process.exit(3), 50)'), {
    ready: async () => {},
    backoff: { initialMs: 50, maxMs: 200, resetAfterMs: 60_000 },
  });
  await s.started;
  await until('four restarts', 10_000, () => lines().some((l) => l.includes('(restart 4)')), 20);
  await s.stop();
  const restarts = lines().filter((l) => l.includes('stopped unexpectedly'));
  assert.match(restarts[0], /crashy stopped unexpectedly \(exit 3\); restarting in 0\.05 s \(restart 1\)/);
  assert.match(restarts[1], /restarting in 0\.1 s \(restart 2\)/);
  assert.match(restarts[2], /restarting in 0\.2 s \(restart 3\)/);
  assert.match(restarts[3], /restarting in 0\.2 s \(restart 4\)/);
  assert.ok(lines().some((l) => /crashy is back \(pid \d+, restart 1\)/.test(l)));
});

test('supervise starts the backoff again after a child stayed up', async (t) => {
  const lines = messages(t);
  const s = supervise('steady', node('setTimeout(() => process.exit(1), 300)'), {
    ready: async () => {},
    backoff: { initialMs: 50, maxMs: 200, resetAfterMs: 200 },
  });
  await until('three restarts', 10_000, () => lines().filter((l) => l.includes('stopped unexpectedly')).length >= 3, 20);
  await s.stop();
  for (const line of lines().filter((l) => l.includes('stopped unexpectedly'))) assert.match(line, /in 0\.05 s \(restart 1\)/);
});

test('supervise does not retry a first start that fails before it was ready', async (t) => {
  const lines = messages(t);
  const s = supervise('broken', node('process.exit(2)'), { ready: () => new Promise(() => {}) });
  await assert.rejects(s.started, /broken stopped before it was ready \(exit 2\)/);
  await sleep(300);
  assert.equal(lines().filter((l) => l.includes('broken started')).length, 1);
  await s.stop();
});

test('supervise.stop() kills a child that ignores SIGTERM after the grace period', async (t) => {
  messages(t);
  // Ready once it says so, after installing the handler (a fixed wait is not enough on a busy machine).
  const start = () => spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"], { stdio: ['ignore', 'pipe', 'ignore'] });
  const ready = (child) => new Promise((resolve) => child.stdout.once('data', resolve));
  const s = supervise('stubborn', start, { ready });
  await s.started;
  const pid = s.pid;
  const started = Date.now();
  await s.stop({ graceMs: 300 });
  assert.ok(Date.now() - started >= 290);
  assert.equal(alive(pid), false);
});

test('serve.mjs restarts the killed services and stops cleanly on SIGTERM', { timeout: 9 * 60_000 }, async (t) => {
  const port = await freePortPair(4800);
  const servicesPort = port + 1;
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  copySeededData(dataDir);

  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/_API_URL$|_SOCKET_URL$|^OIDC_|^SERVICES_|^SKIP_SERVICES$/.test(key)) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    SERVICES_PORT: String(servicesPort),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  // Own process group, so that the clean-up below can end everything even when an assertion failed midway.
  const serve = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [serve.stdout, serve.stderr]) {
    stream.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      if (process.env.SERVE_TEST_VERBOSE) process.stderr.write(chunk);
    });
  }
  const exited = new Promise((resolve) => serve.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => serve.exitCode === null && serve.signalCode === null;

  t.after(() => {
    if (running()) {
      try {
        process.kill(-serve.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const step = async (name, fn) => {
    try {
      return await fn();
    } catch (error) {
      const tail = output.split('\n').slice(-60).join('\n');
      throw new Error(`${name}: ${error.message}\n--- last lines of serve.mjs ---\n${tail}`, { cause: error });
    }
  };
  /** The pid of the latest "<name> started (pid N)" line. */
  const startedPid = (name) => {
    const all = [...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))];
    return all.length ? Number(all.at(-1)[1]) : undefined;
  };

  // Ready: the gateway serves its runtime config (first-run seeding included).
  await step('readiness', () =>
    until('the gateway to answer /config.json', 4 * 60_000, async () => {
      if (!running()) throw new Error('serve.mjs exited before the stack was ready');
      return (await status(`${gatewayUrl}/config.json`)) === 200;
    }, 1_000),
  );
  const servicesPid = startedPid('services');
  const gatewayPid = startedPid('gateway');
  assert.ok(servicesPid && gatewayPid, 'serve.mjs prints "<name> started (pid N)" for both children');
  // Both are serve.mjs's own children, the services the one in services/ (what bench/lib/stack.ts relies on too).
  assert.equal(parentOf(servicesPid), serve.pid);
  assert.equal(parentOf(gatewayPid), serve.pid);
  assert.match(readlinkSync(`/proc/${servicesPid}/cwd`), /\/services$/);

  // Signed in, the viewer's name comes from the customer API.
  const token = accessToken(dataDir, `http://localhost:${servicesPort}/oidc`);
  const viewerQuery = '{ viewer { firstName } }';
  const before = await graphql(`${gatewayUrl}/graphql`, token, viewerQuery);
  assert.equal(before.body.data?.viewer?.firstName, 'Emma', `signed-in query before the outage: ${JSON.stringify(before.body)}`);

  // The switches of the test stacks are off: no fresh customers, no faults (404, as for any path that does not exist).
  for (const [method, path, body] of [['POST', '/_test-customers', '{"template":"consumer"}'], ['PUT', '/_faults', '{"path":"/photo-api","status":503}']]) {
    const res = await fetch(`${servicesUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body });
    assert.equal(res.status, 404, `${method} ${path} on a stack of npm start`);
  }

  // The outage.
  process.kill(servicesPid, 'SIGKILL');
  await step('services down', () => until('the services to stop answering', 5_000, async () => (await status(`${servicesUrl}/health`)) === 0, 50));

  // (b) Within the outage a GraphQL request fails as GraphQL JSON: the field is null and an error says why.
  await step('(b) GraphQL during the outage', async () => {
    const during = await graphql(`${gatewayUrl}/graphql`, token, viewerQuery);
    assert.ok(Array.isArray(during.body.errors) && during.body.errors.length > 0, `errors expected: ${JSON.stringify(during.body)}`);
    assert.equal(typeof during.body.errors[0].extensions?.code, 'string');
    assert.equal(during.body.data?.viewer?.firstName ?? null, null);
    assert.equal((await status(`${servicesUrl}/health`)), 0, 'the request was made while the services were down');
    // The upstream failure is UPSTREAM_ERROR, and so is every further request: the gateway's circuit breaker for
    // the customer API opens after 5 failed calls and answers without trying (seen open in /healthz below).
    assert.equal(during.body.errors[0].extensions.code, 'UPSTREAM_ERROR');
    for (let i = 0; i < 5; i++) {
      const again = await graphql(`${gatewayUrl}/graphql`, token, viewerQuery);
      assert.equal(again.body.errors?.[0]?.extensions?.code, 'UPSTREAM_ERROR');
    }
    // The gateway's /healthz answers 503 with the services' upstreams down and the customer API's circuit open.
    const res = await fetch(`${gatewayUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
    const health = await res.json();
    assert.equal(res.status, 503);
    assert.equal(health.status, 'degraded');
    assert.equal(health.upstreams.customer.status, 'down');
    assert.equal(health.upstreams.customer.circuit, 'open');
  });

  // (a) serve.mjs keeps running and says it restarts the services.
  await step('(a) restart announced', async () => {
    await until('the restart message', 10_000, () =>
      /services stopped unexpectedly \(killed by SIGKILL\); restarting in [\d.]+ s \(restart 1\)/.test(output));
    assert.ok(running(), 'serve.mjs is still running');
  });

  // (c) The services come back by themselves, a new process; the gateway still answers and reaches them again.
  await step('(c) back by themselves', async () => {
    await until('the services to answer /health again', 120_000, async () => (await status(`${servicesUrl}/health`)) === 200);
    await until('"services is back"', 10_000, () => /services is back \(pid \d+/.test(output));
    assert.notEqual(startedPid('services'), servicesPid);
    assert.equal(await status(`${gatewayUrl}/config.json`), 200);
    await until('the signed-in query to succeed again', 60_000, async () =>
      (await graphql(`${gatewayUrl}/graphql`, token, viewerQuery)).body.data?.viewer?.firstName === 'Emma', 500);
    assert.ok(running(), 'serve.mjs is still running');
  });

  // (d) SIGTERM stops serve.mjs and both children within 10 s.
  await step('(d) SIGTERM', async () => {
    const pids = [startedPid('services'), startedPid('gateway')];
    assert.ok(pids.every(alive), 'both children run before SIGTERM');
    const started = Date.now();
    serve.kill('SIGTERM');
    const result = await Promise.race([exited, sleep(10_000).then(() => 'timeout')]);
    assert.notEqual(result, 'timeout', 'serve.mjs did not exit within 10 s of SIGTERM');
    assert.equal(result.code, 0, `serve.mjs exit ${JSON.stringify(result)}`);
    await until('both children to be gone', Math.max(500, 10_000 - (Date.now() - started)), () => !pids.some(alive), 100);
  });
});
