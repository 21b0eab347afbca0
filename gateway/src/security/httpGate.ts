import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { authenticate as verify, correlationIdFrom, CORRELATION_HEADER, type Auth } from '../context';
import type { Logger } from '../logger';
import type { Authenticator } from './auth';
import { DOCUMENT_LIMITS } from './limits';

/** What the gate learned about a /graphql request, kept in `res.locals` for the Apollo context. */
export interface GateLocals {
  /** The request's correlation id (the caller's X-Correlation-Id when well-formed, else a new one), answered in the same header. */
  correlationId: string;
  auth: Auth;
  persisted: boolean;
  /** The persisted document's operation name. */
  operationName?: string;
}

/** Gives the request its correlation id first, so every answer (an unreadable body too) and log line carries it. */
export function correlate(): RequestHandler {
  return (req, res, next) => {
    const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
    res.locals.correlationId = correlationId;
    res.setHeader('X-Correlation-Id', correlationId);
    next();
  };
}

/** Verifies the bearer token before the body is read: anonymous callers get a much smaller body limit. */
export function authenticateRequest(authenticator: Authenticator): RequestHandler {
  return (req, res, next) => {
    verify(authenticator, req.headers.authorization).then((auth) => {
      res.locals.auth = auth;
      next();
    }, next);
  };
}

/** JSON bodies up to `DOCUMENT_LIMITS.bodyBytes` signed in, `anonymousBodyBytes` anonymous (413 beyond). */
export function limitedJsonBody(): RequestHandler {
  const signedIn = express.json({ limit: DOCUMENT_LIMITS.bodyBytes });
  const anonymous = express.json({ limit: DOCUMENT_LIMITS.anonymousBodyBytes });
  return (req, res, next) => ((res.locals.auth as Auth | undefined)?.viewer ? signedIn : anonymous)(req, res, next);
}

const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * Every error on /graphql is answered as GraphQL JSON, never express's HTML page: an unreadable body is
 * 400 BAD_REQUEST, a too large one 413 PAYLOAD_TOO_LARGE, anything else 500 INTERNAL_SERVER_ERROR (logged).
 */
export const graphqlErrorHandler = (log: Logger): ErrorRequestHandler => (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = Number((error as { status?: unknown }).status) || 500;
  res.status(status).type('application/json');
  if (status === 413) {
    res.json(errorBody('The request body is too large: send a persisted document id or a smaller document.', 'PAYLOAD_TOO_LARGE'));
  } else if (status < 500) {
    res.json(errorBody(`The request body could not be read: ${(error as Error).message}`, 'BAD_REQUEST'));
  } else {
    log.error({ err: error, correlationId: res.locals.correlationId as string | undefined }, 'Unexpected error on /graphql');
    res.json(errorBody('Internal server error', 'INTERNAL_SERVER_ERROR'));
  }
};
