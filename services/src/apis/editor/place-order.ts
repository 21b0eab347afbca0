// The editor stand-in's "Place order": POST /editor/orders (a plain form, tempSelectionId as the capability) creates
// the prints order of the selection (orders/place.ts) and answers 303 to <product origin>/orders; a second post for
// the same selection creates nothing and 303s to that order's page instead.
import express, { Router, type Request, type Response } from 'express';
import { readTempSelection } from '../../library/temp-selections';
import { orderOfSelection, placePrintsOrder } from '../../orders/place';
import { UUID, type LibraryDeps } from '../../library/deps';
import { editorHeaders, escapeHtml, page, SELECTION_EXPIRED } from './page';

export const PLACE_ORDER = 'Place order';
export const NO_PHOTOS_LEFT = 'The selected photos are no longer in your library.';

/** The form: a real, labelled submit button, described by the photo count. */
export function placeOrderForm(action: string, selectionId: string, channel: string, photoCount: number): string {
  return `<form class="place" method="post" action="${escapeHtml(action)}" data-testid="editor-place-order">
<input type="hidden" name="tempSelectionId" value="${escapeHtml(selectionId)}">
<input type="hidden" name="channel" value="${escapeHtml(channel)}">
<button type="submit" aria-describedby="editor-count"${photoCount ? '' : ' disabled'}>${escapeHtml(PLACE_ORDER)}</button>
</form>`;
}

export function placeOrderRoutes(deps: LibraryDeps, productOrigin: string): Router {
  const router = Router();
  const imageOrigin = new URL(deps.baseUrl).origin;
  const fail = (res: Response, status: number, message: string) => {
    editorHeaders(res, imageOrigin, productOrigin);
    res.status(status).type('html').send(page(`<p class="expired" role="alert">${escapeHtml(message)}</p>`));
  };

  router.post('/orders', express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req: Request, res: Response) => {
    const id = typeof req.body?.tempSelectionId === 'string' ? req.body.tempSelectionId.toLowerCase() : '';
    const before = UUID.test(id) ? await orderOfSelection(deps.db, id) : undefined;
    if (before) return void res.redirect(303, `${productOrigin}/orders/${encodeURIComponent(before)}`);
    const selection = await readTempSelection(deps.db, id);
    if (!selection) return fail(res, 404, SELECTION_EXPIRED);
    if (!selection.photos.length) return fail(res, 409, NO_PHOTOS_LEFT);
    const { code, created } = await placePrintsOrder(deps.db, selection);
    res.redirect(303, created ? `${productOrigin}/orders` : `${productOrigin}/orders/${encodeURIComponent(code)}`);
  });

  return router;
}
