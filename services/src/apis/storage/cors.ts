// CORS for what the browser calls directly on the storage API (the signed upload PUT or tus requests, blob GETs): only the product
// origins of the sign-in rule (the brand registry's sites: PUBLIC_URL's origin, SITE_HOSTS, and while PUBLIC_URL is
// local http://<channel>.localhost:<same port>).
import type { NextFunction, Request, Response } from 'express';
import type { OriginRule } from '../../oidc/redirects';

export function productCors(origins: Pick<OriginRule, 'originAllowed'>, methods: string, headers = 'Content-Type') {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    res.vary('Origin');
    if (origin && origins.originAllowed(origin)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': methods,
        'Access-Control-Allow-Headers': headers,
        'Access-Control-Max-Age': '600',
      });
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
