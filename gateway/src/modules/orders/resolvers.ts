import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { toGlobalId } from '../../relay/globalId';
import { registerNodeType } from '../node/registry';
import { logFailure } from '../shared/failures';
import { toOrderProductModel } from '../shared/orderProducts';
import { degraded } from './degrade';
import { orderGroup } from './grouping';
import { findOrder } from './lookup';
import { DELIVERY_TYPE, ORIGIN, toMoney, toOrderModel, toPostalAddress } from './mappers';
import { orderMutationResolvers } from './mutations';
import { orderPage } from './paging';
import { printedIn } from './printedIn';
import { orderProductResolvers } from './productResolvers';
import { isDelayedStatus, orderDisplayStatus, statusTone } from './status';

// node(id:) resolves an order or a product only for its owner (the order service answers 404 otherwise → null).
registerNodeType('Order', async (code, ctx) => {
  requireViewer(ctx);
  const order = await ctx.order.superOrder(code);
  return order ? toOrderModel(order) : null;
});
registerNodeType('OrderProduct', async (code, ctx) => {
  requireViewer(ctx);
  const product = await ctx.order.order(code);
  return product ? toOrderProductModel(product) : null;
});

export const ordersResolvers: Resolvers = {
  Viewer: {
    // Both groups share one read of every super order (batches of 100, memoised per request). Nullable: when the
    // order service fails the section is null with the error (and logged), the rest of the page still loads.
    orders: (_v, args, ctx) => {
      requireViewer(ctx);
      return orderPage(args, Date.now(), async () => {
        try {
          const orders = await ctx.order.superOrders();
          ctx.printedPhotos.remember(ctx, orders); // read anyway: the photos' printed marks are as fresh as this page
          return orders;
        } catch (error) {
          logFailure(ctx, 'the orders', { group: args.group }, error);
          throw error;
        }
      });
    },
    order: async (_v, { code }, ctx) => {
      requireViewer(ctx);
      const order = await findOrder(ctx, code);
      return order ? toOrderModel(order) : null;
    },
  },
  OrderConnection: {
    edges: (c) => c.edges,
    pageInfo: (c) => c.pageInfo,
    totalCount: (c) => c.totalCount,
  },
  Order: {
    id: (o) => toGlobalId('Order', o.superOrderCode),
    code: (o) => o.superOrderCode,
    origin: (o) => ORIGIN[o.origin],
    createdAt: (o) => o.createdAt,
    status: (o) => orderDisplayStatus(o.orders.map((p) => p.status), o.status),
    rawStatus: (o) => o.status,
    statusTone: (o) => statusTone(orderDisplayStatus(o.orders.map((p) => p.status), o.status)),
    isDelayed: (o) => o.delayed || o.orders.some((p) => isDelayedStatus(p.status)),
    group: (o) => orderGroup(o, Date.now()),
    productCount: (o) => o.orderCount,
    products: (o) => o.orders.map(toOrderProductModel),
    total: (o) => toMoney(o.total),
    deliveryType: (o) => DELIVERY_TYPE[o.deliveryType],
    deliveryAddress: (o) => toPostalAddress(o.deliveryAddress),
    canChangeDeliveryAddress: (o) => o.addressChangeable && o.deliveryType === 'Home',
    // One batch call per page (DataLoader); a failing delivery service nulls only this field.
    deliveryDates: (o, _a, ctx) => degraded(ctx, 'delivery dates', { orderCode: o.superOrderCode }, async () => {
      const dates = await ctx.order.deliveryDates(o.superOrderCode);
      return dates && { earliest: dates.earliest, latest: dates.latest };
    }, null),
    canReorder: (o, _a, ctx) => degraded(ctx, 'the reorder status', { orderCode: o.superOrderCode },
      async () => (await ctx.order.reorderStatus(o.superOrderCode))?.available ?? false, false),
  },
  ...orderProductResolvers,
  // From the viewer's printed photos, kept across requests: no call per photo (printedIn.ts).
  Photo: { printedIn },
  Mutation: orderMutationResolvers,
};
