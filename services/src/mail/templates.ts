// The confirmation e-mails: multipart text + HTML per kind, in the language of the channel's site (./catalogue.ts, all
// 14 locales) and its brand, in the shared layout (./layout.ts: every value HTML-escaped, inline styles only, no
// external resource). The share of an online photo book is ./share-template.ts.
import { fill } from '../i18n/catalogue';
import { MAIL_TEXTS } from './catalogue';
import type { Channel } from './channels';
import { composeMail, type MailContent } from './layout';

export { escapeHtml, type MailContent } from './layout';
export type MailKind = 'email-change' | 'delete-account' | 'subscription';

export function renderMail({ kind, channel, link, name }: { kind: MailKind; channel: Channel; link: string; name?: string }): MailContent {
  const c = MAIL_TEXTS[channel.locale];
  const t = c[kind];
  const brand = { brand: channel.brandName };
  return composeMail({
    lang: channel.locale, brandName: channel.brandName, color: channel.color, subject: fill(t.subject, brand),
    greeting: name ? fill(c.helloName, { name }) : c.hello,
    blocks: [{ text: fill(t.intro, brand) }, { text: t.action }], link, linkText: t.linkText, copy: c.copy, footer: t.footer,
    team: fill(c.team, brand),
  });
}
