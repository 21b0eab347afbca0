// The confirmation e-mails: multipart text + HTML per kind, in the channel's language (Dutch for nl-NL and nl-BE,
// English otherwise) and brand, in the shared layout (./layout.ts: every value HTML-escaped, inline styles only, no
// external resource). The share of an online photo book is ./share-template.ts.
import type { Channel } from './channels';
import { composeMail, type MailContent, type MailLanguage } from './layout';

export { escapeHtml, type MailContent, type MailLanguage } from './layout';
export type MailKind = 'email-change' | 'delete-account' | 'subscription';

interface Texts {
  subject: string;
  intro: string;
  action: string;
  linkText: string;
  footer: string;
}

type Catalogue = {
  hello: (name?: string) => string;
  copy: string;
  team: (brand: string) => string;
} & Record<MailKind, (brand: string) => Texts>;

const CATALOGUES: Record<MailLanguage, Catalogue> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    copy: 'Or copy this link into your browser:',
    team: (brand) => `The ${brand} team`,
    'email-change': (brand) => ({
      subject: 'Confirm your new e-mail address',
      intro: `You asked to sign in to your ${brand} account with this e-mail address from now on.`,
      action: 'Please confirm the change:',
      linkText: 'Confirm my new e-mail address',
      footer: 'The link works once, for 24 hours. If you did not ask for this change, ignore this e-mail: nothing will change.',
    }),
    'delete-account': (brand) => ({
      subject: 'Confirm the deletion of your account',
      intro: `You asked us to delete your ${brand} account. Once you confirm, your account, photos and albums are deleted for good.`,
      action: 'Please confirm that you want to delete your account:',
      linkText: 'Delete my account',
      footer: 'The link works once, for 24 hours. If you did not ask for this, ignore this e-mail: your account stays as it is.',
    }),
    subscription: (brand) => ({
      subject: `Confirm your subscription to the ${brand} newsletter`,
      intro: `Thank you for subscribing to the ${brand} newsletter.`,
      action: 'Please confirm that this e-mail address is yours:',
      linkText: 'Confirm my subscription',
      footer: 'The link works for 30 days. If you did not subscribe, ignore this e-mail: you will not receive our newsletter.',
    }),
  },
  nl: {
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    copy: 'Of kopieer deze link naar je browser:',
    team: (brand) => `Het ${brand}-team`,
    'email-change': (brand) => ({
      subject: 'Bevestig je nieuwe e-mailadres',
      intro: `Je hebt gevraagd om voortaan met dit e-mailadres in te loggen bij je ${brand}-account.`,
      action: 'Bevestig de wijziging:',
      linkText: 'Bevestig mijn nieuwe e-mailadres',
      footer: 'De link werkt één keer en 24 uur lang. Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets.',
    }),
    'delete-account': (brand) => ({
      subject: 'Bevestig het verwijderen van je account',
      intro: `Je hebt gevraagd om je ${brand}-account te verwijderen. Zodra je dit bevestigt, worden je account, foto's en albums definitief verwijderd.`,
      action: 'Bevestig dat je je account wilt verwijderen:',
      linkText: 'Verwijder mijn account',
      footer: 'De link werkt één keer en 24 uur lang. Heb je hier niet om gevraagd? Negeer deze e-mail dan: je account blijft zoals het is.',
    }),
    subscription: (brand) => ({
      subject: `Bevestig je inschrijving voor de nieuwsbrief van ${brand}`,
      intro: `Bedankt voor je inschrijving voor de nieuwsbrief van ${brand}.`,
      action: 'Bevestig dat dit e-mailadres van jou is:',
      linkText: 'Bevestig mijn inschrijving',
      footer: 'De link werkt 30 dagen. Heb je je niet ingeschreven? Negeer deze e-mail dan: je ontvangt onze nieuwsbrief niet.',
    }),
  },
};

export const languageOf = (locale: string): MailLanguage => (/^nl(-|$)/i.test(locale) ? 'nl' : 'en');

export function renderMail({ kind, channel, link, name }: { kind: MailKind; channel: Channel; link: string; name?: string }): MailContent {
  const language = languageOf(channel.locale);
  const c = CATALOGUES[language];
  const t = c[kind](channel.brandName);
  return composeMail({
    language, brandName: channel.brandName, color: channel.color, subject: t.subject, greeting: c.hello(name),
    blocks: [{ text: t.intro }, { text: t.action }], link, linkText: t.linkText, copy: c.copy, footer: t.footer, team: c.team(channel.brandName),
  });
}
