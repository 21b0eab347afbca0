import type { Context } from '../../../context';
import type { Identity } from '../../../upstream/auth';
import { identityOfToken, viewerIdentity } from '../identity';

/**
 * The identity a public confirmation runs as: the signed-in viewer's (the auth service then refuses a token of
 * anyone else), else the one the token names. Null for a token that is not `{idpType}.{idpSub}.{secret}`: it is
 * refused without asking the auth service.
 */
export function confirmationIdentity(ctx: Context, token: string): Identity | null {
  const named = identityOfToken(token);
  if (!named) return null;
  return viewerIdentity(ctx) ?? named;
}
