// The last handlers of the services app: every error answer is JSON {code, message}, never express's HTML page.
// Client errors keep their status — body-parser's (malformed JSON 400, too large 413, unsupported charset or
// encoding 415) and a path that cannot be decoded (400) —; anything else is logged and answers 500.
import type { Logger } from '@my-account/telemetry/logger';
import type { NextFunction, Request, Response } from 'express';
import { whereTo } from './route';

export interface ErrorAnswer {
  code: string;
  message: string;
}

/** body-parser error types (err.type) → the answer. */
const BODY_ERRORS: Record<string, ErrorAnswer> = {
  'entity.parse.failed': { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  'entity.too.large': { code: 'BODY_TOO_LARGE', message: 'The request body is too large.' },
  'encoding.unsupported': { code: 'UNSUPPORTED_ENCODING', message: 'The content encoding of the request body is not supported.' },
  'charset.unsupported': { code: 'UNSUPPORTED_CHARSET', message: 'The charset of the request body is not supported.' },
  'request.aborted': { code: 'REQUEST_ABORTED', message: 'The request body was not sent completely.' },
  'request.size.invalid': { code: 'INVALID_BODY', message: 'The request body does not match its Content-Length.' },
};

export const NOT_FOUND: ErrorAnswer = { code: 'NOT_FOUND', message: 'Not found.' };

export function notFoundHandler(_req: Request, res: Response) {
  res.status(404).json(NOT_FOUND);
}

export function errorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, type } = (err ?? {}) as { status?: unknown; type?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const answer = (typeof type === 'string' && BODY_ERRORS[type]) || { code: 'BAD_REQUEST', message: 'The request is invalid.' };
      if (!res.headersSent) res.status(status).json(answer);
      return;
    }
    // The route pattern, never the path's ids or tokens nor the query string (route.ts). The correlation id comes with
    // the request's logging.
    log.error({ err, method: req.method, ...whereTo(req) }, 'request failed');
    if (res.headersSent) return;
    res.status(500).json({ code: 'INTERNAL', message: 'Internal server error.' });
  };
}
