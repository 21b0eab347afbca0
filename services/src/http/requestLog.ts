// The first handler of the services app: each request is handled with its correlation id (X-Correlation-Id, as the
// gateway sends it) on every line logged meanwhile, and is logged once answered at `debug` only — its route pattern
// (route.ts: never an id or a token of the path, never the query string), the status and how long it took.
import { withCorrelationId, type Logger } from '@my-account/telemetry/logger';
import type { NextFunction, Request, Response } from 'express';
import { whereTo } from './route';

export function requestLogging(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const correlationId = req.get('x-correlation-id')?.slice(0, 100) || undefined;
    if (log.isLevelEnabled('debug')) {
      const started = performance.now();
      res.once('finish', () => log.debug({
        method: req.method, ...whereTo(req), status: res.statusCode, durationMs: Math.round(performance.now() - started), correlationId,
      }, 'request answered'));
    }
    if (correlationId) withCorrelationId(correlationId, next);
    else next();
  };
}
