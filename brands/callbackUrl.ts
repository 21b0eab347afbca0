// The URLs the retailer's servers call back on a customer's behalf (the business FTP integration's order status
// callbacks): an absolute https URL of a public server. The URL is normalised (WHATWG URL) before it is checked, and
// the normalised form is the one kept and called, so what is checked is what is used: `https://2130706433/`,
// `https://0x7f000001/` and `https://127.1/` are all `https://127.0.0.1/` by then. The gateway checks before it asks
// the customer service, the service checks again before it stores, and whatever sends a callback checks once more.
import ipaddr from 'ipaddr.js';
import { isLocalhostName } from './localhostLookup';

const MAX_CALLBACK_URL_LENGTH = 2000;
/** The refusal of a URL that may not be a callback URL (the spec's message of the field). */
export const CALLBACK_URL_MESSAGE = 'Please enter a secure (https) URL';

/** Host names that are never a public server: single labels, `localhost` and the special-use names (RFC 6762, 8375). */
const isInternalName = (host: string) => !host.includes('.') || isLocalhostName(host) || /\.(local|internal|localdomain|home\.arpa)$/.test(host);
/** C0 and C1 controls and DEL: a CR/LF would split the request that carries the URL. */
const CONTROL = /\p{Cc}/u;

/**
 * An IP literal that is an ordinary public (unicast) address: not loopback, private, carrier-grade NAT, link-local,
 * unique-local, unspecified, multicast, broadcast, reserved, documentation, nor IPv4 embedded in IPv6 (mapped,
 * NAT64, 6to4, Teredo).
 */
const isPublicAddress = (address: string) => ipaddr.isValid(address) && ipaddr.parse(address).range() === 'unicast';

/** The normalised callback URL, or undefined when the value may not be one. */
export function normaliseCallbackUrl(value: string): string | undefined {
  if (value.length > MAX_CALLBACK_URL_LENGTH || CONTROL.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const host = url.hostname.replace(/\.$/, ''); // lower case, IPv4 in four decimal parts, IPv6 in brackets
  const address = host.startsWith('[') ? host.slice(1, -1) : ipaddr.IPv4.isValidFourPartDecimal(host) ? host : undefined;
  if (address === undefined ? isInternalName(host) : !isPublicAddress(address)) return undefined;
  return url.href.length <= MAX_CALLBACK_URL_LENGTH ? url.href : undefined;
}
