// The services' Prometheus metrics (prom-client), served on a listener of their own (SERVICES_METRICS_PORT, on
// SERVICES_METRICS_HOST: @my-account/telemetry/metrics-server), never on the customers' port. Labels take bounded values
// only: HTTP methods and statuses, route patterns (never a path as requested), the background jobs' kinds and outcomes.
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routeOf } from './http/route';

/** Seconds: from a health check (~1 ms) to a large upload. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: from an empty import to an archive of thousands of originals. */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

export type JobKind = 'archive' | 'import' | 'deletion';
/**
 * How a background job ended: `stopped` when the services stopped first (it runs again at the next start), `skipped`
 * when there was nothing left to do (an archive whose download is gone or no longer pending).
 */
export type JobOutcome = 'finished' | 'failed' | 'stopped' | 'skipped';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  // Process CPU, memory, handles, GC and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'services_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, from arrival to the last byte sent.',
    labelNames: ['method', 'route', 'status'] as const, buckets: HTTP_BUCKETS, registers,
  });
  const jobsStarted = new Counter({
    name: 'services_jobs_started_total',
    help: 'Background jobs started (archive builds, library imports, account deletions), by kind.',
    labelNames: ['kind'] as const, registers,
  });
  const jobs = new Histogram({
    name: 'services_job_duration_seconds',
    help: 'Background jobs that ended, by kind and outcome (finished, failed, stopped, skipped).',
    labelNames: ['kind', 'outcome'] as const, buckets: JOB_BUCKETS, registers,
  });
  const running = new Gauge({
    name: 'services_jobs_running', help: 'Background jobs running, by kind.', labelNames: ['kind'] as const, registers,
  });
  const queues = new Map<JobKind, () => number>();
  new Gauge({
    name: 'services_jobs_queued', help: 'Background jobs waiting for a free slot, by kind (archive builds).',
    labelNames: ['kind'] as const, registers,
    collect() { for (const [kind, read] of queues) this.set({ kind }, read()); },
  });
  const mails = new Counter({
    name: 'services_mails_total', help: 'E-mails handed to the SMTP server, by outcome (sent, failed).',
    labelNames: ['outcome'] as const, registers,
  });
  const uploadBytes = new Counter({
    name: 'services_upload_bytes_received_total',
    help: 'Bytes of resumable (tus) uploads written to their partial files, each PATCH counted as far as it got.',
    registers,
  });
  for (const kind of ['archive', 'import', 'deletion'] as const) {
    jobsStarted.inc({ kind }, 0);
    running.set({ kind }, 0);
  }
  for (const outcome of ['sent', 'failed'] as const) mails.inc({ outcome }, 0);

  return {
    registry,
    /** Express middleware (the app's first): times every request by method, route pattern (http/route.ts) and status. */
    http: ((req, res, next) => {
      const end = requests.startTimer();
      res.on('finish', () => end({ method: req.method, route: routeOf(req) ?? '(unmatched)', status: String(res.statusCode) }));
      next();
    }) satisfies RequestHandler,
    /** Counts a background job as started and running, and as ended by the outcome it resolves to (failed if it throws). */
    async job(kind: JobKind, run: () => Promise<JobOutcome>): Promise<void> {
      jobsStarted.inc({ kind });
      running.inc({ kind });
      const end = jobs.startTimer({ kind });
      let outcome: JobOutcome = 'failed';
      try {
        outcome = await run();
      } finally {
        end({ outcome });
        running.dec({ kind });
      }
    },
    /** Counts bytes a resumable upload received (a chunk, or the part of it that arrived before the connection dropped). */
    uploadBytesReceived(bytes: number) {
      uploadBytes.inc(bytes);
    },
    /** The jobs of a kind waiting for a free slot, read at each scrape. */
    observeQueue(kind: JobKind, read: () => number) {
      queues.set(kind, read);
    },
    /** Counts an e-mail as sent or failed when its sending settles. */
    async mail<T>(sending: Promise<T>): Promise<T> {
      try {
        const sent = await sending;
        mails.inc({ outcome: 'sent' });
        return sent;
      } catch (error) {
        mails.inc({ outcome: 'failed' });
        throw error;
      }
    },
  };
}
