import DataLoader from 'dataloader';
import pMap from 'p-map';

/**
 * Calls of one loader in flight at once. The upstreams take one id per call (spec §7: `GET /OrderDeliveryDates/{orderId}`,
 * `GET /v1/Products/{code}` …), so a page of 50 orders is 50 calls: in parallel, but not 50 connections at once.
 */
export const PER_KEY_IN_FLIGHT = 8;

/**
 * A per-request loader over an upstream that answers one key per call: the keys asked for in one tick go out in
 * parallel, at most `inFlight` at a time, each key once per request (DataLoader's cache). One failed call fails the
 * keys of its batch, as one failed batch call would.
 */
export function perKeyLoader<K, V>(
  load: (key: K) => Promise<V>,
  { inFlight = PER_KEY_IN_FLIGHT, cacheKeyFn }: { inFlight?: number; cacheKeyFn?: (key: K) => K } = {},
): DataLoader<K, V> {
  return new DataLoader<K, V>((keys) => pMap(keys, load, { concurrency: inFlight }), { cacheKeyFn });
}
