// Inserts the demo order world (demo-orders.ts) when there is none yet — on a fresh database right after the demo
// customers, and on one seeded before the orders existed. Dates relative to `now`; batch inserts, one transaction.
// insertOrderPlan also serves the orders of customers added later (seed-projects.ts: Ava Wilson's photo books).
import { randomBytes } from 'node:crypto';
import type { Address, PrintedPhotoRef } from './schema-orders';
import { ARTICLES, demoOrderPlan, type DemoAccount, type PlannedOrder, type PlannedProduct } from './demo-orders';
import type { Db } from './index';
import { DEMO_IDS } from './seed';
import { stage } from '../orders/status';

const DAY = 24 * 3600_000;

export const HOME: Partial<Record<DemoAccount, Address & { currency: string }>> = {
  emma: { firstName: 'Emma', lastName: 'Janssen', company: null, streetName: 'Keizersgracht', streetNumber: '123', addition: null, postalCode: '1015 CJ', city: 'Amsterdam', countryCode: 'NL', phone: '+31 20 123 4567', currency: 'EUR' },
  lucas: { firstName: 'Lucas', lastName: 'Meyer', company: null, streetName: 'Torstraße', streetNumber: '45', addition: null, postalCode: '10119', city: 'Berlin', countryCode: 'DE', phone: '+49 30 1234567', currency: 'EUR' },
  mia: { firstName: 'Mia', lastName: 'Clarke', company: null, streetName: 'Baker Street', streetNumber: '221B', addition: null, postalCode: 'NW1 6XE', city: 'London', countryCode: 'GB', phone: null, currency: 'GBP' },
  sophie: { firstName: 'Sophie', lastName: 'Laurent', company: null, streetName: 'Rue de Rivoli', streetNumber: '12', addition: null, postalCode: '75001', city: 'Paris', countryCode: 'FR', phone: '+33 1 42 60 30 00', currency: 'EUR' },
  avaWilson: { firstName: 'Ava', lastName: 'Wilson', company: null, streetName: 'Deansgate', streetNumber: '221', addition: null, postalCode: 'M3 4EN', city: 'Manchester', countryCode: 'GB', phone: null, currency: 'GBP' },
  oliver: { firstName: 'Oliver', lastName: 'Bennett', company: 'Bennett Studio Ltd', streetName: 'Carnaby Street', streetNumber: '14', addition: null, postalCode: 'W1F 9PB', city: 'London', countryCode: 'GB', phone: '+44 20 7946 0321', currency: 'GBP' },
};

const pickupPoint = ({ firstName, lastName, countryCode }: Address): Address => ({
  firstName, lastName, company: 'Pick-up point — Bruna Westerstraat', streetName: 'Westerstraat', streetNumber: '79', addition: null,
  postalCode: countryCode === 'FR' ? '75004' : '1015 LX', city: countryCode === 'FR' ? 'Paris' : 'Amsterdam', countryCode, phone: null,
});

/** Payment-changed date: the dispatch for shipped products, shortly after the order when paid or refused, else null. */
function changedAt(product: PlannedProduct, created: Date, now: number): Date | null {
  if (product.changedDaysAgo !== undefined) return new Date(now - product.changedDaysAgo * DAY);
  if (product.status === 'paymentPending') return null;
  return new Date(created.getTime() + (stage(product.status) === 4 ? DAY : 10 * 60_000));
}

export async function seedOrders(db: Db, now = Date.now()): Promise<boolean> {
  if (await db.selectFrom('super_orders').select('code').limit(1).executeTakeFirst()) return false;
  const present = new Set((await db.selectFrom('customers').select('id').execute()).map((c) => c.id));
  const plan = demoOrderPlan().filter((o) => present.has(DEMO_IDS[o.account]) && HOME[o.account]);
  if (!plan.length) return false;
  await db.transaction().execute(async (trx) => {
    await insertOrderPlan(trx, plan, now);
    const day = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);
    await trx.insertInto('voucher_offers').values([
      { code: 'SUMMER20', title: '20% off photo books', discount_type: 'percentage', percentage: 20, amount: null, currency: null, valid_until: day(60) },
      { code: 'FREEPRINTS', title: '50 free prints', discount_type: 'giftCard', percentage: null, amount: 1250, currency: 'EUR', valid_until: day(200) },
      { code: 'WELCOME5', title: '€5 off your first order', discount_type: 'amount', percentage: null, amount: 500, currency: 'EUR', valid_until: day(365) },
    ]).execute();
  });
  return true;
}

/** Inserts planned orders of present customers (with HOME addresses): products, files, widgets, blocked orders. */
export async function insertOrderPlan(db: Db, plan: PlannedOrder[], now: number): Promise<void> {
  const photos = new Map<DemoAccount, PrintedPhotoRef[]>();
  for (const account of new Set(plan.filter((o) => o.products.some((x) => x.printed)).map((o) => o.account))) {
    const rows = await db.selectFrom('photos').select(['id', 'local_file_name', 'width', 'height']).where('user_id', '=', DEMO_IDS[account])
      .orderBy('created_at').orderBy('id').limit(20).execute();
    photos.set(account, rows.map((r) => ({ imageId: r.id, localFileName: r.local_file_name, width: r.width, height: r.height })));
  }

  const rows = plan.map((order: PlannedOrder, i) => {
    const created = new Date(now - order.daysAgo * DAY - (i % 60) * 60_000);
    const home = HOME[order.account]!;
    const { currency, ...address } = home;
    const accountId = DEMO_IDS[order.account];
    return {
      order: {
        code: order.code, account_id: accountId, origin: order.origin ?? 'Resnap' as const, currency,
        delivery_type: order.pickupPoint ? 'PickupPoint' as const : 'Home' as const,
        delivery_address: JSON.stringify(order.pickupPoint ? pickupPoint(address) : address), temp_selection_id: null, created_at: created,
      },
      products: order.products.map((product, k) => {
        const article = ARTICLES[product.article];
        const quantity = product.quantity ?? 1;
        const printed = (photos.get(order.account) ?? []).slice(0, product.printed ?? 0);
        return {
          code: `${order.code}-${k + 1}`, super_order_code: order.code, account_id: accountId, position: k + 1,
          article_name: product.article, article_type: article.type, title: product.title ?? article.title, quantity,
          status: product.status, payment_changed_date: changedAt(product, created, now), created_at: created,
          price_amount: article.unit * quantity, currency, voucher: product.voucher ?? null,
          voucher_details: product.voucherDetails ? JSON.stringify(product.voucherDetails) : null,
          printed_photos: JSON.stringify(printed),
        };
      }),
      source: order,
    };
  });

  const supers = rows.map((r) => r.order);
  const inner = rows.flatMap((r) => r.products);
  for (let i = 0; i < supers.length; i += 500) await db.insertInto('super_orders').values(supers.slice(i, i + 500)).execute();
  for (let i = 0; i < inner.length; i += 500) await db.insertInto('orders').values(inner.slice(i, i + 500)).execute();
  const products = rows.flatMap((r) => r.source.products.map((product, k) => ({ product, code: `${r.source.code}-${k + 1}` })));
  const files = products.filter((x) => x.product.pdf)
    .map(({ product, code }) => ({ product_code: code, purpose: 'product.pdf', file_name: `${ARTICLES[product.article].type}-${code}.pdf` }));
  if (files.length) await db.insertInto('product_files').values(files).execute();
  const widgets = products.filter((x) => x.product.widgetDaysAgo !== undefined).map(({ product, code }) => ({
    product_code: code, token: randomBytes(24).toString('base64url'), requested_at: new Date(now - product.widgetDaysAgo! * DAY),
  }));
  if (widgets.length) await db.insertInto('widgets').values(widgets).execute();
  const blocked = rows.filter((r) => r.source.blocked).map((r) => ({ super_order_code: r.source.code, reason: r.source.blocked! }));
  if (blocked.length) await db.insertInto('blocked_orders').values(blocked).execute();
}
