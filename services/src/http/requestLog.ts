// The first handler of the services app: each request is handled with its correlation id (X-Correlation-Id, as the
// gateway sends it) on every line logged meanwhile, and is logged once answered at `debug` only — its path without the
// query string (signed URLs carry their signatures there), the status and how long it took.
import { withCorrelationId, type Logger } from '@my-account/telemetry/logger';
import type { NextFunction, Request, Response } from 'express';

/** The request's path as it came, without the query string. */
export const pathOf = (req: Request) => req.originalUrl.split('?', 1)[0];

export function requestLogging(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const correlationId = req.get('x-correlation-id')?.slice(0, 100) || undefined;
    if (log.isLevelEnabled('debug')) {
      const started = performance.now();
      const { method } = req;
      const path = pathOf(req);
      res.once('finish', () => log.debug({
        method, path, status: res.statusCode, durationMs: Math.round(performance.now() - started), correlationId,
      }, 'request answered'));
    }
    if (correlationId) withCorrelationId(correlationId, next);
    else next();
  };
}
