// An event item (the JSON an SDK sends for an error or a message) → the row the receiver stores: the facts a person
// needs to find and read a failure (level, message, exception, innermost frames, tags such as correlation_id, page
// path, release, environment, channel), each bounded and scrubbed. Everything else the event carries (breadcrumbs,
// extra data, user, request headers, contexts) is dropped: nothing personal is stored.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ErrorReportsTable, StoredFrame } from '../../db/schema-error-reports';
import { boundedText, urlPath } from './scrub';

export const LEVELS = ['fatal', 'error', 'warning', 'info', 'debug', 'log'] as const;
/** Frames kept per report, innermost first. */
export const MAX_FRAMES = 8;
export const MAX_TAGS = 32;
const TAG_KEY = /^[\w.:-]{1,32}$/;
const CORRELATION_ID = /^[\w.:-]{1,128}$/;
const EVENT_ID = /^[0-9a-f]{32}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function mainException(event: Json): Json | undefined {
  const exception = event.exception;
  const values = isObject(exception) ? exception.values : Array.isArray(exception) ? exception : undefined;
  if (!Array.isArray(values)) return undefined;
  // Sentry's order: linked causes first, the exception that was captured last.
  const last: unknown = values[values.length - 1];
  return isObject(last) ? last : undefined;
}

function framesOf(exception: Json | undefined): StoredFrame[] {
  const stacktrace = exception?.stacktrace;
  const frames = isObject(stacktrace) && Array.isArray(stacktrace.frames) ? stacktrace.frames : [];
  return frames.slice(-MAX_FRAMES).reverse().filter(isObject).map((f) => {
    const frame: StoredFrame = {};
    const fn = boundedText(f.function, 200);
    const file = urlPath(f.filename ?? f.abs_path, 300);
    if (fn) frame.function = fn;
    if (file) frame.file = file;
    if (Number.isInteger(f.lineno)) frame.line = f.lineno as number;
    if (Number.isInteger(f.colno)) frame.column = f.colno as number;
    return frame;
  });
}

function tagsOf(event: Json): Record<string, string> {
  const raw = event.tags;
  const entries: Array<[string, unknown]> = Array.isArray(raw)
    ? raw.filter((t): t is [string, unknown] => Array.isArray(t) && t.length === 2 && typeof t[0] === 'string')
    : isObject(raw) ? Object.entries(raw) : [];
  const tags: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (Object.keys(tags).length >= MAX_TAGS) break;
    const text = boundedText(value, 200);
    if (TAG_KEY.test(key) && text) tags[key] = text;
  }
  return tags;
}

function messageOf(event: Json): string | null {
  const { message, logentry } = event;
  if (typeof message === 'string') return boundedText(message, 2000);
  for (const entry of [message, logentry]) {
    if (isObject(entry)) return boundedText(entry.formatted ?? entry.message, 2000);
  }
  return null;
}

/** The row to store for an event (the envelope's event id when the event has none). */
export function reportOf(event: Json, envelopeEventId?: unknown): Insertable<ErrorReportsTable> {
  const exception = mainException(event);
  const tags = tagsOf(event);
  const request = isObject(event.request) ? event.request : {};
  const sdk = isObject(event.sdk) ? boundedText(`${String(event.sdk.name ?? '')}/${String(event.sdk.version ?? '')}`, 100) : null;
  const id = [event.event_id, envelopeEventId].find((v): v is string => typeof v === 'string' && EVENT_ID.test(v))
    ?? randomUUID().replaceAll('-', '');
  const level = (LEVELS as readonly unknown[]).includes(event.level) ? (event.level as string) : 'error';
  const correlationId = tags.correlation_id && CORRELATION_ID.test(tags.correlation_id) ? tags.correlation_id : null;
  return {
    id,
    level,
    message: messageOf(event),
    exception_type: boundedText(exception?.type, 200),
    exception_value: boundedText(exception?.value, 2000),
    frames: JSON.stringify(framesOf(exception)),
    tags: JSON.stringify(tags),
    correlation_id: correlationId,
    url_path: urlPath(request.url),
    release: boundedText(event.release, 200),
    environment: boundedText(event.environment, 64),
    channel: boundedText(tags.channel, 64),
    sdk,
  };
}
