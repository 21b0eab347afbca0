// The widget gallery (contracts/widget-api.yaml), behind the bearer: GET /v1/categories, POST /v1/galleryentries/ and
// GET|PUT|DELETE /v1/galleryentries/{id}?channel= (id = the widget's product code). A widget that is not the
// customer's answers 401 (as the widget service does); 400 with fieldErrors for the categories (and, on create, the
// channel); 409 BLOCKED / NOT_READY / ALREADY_EXISTS on create; 404 when the widget has no entry on that channel.
import { Router, type Request, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/widget-api';
import { findChannel } from '../../mail/channels';
import { isCode, type OrderDeps } from '../../orders/deps';
import { createEntry, deleteEntry, entryJson, findEntry, GALLERY_CATEGORIES, GALLERY_MESSAGES, parseCategories, updateEntry, type GalleryEntry } from '../../orders/gallery';
import { findWidget, widgetRefusal } from '../../orders/widgets';
import { jsonBody } from '../limits';

type ErrorBody = operations['createGalleryEntry']['responses']['400']['content']['application/json'];
type Categories = operations['listGalleryCategories']['responses']['200']['content']['application/json'];

const NO_WIDGET: ErrorBody = { code: 'NO_WIDGET', message: 'No online version for this product.' };
const NO_ENTRY: ErrorBody = { code: 'NOT_FOUND', message: 'This online photo book is not in the gallery.' };
const invalid = (fieldErrors: NonNullable<ErrorBody['fieldErrors']>): ErrorBody =>
  ({ code: 'INVALID_GALLERY_ENTRY', message: 'The gallery entry is not valid.', fieldErrors });
const bodyOf = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {});
const channelOf = (req: Request) => (typeof req.query.channel === 'string' ? req.query.channel : '');

export function galleryRoutes(deps: OrderDeps): Router {
  const router = Router();
  /** The token owner's widget of that product code, if any. */
  const ownWidget = async (req: Request, code: unknown) => (isCode(code) ? findWidget(deps, req.accountId!, code) : undefined);

  router.get('/v1/categories', (_req: Request, res: Response<Categories>) => {
    res.json({ items: GALLERY_CATEGORIES.map((c) => ({ ...c })) });
  });

  router.post('/v1/galleryentries', jsonBody(), async (req: Request, res: Response<GalleryEntry | ErrorBody>) => {
    const body = bodyOf(req);
    const widget = await ownWidget(req, body.widgetId);
    if (!widget) return void res.status(401).json(NO_WIDGET);
    const channel = findChannel(body.channel);
    const categories = parseCategories(body.categories);
    const errors = [...(channel ? [] : [{ field: 'channel', message: GALLERY_MESSAGES.channel }]), ...('error' in categories ? [categories.error] : [])];
    if (!channel || 'error' in categories) return void res.status(400).json(invalid(errors));
    const refused = await widgetRefusal(deps.db, widget, 'listed in the gallery');
    if (refused) return void res.status(409).json(refused);
    const row = await createEntry(deps.db, widget.productCode, channel.id, categories.codes);
    if (!row) return void res.status(409).json({ code: 'ALREADY_EXISTS', message: 'This online photo book is already in the gallery.' });
    res.status(201).json(entryJson(row));
  });

  router.get('/v1/galleryentries/:id', async (req: Request, res: Response<GalleryEntry | ErrorBody>) => {
    const code = String(req.params.id);
    if (!(await ownWidget(req, code))) return void res.status(401).json(NO_WIDGET);
    const row = await findEntry(deps.db, code, channelOf(req));
    if (!row) return void res.status(404).json(NO_ENTRY);
    res.json(entryJson(row));
  });

  router.put('/v1/galleryentries/:id', jsonBody(), async (req: Request, res: Response<GalleryEntry | ErrorBody>) => {
    const code = String(req.params.id);
    if (!(await ownWidget(req, code))) return void res.status(401).json(NO_WIDGET);
    const categories = parseCategories(bodyOf(req).categories);
    if ('error' in categories) return void res.status(400).json(invalid([categories.error]));
    const row = await updateEntry(deps.db, code, channelOf(req), categories.codes);
    if (!row) return void res.status(404).json(NO_ENTRY);
    res.json(entryJson(row));
  });

  router.delete('/v1/galleryentries/:id', async (req: Request, res: Response<ErrorBody>) => {
    const code = String(req.params.id);
    if (!(await ownWidget(req, code))) return void res.status(401).json(NO_WIDGET);
    if (!(await deleteEntry(deps.db, code, channelOf(req)))) return void res.status(404).json(NO_ENTRY);
    res.status(204).end();
  });

  return router;
}
