// Order service (contracts/order-api.yaml), mounted at /order-api behind the bearer: the token owner's super orders
// and inner orders. Another customer's order is a 404, exactly like an unknown one. The address change is
// ./address.ts; delivery dates, reorder and the blocked-orders lookup are ./delivery.ts.
import { Router, type Request, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/order-api';
import { isCode, type OrderDeps } from '../../orders/deps';
import { orderJson } from '../../orders/json';
import { findInnerOrder, innerOrderPage, printedPhotos, superOrderPage, superOrdersByCode } from '../../orders/read';
import { refreshVoucher } from '../../orders/vouchers';
import { jsonBody } from '../limits';
import { addressRoutes } from './address';
import { deliveryRoutes } from './delivery';
import { listParam, paging } from './params';

type Ok<K extends keyof operations> = operations[K]['responses'] extends { 200: { content: { 'application/json': infer B } } } ? B : never;
type ErrorBody = operations['getSuperOrder']['responses']['404']['content']['application/json'];

export const NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: 'No such order.' };
const ARTICLE_NAME = /^[A-Za-z0-9_.-]{1,60}$/;

export function orderRoutes(deps: OrderDeps): Router {
  const router = Router();
  router.use(jsonBody());

  router.get('/v2/superorders/me', async (req: Request, res: Response<Ok<'listMySuperOrders'> | ErrorBody>) => {
    const page = paging(req.query, { offset: 'Offset', limit: 'Limit' }, 100);
    const state = req.query.OrderState ?? 'notExpired';
    if ('error' in page) return void res.status(400).json(page.error);
    if (state !== 'notExpired' && state !== 'all') {
      return void res.status(400).json({ code: 'INVALID_QUERY', message: 'OrderState must be notExpired or all.' });
    }
    const { offset, limit } = page.value;
    const result = await superOrderPage(deps, req.accountId!, offset, limit, state === 'notExpired');
    res.json({ ...result, offset, limit });
  });

  router.get('/v1/superorders/:code', async (req: Request, res: Response<Ok<'getSuperOrder'> | ErrorBody>) => {
    const code = String(req.params.code);
    const [order] = isCode(code) ? await superOrdersByCode(deps, req.accountId!, [code]) : [];
    if (!order) return void res.status(404).json(NOT_FOUND);
    res.json(order);
  });

  router.get('/orders/byAccount/:accountId', async (req: Request, res: Response<Ok<'listOrdersByAccount'> | ErrorBody>) => {
    if (req.params.accountId !== req.accountId) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such account.' });
    const page = paging(req.query, { offset: 'offset', limit: 'limit' }, 10);
    if ('error' in page) return void res.status(400).json(page.error);
    let names: string[] | undefined;
    if (req.query.articleNames !== undefined) {
      const list = listParam(req.query.articleNames, 'articleNames', { max: 50, maxLength: 2000, valid: (s: string) => ARTICLE_NAME.test(s) });
      if ('error' in list) return void res.status(400).json(list.error);
      names = list.value;
    }
    res.json(await innerOrderPage(deps, req.accountId!, page.value.offset, page.value.limit, names));
  });

  router.get('/v1/Orders', async (req: Request, res: Response<Ok<'listMyOrders'> | ErrorBody>) => {
    const page = paging(req.query, { offset: 'offset', limit: 'limit' }, 100);
    if ('error' in page) return void res.status(400).json(page.error);
    res.json(await innerOrderPage(deps, req.accountId!, page.value.offset, page.value.limit));
  });

  router.get('/v1/Orders/:code', async (req: Request, res: Response<Ok<'getOrder'> | ErrorBody>) => {
    const code = String(req.params.code);
    const row = isCode(code) ? await findInnerOrder(deps.db, req.accountId!, code) : undefined;
    if (!row) return void res.status(404).json(NOT_FOUND);
    res.json(orderJson(deps, row, await printedPhotos(deps.db, req.accountId!, [row])));
  });

  router.post('/v1/Orders/:code/voucher/refresh', async (req: Request, res: Response<Ok<'refreshOrderVoucher'> | ErrorBody>) => {
    const code = String(req.params.code);
    const row = isCode(code) ? await refreshVoucher(deps.db, req.accountId!, code) : undefined;
    if (!row) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such voucher product.' });
    res.json(orderJson(deps, row, new Map()));
  });

  router.use(addressRoutes(deps));
  router.use(deliveryRoutes(deps));
  return router;
}
