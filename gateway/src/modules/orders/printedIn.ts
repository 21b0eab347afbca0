import type { OrderDisplayStatus, OrderStatusTone, PhotoResolvers } from '../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../context';
import { FallbackCache } from '../../upstream/fallbackCache';
import type { UpstreamSuperOrder } from '../../upstream/order';
import { orderDisplayStatus, statusTone } from './status';

/** How long a customer's printed photos serve every request before the orders list is read again. */
export const PRINTED_TTL_MS = 90_000;
/** After the order service failed, requests do not wait for it again for this long (no marks meanwhile). */
export const PRINTED_RETRY_MS = 15_000;
/** How long a photo page waits for the orders list; a slower read goes on and serves later requests. */
export const PRINTED_WAIT_MS = 1_500;
/** Customers whose printed photos are kept at once (the oldest read goes first). */
export const PRINTED_MAX_CUSTOMERS = 2_000;

/** Parent of PhotoPrintOrder fields: one order a photo was printed in. */
export interface PhotoPrintOrderModel {
  code: string;
  createdAt: string;
  status: OrderDisplayStatus;
  statusTone: OrderStatusTone;
}

/** A customer's printed photos: the orders each library photo (image id, lower case) was printed in, newest first. */
export type PrintedIndex = ReadonlyMap<string, PhotoPrintOrderModel[]>;

/** The index of a customer's super orders (newest first, as the order service lists them): each order once per photo. */
export function printedIndexOf(orders: readonly UpstreamSuperOrder[]): PrintedIndex {
  const index = new Map<string, PhotoPrintOrderModel[]>();
  for (const order of orders) {
    let ref: PhotoPrintOrderModel | undefined;
    for (const product of order.orders) {
      for (const { imageId } of product.printedPhotos) {
        if (!ref) {
          const status = orderDisplayStatus(order.orders.map((p) => p.status), order.status);
          ref = { code: order.superOrderCode, createdAt: order.createdAt, status, statusTone: statusTone(status) };
        }
        const key = imageId.toLowerCase();
        const list = index.get(key);
        if (!list) index.set(key, [ref]);
        else if (list.at(-1) !== ref) list.push(ref);
      }
    }
  }
  return index;
}

const NONE: PrintedIndex = new Map();

/**
 * The photos each customer printed, one per gateway instance, kept across requests (`FallbackCache`) under the
 * customer's id (the token's subject) and nothing else, so no customer ever reads another's. Built from the super
 * orders list, the same calls the orders page makes (`OrderApi.superOrders`), so a page of photos makes no call per
 * photo and at most that list's calls once per customer per `PRINTED_TTL_MS`; the orders page hands over every list
 * it reads (`remember`), so an order shows on the photos as soon as the customer has seen it among their orders.
 */
export class PrintedPhotos {
  private readonly cache: FallbackCache<PrintedIndex>;

  constructor(options: { ttlMs?: number; now?: () => number } = {}) {
    const ttlMs = options.ttlMs ?? PRINTED_TTL_MS;
    this.cache = new FallbackCache({ ttlMs, retryMs: Math.min(PRINTED_RETRY_MS, ttlMs), maxEntries: PRINTED_MAX_CUSTOMERS, now: options.now ?? (() => Date.now()) });
  }

  /** The viewer's index: kept, else read from their orders within `PRINTED_WAIT_MS`; empty when the order service fails. */
  async of(ctx: Context): Promise<PrintedIndex> {
    const { accountId } = requireViewer(ctx);
    const found = await this.cache.get(accountId, async () => printedIndexOf(await ctx.order.superOrders()), PRINTED_WAIT_MS,
      (error) => ctx.log.warn({ err: error }, 'The orders are unavailable; the photos show without their printed mark'));
    return found.value ?? NONE;
  }

  /** The orders list a request read anyway (the orders page): its index is the viewer's fresh one. */
  remember(ctx: Context, orders: readonly UpstreamSuperOrder[]) {
    if (ctx.viewer) this.cache.put(ctx.viewer.accountId, printedIndexOf(orders));
  }
}

/**
 * `Photo.printedIn`: the viewer's orders the photo was printed in, from their index (no call per photo). Another
 * customer's photo (a shared album's) was never printed by the viewer: empty without a look.
 */
export const printedIn: PhotoResolvers<Context>['printedIn'] = async (photo, _args, ctx) => {
  const { accountId } = requireViewer(ctx);
  if (photo.ownerId && photo.ownerId.toLowerCase() !== accountId.toLowerCase()) return [];
  return (await ctx.printedPhotos.of(ctx)).get(photo.imageId.toLowerCase()) ?? [];
};
