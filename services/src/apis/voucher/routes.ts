// Voucher API (contracts/voucher-api.yaml), mounted at /voucher-api behind the bearer: the campaign offer behind a
// voucher code (case-insensitive). Offers are the retailer's catalogue, the same for every customer; 404 = not found.
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import type { operations } from '../../../contracts/__generated__/voucher-api';
import type { Db } from '../../db';

type Offer = operations['getVoucherOffer']['responses']['200']['content']['application/json'];
type ErrorBody = operations['getVoucherOffer']['responses']['404']['content']['application/json'];

const VOUCHER_CODE = /^[A-Za-z0-9_-]{1,40}$/;

export function voucherRoutes(db: Db): Router {
  const router = Router();
  router.get('/api/v1/campaigns/offers/:code', async (req: Request, res: Response<Offer | ErrorBody>) => {
    const code = String(req.params.code);
    const row = VOUCHER_CODE.test(code)
      ? await db.selectFrom('voucher_offers')
        .select(['code', 'title', 'discount_type', 'percentage', 'amount', 'currency', sql<string>`valid_until::text`.as('valid_until')])
        .where('code', '=', code.toUpperCase()).executeTakeFirst()
      : undefined;
    if (!row) return void res.status(404).json({ code: 'NOT_FOUND', message: 'Voucher not found.' });
    res.json({
      code: row.code, title: row.title, discountType: row.discount_type, percentage: row.percentage, amount: row.amount,
      currency: row.currency, validUntil: row.valid_until,
    });
  });
  return router;
}
