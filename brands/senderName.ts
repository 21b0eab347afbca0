import tlds from 'tlds' with { type: 'json' };

/**
 * The name a customer types as the sender of a brand's e-mail (the share of an online photo book): plain text that
 * can never read as the brand's own words or carry a link. Checked by the gateway and by the service that sends it.
 */

/** Longest sender name, in characters, once trimmed. */
export const MAX_SENDER_NAME_LENGTH = 60;

/**
 * Control characters (line breaks included) and format characters: bidi marks, embeddings, overrides and isolates
 * (U+200E/F, U+202A–202E, U+2066–2069, U+061C), zero-width characters (U+200B–200D, U+2060, U+FEFF), soft hyphens;
 * and line and paragraph separators.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** A scheme (`https://`, `mailto:`) or `www.`: a name is no place for a web address. */
const WEB_ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b(?:mailto|javascript):/iu;
/**
 * The top-level domains (IANA's list, and the names reserved for tests and local networks): `evil.example.com`
 * names a host, `Anna.Maria` and `Dr.Müller` do not.
 */
let topLevelDomains: Set<string> | undefined; // made on first use: the browser's bundles leave the list out
const DOTTED = /[\p{L}\p{N}-]\.(\p{L}{2,})(?![\p{L}\p{N}])/gu;
function namesHost(text: string) {
  topLevelDomains ??= new Set([...tlds, 'example', 'test', 'invalid', 'localhost', 'local', 'onion', 'internal']);
  const known = topLevelDomains;
  return [...text.matchAll(DOTTED)].some(([, last]) => known.has(last!.toLowerCase()));
}

/** What the customer reads about a refused name (as the services word it; the client has these texts in each language). */
export const SENDER_NAME_MESSAGES = {
  REQUIRED: 'Please enter your name',
  INVALID: `Please enter only your name: at most ${MAX_SENDER_NAME_LENGTH} characters, no web addresses or special characters`,
} as const;

/**
 * Why a sender name cannot be sent: `REQUIRED` (empty once trimmed), `INVALID` (a hidden character anywhere, a web
 * address, over MAX_SENDER_NAME_LENGTH characters), or null.
 */
export function senderNameProblem(name: string): 'REQUIRED' | 'INVALID' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'REQUIRED';
  const plain = trimmed.normalize('NFKC');
  if ([...trimmed].length > MAX_SENDER_NAME_LENGTH || HIDDEN.test(name) || WEB_ADDRESS.test(plain) || namesHost(plain)) return 'INVALID';
  return null;
}
