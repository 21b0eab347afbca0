// Widget service (contracts/widget-api.yaml), mounted at /widget-api: online versions of the token owner's photo
// books. A product that is not the customer's, or has no online version, answers 401 (as the real service does).
// The share (by e-mail) is ./share.ts, the gallery entries and categories ./gallery.ts; the public view page (no
// bearer, unguessable token) is ./view.ts. A widget's gallery entries go with it (foreign key, cascade).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/widget-api';
import { isCode, type OrderDeps } from '../../orders/deps';
import { findWidget, requestWidget, widgetsOfOrders, type Widget } from '../../orders/widgets';
import { listParam } from '../order/params';
import { galleryRoutes } from './gallery';
import { shareRoutes } from './share';
import { viewRoutes } from './view';

type Widgets = operations['listWidgets']['responses']['200']['content']['application/json'];
type ErrorBody = operations['getWidget']['responses']['401']['content']['application/json'];

export const NO_WIDGET: ErrorBody = { code: 'NO_WIDGET', message: 'No online version for this product.' };

export function widgetRoutes(deps: OrderDeps, bearer: RequestHandler): Router {
  const router = Router();
  router.use(viewRoutes(deps));
  router.use(bearer);

  router.get('/v1/widget/all', async (req: Request, res: Response<Widgets | ErrorBody>) => {
    const list = listParam(req.query.orderCodes, 'orderCodes');
    if ('error' in list) return void res.status(400).json(list.error);
    res.json({ items: await widgetsOfOrders(deps, req.accountId!, list.value) });
  });

  router.get('/v1/widget/:code', async (req: Request, res: Response<Widget | ErrorBody>) => {
    const code = String(req.params.code);
    const widget = isCode(code) ? await findWidget(deps, req.accountId!, code) : undefined;
    if (!widget) return void res.status(401).json(NO_WIDGET);
    res.json(widget);
  });

  router.post('/v1/widget/:code', async (req: Request, res: Response<Widget | ErrorBody>) => {
    const code = String(req.params.code);
    const widget = isCode(code) ? await requestWidget(deps, req.accountId!, code) : undefined;
    if (!widget) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such photo book.' });
    res.status(201).json(widget);
  });

  router.delete('/v1/widget/:code', async (req: Request, res: Response<ErrorBody>) => {
    const code = String(req.params.code);
    const own = isCode(code) ? await findWidget(deps, req.accountId!, code) : undefined;
    if (!own) return void res.status(401).json(NO_WIDGET);
    await deps.db.deleteFrom('widgets').where('product_code', '=', code).execute();
    res.status(204).end();
  });

  router.use(shareRoutes(deps));
  router.use(galleryRoutes(deps));
  return router;
}
