import { MAILBOX_URL, openNewestMail } from './mailbox';
import { expect, fitsWidth, shot, test, viewports } from './screens';
import { demoAccount } from './support';

// The public pages of the account's life (no sign-in) and the web mailbox, at desktop width and at 375 px, each
// visited once: checked for what it should show, saved to test-results/screenshots/ for people to look at, and (the
// product's pages) audited by axe.

const PAGES = [
  ['account-deleted', '/account-deleted', 'Your account has been deleted', 'Create an account'],
  ['change-email-success', '/change-email-success', 'Your email address has been changed', 'Continue'],
  ['change-email-error', '/change-email-error', "Your email wasn't changed", 'Try again'],
  ['delete-account-error', '/delete-account-error', "Your account couldn't be deleted", 'Try again'],
  ['subscription-success', '/subscription-confirmation-success', 'Success! Your e-mail address has been successfully subscribed', 'Continue'],
  ['subscription-error', '/subscription-confirmation-error', 'Your subscription failed', 'Try again'],
] as const;

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`account pages at ${size} width`, () => {
    test.use({ viewport });

    test('public pages', async ({ page, look }) => {
      for (const [name, path, title, action] of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('link', { name: action })).toBeVisible();
        await fitsWidth(page);
        await look(page, path, { shot: `public-${name}-${size}` });
      }
      // A subscription link with a token that is not one: the failure page.
      await page.goto('/subscription-confirmation?confirmation-token=x&email=nobody%40example.com');
      await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible();
      await look(page, '/subscription-confirmation (a token that is not one)');

      // A confirmation link while its request is under way (held back here).
      await page.route('**/graphql', () => undefined);
      await page.goto('/delete-account-confirmation?confirmation-token=local.x.y');
      await expect(page.getByRole('heading', { level: 1, name: 'Deleting your account' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Confirming…' })).toBeVisible();
      await look(page, '/delete-account-confirmation (confirming)', { shot: `public-confirming-${size}` });
    });

    test('the mailbox and a confirmation e-mail', async ({ page }) => {
      // The services' development tool, not the product: looked at, not audited.
      const subject = 'Confirm your subscription to the PhotoPrint newsletter';
      await page.goto(MAILBOX_URL);
      await expect(page.getByText(subject).first()).toBeVisible();
      await fitsWidth(page);
      await shot(page, `mailbox-list-${size}`);
      await openNewestMail(page, demoAccount('consumer').email, subject);
      await expect(page.locator('a[href*="/subscription-confirmation?"]').first()).toBeVisible();
      await fitsWidth(page);
      await shot(page, `mailbox-message-${size}`);
    });
  });
}
