// What a report never carries (part of the SDK's chunk, applied in `beforeSend`): e-mail addresses, bearer tokens,
// JWTs (access and id tokens), the values of secret-looking URL parameters, query strings of URLs, request headers,
// cookies, user and breadcrumbs. The receiver scrubs the same again.
import type { ErrorEvent } from '@sentry/browser';

const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const SECRET_PARAM = /\b([\w-]*(?:token|secret|password|passwd|signature|sig|code|key|auth|session|state)=)[^&\s#"'<>]+/gi;
const EMAIL = /[\w.%+-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

export function scrubText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(SECRET_PARAM, '$1[filtered]')
    .replace(EMAIL, '[email]');
}

/** A URL without its query and fragment (signed image URLs and confirmation links carry secrets there). */
export function withoutQuery(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ''));
}

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (typeof event.message === 'string') event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
    for (const frame of value.stacktrace?.frames ?? []) {
      if (frame.filename) frame.filename = withoutQuery(frame.filename);
      if (frame.abs_path) frame.abs_path = withoutQuery(frame.abs_path);
      delete frame.vars;
    }
  }
  if (event.tags) {
    for (const [key, value] of Object.entries(event.tags)) {
      if (typeof value === 'string') event.tags[key] = scrubText(value);
    }
  }
  if (event.request) event.request = event.request.url ? { url: withoutQuery(event.request.url) } : {};
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  return event;
}
