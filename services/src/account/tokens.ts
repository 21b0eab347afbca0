// Confirmation tokens. An identity's token reads `{idpType}.{idpSub}.{secret}` (secret: 32 random bytes, base64url),
// so a link opened in a signed-out browser still names its identity; a subscription token is the secret alone. The
// database keeps only the sha256 of the whole token.
import { createHash, randomBytes } from 'node:crypto';
import type { Identity } from '../auth/bearer';

/** E-mail change and account deletion links work for 24 hours. */
export const IDENTITY_TOKEN_TTL_MS = 24 * 3600_000;
/** Newsletter double opt-in links work for 30 days. */
export const SUBSCRIPTION_TOKEN_TTL_MS = 30 * 24 * 3600_000;

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const PART = /^[A-Za-z0-9_-]{1,100}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const secret = () => randomBytes(32).toString('base64url');

export function newIdentityToken({ idpType, idpSub }: Identity): { token: string; hash: string } {
  const token = `${idpType}.${idpSub}.${secret()}`;
  return { token, hash: hashToken(token) };
}

export function newSubscriptionToken(): { token: string; hash: string } {
  const token = secret();
  return { token, hash: hashToken(token) };
}

/** The identity a token names, when it is well formed. */
export function tokenIdentity(token: string): Identity | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !PART.test(parts[0]!) || !PART.test(parts[1]!) || !SECRET.test(parts[2]!)) return undefined;
  return { idpType: parts[0]!, idpSub: parts[1]! };
}

export const isSubscriptionToken = (token: string) => SECRET.test(token);

export const sameIdentity = (a: Identity | undefined, b: Identity | undefined) =>
  !!a && !!b && a.idpType === b.idpType && a.idpSub === b.idpSub;
