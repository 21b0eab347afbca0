import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { invalidConfirmationToken } from '../ids';

/** An e-mail address as a link carries it (one `@`, no spaces or slashes). */
const EMAIL = /^[^@\s/\\]+@[^@\s/\\]+$/;
/** A token: URL-safe characters, never only dots (each is a path segment upstream). */
const TOKEN = /^(?!\.+$)[A-Za-z0-9._~-]+$/;

/**
 * Public (no sign-in needed): POST /api/v1/Profiles/{email}/subscription/confirm/{token} of the subscription service.
 * A malformed address or token, or one the service refuses (404 unknown, tampered or another address's; 410 expired)
 * → INVALID_CONFIRMATION_TOKEN. Confirming again answers subscribed.
 */
export const confirmSubscription: MutationResolvers['confirmSubscription'] = async (_root, { input }, ctx) => {
  const email = input.email.trim();
  if (!EMAIL.test(email) || !TOKEN.test(input.token)) return { subscribed: false, error: invalidConfirmationToken() };
  const result = await ctx.subscription.confirm(email, input.token);
  return result.ok ? { subscribed: true, error: null } : { subscribed: false, error: invalidConfirmationToken() };
};
