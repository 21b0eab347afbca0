// The business demo customers, one per account status besides Oliver (New): Default (company details
// missing), Blocked and Active — each with an address and a few orders, recent ones (current invoices) and older ones
// (historical invoices, see invoices/list.ts). Added to a fresh database and to one seeded before them, each account
// only when missing. Dates relative to `now`. The VAT numbers (migration 011) are also given to the business demo
// customers of an older database that have none yet (Dana has none: her company details are missing).
import { hashPassword } from '../auth/password';
import accounts from './demo-accounts.json' with { type: 'json' };
import { ARTICLES, type Article } from './demo-orders';
import type { Db } from './index';
import { DEMO_IDS, OLIVER_VAT_NUMBER } from './seed';
import type { Address, RawOrderStatus } from './schema-orders';

const DAY = 24 * 3600_000;

export const BUSINESS_IDS = {
  dana: '3b18e4a5-f29a-4fc3-9da7-a4f5907c01aa',
  bruno: '4c29f5b6-03ab-4ad4-8eb8-b506a18d12bb',
  anna: '5d3a06c7-14bc-4be5-9fc9-c617b29e23cc',
} as const;

type Status = 'Default' | 'Blocked' | 'Active';
interface BusinessPlan {
  kind: string;
  status: Status;
  company: string | null;
  vatNumber: string | null;
  address: Address;
  currency: string;
  orders: { code: string; daysAgo: number; lines: { article: Article; quantity: number; status: RawOrderStatus }[] }[];
}

const PLANS: Record<keyof typeof BUSINESS_IDS, BusinessPlan> = {
  dana: {
    kind: 'business-default', status: 'Default', company: null, vatNumber: null, currency: 'EUR',
    address: { firstName: 'Dana', lastName: 'de Vries', company: null, streetName: 'Oude Markt', streetNumber: '5', addition: null,
      postalCode: '7511 GA', city: 'Enschede', countryCode: 'NL', phone: null },
    orders: [
      { code: '75000001', daysAgo: 4, lines: [{ article: 'PAP_910', quantity: 200, status: 'producing' }] },
      { code: '75000002', daysAgo: 120, lines: [{ article: 'CALENDAR_A3', quantity: 20, status: 'shipped' }] },
    ],
  },
  bruno: {
    kind: 'business-blocked', status: 'Blocked', company: 'Bruno Fotografie BV', vatNumber: 'BE0467812390', currency: 'EUR',
    address: { firstName: 'Bruno', lastName: 'Jacobs', company: 'Bruno Fotografie BV', streetName: 'Meir', streetNumber: '42', addition: null,
      postalCode: '2000', city: 'Antwerpen', countryCode: 'BE', phone: '+32 3 123 45 67' },
    orders: [
      { code: '75000011', daysAgo: 12, lines: [{ article: 'CANVAS_40x30', quantity: 6, status: 'shipped' }] },
      { code: '75000012', daysAgo: 200, lines: [{ article: 'PHOTOBOOK_A4', quantity: 10, status: 'shipped' }, { article: 'PAP_910', quantity: 400, status: 'shipped' }] },
    ],
  },
  anna: {
    kind: 'business-active', status: 'Active', company: 'Anna Schmidt Events GmbH', vatNumber: 'DE293847560', currency: 'EUR',
    address: { firstName: 'Anna', lastName: 'Schmidt', company: 'Anna Schmidt Events GmbH', streetName: 'Schanzenstraße', streetNumber: '9',
      addition: null, postalCode: '20357', city: 'Hamburg', countryCode: 'DE', phone: '+49 40 765 4321' },
    orders: [
      { code: '75000021', daysAgo: 2, lines: [{ article: 'PHOTOBOOK_XL', quantity: 25, status: 'processing' }] },
      { code: '75000022', daysAgo: 18, lines: [{ article: 'PAP_910', quantity: 1500, status: 'shipped' }, { article: 'MUG_CLASSIC', quantity: 40, status: 'shipped' }] },
      { code: '75000023', daysAgo: 95, lines: [{ article: 'CANVAS_40x30', quantity: 12, status: 'shipped' }] },
      { code: '75000024', daysAgo: 400, lines: [{ article: 'CALENDAR_A3', quantity: 60, status: 'shipped' }] },
    ],
  },
};

/** Answers the e-mail addresses it added (empty when every business demo customer was there). */
export async function seedBusiness(db: Db, now = Date.now()): Promise<string[]> {
  const added: string[] = [];
  for (const [name, id] of Object.entries(BUSINESS_IDS) as [keyof typeof BUSINESS_IDS, string][]) {
    if (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) continue;
    const plan = PLANS[name];
    const account = accounts.find((a) => a.kind === plan.kind)!;
    const password_hash = await hashPassword(account.password);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('customers').values({
        id, email: account.email, password_hash, first_name: account.firstName, last_name: account.lastName,
        company_name: plan.company, vat_number: plan.vatNumber, amr: 'b2b', business_account_status: plan.status, callback_url: null, callback_format: null,
        library_status: 'ACTIVE',
      }).execute();
      const a = plan.address;
      await trx.insertInto('addresses').values({
        customer_id: id, first_name: a.firstName, last_name: a.lastName, company: a.company, street_name: a.streetName,
        street_number: a.streetNumber, addition: a.addition, postal_code: a.postalCode, city: a.city, country_code: a.countryCode,
        phone: a.phone, is_default: true,
      }).execute();
      for (const order of plan.orders) {
        const created = new Date(now - order.daysAgo * DAY);
        await trx.insertInto('super_orders').values({
          code: order.code, account_id: id, origin: 'Resnap', currency: plan.currency, delivery_type: 'Home',
          delivery_address: JSON.stringify(a), temp_selection_id: null, created_at: created,
        }).execute();
        await trx.insertInto('orders').values(order.lines.map((line, k) => ({
          code: `${order.code}-${k + 1}`, super_order_code: order.code, account_id: id, position: k + 1, article_name: line.article,
          article_type: ARTICLES[line.article].type, title: ARTICLES[line.article].title, quantity: line.quantity, status: line.status,
          payment_changed_date: new Date(created.getTime() + (line.status === 'shipped' ? 3 * DAY : 10 * 60_000)), created_at: created,
          price_amount: ARTICLES[line.article].unit * line.quantity, currency: plan.currency, voucher: null, voucher_details: null,
          printed_photos: '[]',
        }))).execute();
      }
    });
    added.push(account.email);
  }
  await seedVatNumbers(db);
  return added;
}

/** Gives the business demo customers seeded before migration 011 their VAT number; one already set stays. */
export async function seedVatNumbers(db: Db): Promise<void> {
  const vatNumbers = [
    [BUSINESS_IDS.anna, PLANS.anna.vatNumber], [BUSINESS_IDS.bruno, PLANS.bruno.vatNumber], [DEMO_IDS.oliver, OLIVER_VAT_NUMBER],
  ] as const;
  for (const [id, vat] of vatNumbers) {
    if (vat) await db.updateTable('customers').set({ vat_number: vat }).where('id', '=', id).where('vat_number', 'is', null).execute();
  }
}
