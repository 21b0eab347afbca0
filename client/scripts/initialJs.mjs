// The JavaScript a first load fetches, from the build's manifest (dist/.vite/manifest.json): the entry's chunk and
// its static imports, plus the chunks of the screens the route shows (dynamic imports of the route table) and their
// static imports. Sizes are gzip (level 9), as a compressing server would send them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript target for a signed-in first load of a screen (issue 12). */
export const INITIAL_JS_BUDGET_BYTES = 200 * 1024;

/** The screens a first load of each path renders: the shell's entry plus these route modules. */
export const FIRST_LOADS = {
  '/': ['src/features/overview/OverviewPage.tsx'],
  '/my-photos/photos': ['src/features/photos/library/PhotoManagementPage.tsx', 'src/features/photos/timeline/AllPhotosPage.tsx'],
};

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The manifest keys of the chunks loaded with `keys`, static imports followed (not dynamic ones). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...seen].filter((key) => manifest[key].file.endsWith('.js'));
}

export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

/** The JavaScript files (path under dist, gzip bytes), biggest first, that a first load of `path` fetches. */
export function initialJs(dist, path, manifest = readManifest(dist)) {
  const pages = FIRST_LOADS[path];
  if (!pages) throw new Error(`no first load known for ${path}`);
  const files = staticClosure(manifest, [entryKey(manifest), ...pages]).map((key) => {
    const file = manifest[key].file;
    return { file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** Source modules of a chunk (from its source map), relative to the client folder. */
export function chunkSources(dist, file) {
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// `node scripts/initialJs.mjs [dist]`: prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  for (const path of Object.keys(FIRST_LOADS)) {
    const { files, total } = initialJs(dist, path);
    console.log(`${path}: ${kb(total)} gzip in ${files.length} files (budget ${kb(INITIAL_JS_BUDGET_BYTES)})`);
    for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  }
}
