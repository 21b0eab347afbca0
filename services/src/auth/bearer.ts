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

export function requireBearer({ issuer, audience, jwks }: { issuer: string; audience: string; jwks: JSONWebKeySet }) {
  const keySet = createLocalJWKSet(jwks);
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'A bearer token is required.' });
      return;
    }
    try {
      const { payload } = await jwtVerify(match[1]!, keySet, {
        issuer,
        audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
      });
      req.accountId = payload.sub!;
      next();
    } catch {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ message: 'The bearer token is invalid or expired.' });
    }
  };
}
