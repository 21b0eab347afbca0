// Bundle guard, run by CI after the build (`pnpm --filter @my-account/client test:bundle`): the first load of a
// signed-in customer stays under its ceiling, and no screen is part of the first chunk (screens are lazy: a new one
// declared in the route table the one way, `screen(() => import('…Screen'))`, cannot end up there).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { entrySources, FIRST_LOADS, initialJs, kB, readManifest } from './initialJs.mjs';

const dist = new URL('../dist', import.meta.url).pathname;
if (!existsSync(`${dist}/.vite/manifest.json`)) throw new Error(`${dist} has no build manifest: run the client build first`);
const manifest = readManifest(dist);

describe('first load of a signed-in customer', () => {
  for (const [path, { ceiling }] of Object.entries(FIRST_LOADS)) {
    it(`${path} fetches at most ${kB(ceiling)} of JavaScript (gzip)`, () => {
      const { files, total } = initialJs(dist, path, manifest);
      const biggest = files.slice(0, 5).map((f) => `${f.file} ${kB(f.gzip)}`).join(', ');
      assert.ok(total <= ceiling, `${path}: ${kB(total)} > ${kB(ceiling)} (biggest: ${biggest})`);
    });
  }

  it('has no screen in the entry chunk or its static imports', () => {
    const sources = entrySources(dist, manifest);
    assert.ok(sources.some((s) => s.endsWith('src/main.tsx')), 'the entry source map lists the sources');
    const screens = sources.filter((s) => /src\/features\/.*(Page(s)?\.tsx|Screen\.ts)$/.test(s));
    assert.deepEqual(screens, []);
  });

  it('has none of the support chat in the entry chunk: the panel, its query, subscription and mutation load when it opens', () => {
    const sources = entrySources(dist, manifest);
    assert.deepEqual(sources.filter((s) => /src\/features\/supportChat\/|src\/ui\/FloatingPanel|__generated__\/(SupportChat|useSendSupportChat|useSupportChat)/.test(s)), []);
    const panel = manifest['src/features/supportChat/SupportChatPanel.tsx'];
    assert.ok(panel?.isDynamicEntry, 'the chat panel is a chunk of its own');
  });

  it("has none of the overview's activity in the overview's first load: its code and texts are chunks of their own", () => {
    const { files } = initialJs(dist, '/', manifest);
    for (const key of ['src/features/overview/activity/OverviewActivity.tsx', 'src/features/overview/activity/overviewActivityTexts.ts']) {
      assert.ok(manifest[key]?.isDynamicEntry, `${key} is a chunk of its own`);
      assert.ok(!files.some((f) => f.file === manifest[key].file), `${key} is not in the first load of /`);
    }
  });
});
