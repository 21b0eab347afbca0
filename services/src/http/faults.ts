// Fault injection: a switch that makes the services answer with a real failure or a real delay, so that the product's
// fallbacks (public config, merchandise), error reports and degraded pages can be tried end to end. Off unless
// SERVICES_FAULTS=on (the end-to-end stack and tests turn it on; `npm start` does not).
//
//   PUT    /_faults   {"method":"POST","path":"/photo-api/albums","status":503,"delayMs":0,"times":1}  → 201 {id,…}
//   GET    /_faults   → the active faults
//   DELETE /_faults   → all removed;  DELETE /_faults/<id> → one removed
//
// A fault matches a request whose path starts with `path` (and whose method is `method`, when given). It waits
// `delayMs` (at most 60 s), then answers `status` (a 4xx or 5xx, JSON {code: 'INJECTED_FAULT'}) or, without a status,
// lets the request through late. `times` limits how many requests it hits (default: until removed). With `customer`
// (a customer id) it hits only requests whose bearer token is that customer's (its `sub`), so journeys running side by
// side, each with a customer of its own, never meet each other's faults.
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

export interface Fault {
  id: string;
  path: string;
  method?: string;
  /** Only requests with this customer's bearer token (the token's `sub`). */
  customer?: string;
  status?: number;
  delayMs: number;
  /** Requests still to hit; undefined = until removed. */
  remaining?: number;
  hits: number;
}

const MAX_FAULTS = 50;
const MAX_DELAY_MS = 60_000;

function parseFault(body: unknown): Omit<Fault, 'id' | 'hits'> | string {
  if (typeof body !== 'object' || body === null) return 'A JSON object is required.';
  const { path, method, customer, status, delayMs = 0, times } = body as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 500 || path.startsWith('/_faults')) {
    return 'path must be a path of the services (starting with /).';
  }
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]{3,7}$/.test(method))) return 'method must be an HTTP method.';
  if (customer !== undefined && (typeof customer !== 'string' || !/^[0-9a-f-]{36}$/.test(customer))) return 'customer must be a customer id.';
  if (status !== undefined && (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599)) {
    return 'status must be an HTTP error status (400-599).';
  }
  if (!Number.isInteger(delayMs) || (delayMs as number) < 0 || (delayMs as number) > MAX_DELAY_MS) {
    return `delayMs must be an integer from 0 to ${MAX_DELAY_MS}.`;
  }
  if (status === undefined && delayMs === 0) return 'A fault needs a status, a delay or both.';
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) return 'times must be a positive integer.';
  return {
    path,
    method: typeof method === 'string' ? method.toUpperCase() : undefined,
    customer: customer as string | undefined,
    status: status as number | undefined,
    delayMs: delayMs as number,
    remaining: times as number | undefined,
  };
}

/** The `sub` of a bearer token, unverified: it only picks which faults a request meets (the APIs check the token). */
function bearerSubject(authorization: string | undefined): string | undefined {
  const payload = /^Bearer [\w-]+\.([\w-]+)\./.exec(authorization ?? '')?.[1];
  if (!payload) return undefined;
  try {
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}

export class FaultSwitch {
  readonly faults: Fault[] = [];

  add(input: Omit<Fault, 'id' | 'hits'>): Fault {
    const fault: Fault = { ...input, id: randomUUID(), hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  /** The fault a request hits (counted), if any. */
  take(method: string, path: string, customer?: string): Fault | undefined {
    const fault = this.faults.find((f) => path.startsWith(f.path) && (!f.method || f.method === method)
      && (!f.customer || f.customer === customer));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== undefined && --fault.remaining <= 0) this.remove(fault.id);
    return fault;
  }

  remove(id?: string): void {
    if (id === undefined) {
      this.faults.length = 0;
      return;
    }
    const index = this.faults.findIndex((f) => f.id === id);
    if (index >= 0) this.faults.splice(index, 1);
  }

  /** The middleware that makes requests fail or wait; first in the app, so every API can be switched. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path.startsWith('/_faults')) return next();
      const fault = this.take(req.method, req.path, bearerSubject(req.get('authorization')));
      if (!fault) return next();
      const act = () => {
        if (fault.status === undefined) return next();
        res.status(fault.status).json({ code: 'INJECTED_FAULT', message: `Fault injected for ${fault.path}.` });
      };
      if (fault.delayMs > 0) setTimeout(act, fault.delayMs);
      else act();
    };
  }

  routes(): Router {
    const router = express.Router();
    router.get('/', (_req, res) => {
      res.json({ faults: this.faults });
    });
    router.put('/', express.json({ limit: '4kb' }), (req, res) => {
      const parsed = parseFault(req.body);
      if (typeof parsed === 'string') return void res.status(400).json({ code: 'INVALID_FAULT', message: parsed });
      if (this.faults.length >= MAX_FAULTS) return void res.status(409).json({ code: 'TOO_MANY_FAULTS', message: 'Too many faults.' });
      res.status(201).json(this.add(parsed));
    });
    router.delete('/', (_req, res) => {
      this.remove();
      res.status(204).end();
    });
    router.delete('/:id', (req, res) => {
      this.remove(req.params.id);
      res.status(204).end();
    });
    return router;
  }
}
