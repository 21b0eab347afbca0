// A deleted account is gone for every API at once: after the bearer check, a request of a customer whose record is
// marked deleted (or missing) answers 404 ACCOUNT_DELETED — the customer's data stays unreadable while the
// background job (./deletion-jobs.ts) removes it. One primary-key lookup per request.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Db } from '../db';

export const ACCOUNT_DELETED = { code: 'ACCOUNT_DELETED', message: 'The account does not exist or was deleted.' } as const;

export async function isLiveCustomer(db: Db, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('account_deleted').where('id', '=', customerId).executeTakeFirst()
    .catch(() => undefined); // not a uuid
  return !!row && !row.account_deleted;
}

export function refuseDeletedAccount(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.accountId || !(await isLiveCustomer(db, req.accountId))) return void res.status(404).json(ACCOUNT_DELETED);
    next();
  };
}

/** The bearer check, then the deleted-account check, as one handler (route modules take one). */
export function liveBearer(bearer: RequestHandler, db: Db): RequestHandler {
  const live = refuseDeletedAccount(db);
  return (req, res, next) => bearer(req, res, (error?: unknown) => (error ? next(error) : void live(req, res, next).catch(next)));
}
