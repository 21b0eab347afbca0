// What the receiver never stores, whatever a client sends: e-mail addresses, bearer tokens, JWTs and the values of
// secret-looking URL parameters are replaced, and every text is cut to a bound. (The client scrubs the same before
// sending; this is the second line.)

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

/** A bounded, scrubbed text; null for anything but a non-empty string (numbers and booleans become text). */
export function boundedText(value: unknown, max: number): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
  if (typeof value !== 'string' || value === '') return null;
  const scrubbed = scrubText(value.length > max * 4 ? value.slice(0, max * 4) : value);
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

/** The path of a URL (no origin, query or fragment), scrubbed; a text that is no URL is kept as a bounded text. */
export function urlPath(value: unknown, max = 300): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const url = URL.parse(value);
  if (url && url.protocol !== 'data:' && url.protocol !== 'blob:') return boundedText(url.pathname, max);
  return boundedText(value.replace(/[?#].*$/s, ''), max);
}
