import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { analyticsAllowed, consentRequired } from '../../shared/consent';
import { EXPERIMENT_KEYS, toVariant } from '../mappers';

/**
 * POST /v1/experiments/{experiment}/exposures: the testing tool records the customer's variant (its own sticky
 * assignment) with the time. Without analytics consent nothing is sent (ANALYTICS_CONSENT_REQUIRED). A testing tool
 * failure is an UPSTREAM_ error: nothing the customer needs to know (clients ignore it).
 */
export const recordExperimentExposure: MutationResolvers['recordExperimentExposure'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  if (!(await analyticsAllowed(ctx))) return { exposure: null, error: consentRequired() };
  const exposure = await ctx.testing.recordExposure(EXPERIMENT_KEYS[input.name]);
  return { exposure: { name: input.name, variant: toVariant(exposure.variant), recordedAt: exposure.exposedAt }, error: null };
};
