import { activeTraceIds } from '@my-account/tracing';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };

/** Levels LOG_LEVEL accepts, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

export function logLevelFrom(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = value.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level as LogLevel;
}

/**
 * The gateway's root logger: one JSON line per event on stdout (pino), with the level's name and an ISO time.
 * Requests get a child carrying their correlation id (see `Context.log`); nothing is logged per request at `info`.
 * A line logged while a traced span is active carries its `trace_id` and `span_id`.
 */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: activeTraceIds,
  };
  return destination ? pino(options, destination) : pino(options);
}
