import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { siteOfChannel, siteOrigin } from '@my-account/brands';
import { PORT, REPO_ROOT } from './ports';
import { fitsWidth, shot, viewports } from './screens';
import { signIn } from './support';

// Four brands side by side, at 1366 and 375 px: each site's overview under its own logo, colours, font and language.
// Each is saved on its own (brand-<channel>-<width>) and the four together (brands-side-by-side-<width>).

const CHANNELS = ['photoprint-gb', 'fotoprint-nl', 'fotoutskrift-se', 'snapbook-de'];

for (const [width, viewport] of Object.entries(viewports)) {
  test(`four brands at ${width} width`, async ({ browser }) => {
    test.setTimeout(240_000);
    const files: string[] = [];
    for (const channel of CHANNELS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, 'consumer', '/', siteOrigin(siteOfChannel(channel)!, `http://localhost:${PORT}`));
      await expect(page.getByTestId('photos-count')).toBeVisible();
      // The brand's own font is in use once its stylesheet has arrived.
      await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
      await fitsWidth(page);
      const name = `brand-${channel}-${width}`;
      await shot(page, name);
      files.push(`${REPO_ROOT}test-results/screenshots/${name}.png`);
      await context.close();
    }
    const page = await browser.newPage({ viewport: { width: width === 'desktop' ? 1600 : 1560, height: 200 } });
    const images = files.map((file) => `<img src="data:image/png;base64,${readFileSync(file).toString('base64')}">`);
    await page.setContent(`<body style="margin:0;display:flex;gap:8px;align-items:flex-start;background:#888">
      <style>img { width: calc(25% - 6px); height: auto; display: block }</style>${images.join('')}</body>`);
    await shot(page, `brands-side-by-side-${width}`);
  });
}
