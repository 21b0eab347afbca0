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

/** One authentication path for HTTP and WebSocket; the JWKS is fetched once and cached by jose. */
export function createAuthenticator(config: Pick<GatewayConfig, 'oidcIssuer' | 'oidcAudience'>): Authenticator {
  const jwks = createRemoteJWKSet(new URL(`${config.oidcIssuer}/jwks`));
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) throw new AuthenticationError('No bearer token.');
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
    return {
      accountId: payload.sub,
      isBusiness: isBusinessAmr(payload.amr),
      idpType: str(payload.idp_type),
      idpSub: str(payload.idp_sub),
      token,
    };
  };
}
