import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The name of a seeded order with a well-known code. */
export type DemoOrderName = keyof (typeof import('../../services/src/db/demo-orders.json'))['orders'];

/** The seeded orders with well-known codes (services/src/db/demo-orders.json), by name. */
export const demoOrder: Record<DemoOrderName, { account: string; code: string; exercises: string }> = JSON.parse(
  readFileSync(new URL('../../services/src/db/demo-orders.json', import.meta.url), 'utf8'),
).orders;

/** The super order code of a well-known order: the demo account's, or its copy's in a fresh customer made from it. */
export function orderCode(name: DemoOrderName, customer?: { orderCodes: Record<string, string> }): string {
  const order = demoOrder[name];
  if (!customer) return order.code;
  const [code, product] = order.code.split(/-(?=\d+$)/);
  const copy = customer.orderCodes[code!];
  if (!copy) throw new Error(`the fresh customer has no copy of order ${order.code}`);
  return product ? `${copy}-${product}` : copy;
}

/** A section of /orders ('In progress' or 'History'), named by its heading. */
export const orderSection = (page: Page, name: 'In progress' | 'History') =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

/** The row of an order in a section, pressing 'Load more' until it is there (or nothing more can be loaded). */
export async function findOrderRow(page: Page, name: 'In progress' | 'History', code: string): Promise<Locator> {
  const section = orderSection(page, name);
  const row = section.getByTestId('order-row').filter({ has: page.getByRole('link', { name: `Order ${code}`, exact: true }) });
  await expect(section.getByTestId('order-row').first()).toBeVisible();
  for (let i = 0; i < 30 && (await row.count()) === 0; i++) {
    const more = section.getByRole('button', { name: 'Load more' });
    if ((await more.count()) === 0) break;
    const before = await section.getByTestId('order-row').count();
    await more.click();
    await expect.poll(() => section.getByTestId('order-row').count()).toBeGreaterThan(before);
  }
  return row;
}
