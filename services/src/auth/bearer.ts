// Bearer-token authentication for the REST APIs: the access token must be a JWT of one of our issuers (the main one or
// a site issuer), signed by that issuer's own key (checked locally against its public key set, no HTTP), for our
// audience. A token naming an issuer we do not have, or signed by another issuer's key, is refused.
import type { NextFunction, Request, Response } from 'express';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The customer account id (token `sub`), set by requireBearer. */
      accountId?: string;
      /** The sign-in identity (token claims `idp_type`, `idp_sub`), set by requireBearer when the token has them. */
      identity?: Identity;
    }
  }
}

export interface TokenOptions {
  issuer: string;
  audience: string;
  jwks: JSONWebKeySet;
}

/** Resolves the account id (`sub`) of a valid access token; rejects otherwise. */
export type TokenVerifier = (token: string) => Promise<string>;

/** A sign-in identity: the identity provider's type and its subject. */
export interface Identity {
  idpType: string;
  idpSub: string;
}

export interface AccessClaims {
  sub: string;
  identity?: Identity;
}

/** Resolves the claims of a valid access token; rejects otherwise. */
export type ClaimsVerifier = (token: string) => Promise<AccessClaims>;

/** Verifies tokens of each issuer given (one or several), each against its own keys only. */
export function createClaimsVerifier(options: TokenOptions | readonly TokenOptions[]): ClaimsVerifier {
  const issuers = new Map((Array.isArray(options) ? options : [options] as readonly TokenOptions[])
    .map(({ issuer, audience, jwks }) => [issuer, { audience, keySet: createLocalJWKSet(jwks) }]));
  return async (token) => {
    const { iss } = decodeJwt(token); // only to pick the key set: the signature and every claim are verified below
    const known = typeof iss === 'string' ? issuers.get(iss) : undefined;
    if (!known) throw new Error('The token is not of one of our issuers.');
    const { payload } = await jwtVerify(token, known.keySet, {
      issuer: iss,
      audience: known.audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp'],
    });
    const { idp_type: idpType, idp_sub: idpSub } = payload;
    const identity = typeof idpType === 'string' && typeof idpSub === 'string' ? { idpType, idpSub } : undefined;
    return { sub: payload.sub!, identity };
  };
}

export function createTokenVerifier(options: TokenOptions | readonly TokenOptions[] | { verifyClaims: ClaimsVerifier }): TokenVerifier {
  const verifyClaims = 'verifyClaims' in options ? options.verifyClaims : createClaimsVerifier(options);
  return async (token) => (await verifyClaims(token)).sub;
}

export function requireBearer(options: TokenOptions | { verify: TokenVerifier } | { verifyClaims: ClaimsVerifier }) {
  const verifyClaims: ClaimsVerifier = 'verifyClaims' in options ? options.verifyClaims
    : 'verify' in options ? async (token) => ({ sub: await options.verify(token) })
    : createClaimsVerifier(options);
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'A bearer token is required.' });
      return;
    }
    try {
      const claims = await verifyClaims(match[1]!);
      req.accountId = claims.sub;
      req.identity = claims.identity;
    } catch {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ message: 'The bearer token is invalid or expired.' });
      return;
    }
    next();
  };
}
