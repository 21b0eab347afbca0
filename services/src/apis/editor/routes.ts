// Prints editor stand-in: GET /editor?autoselectproduct=PAP_910&channel=<vendor>&tempSelectionId=<uuid>, the target
// of the order-prints hand-off. No token: the unguessable, expiring selection id is the capability; the selection
// is read in-process. Plain server-rendered HTML, every value escaped, no script. Its "Place order" form posts to
// ./place-order.ts (form-action allows that and the product origin the answer redirects to). A saved project's page
// (its editorUrl, signed) is ./project-page.ts.
import { Router, type Request, type Response } from 'express';
import type { LibraryDeps } from '../../library/deps';
import { photoJson, type PhotoRow } from '../../library/photo-json';
import { readTempSelection } from '../../library/temp-selections';
import { orderOfSelection } from '../../orders/place';
import { editorHeaders, escapeHtml, page, SELECTION_EXPIRED } from './page';
import { placeOrderForm, placeOrderRoutes } from './place-order';
import { projectPageRoutes } from './project-page';

const param = (value: unknown) => (typeof value === 'string' ? value : '');

function photoFigure(deps: LibraryDeps, row: PhotoRow): string {
  const photo = photoJson(deps, row);
  const thumb = photo.thumbnails.find((t) => t.id === '300');
  return `<li><figure data-testid="editor-photo" data-photo-id="${escapeHtml(photo.imageId)}">` +
    `<img src="${escapeHtml(thumb?.url ?? photo.url)}" alt="${escapeHtml(photo.localFileName)}" loading="lazy"` +
    `${thumb ? ` width="${thumb.width}" height="${thumb.height}"` : ''}>` +
    `<figcaption title="${escapeHtml(photo.localFileName)}">${escapeHtml(photo.localFileName)}</figcaption></figure></li>`;
}

export function editorRoutes(deps: LibraryDeps, productOrigin: string): Router {
  const router = Router();
  const imageOrigin = new URL(deps.baseUrl).origin;
  router.use(placeOrderRoutes(deps, productOrigin));
  router.use(projectPageRoutes(deps, productOrigin));

  router.get('/', async (req: Request, res: Response) => {
    editorHeaders(res, imageOrigin, productOrigin);
    const product = param(req.query.autoselectproduct);
    const channel = param(req.query.channel);
    const selection = await readTempSelection(deps.db, param(req.query.tempSelectionId));
    if (!selection) {
      res.status(404).type('html').send(page(`<p class="expired" role="alert">${escapeHtml(SELECTION_EXPIRED)}</p>`));
      return;
    }
    const n = selection.photos.length;
    const placed = await orderOfSelection(deps.db, selection.id);
    const action = placed
      ? `<p class="placed" role="status" data-testid="editor-placed">Order ${escapeHtml(placed)} has been placed. ` +
        `<a href="${escapeHtml(`${productOrigin}/orders/${encodeURIComponent(placed)}`)}">View your order</a></p>`
      : placeOrderForm(`${req.baseUrl}/orders`, selection.id, channel, n);
    res.type('html').send(page(`<section class="summary" aria-label="Order">
<dl>
<div><dt>Product</dt><dd data-testid="editor-product">${escapeHtml(product || '—')}</dd></div>
<div><dt>Channel</dt><dd data-testid="editor-channel">${escapeHtml(channel || '—')}</dd></div>
</dl>
<p class="count" id="editor-count" data-testid="editor-count">${n === 1 ? '1 photo selected' : `${n} photos selected`}</p>
${action}
</section>
<ul class="grid" aria-label="Selected photos">
${selection.photos.map((row) => photoFigure(deps, row)).join('\n')}
</ul>`));
  });

  return router;
}
