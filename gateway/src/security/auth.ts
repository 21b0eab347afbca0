import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GatewayConfig } from '../config';

/** The signed-in customer, from a verified access token. */
export interface Viewer {
  accountId: string;
  isBusiness: boolean;
  idpType: string | null;
  idpSub: string | null;
  /** The raw access token, forwarded to upstream services. */
  token: string;
}

export type Authenticator = (authorization: string | null | undefined) => Promise<Viewer>;

export class AuthenticationError extends Error {}

/** Business = the `amr` claim equals or contains `b2b`, case-insensitive (spec §6). */
export function isBusinessAmr(amr: unknown): boolean {
  const values = Array.isArray(amr) ? amr : [amr];
  return values.some((v) => typeof v === 'string' && v.toLowerCase() === 'b2b');
}

export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** Verified tokens remembered (a client sends the same token with every request until it is refreshed). */
export const VERIFIED_TOKENS_MAX = 1_000;
/** How long a verified token is taken without verifying it again (never past its `exp`). */
export const VERIFIED_TOKEN_TTL_MS = 60_000;

/**
 * One authentication path for HTTP and WebSocket; the JWKS is fetched once and cached by jose. A token that passed
 * verification is remembered, by its exact text, for `VERIFIED_TOKEN_TTL_MS` and never past its own `exp`: the
 * signature check (RS256) is then done once a minute per customer instead of on every request. Refused tokens are
 * never remembered, and the memory is bounded (`VERIFIED_TOKENS_MAX`, least recently used out first).
 */
export function createAuthenticator(
  config: Pick<GatewayConfig, 'oidcIssuer' | 'oidcAudience'>,
  now: () => number = Date.now,
): Authenticator {
  const jwks = createRemoteJWKSet(new URL(`${config.oidcIssuer}/jwks`));
  const verified = new Map<string, { viewer: Viewer; until: number }>();
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) throw new AuthenticationError('No bearer token.');
    const known = verified.get(token);
    if (known) {
      verified.delete(token);
      if (now() < known.until) {
        verified.set(token, known); // most recently used last
        return known.viewer;
      }
    }
    let payload: JWTPayload;
    try {
      // As strict as the services: an access token (typ at+jwt) that expires, RS256 only.
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: config.oidcIssuer,
        audience: config.oidcAudience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      throw new AuthenticationError(`Invalid bearer token: ${(error as Error).message}`);
    }
    if (!payload.sub) throw new AuthenticationError('Invalid bearer token: no subject.');
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const viewer: Viewer = Object.freeze({
      accountId: payload.sub,
      isBusiness: isBusinessAmr(payload.amr),
      idpType: str(payload.idp_type),
      idpSub: str(payload.idp_sub),
      token,
    });
    verified.set(token, { viewer, until: Math.min(payload.exp! * 1000, now() + VERIFIED_TOKEN_TTL_MS) });
    if (verified.size > VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    return viewer;
  };
}
