// Shop stand-in, mounted at /shop (no token): GET /shop/basket/{id} is where a direct reorder sends the customer —
// the basket (an unguessable id) lists the products put in it. Also the placeholder image of a printed photo that
// was deleted from the library since.
import { Router, type Request, type Response } from 'express';
import type { Db } from '../../db';
import { UUID } from '../../library/deps';
import { escapeHtml, sendPage } from './html';

export const SHOP_TITLE = 'Shopping basket';
export const BASKET_NOT_FOUND = 'This basket does not exist.';

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
  `<rect width="300" height="300" fill="#e4e7ec"/><path d="M90 200l40-50 30 35 20-25 30 40z" fill="#9aa1b2"/>` +
  `<circle cx="190" cy="110" r="16" fill="#9aa1b2"/></svg>`;

export function shopRoutes(db: Db): Router {
  const router = Router();

  router.get('/assets/deleted-photo.svg', (_req: Request, res: Response) => {
    res.set({ 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" })
      .type('image/svg+xml').send(PLACEHOLDER_SVG);
  });

  router.get('/basket/:id', async (req: Request, res: Response) => {
    const id = String(req.params.id).toLowerCase();
    const basket = UUID.test(id)
      ? await db.selectFrom('baskets').select(['super_order_code', 'items', 'created_at']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!basket) return sendPage(res, 404, SHOP_TITLE, "Stand-in for the retailer's shop", `<p class="notice" role="alert">${escapeHtml(BASKET_NOT_FOUND)}</p>`);
    const rows = basket.items.map((item) => `<tr data-testid="basket-item"><td>${escapeHtml(item.title)}</td>` +
      `<td>${escapeHtml(item.articleName)}</td><td>${escapeHtml(item.quantity)}</td></tr>`).join('\n');
    sendPage(res, 200, SHOP_TITLE, "Stand-in for the retailer's shop", `<section aria-label="Reorder">
<p data-testid="basket-reorder">Reorder of order <strong>${escapeHtml(basket.super_order_code)}</strong></p>
<table><caption class="notice">${escapeHtml(basket.items.length === 1 ? '1 product in your basket' : `${basket.items.length} products in your basket`)}</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Article</th><th scope="col">Quantity</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</section>`);
  });

  return router;
}
