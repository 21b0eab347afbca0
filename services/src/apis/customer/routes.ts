// Customer API (contracts/customer-api.yaml): the signed-in customer's record.
import { Router, type Request, type Response } from 'express';
import type { components } from '../../../contracts/__generated__/customer-api';
import type { Db } from '../../db';

type Customer = components['schemas']['Customer'];
type ErrorBody = components['schemas']['Error'];

export function customerRoutes(db: Db): Router {
  const router = Router();

  router.get('/customers/me', async (req: Request, res: Response<Customer | ErrorBody>) => {
    const row = await db.selectFrom('customers').selectAll().where('id', '=', req.accountId!).executeTakeFirst();
    if (!row || row.account_deleted) {
      res.status(404).json({ message: 'The account does not exist or was deleted.' });
      return;
    }
    const addresses = await db.selectFrom('addresses').selectAll().where('customer_id', '=', row.id).orderBy('id').execute();
    const business = row.amr === 'b2b';
    res.json({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      companyName: row.company_name,
      accountDeleted: row.account_deleted,
      changed: row.changed,
      addresses: addresses.map((a) => ({
        id: a.id,
        name: a.name,
        street: a.street,
        houseNumber: a.house_number,
        postalCode: a.postal_code,
        city: a.city,
        countryCode: a.country_code,
        ...(a.phone ? { phoneNumber: a.phone } : {}),
      })),
      ftpIntegration: business ? { callbackUrl: row.callback_url, callbackFormat: row.callback_format } : null,
      businessAccountStatus: business ? (row.business_account_status ?? 'Default') : null,
    });
  });

  return router;
}
