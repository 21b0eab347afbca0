// Shared helpers for the start and test commands: plain Node, no dependencies, so they run on a fresh machine.
import { spawnSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the journeys' gateway records its upstream calls (UPSTREAM_CALLS_LOG), checked by scripts/upstreamCalls.mjs. */
export const journeysUpstreamCalls = join(root, 'test-results', 'upstream-calls.jsonl');
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/**
 * How the services and the gateway are started (`node <args> src/main.ts` in their folder), by `npm start`, the
 * attacks' stack and the benchmark alike. tsx's loader: the gateway is ES modules only and takes tsx's ESM loader alone
 * (the CommonJS hook would also run on each require() its dependencies make at run time — Apollo Server requires
 * node:crypto on every request —, about 4 % of its CPU per request). The gateway's young generation is held at 16 MB
 * a half, Node 20's size: from Node 22 on V8 sizes it from the machine's memory, and a flood of large documents then
 * left the gateway 130 MB bigger (444 MB against 322 MB) for no speed the benchmark could see.
 */
export const NODE_ARGS = {
  services: ['--import', 'tsx'],
  gateway: ['--max-semi-space-size=16', '--import', 'tsx/esm',
    // `pnpm bench` with BENCH_CPU_PROF: the gateway writes a V8 CPU profile there when it stops.
    ...(process.env.GATEWAY_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.GATEWAY_CPU_PROF_DIR}`] : [])],
};

/** ANSI colour only on a terminal (logs and CI output stay plain). */
const color = (code, text) => (process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);

export function log(message) {
  console.log(`${color(36, '▸')} ${message}`);
}

/** Something went wrong but the command carries on (on stderr). */
export function warn(message) {
  console.error(`${color(33, '!')} ${message}`);
}

export const bold = (text) => color(1, text);

function works(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  return r.status === 0;
}

/** pnpm 12 on PATH, or installed once (globally, else into .tools/ of this checkout). */
export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return 'pnpm';
  if (existsSync(localPnpm)) return localPnpm;
  log('Installing pnpm 12 (first run) ...');
  if (spawnSync('npm', ['i', '-g', 'pnpm@12'], { stdio: 'inherit' }).status === 0 && works('pnpm', ['--version'])) {
    return 'pnpm';
  }
  run('npm', ['i', '--no-save', '--prefix', join(root, '.tools'), 'pnpm@12']);
  return localPnpm;
}

/** Installs the workspace's dependencies when the lockfile changed since the last install. */
export function ensureDependencies(pnpm) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies ...');
  run(pnpm, ['install', '--frozen-lockfile']);
}

/** Runs a command in the repository, inheriting output; exits this process when it fails. */
export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/**
 * Starts a long-running child whose output (stdout and stderr) is passed through line by line, prefixed with its
 * name. Nothing is held back: a line without its newline yet (a progress line) is written after 200 ms of quiet,
 * and the last one when the stream ends. `child.lastOutputAt` is the time of its latest output.
 */
export function startChild(name, cmd, args, { cwd = root, env = {} } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `${color(2, `[${name}]`)} `;
  child.lastOutputAt = Date.now();
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    let idle;
    const flush = () => {
      if (rest) process.stdout.write(prefix + rest + '\n');
      rest = '';
    };
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      child.lastOutputAt = Date.now();
      clearTimeout(idle);
      const lines = (rest + chunk).split(/\r\n|\n|\r/);
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
      if (rest) idle = setTimeout(flush, 200);
    });
    stream.on('end', () => {
      clearTimeout(idle);
      flush();
    });
  }
  return child;
}

/**
 * Waits until one of `urls` answers 2xx (each attempt times out after 2 s), polling every 250 ms. Throws when
 * `isAlive()` turns false or after `timeoutMs`; calls `onWait(elapsedMs)` every `onWaitEveryMs` meanwhile.
 */
export async function waitFor(urls, { timeoutMs = 120_000, isAlive = () => true, onWait, onWaitEveryMs = 15_000 } = {}) {
  const list = [urls].flat();
  const started = Date.now();
  let nextNotice = started + onWaitEveryMs;
  while (Date.now() - started < timeoutMs) {
    if (!isAlive()) throw new Error(`the process stopped before ${list.join(' or ')} answered`);
    for (const url of list) {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await res.body?.cancel();
        if (res.ok) return;
      } catch {
        /* not up yet */
      }
    }
    if (onWait && Date.now() >= nextNotice) {
      onWait(Date.now() - started);
      nextNotice += onWaitEveryMs;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${list.join(' or ')} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Test stacks start from the demo data `npm test` seeded once (SEEDED_DATA_DIR, services/src/db/seed-dir.ts) instead of
 * seeding it again: copies it into the stack's empty data directory and answers true; false (nothing done) when
 * SEEDED_DATA_DIR is not set, and the stack seeds on its first start as `npm start` does. The blob store's files are
 * hard links (the store never writes a file in place: it writes a new one and renames it, and removes a whole asset),
 * the database's files are copies.
 */
export function copySeededData(dataDir) {
  const from = process.env.SEEDED_DATA_DIR;
  if (!from) return false;
  const copy = (src, dest, link) => {
    mkdirSync(dest, { recursive: true });
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      const [a, b] = [join(src, entry.name), join(dest, entry.name)];
      if (entry.isDirectory()) copy(a, b, link || (src === from && entry.name === 'blobs'));
      else if (!link) copyFileSync(a, b);
      else {
        try {
          linkSync(a, b);
        } catch {
          copyFileSync(a, b); // another file system
        }
      }
    }
  };
  copy(from, dataDir, false);
  return true;
}
