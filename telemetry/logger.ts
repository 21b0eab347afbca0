import { AsyncLocalStorage } from 'node:async_hooks';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { DestinationStream, Logger };

/** Levels LOG_LEVEL accepts, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

export function logLevelFrom(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = value.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level as LogLevel;
}

const requests = new AsyncLocalStorage<{ correlationId: string }>();

/** Runs `handle` (a request's handling, and everything it goes on to do) with its correlation id on every line logged. */
export function withCorrelationId<T>(correlationId: string, handle: () => T): T {
  return requests.run({ correlationId }, handle);
}

/** The fields every line gets: the correlation id of the request being handled, the W3C ids of the active trace's span. */
function contextFields(): Record<string, string> {
  const fields: Record<string, string> = { ...requests.getStore() };
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) Object.assign(fields, { trace_id: span.traceId, span_id: span.spanId });
  return fields;
}

/**
 * A server's root logger (`service`: `gateway`, `services`): one JSON line per event on stdout (pino), with the level's
 * name, an ISO time and the fields of `contextFields`. Nothing is logged per request at `info`.
 */
export function createLogger(service: string, level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: contextFields,
  };
  return destination ? pino(options, destination) : pino(options);
}
