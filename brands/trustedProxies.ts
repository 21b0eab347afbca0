// TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-* headers the gateway and the services believe (addresses
// and CIDR ranges, comma-separated; none by default). A request from any other peer is taken as it reached the
// socket: its X-Forwarded-For, -Host and -Proto are a client's words. Node's net.BlockList holds the ranges (an
// IPv4 range also covers the IPv4-mapped IPv6 form the socket may report).
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** What is read of a request: its connection's address and its headers. */
type Request = Pick<IncomingMessage, 'socket' | 'headers'>;

export interface TrustedProxies {
  /** Whether the peer at `address` is one of the proxies. */
  trusts(address: string | undefined): boolean;
  /** The client's address: the socket's, or behind trusted proxies the rightmost X-Forwarded-For hop that is not one. */
  clientAddress(req: Request): string;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `10.0.0.0/8, 192.0.2.7, fd00::/8` → the proxies; throws an error naming TRUSTED_PROXIES for anything else. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  for (const entry of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const bits = Number(prefix);
    if (!version || rest.length || (prefix !== undefined && !(/^\d+$/.test(prefix) && bits <= (version === 6 ? 128 : 32)))) {
      throw new Error(`TRUSTED_PROXIES must list IP addresses or CIDR ranges (e.g. 10.0.0.0/8, ::1), got "${entry}"`);
    }
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, bits, family(address));
  }
  const trusts = (address: string | undefined) => Boolean(address && isIP(address) && list.check(address, family(address)));
  return {
    trusts,
    clientAddress(req) {
      let client = req.socket.remoteAddress ?? 'unknown';
      const hops = [req.headers['x-forwarded-for'] ?? []].flat().join(',').split(',').map((s) => s.trim()).filter(Boolean);
      while (trusts(client) && hops.length) client = hops.pop()!;
      return client;
    },
  };
}

/** The headers only a trusted proxy may set: removed from a request of any other peer, before anything reads them. */
export function dropUntrustedForwarding(proxies: TrustedProxies, req: Request) {
  if (proxies.trusts(req.socket.remoteAddress)) return;
  for (const name of Object.keys(req.headers)) {
    if (name === 'forwarded' || name.startsWith('x-forwarded-')) delete req.headers[name];
  }
}
