// Loggers for tests: a silent one, and one whose lines are kept (parsed) for the test to read.
import { createLogger, type LogLevel } from '@my-account/telemetry/logger';

export const silentLog = createLogger('services', 'silent');

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/** A logger at `level` writing its JSON lines, parsed, into `lines`. */
export function capturedLog(level: LogLevel = 'debug') {
  const lines: LogLine[] = [];
  const log = createLogger('services', level, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { log, lines, messages: () => lines.map((l) => l.msg) };
}
