// Bearer-token authentication for the REST APIs: the access token must be a JWT signed by this provider's key
// (checked locally against the public key set, no HTTP), from our issuer, for our audience.
import type { NextFunction, Request, Response } from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The customer account id (token `sub`), set by requireBearer. */
      accountId?: string;
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

export function createTokenVerifier({ issuer, audience, jwks }: TokenOptions): TokenVerifier {
  const keySet = createLocalJWKSet(jwks);
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub!;
  };
}

export function requireBearer(options: TokenOptions | { verify: TokenVerifier }) {
  const verify = 'verify' in options ? options.verify : createTokenVerifier(options);
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'A bearer token is required.' });
      return;
    }
    try {
      req.accountId = await verify(match[1]!);
    } catch {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ message: 'The bearer token is invalid or expired.' });
      return;
    }
    next();
  };
}
