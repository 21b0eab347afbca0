// Customer API (contracts/customer-api.yaml v2), behind the bearer and the deleted-account check (account/live.ts):
// the signed-in customer's personal details, a business customer's FTP integration and company details, payment
// method and cookie consent. The address book is ./addresses.ts. The record itself (`customerRecordRoute`) is behind
// the bearer only: a record marked deleted answers itself, saying so.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { components, operations } from '../../../contracts/__generated__/customer-api';
import { saveCompanyDetails, validateCompanyDetails } from '../../account/company-details';
import { ftpInstructions, validateFtpPatch } from '../../account/ftp-integration';
import { ACCOUNT_DELETED } from '../../account/live';
import { availablePaymentMethods, isPaymentMethod } from '../../account/payment-methods';
import { validatePersonalDetails } from '../../account/personal-details';
import { addressBook, addressJson, defaultAddress } from '../../addresses/book';
import type { Db } from '../../db';
import { jsonBody } from '../limits';
import { addressRoutes } from './addresses';

type Customer = components['schemas']['Customer'];
type PaymentMethod = components['schemas']['PaymentMethod'];
type CookieConsent = components['schemas']['CookieConsent'];
export type ErrorBody = components['schemas']['Error'];
type ConsentCode = CookieConsent['code'];

const CONSENT_CODES: readonly string[] = ['00', '01', '10', '11'] satisfies ConsentCode[];

/**
 * The customer's record; undefined when there is none to answer: no such account, or one whose deletion the customer
 * confirmed (gone for every API). An account marked deleted otherwise (by customer care: alex@example.com) answers
 * its record with `accountDeleted: true`, which clients treat as the 404 (spec §1, §7).
 */
export async function customerJson(db: Db, customerId: string): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
  if (!row || (row.account_deleted && await deletionConfirmed(db, row.id))) return undefined;
  const addresses = await addressBook(db, row.id).execute();
  const business = row.amr === 'b2b';
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    vatNumber: row.vat_number,
    accountDeleted: row.account_deleted,
    changed: row.changed,
    addresses: addresses.map(addressJson),
    ftpIntegration: business ? ftpInstructions(row) : null,
    businessAccountStatus: business ? (row.business_account_status ?? 'Default') : null,
  };
}

const deletionConfirmed = async (db: Db, customerId: string) =>
  !!(await db.selectFrom('account_deletions').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst());

/** GET /customers/me: the record (one marked deleted says so), else 404 ACCOUNT_DELETED. Mounted behind the bearer only. */
export function customerRecordRoute(db: Db): RequestHandler {
  return async (req: Request, res: Response<Customer | ErrorBody>) => {
    const customer = await customerJson(db, req.accountId!);
    if (!customer) return void res.status(404).json(ACCOUNT_DELETED);
    res.json(customer);
  };
}

async function paymentMethodJson(db: Db, customerId: string): Promise<PaymentMethod> {
  const [row, address] = await Promise.all([
    db.selectFrom('customers').select('payment_method').where('id', '=', customerId).executeTakeFirstOrThrow(),
    defaultAddress(db, customerId),
  ]);
  const available = availablePaymentMethods(address?.country_code);
  // A method chosen in another country (the default address moved) is not offered here: no choice yet.
  return { method: row.payment_method && available.includes(row.payment_method) ? row.payment_method : null, available };
}

export function customerRoutes(db: Db): Router {
  const router = Router();
  router.use(jsonBody());

  router.put('/customers/me', async (req: Request, res: Response<Customer | ErrorBody>) => {
    const result = validatePersonalDetails(req.body);
    if ('fieldErrors' in result) {
      return void res.status(400).json({ code: 'INVALID_PERSONAL_DETAILS', message: 'The personal details are not valid.', fieldErrors: result.fieldErrors });
    }
    await db.updateTable('customers').set({ first_name: result.firstName, last_name: result.lastName })
      .where('id', '=', req.accountId!).where('account_deleted', '=', false).execute();
    const customer = await customerJson(db, req.accountId!);
    if (!customer) return void res.status(404).json(ACCOUNT_DELETED);
    res.json(customer);
  });

  // The partial update: the FTP integration of a business customer (a consumer has none: 403).
  router.patch('/customers/me', async (req: Request, res: Response<Customer | ErrorBody>) => {
    const row = await db.selectFrom('customers').select(['amr', 'account_deleted']).where('id', '=', req.accountId!).executeTakeFirst();
    if (!row || row.account_deleted) return void res.status(404).json(ACCOUNT_DELETED);
    if (row.amr !== 'b2b') return void res.status(403).json({ code: 'FORBIDDEN', message: 'The FTP integration is for business customers only.' });
    const result = validateFtpPatch(req.body);
    if ('fieldErrors' in result) {
      return void res.status(400).json({ code: 'INVALID_FTP_INTEGRATION', message: 'The FTP integration is not valid.', fieldErrors: result.fieldErrors });
    }
    if (Object.keys(result).length) await db.updateTable('customers').set(result).where('id', '=', req.accountId!).execute();
    const customer = await customerJson(db, req.accountId!);
    if (!customer) return void res.status(404).json(ACCOUNT_DELETED);
    res.json(customer);
  });

  // The company details of a business customer (a consumer has none: 403); completing them moves Default to New.
  router.put('/customers/me/company', async (req: Request, res: Response<Customer | ErrorBody>) => {
    const row = await db.selectFrom('customers').select(['amr', 'account_deleted']).where('id', '=', req.accountId!).executeTakeFirst();
    if (!row || row.account_deleted) return void res.status(404).json(ACCOUNT_DELETED);
    if (row.amr !== 'b2b') return void res.status(403).json({ code: 'FORBIDDEN', message: 'Company details are for business customers only.' });
    const result = validateCompanyDetails(req.body);
    if ('fieldErrors' in result) {
      return void res.status(400).json({ code: 'INVALID_COMPANY_DETAILS', message: 'The company details are not valid.', fieldErrors: result.fieldErrors });
    }
    const customer = (await saveCompanyDetails(db, req.accountId!, result)) ? await customerJson(db, req.accountId!) : undefined;
    if (!customer) return void res.status(404).json(ACCOUNT_DELETED);
    res.json(customer);
  });

  router.use('/customers/me/addresses', addressRoutes(db));

  type PaymentAnswer = operations['getPaymentMethod']['responses']['200']['content']['application/json'];
  router.get('/customers/me/payment-method', async (req: Request, res: Response<PaymentAnswer>) => {
    res.json(await paymentMethodJson(db, req.accountId!));
  });

  router.put('/customers/me/payment-method', async (req: Request, res: Response<PaymentAnswer | ErrorBody>) => {
    const method: unknown = req.body?.method;
    if (!isPaymentMethod(method)) {
      return void res.status(400).json({ code: 'BAD_REQUEST', message: 'method must be one of the payment method types.' });
    }
    const { available } = await paymentMethodJson(db, req.accountId!);
    if (!available.includes(method)) {
      return void res.status(400).json({ code: 'PAYMENT_METHOD_UNAVAILABLE', message: 'This payment method is not offered in your country.' });
    }
    await db.updateTable('customers').set({ payment_method: method }).where('id', '=', req.accountId!).execute();
    res.json(await paymentMethodJson(db, req.accountId!));
  });

  router.get('/customers/me/cookie-consent', async (req: Request, res: Response<CookieConsent>) => {
    const row = await db.selectFrom('customers').select('cookie_consent').where('id', '=', req.accountId!).executeTakeFirstOrThrow();
    res.json({ code: row.cookie_consent });
  });

  router.put('/customers/me/cookie-consent', async (req: Request, res: Response<CookieConsent | ErrorBody>) => {
    const code: unknown = req.body?.code;
    if (typeof code !== 'string' || !CONSENT_CODES.includes(code)) {
      return void res.status(400).json({ code: 'INVALID_CONSENT_CODE', message: 'The consent code must be 00, 01, 10 or 11.' });
    }
    await db.updateTable('customers').set({ cookie_consent: code as ConsentCode }).where('id', '=', req.accountId!).execute();
    res.json({ code: code as ConsentCode });
  });

  return router;
}
