import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PORT, SERVICES_PORT } from './ports';

const accounts: Array<{ kind: string; email: string; password: string; firstName: string; description: string }> =
  JSON.parse(readFileSync(new URL('../../services/src/db/demo-accounts.json', import.meta.url), 'utf8'));

export type DemoKind =
  | 'consumer' | 'business' | 'deleted' | 'importing' | 'small-library' | 'shared-owner' | 'albums' | 'email-change' | 'deletion'
  | 'business-default' | 'business-blocked' | 'business-active' | 'projects' | 'fotoutskrift-id'
  | 'feedback' | 'feedback-control' | 'feedback-no-consent';

/** Who signs in: an e-mail address and password (a demo account, or a fresh customer). */
export interface Account {
  email: string;
  password: string;
  firstName: string;
}

export function demoAccount(kind: DemoKind) {
  const account = accounts.find((a) => a.kind === kind);
  if (!account) throw new Error(`no demo account of kind ${kind}`);
  return account;
}

/** The product's texts in a locale (client/src/i18n/messages/<locale>.json), for journeys on a site of that locale. */
export const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8'));

/** A customer of its own for a journey that changes data, made from a demo account by the services' test switch. */
export interface FreshCustomer extends Account {
  id: string;
  lastName: string;
  /** The demo account's super order codes (demo-orders.json) and this customer's. */
  orderCodes: Record<string, string>;
}

/**
 * A new customer with everything the demo account `template` has (photos, albums, orders, addresses …) under new ids
 * and a new e-mail address (POST /_test-customers, on in the end-to-end stack only). A journey that changes data signs
 * in as one, so it never meets the changes of a journey beside it, nor those of its own first try.
 */
export async function freshCustomer(template: DemoKind, { newsletterChannel, servicesPort = SERVICES_PORT }: {
  /** The brand site the copy's pending newsletter subscription was made on (its confirmation e-mail is that site's). */
  newsletterChannel?: string;
  /** The services of another stack than the journeys' main one (the two-gateway stack's). */
  servicesPort?: number;
} = {}): Promise<FreshCustomer> {
  const res = await fetch(`http://localhost:${servicesPort}/_test-customers`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ template, newsletterChannel }),
  });
  if (res.status !== 201) throw new Error(`no fresh customer from ${template}: ${res.status} ${await res.text()}`);
  return (await res.json()) as FreshCustomer;
}

/**
 * Fills the identity provider's login form (the page the app redirected to), in whatever language the site's sign-in
 * page speaks (it is in the site's locale: the fields are found by their names, not their labels).
 */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = page.locator('form[action*="/interaction/"]');
  await expect(form).toBeVisible();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** A signed-in user as the product keeps it in the browser (oidc-client-ts: `oidc.user:<authority>:<client id>`). */
interface StoredUser {
  key: string;
  value: string;
}

/**
 * The users this worker has signed in as, by site and e-mail address (demo accounts only: a fresh customer signs in
 * once). A journey that signs in as a demo account the worker has already signed in as, on the same site, starts
 * with that user in the browser's storage, as a customer who comes back does: one page load instead of three (the
 * product, the provider's form, the product again). The tokens last eight hours; nothing a journey does revokes them.
 */
const storedUsers = new Map<string, StoredUser>();

/** The user the product stored once the provider sent the browser back to `site`. */
async function storedUserOn(page: Page, site: string): Promise<StoredUser> {
  let stored: StoredUser | null = null;
  await expect.poll(async () => {
    if (new URL(page.url()).origin !== site) return null;
    stored = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        if (key.startsWith('oidc.user:')) return { key, value: localStorage.getItem(key)! };
      }
      return null;
    }).catch(() => null); // the page was between two documents
    return stored;
  }, { timeout: 30_000 }).not.toBeNull();
  return stored!;
}

export interface SignInOptions {
  /** Through the provider's form even when this worker has signed in as the demo account on this site before. */
  throughLoginForm?: boolean;
}

/**
 * Opens `path` on `origin` (default the product) signed in as a demo account (its kind) or as a fresh customer:
 * through the real provider's form, or — a demo account this worker has signed in as on this site before — with its
 * stored user (see `storedUsers`). A journey about signing in itself says `throughLoginForm`.
 */
export async function signIn<A extends Account = Account>(page: Page, who: DemoKind | A, path = '/', origin?: string,
  { throughLoginForm = false }: SignInOptions = {}) {
  const account = typeof who === 'string' ? demoAccount(who) : who;
  const site = new URL(origin ?? `http://localhost:${PORT}`).origin;
  const url = origin ? new URL(path, origin).toString() : path;
  const kept = typeof who === 'string' ? storedUsers.get(`${site} ${account.email}`) : undefined;
  if (kept && !throughLoginForm) {
    // Once, in the page's first document on the site: a sign-out later in the journey stays signed out.
    await page.addInitScript(({ site: on, key, value, email }) => {
      const flag = `e2e:stored-user:${email}`;
      if (window.location.origin !== on || sessionStorage.getItem(flag)) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem(flag, '1');
    }, { site, ...kept, email: account.email });
    await page.goto(url);
    return account;
  }
  await page.goto(url);
  await submitLogin(page, account.email, account.password);
  if (typeof who === 'string') storedUsers.set(`${site} ${account.email}`, await storedUserOn(page, site));
  return account;
}

/** The access token the client stored after sign-in (oidc-client-ts user in localStorage). */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return JSON.parse(localStorage.getItem(key)!).access_token as string;
    }
    throw new Error('no signed-in user in localStorage');
  });
}

/** Collects the page's Content-Security-Policy violations (Chromium reports each as a console error). */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Waits until the element and what it holds have finished their animations (a bar sliding in): a pointer that rests
 * where a moving element was gets no hover when it moves under it, so point at it once it has settled.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/**
 * Switches the services' fault switch on (the end-to-end stack has it) for `customer`'s requests only, so journeys
 * beside this one never meet it, e.g. `{ method: 'GET', path: '/order-api/v2/superorders/me', status: 503 }`. Answers
 * what removes it again.
 */
export async function customerFault(request: APIRequestContext, customer: { id: string }, body: Record<string, unknown>) {
  const faults = `http://localhost:${SERVICES_PORT}/_faults`;
  const res = await request.put(faults, { data: { ...body, customer: customer.id } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return async () => void (await request.delete(`${faults}/${id}`));
}
