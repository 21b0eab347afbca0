import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { logFailure } from '../shared/failures';
import { analyticsAllowed } from '../shared/consent';
import { controlOf, EXPERIMENT_KEYS, toVariant } from './mappers';
import { recordExperimentExposure } from './mutations/recordExperimentExposure';
import { trackAnalyticsEvent } from './mutations/trackAnalyticsEvent';

export const experimentsResolvers: Resolvers = {
  Viewer: {
    // Without analytics consent CONTROL, the testing tool not asked. A failure of the customer service or the testing
    // tool is logged and answered CONTROL too: an experiment never breaks the page it runs on.
    experiment: async (_v, { name }, ctx) => {
      requireViewer(ctx);
      const experiment = EXPERIMENT_KEYS[name];
      try {
        if (!(await analyticsAllowed(ctx))) return controlOf(name);
        const offer = await ctx.testing.offer(experiment);
        return { name, variant: toVariant(offer.variant), assigned: true };
      } catch (error) {
        logFailure(ctx, 'the experiment variant', { experiment }, error);
        return controlOf(name);
      }
    },
  },
  Mutation: { recordExperimentExposure, trackAnalyticsEvent },
};
