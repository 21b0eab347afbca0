// Delivery dates (404 → none), reorder status and direct reorder (a new shop basket; its page is the shop stand-in)
// and the blocked-orders lookup, one order per call as the spec names them.
import { Router, type Request, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/order-api';
import { deliveryDates } from '../../orders/delivery';
import { isCode, type OrderDeps } from '../../orders/deps';
import type { SuperOrder } from '../../orders/json';
import { superOrdersByCode } from '../../orders/read';
import { isCancelled, reorderRefusal } from '../../orders/status';

type Ok<K extends keyof operations> = operations[K]['responses'] extends { 200: { content: { 'application/json': infer B } } } ? B : never;
type ErrorBody = operations['getOrderDeliveryDates']['responses']['404']['content']['application/json'];
type ReorderStatus = Ok<'getReorderStatus'>;

const NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: 'No such order.' };

const reorderStatus = (order: SuperOrder): ReorderStatus => {
  const reason = reorderRefusal(order.orders, new Date(order.createdAt));
  return { orderId: order.superOrderCode, available: !reason, reason };
};

export function deliveryRoutes(deps: OrderDeps): Router {
  const router = Router();
  const one = async (req: Request) => {
    const code = String(req.params.code ?? req.params.orderId ?? req.query.OrderCode ?? '');
    return isCode(code) ? (await superOrdersByCode(deps, req.accountId!, [code]))[0] : undefined;
  };

  router.get('/OrderDeliveryDates/:orderId', async (req: Request, res: Response<Ok<'getOrderDeliveryDates'> | ErrorBody>) => {
    const order = await one(req);
    const dates = order && deliveryDates(order);
    if (!dates) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No delivery dates known for this order.' });
    res.json(dates);
  });

  router.get('/reorder/status/:orderId', async (req: Request, res: Response<ReorderStatus | ErrorBody>) => {
    const order = await one(req);
    if (!order) return void res.status(404).json(NOT_FOUND);
    res.json(reorderStatus(order));
  });

  router.post('/reorder/direct', async (req: Request, res: Response<Ok<'reorderDirect'> | ErrorBody>) => {
    if (!isCode(req.query.OrderCode)) {
      return void res.status(400).json({ code: 'INVALID_QUERY', message: 'OrderCode is required (at most 40 letters, digits or dashes).' });
    }
    const order = await one(req);
    if (!order) return void res.status(404).json(NOT_FOUND);
    const { reason } = reorderStatus(order);
    if (reason) return void res.status(409).json({ code: 'REORDER_UNAVAILABLE', message: `This order cannot be ordered again (${reason}).` });
    const items = order.orders.filter((o) => !isCancelled(o.status))
      .map((o) => ({ articleName: o.articleName, title: o.title, quantity: o.quantity }));
    const basket = await deps.db.insertInto('baskets')
      .values({ account_id: req.accountId!, super_order_code: order.superOrderCode, items: JSON.stringify(items) })
      .returning('id').executeTakeFirstOrThrow();
    res.json({ ShopUrl: `${deps.baseUrl}/shop/basket/${basket.id}` });
  });

  router.get('/v1/blockedorders/:code', async (req: Request, res: Response<Ok<'getBlockedOrder'> | ErrorBody>) => {
    const code = String(req.params.code);
    const order = isCode(code)
      ? await deps.db.selectFrom('super_orders').leftJoin('blocked_orders', 'blocked_orders.super_order_code', 'super_orders.code')
        .select(['super_orders.code', 'blocked_orders.reason'])
        .where('super_orders.code', '=', code).where('super_orders.account_id', '=', req.accountId!).executeTakeFirst()
      : undefined;
    if (!order) return void res.status(404).json(NOT_FOUND);
    res.json({ orderCode: order.code, blocked: order.reason !== null, reason: order.reason });
  });

  return router;
}
