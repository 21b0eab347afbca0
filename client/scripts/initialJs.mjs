// The JavaScript a signed-in first load fetches, from the build's manifest (dist/.vite/manifest.json): the entry's
// chunk and its static imports, plus the dynamic entries the load imports at once (the route's screen modules and
// screens, the brand's message catalogue, the WebSocket client where the screen subscribes) and their static imports. Sizes are
// gzip level 9 in kB of 1,000 bytes, as Vite prints them. `pnpm bench` measures the same in Chromium.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The target for a signed-in first load, in bytes (gzip). */
export const INITIAL_JS_TARGET = 200_000;

/**
 * What a first load of each path imports besides the entry (manifest keys of dynamic entries). The ceilings hold the
 * figures reached (with a little room) so that a regression fails CI; lower them as the figures come down.
 */
export const FIRST_LOADS = {
  '/': {
    imports: [
      /^src\/features\/overview\/overviewScreen\.ts$/,
      /^src\/features\/overview\/OverviewPage\.tsx$/,
      /^src\/i18n\/messages\/en-GB\.json$/,
      /[\\/]graphql-ws[\\/]/,
    ],
    // 184.0 → 185.0 kB with the saved projects and online photo books routes: 183.98 kB measured.
    // 185.0 → 186.0 kB with the brand registry of 17 sites (1.6 kB): 186.5 kB measured, 185.1 kB once
    // production builds stopped shipping default messages (vite.config.ts).
    // 186.0 → 187.0 kB with the support chat button (+0.97 kB; the chat itself, panel, query, subscription,
    // mutation and texts, is a chunk of its own).
    // 187.0 → 188.0 kB with error reporting (+0.8 kB: the reporter, the correlation ids; the Sentry SDK is a
    // chunk of its own, loaded with the first report).
    // 188.0 → 186.0 kB once every screen's loader and query artifact moved into its lazy screen module: 184.7 kB.
    // 185.3 → 185.6 kB with the overview's activity (its query started in the loader, its lazy import); the
    // activity's code, query and texts are chunks of their own.
    ceiling: 186_000,
  },
  '/my-photos/photos': {
    imports: [
      /^src\/features\/photos\/library\/photoManagementScreen\.ts$/,
      /^src\/features\/photos\/library\/PhotoManagementPage\.tsx$/,
      /^src\/features\/photos\/timeline\/allPhotosScreen\.ts$/,
      /^src\/features\/photos\/timeline\/AllPhotosPage\.tsx$/,
      /^src\/i18n\/messages\/en-GB\.json$/,
    ],
    // 196.0 → 197.0 kB with the six business routes: their route stubs (path, role, a lazy import) are in
    // the route table; everything else of theirs loads with their screens.
    // 197.0 → 198.5 kB with the brand registry of 17 sites (1.6 kB): 198.0 kB measured without the default
    // messages (199.2 kB with them).
    // 198.5 → 199.5 kB with the support chat button (+1.03 kB).
    // 199.5 → 200.0 kB with error reporting (+0.8 kB; the Sentry SDK, 21 kB, loads with the first report).
    // 199.3 kB once every screen's loader and query artifact moved into its lazy screen module (the shared error
    // boundary and action bar had brought it to 200.1 kB).
    ceiling: 200_000,
  },
};

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

/** The manifest keys of the JavaScript chunks loaded with `keys`, static imports followed (not dynamic ones). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...seen].filter((key) => manifest[key].file.endsWith('.js'));
}

/** The dynamic entries of the manifest a first load of `path` imports. */
function firstLoadImports(manifest, path) {
  const load = FIRST_LOADS[path];
  if (!load) throw new Error(`no first load known for ${path}`);
  return load.imports.map((pattern) => {
    const keys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && pattern.test(key));
    if (keys.length !== 1) throw new Error(`${pattern} matches ${keys.length} dynamic entries of the build`);
    return keys[0];
  });
}

/** The JavaScript files (path under dist, gzip bytes), biggest first, that a first load of `path` fetches. */
export function initialJs(dist, path, manifest = readManifest(dist)) {
  const keys = staticClosure(manifest, [entryKey(manifest), ...firstLoadImports(manifest, path)]);
  const files = keys.map((key) => {
    const file = manifest[key].file;
    return { file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** The source modules bundled into the entry chunk and its static imports (from their source maps). */
export function entrySources(dist, manifest = readManifest(dist)) {
  return staticClosure(manifest, [entryKey(manifest)]).flatMap((key) => {
    const mapFile = join(dist, `${manifest[key].file}.map`);
    if (!existsSync(mapFile)) return []; // the bundler's runtime helper has no sources
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
  });
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

// `node scripts/initialJs.mjs [dist]`: prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  for (const path of Object.keys(FIRST_LOADS)) {
    const { files, total } = initialJs(dist, path);
    console.log(`${path}: ${kB(total)} gzip in ${files.length} files (target ${kB(INITIAL_JS_TARGET)}, CI ceiling ${kB(FIRST_LOADS[path].ceiling)})`);
    for (const f of files) console.log(`  ${kB(f.gzip).padStart(9)}  ${f.file}`);
  }
}
