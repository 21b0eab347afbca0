// The error reporter every page has, kept tiny: the Sentry SDK and everything else about a report live in ./sentry.ts,
// a chunk of its own, imported with the first report. Failed actions, failed loads, uncaught errors, unhandled
// rejections and route errors are logged to the console (spec §8) and queued with what is only known at that moment
// (correlation id, operation, the page's path); the SDK chunk sends the queue. Without `errorReporting` in
// /config.json failures are only logged.
export type FailureKind = 'unexpected' | 'refusal' | 'partial' | 'query' | 'uncaught' | 'unhandled-rejection' | 'route' | 'section';

export interface FailureContext {
  failure: FailureKind;
  correlationId?: string;
  operation?: string;
  /** A typed refusal's reason (e.g. NOT_FOUND), or SOME_FAILED for a batch done in part (`partial`). */
  reason?: string;
}

export interface ErrorReportingConfig {
  dsn: string;
  environment?: string;
  release?: string;
}

/** One failure as the SDK chunk receives it. */
export interface QueuedReport {
  error: unknown;
  context: FailureContext;
  /** Where it happened: the page's origin and path (never its query). */
  origin: string;
  path: string;
}

export interface ReporterSettings extends ErrorReportingConfig {
  channel: string;
  locale: string;
}

export type StartSdk = (settings: ReporterSettings) => (report: QueuedReport) => void;

const queue: QueuedReport[] = [];
let settings: ReporterSettings | null | undefined; // undefined: not configured yet; null: reporting off
let sdk: Promise<(report: QueuedReport) => void> | null = null;
const sentry = () => import('./sentry').then((module) => module.startSentry);
let load: () => Promise<StartSdk> = sentry;

function flush() {
  if (!settings || queue.length === 0) return;
  const current = settings;
  sdk ??= load().then((start) => start(current));
  sdk.then(
    (send) => queue.splice(0).forEach(send),
    () => {
      sdk = null; // the chunk did not load (offline): the next report tries again
    },
  );
}

/** Logs a failure to the console and reports it (the SDK chunk sends each failure and each request once). */
export function reportFailure(error: unknown, context: FailureContext): void {
  const correlationId = context.correlationId ?? (error as { correlationId?: string } | null)?.correlationId;
  const { failure, operation, reason } = context;
  // The browser logs uncaught errors itself.
  if (failure !== 'uncaught' && failure !== 'unhandled-rejection') {
    const log = failure === 'refusal' || failure === 'partial' ? console.warn : console.error;
    log(`Failure (${[operation, reason, failure].filter(Boolean).join(', ')})`, { correlationId }, error);
  }
  if (settings === null || queue.length >= 50) return;
  queue.push({ error, context: { ...context, correlationId }, origin: window.location.origin, path: window.location.pathname });
  flush();
}

/** Reports uncaught errors and unhandled rejections of the page from now on. */
export function installGlobalHandlers(target: Window = window): void {
  target.addEventListener('error', (event) => {
    // An element that failed to load (img, script) is an error event without an error: not a script failure.
    if (event.error !== undefined || event.message) reportFailure(event.error ?? event.message, { failure: 'uncaught' });
  });
  target.addEventListener('unhandledrejection', (event) => reportFailure(event.reason, { failure: 'unhandled-rejection' }));
}

// From the first script on: an error while signing in is reported once the configuration has come.
if (typeof window !== 'undefined') installGlobalHandlers();

/** Turns reporting on (with the site's channel and locale as tags of every report) or off; sends what is queued. */
export function configureErrorReporting(config: ErrorReportingConfig | undefined, site: { channel: string; locale: string }): void {
  settings = config?.dsn ? { ...config, ...site } : null;
  if (!settings) queue.length = 0;
  flush();
}

/** For tests: forget the configuration and the queue; optionally start another SDK than Sentry's. */
export function resetErrorReporting(start?: StartSdk): void {
  settings = undefined;
  sdk = null;
  queue.length = 0;
  load = start ? () => Promise.resolve(start) : sentry;
}
