import { expect, type Page } from '@playwright/test';
import { SERVICES_PORT } from './ports';

/** The web mailbox of the services' embedded SMTP server (every e-mail the stack sends lands there). */
export const MAILBOX_URL = `http://localhost:${SERVICES_PORT}/mailbox`;

const messageLinks = (page: Page) => page.locator('a[href*="/mailbox/messages/"]');

/**
 * Opens the mailbox list for `to` (newest first) and waits until a message with `subject` has arrived (mail is sent
 * after the request that causes it has answered), reloading the list meanwhile.
 */
export async function openMailboxFor(page: Page, to: string, subject: string) {
  await expect(async () => {
    await page.goto(`${MAILBOX_URL}?to=${encodeURIComponent(to)}`);
    await expect(messageLinks(page).filter({ hasText: subject }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the newest e-mail to `to` with `subject` (through the mailbox pages: list, then the message). */
export async function openNewestMail(page: Page, to: string, subject: string) {
  await openMailboxFor(page, to, subject);
  await messageLinks(page).filter({ hasText: subject }).first().click();
  await expect(page.getByText(subject).first()).toBeVisible();
}

/** The confirmation link of the open message (its text part shows links as real links): the one to `path`. */
export async function confirmationLink(page: Page, path: string): Promise<string> {
  const link = page.locator(`a[href*="${path}?"]`).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no link to ${path} in the message`);
  return href;
}

/** Follows the open message's confirmation link to `path`, as a customer clicking it in their mail program. */
export async function followConfirmationLink(page: Page, path: string): Promise<string> {
  const href = await confirmationLink(page, path);
  await page.goto(href);
  return href;
}
