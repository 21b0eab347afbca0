// The e-mail of a shared online photo book (widget share): from the brand of the channel, in its site's language
// (./catalogue.ts, all 14 locales), naming the sender, with their personal message quoted as written (escaped in the
// HTML part) and the link to the online photo book. The shared layout is ./layout.ts.
import { fill } from '../i18n/catalogue';
import { MAIL_TEXTS } from './catalogue';
import type { Channel } from './channels';
import { composeMail, type MailContent } from './layout';

export interface ShareMail {
  channel: Channel;
  senderName: string;
  bookTitle: string;
  personalMessage?: string | null;
  viewUrl: string;
}

export function renderShareMail({ channel, senderName, bookTitle, personalMessage, viewUrl }: ShareMail): MailContent {
  const c = MAIL_TEXTS[channel.locale];
  const t = c.share;
  const values = { sender: senderName, title: bookTitle, brand: channel.brandName };
  const message = personalMessage?.trim();
  return composeMail({
    lang: channel.locale, brandName: channel.brandName, color: channel.color, subject: fill(t.subject, values), greeting: c.hello,
    blocks: [{ text: fill(t.intro, values) }, ...(message ? [{ text: fill(t.wrote, values) }, { quote: message }] : []), { text: t.action }],
    link: viewUrl, linkText: t.linkText, copy: c.copy, footer: fill(t.footer, values), team: fill(c.team, values),
  });
}
