import type { CookieConsent, MutationError } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { mutationError } from '../../errors';
import type { ConsentCode } from '../../upstream/customer';

// The customer's cookie consent, which the settings set and the feedback survey and experiments obey.

/** Spec §3: the code's first character is analytics, the second marketing ('1' = allowed). */
export const toCookieConsent = (code: ConsentCode): CookieConsent =>
  ({ code, analytics: code[0] === '1', marketing: code[1] === '1' });

export const toConsentCode = (analytics: boolean, marketing: boolean): ConsentCode =>
  `${analytics ? 1 : 0}${marketing ? 1 : 0}` as ConsentCode;

/** The payload `error` of a customer who has not allowed analytics cookies: nothing was sent or recorded. */
export const consentRequired = (): MutationError =>
  mutationError('ANALYTICS_CONSENT_REQUIRED', null, 'Allow analytics cookies in your settings to take part in our survey.');

/**
 * True when the customer allows analytics cookies (spec §3: the consent code's first character). Analytics — the
 * feedback survey, experiment variants and exposures — is asked for and recorded only then. A deleted account allows
 * nothing. Read once per request (the customer API's cookie consent loader); a customer service failure is thrown.
 */
export async function analyticsAllowed(ctx: Context): Promise<boolean> {
  const code = await ctx.customer.cookieConsent();
  return code !== null && toCookieConsent(code).analytics;
}
