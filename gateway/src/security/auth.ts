import { createRemoteJWKSet, customFetch, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { GatewayConfig } from '../config';
import { localFetch } from './localFetch';

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

/** Every issuer whose tokens the gateway accepts: the main one and each site issuer. */
export const acceptedIssuers = (config: IssuerConfig): string[] =>
  [...new Set([config.oidcIssuer, ...Object.values(config.oidcSiteIssuers ?? {})])];

type IssuerConfig = Pick<GatewayConfig, 'oidcIssuer'> & Partial<Pick<GatewayConfig, 'oidcSiteIssuers'>>;

/**
 * One authentication path for HTTP and WebSocket. Tokens of each configured issuer (OIDC_ISSUER and OIDC_SITE_ISSUERS)
 * are accepted, and only those: the token's `iss` picks the issuer, and the token is then verified against that
 * issuer's own key set (`<issuer>/jwks`, fetched once and cached by jose, through a lookup that knows `*.localhost`)
 * and for that issuer, so a token signed with another issuer's key is refused. A token that passed
 * verification is remembered, by its exact text, for `VERIFIED_TOKEN_TTL_MS` and never past its own `exp`: the
 * signature check (RS256) is then done once a minute per customer instead of on every request. Refused tokens are
 * never remembered, and the memory is bounded (`VERIFIED_TOKENS_MAX`, least recently used out first).
 */
export function createAuthenticator(
  config: IssuerConfig & Pick<GatewayConfig, 'oidcAudience'>,
  now: () => number = Date.now,
): Authenticator {
  const keySets = new Map(acceptedIssuers(config).map((issuer) =>
    [issuer, createRemoteJWKSet(new URL(`${issuer}/jwks`), { [customFetch]: localFetch })] as const));
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
      // Only to pick the issuer's keys: the signature and every claim are verified below.
      const { iss } = decodeJwt(token);
      const jwks = typeof iss === 'string' ? keySets.get(iss) : undefined;
      if (!jwks) throw new Error('the token is not of an accepted issuer');
      // As strict as the services: an access token (typ at+jwt) that expires, RS256 only.
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: iss,
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
