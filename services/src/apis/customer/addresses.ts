// The address book of the Customer API: GET/POST /customers/me/addresses, PUT/DELETE /customers/me/addresses/{id}.
// Validation is the order world's (orders/address.ts, spec §5 messages). At most 50 addresses; exactly one default
// while the book is not empty (the first address, one sent with isDefault true, or — when the default is deleted —
// the oldest remaining). isDefault false never leaves the book without a default. Another customer's or an unknown
// id is a 404. Changes of one customer run one at a time (the customer row is locked), so the count and the default
// hold under concurrent calls.
import { Router, type Request, type Response } from 'express';
import type { components } from '../../../contracts/__generated__/customer-api';
import { addressBook, addressColumns, addressJson, MAX_ADDRESSES } from '../../addresses/book';
import type { Db } from '../../db';
import { UUID } from '../../library/deps';
import { validateAddress } from '../../orders/address';
import type { ErrorBody } from './routes';

type Address = components['schemas']['Address'];
type Items = { items: Address[] };

const NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: 'No such address.' };

/** The validated address and isDefault, or the 400 answer. */
function parse(body: unknown): { address: ReturnType<typeof addressColumns>; isDefault?: boolean } | { error: ErrorBody } {
  const isDefault = (body as { isDefault?: unknown } | undefined)?.isDefault;
  if (isDefault !== undefined && typeof isDefault !== 'boolean') {
    return { error: { code: 'BAD_REQUEST', message: 'isDefault must be true or false.' } };
  }
  const result = validateAddress(body);
  if ('fieldErrors' in result) {
    return { error: { code: 'INVALID_ADDRESS', message: 'The address is not valid.', fieldErrors: result.fieldErrors } };
  }
  return { address: addressColumns(result.address), isDefault };
}

export function addressRoutes(db: Db): Router {
  const router = Router();
  const lock = (trx: Db, customerId: string) =>
    trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirstOrThrow();

  router.get('/', async (req: Request, res: Response<Items>) => {
    res.json({ items: (await addressBook(db, req.accountId!).execute()).map(addressJson) });
  });

  router.post('/', async (req: Request, res: Response<Address | ErrorBody>) => {
    const input = parse(req.body);
    if ('error' in input) return void res.status(400).json(input.error);
    const customerId = req.accountId!;
    const row = await db.transaction().execute(async (trx) => {
      await lock(trx, customerId);
      const { n } = await trx.selectFrom('addresses').select((eb) => eb.fn.countAll<string>().as('n'))
        .where('customer_id', '=', customerId).executeTakeFirstOrThrow();
      if (Number(n) >= MAX_ADDRESSES) return undefined;
      const makeDefault = input.isDefault === true || Number(n) === 0;
      if (makeDefault) await trx.updateTable('addresses').set({ is_default: false }).where('customer_id', '=', customerId).execute();
      return trx.insertInto('addresses').values({ customer_id: customerId, ...input.address, is_default: makeDefault })
        .returningAll().executeTakeFirstOrThrow();
    });
    if (!row) {
      return void res.status(409).json({ code: 'TOO_MANY_ADDRESSES', message: `The address book holds at most ${MAX_ADDRESSES} addresses.` });
    }
    res.status(201).json(addressJson(row));
  });

  router.put('/:id', async (req: Request, res: Response<Address | ErrorBody>) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) return void res.status(404).json(NOT_FOUND);
    const input = parse(req.body);
    if ('error' in input) return void res.status(400).json(input.error);
    const customerId = req.accountId!;
    const row = await db.transaction().execute(async (trx) => {
      await lock(trx, customerId);
      const own = await trx.selectFrom('addresses').select('id').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
      if (!own) return undefined;
      if (input.isDefault === true) {
        await trx.updateTable('addresses').set({ is_default: false }).where('customer_id', '=', customerId).where('id', '!=', id).execute();
      }
      return trx.updateTable('addresses')
        .set({ ...input.address, ...(input.isDefault === true ? { is_default: true } : {}) })
        .where('id', '=', id).where('customer_id', '=', customerId).returningAll().executeTakeFirstOrThrow();
    });
    if (!row) return void res.status(404).json(NOT_FOUND);
    res.json(addressJson(row));
  });

  router.delete('/:id', async (req: Request, res: Response<ErrorBody>) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) return void res.status(404).json(NOT_FOUND);
    const customerId = req.accountId!;
    const deleted = await db.transaction().execute(async (trx) => {
      await lock(trx, customerId);
      const gone = await trx.deleteFrom('addresses').where('id', '=', id).where('customer_id', '=', customerId)
        .returning('is_default').executeTakeFirst();
      if (gone?.is_default) {
        const next = await addressBook(trx, customerId).select('id').executeTakeFirst();
        if (next) await trx.updateTable('addresses').set({ is_default: true }).where('id', '=', next.id).execute();
      }
      return !!gone;
    });
    if (!deleted) return void res.status(404).json(NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
