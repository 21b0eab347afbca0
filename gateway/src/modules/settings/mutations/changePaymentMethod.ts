import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { toViewerModel } from '../../shared/viewerModels';

/** PUT /customers/me/payment-method; a method not offered in the customer's country (400) → PAYMENT_METHOD_UNAVAILABLE. */
export const changePaymentMethod: MutationResolvers['changePaymentMethod'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const result = await ctx.customer.changePaymentMethod(input.method);
  if (!result.ok) {
    const error = mutationError('PAYMENT_METHOD_UNAVAILABLE', 'method', 'This payment method is not offered in your country.');
    return { paymentMethod: null, viewer: null, error };
  }
  ctx.customer.clearCaches();
  return { paymentMethod: result.value, viewer: toViewerModel(viewer), error: null };
};
