import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { toViewerModel } from '../../shared/viewerModels';
import { toConsentCode, toCookieConsent } from '../../shared/consent';

/** PUT /customers/me/cookie-consent with the code of the two booleans (spec §3, §5: 00, 01, 10 or 11). */
export const updateCookieConsent: MutationResolvers['updateCookieConsent'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const code = await ctx.customer.setCookieConsent(toConsentCode(input.analytics, input.marketing));
  ctx.customer.clearCaches();
  return { cookieConsent: toCookieConsent(code), viewer: toViewerModel(viewer), error: null };
};
