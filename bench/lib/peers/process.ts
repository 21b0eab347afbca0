// A peer gateway's process for the bench: started on its own port, its pid read for the CPU meter, its memory read
// from /proc after the runs, stopped (with whatever it started) when the bench ends.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface PeerProcess {
  name: string;
  url: string;
  pid: number;
  /** Resident memory now and at its peak (VmRSS, VmHWM), MB. */
  memory(): { rss: number; peak: number };
  stop(): Promise<void>;
}

export const BENCH = new URL('../../', import.meta.url).pathname;
const require = createRequire(join(BENCH, 'package.json'));

/** The executable a devDependency of the bench declares as its `bin`. */
export function binOf(pkg: string): string {
  const manifest = require(`${pkg}/package.json`) as { bin: string | Record<string, string> };
  return join(dirname(require.resolve(`${pkg}/package.json`)), typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin)[0]!);
}

const statusMb = (pid: number, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

export const memoryOf = (pid: number) => ({ rss: statusMb(pid, 'VmRSS'), peak: statusMb(pid, 'VmHWM') });

/**
 * Starts `command` in its own process group, in `dir` (a temporary directory of its own, removed when it stops), and
 * waits until its /graphql answers `{ __typename }`.
 */
export async function startPeer({ name, command, args, port, dir, env = {}, log }: {
  name: string;
  command: string;
  args: string[];
  port: number;
  dir: string;
  env?: Record<string, string>;
  log: (line: string) => void;
}): Promise<PeerProcess> {
  const child = spawn(command, args, { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}/graphql`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        const kill = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 5000);
        child.once('exit', () => { clearTimeout(kill); resolve(null); });
        try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${name} stopped before it answered:\n${output}`);
    }
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
      if (res.ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer on ${url} within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`${name} answers on ${url} (pid ${child.pid})`);
  return { name, url, pid: child.pid!, memory: () => memoryOf(child.pid!), stop };
}
