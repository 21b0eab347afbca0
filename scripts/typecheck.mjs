// `pnpm typecheck`: every TypeScript project of the workspace (each package, and the journeys in client/e2e) checked
// by TypeScript 7's native compiler (`typescript-native`), two at a time. The packages keep TypeScript 5.9 as a
// library for the tools that need its JavaScript API (typescript-eslint, the FormatJS transformer of the build);
// TypeScript 7 has none, but checks the same sources five times as fast.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './lib.mjs';

const tsc = join(dirname(createRequire(join(root, 'package.json')).resolve('typescript-native/package.json')), 'bin', 'tsc');
const packages = [...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^ {2}- (\S+)$/gm)].map((m) => m[1]);
const projects = [...packages, 'client/e2e'];

/** Checks one project; its output is printed as a whole when it is done. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(code === 0 ? `✓ ${project}\n` : `✖ ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    const ok = [];
    for (let project = queue.shift(); project; project = queue.shift()) ok.push(await check(project));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
