// The Node.js the product runs on: the version in .node-version (an LTS), or the machine's own when it is of that major
// version or newer. A machine whose own Node is older (Node ≥ 20 is enough to start) gets the pinned version from the npm registry — the `node-<platform>-<arch>` package, a binary that
// installs like any package — inside this checkout (.tools/node), and every process runs on it: `npm start` and
// `npm test` re-run themselves on it with its folder first on PATH, so pnpm, Playwright's stack, the services and
// the gateway all start on it too. Plain Node, no dependencies.
//
// `node scripts/nodeRuntime.mjs` prints the folder of the Node to run on (the pinned one installed first when the
// machine's is older), for a shell to put first on PATH (.ci/run does).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The pinned version, e.g. 24.22.3. */
export const NODE_VERSION = readFileSync(join(root, '.node-version'), 'utf8').trim();
const prefix = join(root, '.tools', 'node');
const packageName = `node-${process.platform}-${process.arch}`;
const binary = join(prefix, 'node_modules', packageName, 'bin', 'node');

const major = (version) => Number(version.split('.')[0]);
const oldNode = () => major(process.versions.node) < major(NODE_VERSION);

/** The binary's folder, installed from the npm registry when it is not there yet (or is another version). */
export function pinnedNodeBin() {
  const installed = existsSync(binary)
    && spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${NODE_VERSION}`;
  if (!installed) {
    console.error(`▸ Installing Node.js ${NODE_VERSION} (${packageName}) into .tools/node (first run) ...`);
    const r = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error',
      '--prefix', prefix, `${packageName}@${NODE_VERSION}`], { stdio: ['ignore', 2, 2] });
    if (r.status !== 0 || !existsSync(binary)) {
      console.error(`✖ Could not install ${packageName}@${NODE_VERSION} from the npm registry (exit ${r.status ?? r.signal}).`);
      process.exit(1);
    }
  }
  return dirname(binary);
}

/**
 * On a machine whose Node is older: runs this command again on the pinned Node (its folder first on PATH), passes
 * signals on, exits with its status and never resolves. `npm start` and `npm test` await it before anything else.
 */
export function ensurePinnedNode() {
  if (!oldNode()) return Promise.resolve();
  const bin = pinnedNodeBin();
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
  const child = spawn(join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(oldNode() ? pinnedNodeBin() : dirname(process.execPath));
