import { badUserInput } from '../../errors';
import { validateFirst, type ForwardArgs } from '../../relay/connection';
import type { UpstreamAddress } from '../../upstream/customer';
import { toAddressModel, type AddressConnectionModel, type AddressModel } from './mappers';

/** An address book holds at most 50 addresses; one page may hold them all. */
export const MAX_ADDRESSES_PAGE = 50;

/** Opaque offset cursors: `AddressCursor:<position>` in base64url. */
const encodeCursor = (position: number) => Buffer.from(`AddressCursor:${position}`, 'utf8').toString('base64url');

/** How many addresses come before the page that starts after `after`; anything but our cursor is BAD_USER_INPUT. */
export function offsetAfter(after: string | null | undefined): number {
  if (!after) return 0;
  const match = /^AddressCursor:(\d{1,4})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  if (!match) throw badUserInput('`after` is not a cursor of the address book.');
  return Number(match[1]);
}

/** `first` (1-50) and `after`, checked before anything is read. */
export function pageArgs(args: ForwardArgs) {
  return { first: validateFirst(args.first, MAX_ADDRESSES_PAGE), offset: offsetAfter(args.after) };
}

/** One page of the address book in the service's order (the default first, then oldest first). */
export function addressPage(addresses: readonly UpstreamAddress[], { first, offset }: { first: number; offset: number }): AddressConnectionModel {
  const edges = addresses.slice(offset, offset + first)
    .map((address, index) => ({ node: toAddressModel(address), cursor: encodeCursor(offset + index + 1) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + first < addresses.length,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: addresses.length,
  };
}

/** The edge of one address at its place in the book (for `@appendEdge` after adding it). */
export function addressEdge(address: UpstreamAddress, book: readonly UpstreamAddress[] | null): { node: AddressModel; cursor: string } {
  const index = book?.findIndex((a) => a.id === address.id) ?? -1;
  return { node: toAddressModel(address), cursor: encodeCursor((index < 0 ? (book?.length ?? 0) : index) + 1) };
}
