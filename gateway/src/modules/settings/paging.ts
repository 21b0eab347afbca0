import { offsetConnection, offsetCursor, offsetPageArgs, type ForwardArgs } from '../../relay/connection';
import type { UpstreamAddress } from '../../upstream/customer';
import { toAddressModel, type AddressConnectionModel, type AddressModel } from './mappers';

/** An address book holds at most 50 addresses; one page may hold them all. */
export const MAX_ADDRESSES_PAGE = 50;

const LIST = 'addresses';

/** `first` (1-50) and `after`, checked before anything is read. */
export function pageArgs(args: ForwardArgs) {
  return offsetPageArgs(args, LIST, MAX_ADDRESSES_PAGE);
}

/** One page of the address book in the service's order (the default first, then oldest first). */
export function addressPage(addresses: readonly UpstreamAddress[], { first, offset }: { first: number; offset: number }): AddressConnectionModel {
  return offsetConnection(addresses.slice(offset, offset + first), { offset, total: addresses.length, list: LIST }, toAddressModel);
}

/** The edge of one address at its place in the book (for `@appendEdge` after adding it). */
export function addressEdge(address: UpstreamAddress, book: readonly UpstreamAddress[] | null): { node: AddressModel; cursor: string } {
  const index = book?.findIndex((a) => a.id === address.id) ?? -1;
  return { node: toAddressModel(address), cursor: offsetCursor(LIST, (index < 0 ? (book?.length ?? 0) : index) + 1) };
}
