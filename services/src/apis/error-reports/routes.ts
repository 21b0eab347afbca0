// The error-report receiver (services path /error-reports): Sentry's envelope ingestion endpoint, so that the
// browser's Sentry SDK can send to it with a DSN `http://<publicKey>@<services origin>/error-reports/<projectId>`,
// and a list of what it stored (contracts/error-reports.yaml).
//   POST /api/<projectId>/envelope/  the public key as `sentry_key` (query) or in X-Sentry-Auth; a body of at most
//        200 kB (gzip, deflate or plain; the limit holds for the inflated bytes); its event item (at most one) stored,
//        scrubbed. 401 without or with a wrong key, 404 for another project, 400 for a malformed envelope or one of
//        several events, 413 too large, 429 over the rate limit of events (with Retry-After and X-Sentry-Rate-Limits).
//        CORS for the product's origins.
//   GET  /  the reports, newest first (at most 200; ?correlationId= only that request's): an HTML page, or JSON
//        with Accept: application/json. No sign-in: a development tool, like the mailbox.
import type { Logger } from '@my-account/telemetry/logger';
import type { components } from '../../../contracts/__generated__/error-reports';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Db } from '../../db';
import type { OriginRule } from '../../oidc/redirects';
import { productCors } from '../storage/cors';
import { EnvelopeError, parseEnvelope } from './envelope';
import { reportOf } from './event';
import { listPage, type ReportRow } from './html';
import { createWindowLimiter, type WindowLimiter } from './limiter';

export const MAX_ENVELOPE_BYTES = 200 * 1024;
export const ERROR_REPORTS_PAGE_SIZE = 200;
/** Reports kept; older ones are removed as new ones arrive. */
export const MAX_STORED_REPORTS = 5000;

export interface ErrorReportOptions {
  db: Db;
  /** The DSN's public key and project id the receiver accepts. */
  publicKey: string;
  projectId: string;
  origins: Pick<OriginRule, 'originAllowed'>;
  log: Logger;
  limiter?: WindowLimiter;
}

const refuse = (res: Response, status: number, code: string, message: string) => void res.status(status).json({ code, message });

/**
 * A refusal before the body was read (or while it was: too large, bad encoding) ends the connection: the rest of the
 * body is never read, so a client must not send its next request on that connection.
 */
const refuseUnread = (res: Response, status: number, code: string, message: string) => {
  res.set('Connection', 'close');
  refuse(res, status, code, message);
};

/** The public key of a request: `?sentry_key=` or `X-Sentry-Auth: Sentry sentry_key=…, sentry_version=7`. */
function publicKeyOf(req: Request): string | undefined {
  if (typeof req.query.sentry_key === 'string') return req.query.sentry_key;
  return /\bsentry_key=([^,\s]+)/.exec(req.get('x-sentry-auth') ?? '')?.[1];
}

function sendHtml(res: Response, html: string) {
  res.status(200).set({
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  }).type('html').send(html);
}

export const reportJson = (r: ReportRow): components['schemas']['ErrorReport'] => ({
  id: r.id,
  receivedAt: r.received_at.toISOString(),
  level: r.level as components['schemas']['ErrorReport']['level'],
  message: r.message,
  exception: r.exception_type || r.exception_value ? { type: r.exception_type, value: r.exception_value } : null,
  frames: r.frames,
  tags: r.tags,
  correlationId: r.correlation_id,
  urlPath: r.url_path,
  release: r.release,
  environment: r.environment,
  channel: r.channel,
  sdk: r.sdk,
});

export function errorReportRoutes({ db, publicKey, projectId, origins, log, limiter }: ErrorReportOptions): Router {
  const router = Router();
  const limit = limiter ?? createWindowLimiter({ perAddress: 60, total: 600, windowMs: 60_000 });
  const cors = productCors(origins, 'POST, OPTIONS');
  // The SDK reads these to back off; a cross-origin response shows them only when exposed.
  const expose = (_req: Request, res: Response, next: NextFunction) => {
    if (res.get('Access-Control-Allow-Origin')) res.set('Access-Control-Expose-Headers', 'X-Sentry-Rate-Limits, Retry-After');
    next();
  };
  const gate = (req: Request, res: Response, next: NextFunction) => {
    if (req.params.projectId !== projectId) return refuseUnread(res, 404, 'UNKNOWN_PROJECT', 'No such project.');
    const key = publicKeyOf(req);
    if (!key) return refuseUnread(res, 401, 'MISSING_KEY', 'The public key (sentry_key) is missing.');
    if (key !== publicKey) return refuseUnread(res, 401, 'INVALID_KEY', 'The public key is not valid for this project.');
    // The client's address: the connection's, or behind TRUSTED_PROXIES the one they forwarded (never a client's own word).
    const wait = limit.take(req.ip ?? 'unknown');
    if (wait > 0) {
      res.set({ 'Retry-After': String(wait), 'X-Sentry-Rate-Limits': `${wait}::organization:too_many_reports` });
      return refuseUnread(res, 429, 'RATE_LIMITED', 'Too many error reports; try again later.');
    }
    next();
  };
  const raw = express.raw({ type: () => true, limit: MAX_ENVELOPE_BYTES, inflate: true });
  const body = (req: Request, res: Response, next: NextFunction) => raw(req, res, (error?: unknown) => {
    if (error) res.set('Connection', 'close'); // too large, bad encoding: the services' error handler answers
    next(error);
  });

  router.options('/api/:projectId/envelope', cors);
  router.post('/api/:projectId/envelope', cors, expose, gate, body, async (req, res) => {
    let envelope;
    try {
      envelope = parseEnvelope(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    } catch (error) {
      if (error instanceof EnvelopeError) return refuse(res, 400, 'INVALID_ENVELOPE', error.message);
      throw error;
    }
    const events = [];
    for (const item of envelope.items.filter((i) => i.type === 'event')) {
      let event: unknown;
      try {
        event = JSON.parse(item.payload.toString('utf8'));
      } catch {
        return refuse(res, 400, 'INVALID_ENVELOPE', 'An event is not JSON.');
      }
      if (typeof event !== 'object' || event === null || Array.isArray(event)) {
        return refuse(res, 400, 'INVALID_ENVELOPE', 'An event is not a JSON object.');
      }
      events.push(reportOf(event as Record<string, unknown>, envelope.headers.event_id));
    }
    for (const report of events) {
      await db.insertInto('error_reports').values(report).onConflict((c) => c.column('id').doNothing()).execute();
      // The correlation id of the browser's failed request: the one the gateway logged it with.
      log.info({ reportId: report.id, reportLevel: report.level, correlationId: report.correlation_id ?? undefined }, 'error report received');
    }
    if (events.length) {
      await db.deleteFrom('error_reports').where('id', 'in', db.selectFrom('error_reports').select('id')
        .orderBy('received_at', 'desc').orderBy('id', 'desc').offset(MAX_STORED_REPORTS).limit(1000)).execute();
    }
    // Sentry answers the event's id; other items (sessions, client reports) are accepted and not kept.
    res.status(200).json(events.length ? { id: events[0]!.id } : {});
  });

  router.get('/', async (req, res) => {
    const correlationId = typeof req.query.correlationId === 'string' ? req.query.correlationId.trim().slice(0, 128) : '';
    let query = db.selectFrom('error_reports').selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').limit(ERROR_REPORTS_PAGE_SIZE);
    if (correlationId) query = query.where('correlation_id', '=', correlationId);
    const rows = await query.execute();
    if (req.accepts(['html', 'json']) === 'json') return void res.json({ reports: rows.map(reportJson) });
    sendHtml(res, listPage(req.baseUrl, rows, { correlationId: correlationId || undefined }));
  });

  return router;
}
