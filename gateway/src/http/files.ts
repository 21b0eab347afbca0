// GET /files/invoices/:id and GET /files/map-pdfs/:id: a business customer's PDFs, streamed from the invoice and
// product services (the spec's "GET blob"). `:id` is the object's global id (URL-encoded), as `downloadUrl` gives it.
// The bearer header is verified as for /graphql (the same authenticator, so the same verified-token memory); the
// objects are looked up in the customer's own lists before their PDF is asked for (ownership checked here as well as
// in the services). Refusals are JSON in the GraphQL error shape: 401 no or invalid token, 403 a consumer, 400 an id
// too long, 404 an id that is not one of the customer's (a malformed id without any upstream call), 502/504 a service
// failing or too slow.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { authenticate, correlationIdFrom, CORRELATION_HEADER, type Context, type ContextInput } from '../context';
import type { Logger } from '../logger';
import { invoiceRefOf, mapPdfCodeOf, MAX_GLOBAL_ID_LENGTH } from '../modules/invoices/ids';
import { invoicePdf, mapPdfFile, type PdfFile } from '../modules/invoices/lookup';
import type { Authenticator } from '../security/auth';
import { errorBody, sendJson } from '../security/httpGate';

export interface FileRouteOptions {
  authenticator: Authenticator;
  log: Logger;
  clientAddress: (req: IncomingMessage) => string;
  /** The request's context, as /graphql builds it (the gateway adds config, breakers and its logger). */
  context: (gate: Pick<ContextInput, 'auth' | 'correlationId' | 'request'>) => Context;
}

const PRIVATE = 'private, no-store';
const FILES_PATH = /^\/files\/(invoices|map-pdfs)\/([^/?#]*)(?:\?.*)?$/;

/** What each kind of file is: its name in messages and how one of the customer's is found and fetched by global id. */
const KINDS = {
  invoices: {
    what: 'invoice',
    fetch: (ctx: Context, id: string) => {
      const ref = invoiceRefOf(id);
      return ref ? invoicePdf(ctx, ref) : null;
    },
  },
  'map-pdfs': {
    what: 'map PDF',
    fetch: (ctx: Context, id: string) => {
      const code = mapPdfCodeOf(id);
      return code ? mapPdfFile(ctx, code) : null;
    },
  },
} as const;

/** The HTTP status of an upstream failure (a GraphQLError of `callUpstream`). */
function statusOf(error: unknown): number {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  switch (code) {
    case 'UNAUTHENTICATED': return 401;
    case 'FORBIDDEN': return 403;
    case 'NOT_FOUND': return 404;
    case 'RATE_LIMITED': return 429;
    case 'UPSTREAM_TIMEOUT': return 504;
    case undefined: return 500;
    default: return 502;
  }
}

const MESSAGES: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'Bad request'],
  404: ['NOT_FOUND', 'Not found'],
  405: ['METHOD_NOT_ALLOWED', 'Use GET.'],
  401: ['UNAUTHENTICATED', 'Authentication required: send a valid bearer token.'],
  403: ['FORBIDDEN', 'Invoices and map PDFs are for business customers only.'],
  429: ['RATE_LIMITED', 'Too many requests: try again later.'],
  500: ['INTERNAL_SERVER_ERROR', 'Internal server error'],
  502: ['UPSTREAM_ERROR', 'The service holding this file is unavailable.'],
  504: ['UPSTREAM_TIMEOUT', 'The service holding this file did not answer in time.'],
};

function refuse(res: ServerResponse, status: number, message?: string) {
  const [code, text] = MESSAGES[status] ?? MESSAGES[500]!;
  res.setHeader('Cache-Control', PRIVATE);
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  sendJson(res, status, errorBody(message ?? text, code));
}

/** Sends the PDF as it arrives; a failure after the headers went out ends the connection (the download fails). */
async function sendPdf(res: ServerResponse, file: PdfFile) {
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': PRIVATE,
    ...(file.pdf.contentLength === null ? {} : { 'Content-Length': String(file.pdf.contentLength) }),
  });
  await pipeline(Readable.fromWeb(file.pdf.body as NodeReadableStream<Uint8Array>), res);
}

/** The download routes (express middleware: anything else under /files/ is a 404 here, never the client's page). */
export function fileRoutes({ authenticator, log, clientAddress, context }: FileRouteOptions): RequestHandler {
  async function handle(req: IncomingMessage, res: ServerResponse, kind: keyof typeof KINDS, rawId: string) {
    const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
    res.setHeader('X-Correlation-Id', correlationId);
    const auth = await authenticate(authenticator, req.headers.authorization);
    if (!auth.viewer) return refuse(res, 401);
    if (!auth.viewer.isBusiness) return refuse(res, 403);
    if (rawId.length > MAX_GLOBAL_ID_LENGTH * 3) return refuse(res, 400, 'The id is too long.');
    let id: string;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      return refuse(res, 404, `There is no such ${KINDS[kind].what}.`);
    }
    if (id.length > MAX_GLOBAL_ID_LENGTH) return refuse(res, 400, 'The id is too long.');
    const ctx = context({ auth, correlationId, request: { address: clientAddress(req), persisted: false } });
    try {
      const file = await KINDS[kind].fetch(ctx, id);
      if (!file) return refuse(res, 404, `There is no such ${KINDS[kind].what}.`);
      await sendPdf(res, file);
    } catch (error) {
      const status = statusOf(error);
      if (res.headersSent) {
        ctx.log.warn({ err: error, kind }, 'A file download ended before it was complete');
        res.destroy();
      } else {
        if (status >= 500) ctx.log[status === 500 ? 'error' : 'warn']({ err: error, kind }, `Failed to read the ${KINDS[kind].what}`);
        refuse(res, status);
      }
    } finally {
      ctx.release();
    }
  }

  return (req, res, next) => {
    if (!req.originalUrl.startsWith('/files/')) return next();
    const match = FILES_PATH.exec(req.originalUrl);
    if (!match) return refuse(res, 404);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return refuse(res, 405);
    }
    handle(req, res, match[1] as keyof typeof KINDS, match[2]!).catch((error: unknown) => {
      log.error({ err: error }, 'Unexpected error on /files');
      if (res.headersSent) res.destroy();
      else refuse(res, 500);
    });
  };
}
