// Shared helpers for the start and test commands: plain Node, no dependencies, so they run on a fresh machine.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

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

/** Starts a long-running child whose output is prefixed with its name. */
export function startChild(name, cmd, args, { cwd = root, env = {} } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\x1b[2m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
}

export async function waitFor(url, { timeoutMs = 120_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process stopped before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}
