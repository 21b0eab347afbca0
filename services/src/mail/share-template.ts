// The e-mail of a shared online photo book (widget share): from the brand of the channel, in its language (Dutch for
// nl-NL and nl-BE, English otherwise), naming the sender, with their personal message quoted as written (escaped in
// the HTML part) and the link to the online photo book. The shared layout is ./layout.ts.
import type { Channel } from './channels';
import { composeMail, type MailContent, type MailLanguage } from './layout';
import { languageOf } from './templates';

export interface ShareMail {
  channel: Channel;
  senderName: string;
  bookTitle: string;
  personalMessage?: string | null;
  viewUrl: string;
}

interface ShareTexts {
  subject: string;
  greeting: string;
  intro: string;
  wrote: string;
  action: string;
  linkText: string;
  copy: string;
  footer: string;
  team: string;
}

const TEXTS: Record<MailLanguage, (sender: string, title: string, brand: string) => ShareTexts> = {
  en: (sender, title, brand) => ({
    subject: `${sender} shared an online photo book with you`,
    greeting: 'Hello,',
    intro: `${sender} shared the online photo book “${title}” with you.`,
    wrote: `${sender} wrote:`,
    action: 'Leaf through it in your browser, no account needed:',
    linkText: 'View the online photo book',
    copy: 'Or copy this link into your browser:',
    footer: `You receive this e-mail because ${sender} entered your address on the ${brand} website. We do not use it for anything else.`,
    team: `The ${brand} team`,
  }),
  nl: (sender, title, brand) => ({
    subject: `${sender} heeft een online fotoboek met je gedeeld`,
    greeting: 'Hallo,',
    intro: `${sender} heeft het online fotoboek “${title}” met je gedeeld.`,
    wrote: `${sender} schreef:`,
    action: 'Blader er in je browser doorheen, zonder account:',
    linkText: 'Bekijk het online fotoboek',
    copy: 'Of kopieer deze link naar je browser:',
    footer: `Je ontvangt deze e-mail omdat ${sender} je adres heeft ingevuld op de website van ${brand}. We gebruiken het nergens anders voor.`,
    team: `Het ${brand}-team`,
  }),
};

export function renderShareMail({ channel, senderName, bookTitle, personalMessage, viewUrl }: ShareMail): MailContent {
  const language = languageOf(channel.locale);
  const t = TEXTS[language](senderName, bookTitle, channel.brandName);
  const message = personalMessage?.trim();
  return composeMail({
    language, brandName: channel.brandName, color: channel.color, subject: t.subject, greeting: t.greeting,
    blocks: [{ text: t.intro }, ...(message ? [{ text: t.wrote }, { quote: message }] : []), { text: t.action }],
    link: viewUrl, linkText: t.linkText, copy: t.copy, footer: t.footer, team: t.team,
  });
}
