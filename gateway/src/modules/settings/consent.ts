import type { Context } from '../../context';
import { toCookieConsent } from './mappers';

/**
 * True when the customer allows analytics cookies (spec §3: the consent code's first character). Analytics — the
 * feedback survey, experiment variants and exposures — is asked for and recorded only then. A deleted account allows
 * nothing. Read once per request (the customer API's cookie consent loader); a customer service failure is thrown.
 */
export async function analyticsAllowed(ctx: Context): Promise<boolean> {
  const code = await ctx.customer.cookieConsent();
  return code !== null && toCookieConsent(code).analytics;
}
