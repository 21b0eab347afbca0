import { expect, test, type Page } from '@playwright/test';
import { siteOfChannel, siteOrigin } from '@my-account/brands';
import { openNewestMail } from './mailbox';
import { readyBookOrder } from './photoBookSupport';
import { PORT } from './ports';
import { catalogue, freshCustomer, signIn, type FreshCustomer } from './support';

// Every e-mail the services send, in the language of the brand site it was asked for on: a German and a Swedish
// customer each trigger it as they would (the settings' e-mail change and account deletion, the newsletter they
// subscribed to in the shop, the share of their online photo book) and read it in the mailbox.

const PRODUCT = `http://localhost:${PORT}`;

interface MailTexts {
  subject: string;
  /** The button of the HTML part, also the text part's link line. */
  button: string;
}

const SITES = [
  {
    channel: 'fotodruck-de', locale: 'de-DE', hello: (name: string) => `Hallo ${name},`, team: 'Ihr FotoDruck-Team',
    emailChange: { subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse', button: 'Meine neue E-Mail-Adresse bestätigen' },
    deletion: { subject: 'Bestätigen Sie die Löschung Ihres Kontos', button: 'Mein Konto löschen' },
    subscription: { subject: 'Bestätigen Sie Ihr Abonnement des FotoDruck-Newsletters', button: 'Mein Abonnement bestätigen' },
    share: { subject: '„Ava“ hat ein Online-Fotobuch mit Ihnen geteilt', button: 'Online-Fotobuch ansehen' },
  },
  {
    channel: 'fotoutskrift-se', locale: 'sv-SE', hello: (name: string) => `Hej ${name},`,
    team: 'Hälsningar från FotoUtskrift-teamet',
    emailChange: { subject: 'Bekräfta din nya e-postadress', button: 'Bekräfta min nya e-postadress' },
    deletion: { subject: 'Bekräfta att ditt konto ska raderas', button: 'Radera mitt konto' },
    subscription: { subject: 'Bekräfta din prenumeration på nyhetsbrevet från FotoUtskrift', button: 'Bekräfta min prenumeration' },
    share: { subject: '”Ava” har delat en onlinefotobok med dig', button: 'Visa onlinefotoboken' },
  },
] as const;

/** A fresh address per run (the journeys may run again on the same data). */
const freshAddress = (name: string) => `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.net`;

/**
 * The newest e-mail to `to` with the subject, opened in the mailbox: its HTML part in the site's language (`lang`, the
 * heading, the button) and its text part, which it answers, with the team of the site's brand.
 */
async function readMail(page: Page, to: string, texts: MailTexts, site: (typeof SITES)[number]) {
  await openNewestMail(page, to, texts.subject);
  const html = page.frameLocator('iframe[title="HTML version of the message"]');
  await expect(html.locator('html')).toHaveAttribute('lang', site.locale);
  await expect(html.getByRole('heading', { level: 1, name: texts.subject })).toBeVisible();
  await expect(html.getByRole('link', { name: texts.button })).toBeVisible();
  const text = page.getByTestId('mail-text');
  await expect(text).toContainText(site.team);
  return text;
}

for (const site of SITES) {
  const origin = siteOrigin(siteOfChannel(site.channel)!, PRODUCT);
  const t = catalogue(site.locale);

  test.describe(`${site.locale} e-mails (${site.channel})`, () => {
    test('the e-mail change confirmation', async ({ page }) => {
      test.setTimeout(120_000);
      const customer = await freshCustomer('email-change');
      const newEmail = freshAddress('new');
      await signIn(page, customer, '/settings/email', origin);
      await page.getByRole('textbox', { name: t['settings.email.newEmail'] }).fill(newEmail);
      await page.getByRole('button', { name: t['settings.email.send'] }).click();
      await expect(page.getByRole('status').filter({ hasText: t['settings.email.sent']!.replace('{email}', newEmail) })).toBeVisible();
      const text = await readMail(page, newEmail, site.emailChange, site);
      await expect(text).toContainText(site.hello(customer.firstName));
      await expect(text).toContainText(`${site.emailChange.button}: ${origin}/change-email-confirmation?confirmation-token=`);
    });

    test('the account deletion confirmation', async ({ page }) => {
      test.setTimeout(120_000);
      const customer: FreshCustomer = await freshCustomer('deletion');
      await signIn(page, customer, '/settings', origin);
      await page.getByRole('button', { name: t['settings.delete.button'] }).click();
      const dialog = page.getByRole('alertdialog', { name: t['settings.delete.modalTitle'] });
      await dialog.getByRole('button', { name: t['settings.delete.confirm'] }).click();
      await expect(page.getByText(t['settings.delete.sent']!.replace('{email}', customer.email))).toBeVisible();
      const text = await readMail(page, customer.email, site.deletion, site);
      await expect(text).toContainText(site.hello(customer.firstName));
      await expect(text).toContainText(`${site.deletion.button}: ${origin}/delete-account-confirmation?confirmation-token=`);
    });

    test('the newsletter double opt-in', async ({ page }) => {
      // Subscribed in the shop of this site: the copy of Emma's pending subscription is this site's.
      const customer = await freshCustomer('consumer', { newsletterChannel: site.channel });
      const text = await readMail(page, customer.email, site.subscription, site);
      await expect(text).toContainText(`${site.subscription.button}: ${origin}/subscription-confirmation?confirmation-token=`);
    });

    test('the share of an online photo book', async ({ page }) => {
      test.setTimeout(120_000);
      const ava = await freshCustomer('projects');
      const recipient = freshAddress(`book-${site.locale}`);
      const message = `Tack! Danke! ${Date.now().toString(36)}`;
      await signIn(page, ava, '/online-products', origin);
      await page.getByTestId('photo-book-card').filter({ hasText: t['photoBooks.book.order']!.replace('{code}', readyBookOrder(ava)) })
        .getByRole('heading', { level: 2 }).getByRole('link').click();
      const share = page.getByRole('region', { name: t['orders.onlineVersion.share'] });
      await share.getByRole('textbox', { name: t['orders.share.senderName'] }).fill('Ava');
      await share.getByRole('textbox', { name: t['orders.share.recipientEmail'] }).fill(recipient);
      await share.getByRole('textbox', { name: t['orders.share.personalMessage'] }).fill(message);
      await share.getByRole('button', { name: t['orders.share.send'] }).click();
      await expect(share.getByRole('status')).toHaveText(t['orders.onlineVersion.shared']!.replace('{email}', recipient));
      const text = await readMail(page, recipient, site.share, site);
      await expect(text).toContainText(message);
      await expect(text).toContainText(new RegExp(`${site.share.button}: http\\S+/widget-api/view/`));
    });
  });
}
