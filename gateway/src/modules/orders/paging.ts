import type { OrderGroup } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { validateFirst, type ForwardArgs } from '../../relay/connection';
import type { UpstreamSuperOrder } from '../../upstream/order';
import { orderGroup } from './grouping';
import { toOrderModel, type OrderConnectionModel } from './mappers';

/** Opaque offset cursors, tied to their group: `OrderCursor:<group>:<position>` in base64url. */
const encodeCursor = (group: OrderGroup, position: number) =>
  Buffer.from(`OrderCursor:${group}:${position}`, 'utf8').toString('base64url');

/** How many orders of the group come before the page that starts after `after`; a foreign cursor is BAD_USER_INPUT. */
export function offsetAfter(after: string | null | undefined, group: OrderGroup): number {
  if (!after) return 0;
  const match = /^OrderCursor:([A-Z_]+):(\d{1,6})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  if (!match || match[1] !== group) throw badUserInput('`after` is not a cursor of this list of orders.');
  return Number(match[2]);
}

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
  const first = validateFirst(args.first);
  const offset = offsetAfter(args.after, args.group);
  const inGroup = (await loadAll()).filter((order) => orderGroup(order, now) === args.group).sort(newestFirst);
  const edges = inGroup.slice(offset, offset + first)
    .map((order, index) => ({ node: toOrderModel(order), cursor: encodeCursor(args.group, offset + index + 1) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + first < inGroup.length,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: inGroup.length,
  };
}
