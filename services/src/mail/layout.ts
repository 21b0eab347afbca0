// The layout every e-mail of the services shares: a text part and an HTML part (inline styles only, every value
// escaped, nothing loaded from elsewhere) — the brand, the subject as heading, a greeting, paragraphs and quoted
// messages, a button with the link (and the link to copy), a footer and the team's signature.
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph, or a message quoted as written (e.g. a personal message; line breaks kept). */
export type MailBlock = { text: string } | { quote: string };

export interface MailParts {
  /** The locale the e-mail is written in (its HTML part's `lang`). */
  lang: string;
  brandName: string;
  /** The brand's main colour (contrast with white >= 4.5:1, the registry checks it). */
  color: string;
  subject: string;
  greeting: string;
  /** Shown before the link; the last one leads to it. */
  blocks: MailBlock[];
  link: string;
  linkText: string;
  /** 'Or copy this link into your browser:' in the mail's language. */
  copy: string;
  footer: string;
  team: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const blockText = (b: MailBlock) => ('quote' in b ? b.quote.split(/\r?\n/).map((line) => `> ${line}`).join('\n') : b.text);

export function composeMail(m: MailParts): MailContent {
  const text = [m.greeting, '', m.blocks.map(blockText).join('\n\n'), `${m.linkText}: ${m.link}`, '', m.footer, '', m.team, ''].join('\n');
  const e = escapeHtml;
  const p = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933';
  const small = 'margin:0 0 16px;font-size:14px;line-height:1.5;color:#52606d';
  const color = /^#[0-9a-f]{6}$/i.test(m.color) ? m.color : '#0b5cad';
  const quote = `${p};padding:12px 16px;border-left:4px solid ${color};background:#f4f5f7`;
  const blocks = m.blocks.map((b) => ('quote' in b
    ? `<blockquote style="${quote}">${e(b.quote).replace(/\r?\n/g, '<br>')}</blockquote>`
    : `<p style="${p}">${e(b.text)}</p>`)).join('\n');
  const html = `<!doctype html>
<html lang="${e(m.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(m.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${color}">${e(m.brandName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#1f2933">${e(m.subject)}</h1>
<p style="${p}">${e(m.greeting)}</p>
${blocks}
<p style="margin:0 0 24px"><a href="${e(m.link)}" style="display:inline-block;padding:12px 20px;background:${color};color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">${e(m.linkText)}</a></p>
<p style="${small}">${e(m.copy)}<br><a href="${e(m.link)}" style="color:${color};word-break:break-all">${e(m.link)}</a></p>
<p style="${small}">${e(m.footer)}</p>
<p style="margin:0;font-size:14px;color:#52606d">${e(m.team)}</p>
</div></body></html>
`;
  return { subject: m.subject, text, html };
}
