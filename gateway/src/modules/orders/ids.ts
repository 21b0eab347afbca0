import type { MutationError } from '../../__generated__/resolvers-types';
import { badUserInput, mutationError } from '../../errors';
import { fromGlobalId } from '../../relay/globalId';

/** The local id (code) of a global id of `type`; anything else is BAD_USER_INPUT (no client of ours sends it). */
export function localIdOf(type: 'Order' | 'OrderProduct', globalId: string, field: string): string {
  const decoded = fromGlobalId(globalId);
  if (decoded?.type !== type) throw badUserInput(`\`${field}\` is not an ${type === 'Order' ? 'order' : 'order product'} id.`);
  return decoded.id;
}

/** The payload `error` of an order that does not exist or is not the customer's (spec §8 'Order not found'). */
export const orderNotFound = (): MutationError => mutationError('NOT_FOUND', 'orderId', 'Order not found');

/** The payload `error` of a product that does not exist, is not the customer's, or is not a gift e-voucher. */
export const eVoucherNotFound = (): MutationError =>
  mutationError('NOT_FOUND', 'productId', 'This e-voucher does not exist or is not yours.');

/** The payload `error` of a product that does not exist, is not the customer's, or is not a photo book. */
export const photoBookNotFound = (): MutationError =>
  mutationError('NOT_FOUND', 'productId', 'This photo book does not exist or is not yours.');
