// GET /widget-api/view/{token}: the public page of an online photo book (no token needed: the unguessable view token
// is the capability; READY ones only, else 404).
import { Router, type Request, type Response } from 'express';
import type { OrderDeps } from '../../orders/deps';
import { widgetByToken } from '../../orders/widgets';
import { escapeHtml, sendPage } from '../shop/html';

export const VIEW_SUBTITLE = 'Online photo book';
export const VIEW_NOT_FOUND = 'This online photo book is not available.';

export function viewRoutes(deps: OrderDeps): Router {
  const router = Router();
  router.get('/view/:token', async (req: Request, res: Response) => {
    const book = await widgetByToken(deps, String(req.params.token));
    if (!book) return sendPage(res, 404, VIEW_SUBTITLE, 'Stand-in for the retailer\'s widget viewer', `<p class="notice" role="alert">${escapeHtml(VIEW_NOT_FOUND)}</p>`);
    const pages = Array.from({ length: 12 }, (_, i) => `<li>${escapeHtml(`Page ${i + 1}`)}</li>`).join('');
    sendPage(res, 200, book.title, VIEW_SUBTITLE, `<section aria-label="Photo book">
<p data-testid="widget-book">${escapeHtml(book.title)} · ${escapeHtml(book.article_name)} · ordered ${escapeHtml(book.created_at.toISOString().slice(0, 10))}</p>
<ul class="pages" aria-label="Pages">${pages}</ul>
</section>`);
  });
  return router;
}
