// The Sentry browser SDK and the rest of reporting, in a chunk of its own: imported by the reporter (./reporter.ts)
// with the first report. A client of its own rather than `Sentry.init`: no global instrumentation (the reporter
// already listens for uncaught errors), no breadcrumbs, sessions or tracing; only what a report needs, scrubbed in
// `beforeSend`. Each report carries its request's correlation id, operation, route, site channel and locale as tags.
import {
  BrowserClient,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import { ROUTES, routeOfPath } from '../app/routes';
import { correlationIdOf } from './correlationIdOf';
import type { QueuedReport, ReporterSettings } from './reporter';
import { scrubEvent } from './scrub';

/** Reports sent per page load at most (a loop of errors sends no more). */
export const MAX_REPORTS = 25;

/** The route pattern of a path (`/my-photos/albums/:id`), so that reports carry no ids. */
export function routeTag(path: string): string {
  const name = routeOfPath(path);
  return name ? ROUTES[name].path : 'unknown';
}

/** A report's tags: what failed, where, and the correlation id of its request. */
export function tagsOf({ error, context, path }: QueuedReport, settings: ReporterSettings): Record<string, string> {
  const { failure, operation, reason } = context;
  const correlationId = context.correlationId ?? correlationIdOf(error);
  return {
    failure,
    route: routeTag(path),
    channel: settings.channel,
    locale: settings.locale,
    ...(correlationId ? { correlation_id: correlationId } : {}),
    ...(operation ? { operation } : {}),
    ...(reason ? { reason } : {}),
  };
}

/** Starts the SDK's client for these settings; answers the function that sends one report. */
export function startSentry(settings: ReporterSettings): (report: QueuedReport) => void {
  const client = new BrowserClient({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    // Nothing personal: no user, IP address, cookies, headers, query strings or bodies (`sendDefaultPii: false` of
    // earlier SDK versions).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      urlQueryParams: false,
      httpBodies: [],
      graphQL: { document: false, variables: false },
    },
    sendClientReports: false,
    beforeSend: scrubEvent,
  });
  client.init();
  // A failed request surfaces in the network layer, the mutation helper and a route's boundary: the first report of
  // an error, and of a request (its correlation id), wins.
  const errors = new WeakSet<object>();
  const requests = new Set<string>();
  let sent = 0;
  return (report) => {
    const { error, context } = report;
    if (sent >= MAX_REPORTS) return;
    if (typeof error === 'object' && error !== null) {
      if (errors.has(error)) return;
      errors.add(error);
    }
    const tags = tagsOf(report, settings);
    if (tags.correlation_id) {
      if (requests.has(tags.correlation_id)) return;
      requests.add(tags.correlation_id);
    }
    sent += 1;
    const scope = new Scope();
    scope.setClient(client);
    const expected = context.failure === 'refusal' || context.failure === 'partial';
    scope.setLevel(expected ? 'warning' : 'error');
    scope.setTags(tags);
    scope.addEventProcessor((event) => ({ ...event, request: { url: report.origin + report.path } }));
    if (expected) {
      const operation = context.operation ?? 'A mutation';
      scope.captureMessage(
        context.failure === 'partial' ? `${operation} failed in part` : `${operation} refused: ${context.reason ?? 'unknown reason'}`,
      );
    } else {
      scope.captureException(error);
    }
  };
}
