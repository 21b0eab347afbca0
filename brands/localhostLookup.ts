// RFC 6761: names under `.localhost` are the machine itself. Chromium knows it; Node's resolver does not
// (dns.lookup('auth.x.localhost') fails with ENOTFOUND), so server-side requests to the brand sites' local host names
// (e.g. a site issuer's JWKS) use this lookup in their http agent. Every other name goes to dns.lookup.
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

type Callback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `localhost` itself or a name under it (any case, an ending dot allowed). */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** This machine by its name or address: `localhost`, a name under it, or a loopback address (`127.0.0.1`, `[::1]`). */
export function isLocalHost(hostname: string): boolean {
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(address) ? ipaddr.parse(address).range() === 'loopback' : isLocalhostName(hostname);
}

/** A `lookup` for http.Agent / net.connect: loopback for `*.localhost`, the system resolver otherwise. */
export function localhostLookup(hostname: string, options: LookupOptions | number | Callback, callback?: Callback): void {
  const cb = (typeof options === 'function' ? options : callback)!;
  const opts: LookupOptions = typeof options === 'object' ? options : typeof options === 'number' ? { family: options } : {};
  if (!isLocalhostName(hostname) || hostname.toLowerCase().replace(/\.$/, '') === 'localhost') {
    dns.lookup(hostname, { ...opts, all: opts.all === true } as LookupOptions & { all: boolean }, cb as never);
    return;
  }
  const family = opts.family === 6 || opts.family === 'IPv6' ? 6 : opts.family === 4 || opts.family === 'IPv4' ? 4 : 0;
  const addresses: LookupAddress[] = family === 6 ? [{ address: '::1', family: 6 }]
    : family === 4 ? [{ address: '127.0.0.1', family: 4 }]
    : [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }];
  if (opts.all) process.nextTick(cb, null, addresses);
  else process.nextTick(cb, null, addresses[0]!.address, addresses[0]!.family);
}
