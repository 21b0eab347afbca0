// Prints editor stand-in: GET /editor?autoselectproduct=PAP_910&channel=<vendor>&tempSelectionId=<uuid>, the target
// of the order-prints hand-off. No token: the unguessable, expiring selection id is the capability; the selection
// is read in-process. Plain server-rendered HTML, every value escaped, no script.
import { Router, type Request, type Response } from 'express';
import type { LibraryDeps } from '../../library/deps';
import { photoJson, type PhotoRow } from '../../library/photo-json';
import { readTempSelection } from '../../library/temp-selections';

export const EDITOR_TITLE = 'Photo prints editor';
export const SELECTION_EXPIRED = 'This selection has expired.';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const param = (value: unknown) => (typeof value === 'string' ? value : '');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d2330}
header{background:#1d2330;color:#fff;padding:20px 24px}
header h1{margin:0;font-size:1.5rem}
header p{margin:4px 0 0;color:#c3c8d4;font-size:.9rem}
main{max-width:1200px;margin:0 auto;padding:24px}
.summary{display:flex;flex-wrap:wrap;gap:12px 32px;align-items:baseline;background:#fff;border-radius:8px;padding:16px 20px;
 box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:24px}
.summary dl{display:flex;flex-wrap:wrap;gap:8px 32px;margin:0}
.summary dt{font-size:.75rem;text-transform:uppercase;letter-spacing:.04em;color:#687086}
.summary dd{margin:2px 0 0;font-weight:600;font-family:ui-monospace,Menlo,Consolas,monospace}
.count{margin:0;font-size:1.1rem;font-weight:600}
.grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:16px}
.grid figure{margin:0;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.grid img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:contain;background:#e4e7ec}
.grid figcaption{padding:8px 10px;font-size:.8rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.expired{background:#fff;border-radius:8px;padding:32px;text-align:center;font-size:1.1rem}
@media (max-width:575px){main{padding:16px}.grid{grid-template-columns:repeat(2,1fr);gap:10px}}
`;

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(EDITOR_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(EDITOR_TITLE)}</h1><p>Stand-in for the retailer's prints editor</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function photoFigure(deps: LibraryDeps, row: PhotoRow): string {
  const photo = photoJson(deps, row);
  const thumb = photo.thumbnails.find((t) => t.id === '300');
  return `<li><figure data-testid="editor-photo" data-photo-id="${escapeHtml(photo.imageId)}">` +
    `<img src="${escapeHtml(thumb?.url ?? photo.url)}" alt="${escapeHtml(photo.localFileName)}" loading="lazy"` +
    `${thumb ? ` width="${thumb.width}" height="${thumb.height}"` : ''}>` +
    `<figcaption title="${escapeHtml(photo.localFileName)}">${escapeHtml(photo.localFileName)}</figcaption></figure></li>`;
}

export function editorRoutes(deps: LibraryDeps): Router {
  const router = Router();
  const imageOrigin = new URL(deps.baseUrl).origin;

  router.get('/', async (req: Request, res: Response) => {
    res.set({
      'Content-Security-Policy': `default-src 'none'; img-src 'self' ${imageOrigin}; style-src 'unsafe-inline'; ` +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
    const product = param(req.query.autoselectproduct);
    const channel = param(req.query.channel);
    const selection = await readTempSelection(deps.db, param(req.query.tempSelectionId));
    if (!selection) {
      res.status(404).type('html').send(page(`<p class="expired" role="alert">${escapeHtml(SELECTION_EXPIRED)}</p>`));
      return;
    }
    const n = selection.photos.length;
    res.type('html').send(page(`<section class="summary" aria-label="Order">
<dl>
<div><dt>Product</dt><dd data-testid="editor-product">${escapeHtml(product || '—')}</dd></div>
<div><dt>Channel</dt><dd data-testid="editor-channel">${escapeHtml(channel || '—')}</dd></div>
</dl>
<p class="count" data-testid="editor-count">${n === 1 ? '1 photo selected' : `${n} photos selected`}</p>
</section>
<ul class="grid" aria-label="Selected photos">
${selection.photos.map((row) => photoFigure(deps, row)).join('\n')}
</ul>`));
  });

  return router;
}
