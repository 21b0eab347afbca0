// The development pages (the mailbox, the support chat's agent page, the error-report list) answer only on the host
// names of the configured origins (SERVICES_PUBLIC_URL, PUBLIC_URL) and the loopback names the services are opened on
// locally. Under any other Host — a DNS-rebinding page's own name, pointed at 127.0.0.1 — they answer a plain 421
// Misdirected Request, so such a page cannot read a confirmation link. Only their pages (GET, HEAD): the agent page's
// reply POST has its own Origin check, the error-report receiver's POST comes from the product's pages.
import type { NextFunction, Request, Response } from 'express';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Middleware refusing the pages of a development tool under a Host that is none of `origins`' nor a loopback name. */
export function devPagesHostCheck(origins: string[]) {
  const allowed = new Set([...LOOPBACK_NAMES, ...origins.map((origin) => new URL(origin).hostname.toLowerCase())]);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || allowed.has((req.hostname ?? '').toLowerCase())) return next();
    res.status(421).type('text/plain').send('Misdirected Request: this page answers on its own host name only.\n');
  };
}
