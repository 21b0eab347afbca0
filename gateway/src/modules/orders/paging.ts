import type { OrderGroup } from '../../__generated__/resolvers-types';
import { offsetConnection, offsetPageArgs, type ForwardArgs } from '../../relay/connection';
import type { UpstreamSuperOrder } from '../../upstream/order';
import { orderGroup } from './grouping';
import { toOrderModel, type OrderConnectionModel } from './mappers';

const newestFirst = (a: UpstreamSuperOrder, b: UpstreamSuperOrder) =>
  b.createdAt.localeCompare(a.createdAt) || b.superOrderCode.localeCompare(a.superOrderCode);

/**
 * One page of the orders of `group`, newest first, from ALL the customer's super orders (read once per request and
 * shared by both groups): grouped by the 30 d / 14 d rule, then paged with opaque offset cursors. `first` and `after`
 * are checked before anything is read.
 */
export async function orderPage(
  args: ForwardArgs & { group: OrderGroup }, now: number, loadAll: () => Promise<readonly UpstreamSuperOrder[]>,
): Promise<OrderConnectionModel> {
  const list = `orders.${args.group}`;
  const { first, offset } = offsetPageArgs(args, list);
  const inGroup = (await loadAll()).filter((order) => orderGroup(order, now) === args.group).sort(newestFirst);
  return offsetConnection(inGroup.slice(offset, offset + first), { offset, total: inGroup.length, list }, toOrderModel);
}
