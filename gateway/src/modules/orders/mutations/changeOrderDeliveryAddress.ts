import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { invalidInput, toFieldErrors } from '../../shared/payloads';
import { localIdOf, orderNotFound } from '../ids';
import { toOrderModel } from '../mappers';

/**
 * PUT /v1/superorders/{code}/deliveryAddress. The order service validates the address (spec §5 messages) and decides
 * whether it is too late; every refusal is a typed payload: 400 → INVALID_INPUT with `fieldErrors`, 409 TOO_LATE or
 * NOT_HOME_DELIVERY → ADDRESS_CHANGE_TOO_LATE, 404 (unknown or another customer's) → NOT_FOUND. On success the
 * payload holds the order as the service now answers it, its other fields read afresh.
 */
export const changeOrderDeliveryAddress: MutationResolvers['changeOrderDeliveryAddress'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const code = localIdOf('Order', input.orderId, 'orderId');
  const { address } = input;
  const result = await ctx.order.changeDeliveryAddress(code, {
    ...address, company: address.company ?? null, addition: address.addition ?? null, phone: address.phone ?? null,
  });
  if (!result.ok) {
    if (result.refused === 'INVALID') {
      const fieldErrors = toFieldErrors(result.fieldErrors);
      return { order: null, error: invalidInput(fieldErrors), fieldErrors };
    }
    if (result.refused === 'NOT_FOUND') return { order: null, error: orderNotFound(), fieldErrors: [] };
    const message = result.refused === 'NOT_HOME_DELIVERY'
      ? 'The delivery address of an order for a pick-up point cannot be changed.'
      : 'The delivery address can no longer be changed: the order has gone to production.';
    return { order: null, error: mutationError('ADDRESS_CHANGE_TOO_LATE', 'orderId', message), fieldErrors: [] };
  }
  ctx.order.clearCaches();
  return { order: toOrderModel(result.value), error: null, fieldErrors: [] };
};
