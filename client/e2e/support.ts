import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

const accounts: Array<{ kind: string; email: string; password: string; firstName: string; description: string }> =
  JSON.parse(readFileSync(new URL('../../services/src/db/demo-accounts.json', import.meta.url), 'utf8'));

export type DemoKind =
  | 'consumer' | 'business' | 'deleted' | 'importing' | 'small-library' | 'shared-owner' | 'albums' | 'email-change' | 'deletion'
  | 'business-default' | 'business-blocked' | 'business-active' | 'projects' | 'fotoutskrift-id'
  | 'feedback' | 'feedback-control' | 'feedback-no-consent';

export function demoAccount(kind: DemoKind) {
  const account = accounts.find((a) => a.kind === kind);
  if (!account) throw new Error(`no demo account of kind ${kind}`);
  return account;
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

/** Opens `path` on `origin` (default the product) and signs in as a demo account through the real provider. */
export async function signIn(page: Page, kind: DemoKind, path = '/', origin?: string) {
  const account = demoAccount(kind);
  await page.goto(origin ? new URL(path, origin).toString() : path);
  await submitLogin(page, account.email, account.password);
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
