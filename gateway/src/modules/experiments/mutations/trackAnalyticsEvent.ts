import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { analyticsAllowed, consentRequired } from '../../shared/consent';
import { EVENT_KEYS } from '../mappers';

/**
 * POST /v1/events: the testing tool records that the event happened to the customer now (spec §4: 'import finished'
 * is tracked). Without analytics consent nothing is sent (ANALYTICS_CONSENT_REQUIRED). A testing tool failure is an
 * UPSTREAM_ error: nothing the customer needs to know (clients ignore it).
 */
export const trackAnalyticsEvent: MutationResolvers['trackAnalyticsEvent'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  if (!(await analyticsAllowed(ctx))) return { trackedAt: null, error: consentRequired() };
  const event = await ctx.testing.trackEvent(EVENT_KEYS[input.event]);
  return { trackedAt: event.occurredAt, error: null };
};
