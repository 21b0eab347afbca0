// PUT /v1/superorders/{code}/deliveryAddress: only for a home delivery (409 NOT_HOME_DELIVERY) while no product has
// gone to production (409 TOO_LATE); the address is validated (400 INVALID_ADDRESS with the spec §5 messages).
import { Router, type Request, type Response } from 'express';
import type { operations } from '../../../contracts/__generated__/order-api';
import { validateAddress } from '../../orders/address';
import { isCode, type OrderDeps } from '../../orders/deps';
import { superOrdersByCode } from '../../orders/read';
import { deliversNothing, tooLateForAddressChange } from '../../orders/status';

type Updated = operations['updateSuperOrderDeliveryAddress']['responses']['200']['content']['application/json'];
type ErrorBody = operations['updateSuperOrderDeliveryAddress']['responses']['400']['content']['application/json'];

export function addressRoutes(deps: OrderDeps): Router {
  const router = Router();

  router.put('/v1/superorders/:code/deliveryAddress', async (req: Request, res: Response<Updated | ErrorBody>) => {
    const code = String(req.params.code);
    const accountId = req.accountId!;
    const [order] = isCode(code) ? await superOrdersByCode(deps, accountId, [code]) : [];
    if (!order) return void res.status(404).json({ code: 'NOT_FOUND', message: 'No such order.' });
    if (order.deliveryType !== 'Home') {
      return void res.status(409).json({ code: 'NOT_HOME_DELIVERY', message: 'A pick-up point order has no delivery address to change.' });
    }
    if (deliversNothing(order.orders.map((o) => o.articleType))) {
      return void res.status(409).json({ code: 'NOT_HOME_DELIVERY', message: 'E-vouchers are sent by e-mail: there is no delivery address to change.' });
    }
    if (tooLateForAddressChange(order.orders.map((o) => o.status))) {
      return void res.status(409).json({ code: 'TOO_LATE', message: 'The order has gone to production: its address can no longer be changed.' });
    }
    const result = validateAddress(req.body);
    if ('fieldErrors' in result) {
      return void res.status(400).json({ code: 'INVALID_ADDRESS', message: 'The address is not valid.', fieldErrors: result.fieldErrors });
    }
    // The same guard in the update itself: a product that went to production meanwhile wins.
    const updated = await deps.db.updateTable('super_orders')
      .set({ delivery_address: JSON.stringify(result.address) })
      .where('code', '=', code).where('account_id', '=', accountId).where('delivery_type', '=', 'Home')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('orders').select('code')
        .whereRef('orders.super_order_code', '=', 'super_orders.code')
        .where('status', 'in', ['approved', 'producing', 'delayed', 'shipped', 'cancelled', 'rejected']))))
      .executeTakeFirst();
    if (!updated.numUpdatedRows) {
      return void res.status(409).json({ code: 'TOO_LATE', message: 'The order has gone to production: its address can no longer be changed.' });
    }
    res.json({ ...order, deliveryAddress: result.address });
  });

  return router;
}
