import { expect, test, type Page } from '@playwright/test';
import { followConfirmationLink, confirmationLink, openNewestMail } from './mailbox';
import { demoAccount, freshCustomer, signIn, submitLogin } from './support';

// The account's life, end to end through the real e-mails: the services send them over SMTP to their embedded
// server, and the journeys read them in its web mailbox, like a customer in their mail program.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const PASSWORD_REFUSED = 'The e-mail address or password is incorrect.';

/** A fresh address per run (the journeys may run again on the same data). */
const freshAddress = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.net`;

/** Whether this browser still keeps a signed-in user for the site. */
const signedInHere = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oidc.user:')));

async function requestEmailChange(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'New e-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
}

test('a customer changes their e-mail address by the link in the confirmation e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  const ava = await freshCustomer('email-change');
  const newEmail = freshAddress('ava.wright');
  await signIn(page, ava, '/settings/email');
  await expect(h1(page, 'Change email address')).toBeVisible();
  await requestEmailChange(page, newEmail);
  await expect(page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${newEmail}.` })).toBeVisible();

  await openNewestMail(page, newEmail, 'Confirm your new e-mail address');
  const link = await followConfirmationLink(page, '/change-email-confirmation');
  expect(new URL(link).searchParams.get('confirmation-token')).toBeTruthy();

  // Confirmed and signed out (here and at the identity provider), on the success page of the same site.
  await expect(page).toHaveURL(/\/change-email-success$/, { timeout: 30_000 });
  await expect(h1(page, 'Your email address has been changed')).toBeVisible();
  expect(await signedInHere(page)).toBe(false);

  // The link works once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/change-email-error$/);
  await expect(h1(page, "Your email wasn't changed")).toBeVisible();
  await expect(page.getByText('Something went wrong with the email change. Could you please try again?')).toBeVisible();

  // The new address signs in ...
  await page.goto('/change-email-success');
  await page.getByRole('link', { name: 'Continue' }).click();
  await submitLogin(page, newEmail, ava.password);
  await expect(h1(page, 'My account overview')).toBeVisible();
  await page.goto('/settings/email');
  await expect(page.getByText(newEmail).first()).toBeVisible();

  // ... the old one no longer does.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  await submitLogin(page, ava.email, ava.password);
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_REFUSED);
});

test('an address already in use is refused; the 4th change request within the hour is one too many', async ({ page }) => {
  test.setTimeout(120_000);
  // A customer of its own, so that the limit is counted for this journey alone.
  await signIn(page, await freshCustomer('albums'), '/settings/email');
  await expect(h1(page, 'Change email address')).toBeVisible();

  await requestEmailChange(page, demoAccount('consumer').email.toUpperCase());
  await expect(page.getByText('This e-mail address is already in use.')).toBeVisible();

  // The refused request counted too: two more links, then the 4th request is refused.
  for (let request = 1; request <= 2; request++) {
    const email = freshAddress(`lucas${request}`);
    await requestEmailChange(page, email);
    await expect(page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${email}.` })).toBeVisible();
  }
  await requestEmailChange(page, freshAddress('lucas3'));
  await expect(page.getByRole('alert').filter({ hasText: 'You have requested too many changes. Please try again later.' })).toBeVisible();
});

test('a customer deletes their account by the link in the confirmation e-mail; their photos are gone', async ({ page }) => {
  test.setTimeout(120_000);
  const leo = await freshCustomer('deletion');
  await signIn(page, leo, '/my-photos/photos');
  const photo = page.getByTestId('photo-tile').first().locator('img');
  await expect(photo).toBeVisible();
  const photoUrl = new URL((await photo.getAttribute('src'))!, page.url()).toString();
  expect((await fetch(photoUrl)).status).toBe(200); // a signed URL: no token needed

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(
    page.getByText(`Check your inbox: open the link we sent to ${leo.email} to delete your account.`),
  ).toBeVisible();

  await openNewestMail(page, leo.email, 'Confirm the deletion of your account');
  await followConfirmationLink(page, '/delete-account-confirmation');
  await expect(page).toHaveURL(/\/account-deleted$/, { timeout: 30_000 });
  await expect(h1(page, 'Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View products' })).toBeVisible();
  expect(await signedInHere(page)).toBe(false);

  // The photo's signed URL is refused from now on.
  await expect.poll(async () => (await fetch(photoUrl)).ok).toBe(false);

  // The identity provider still lets Leo in, and the product sends him to 'account deleted' (no sign-in loop).
  await page.goto('/');
  await submitLogin(page, leo.email, leo.password);
  await expect(page).toHaveURL(/\/account-deleted$/, { timeout: 30_000 });
  await expect(h1(page, 'Your account has been deleted')).toBeVisible();
  expect(await signedInHere(page)).toBe(false);
});

test('the newsletter double opt-in: a tampered link fails, the real one subscribes', async ({ page }) => {
  // Emma's pending subscription, copied: its confirmation e-mail goes to the fresh customer's address.
  const emma = await freshCustomer('consumer');
  await openNewestMail(page, emma.email, 'Confirm your subscription to the PhotoPrint newsletter');
  const link = new URL(await confirmationLink(page, '/subscription-confirmation'));
  expect(link.searchParams.get('email')).toBe(emma.email);
  const token = link.searchParams.get('confirmation-token')!;

  const tampered = new URL(link);
  tampered.searchParams.set('confirmation-token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
  await page.goto(tampered.toString());
  await expect(h1(page, 'Your subscription failed')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription-confirmation-error/);
  await expect(page.getByText('Something went wrong with the subscription. Could you please try again?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();

  await page.goto(link.toString()); // no sign-in needed
  await expect(h1(page, 'Success! Your e-mail address has been successfully subscribed')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription-confirmation-success$/);
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  expect(await signedInHere(page)).toBe(false);
});
