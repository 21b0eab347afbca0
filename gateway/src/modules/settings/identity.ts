import type { Context } from '../../context';
import { codedError } from '../../errors';
import type { Identity } from '../../upstream/auth';

const ID_TYPE = /^[A-Za-z0-9_-]{1,50}$/;
/** A customer id: letters, digits and `. _ : @ | + -`, never only dots (a path segment of the auth API). */
const ID_SUB = /^(?!\.+$)[A-Za-z0-9._:@|+-]{1,100}$/;
/** The secret: 32 random bytes in base64url (43 characters); some room either way. */
const SECRET = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The identity a confirmation token names: `{idpType}.{idpSub}.{secret}` (the customer id may hold dots, the type
 * and the secret do not). Null when the token is not of that shape: such a token is refused without asking upstream.
 */
export function identityOfToken(token: string): Identity | null {
  const first = token.indexOf('.');
  const last = token.lastIndexOf('.');
  if (first <= 0 || last <= first + 1 || token.length > 300) return null;
  const idpType = token.slice(0, first);
  const idpSub = token.slice(first + 1, last);
  const secret = token.slice(last + 1);
  return ID_TYPE.test(idpType) && ID_SUB.test(idpSub) && SECRET.test(secret) ? { idpType, idpSub } : null;
}

/** The signed-in customer's identity (the sign-in token's `idp_type` and `idp_sub`), or null. */
export function viewerIdentity(ctx: Context): Identity | null {
  const { viewer } = ctx;
  return viewer?.idpType && viewer.idpSub ? { idpType: viewer.idpType, idpSub: viewer.idpSub } : null;
}

/** As `viewerIdentity` for a mutation that needs one: a token without the claims is refused (FORBIDDEN). */
export function requireIdentity(ctx: Context): Identity {
  const identity = viewerIdentity(ctx);
  if (!identity) throw codedError('FORBIDDEN', 'The sign-in token names no identity (idp_type, idp_sub): sign in again.');
  return identity;
}
