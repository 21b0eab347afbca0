// The web mailbox's pages: the list (recipient, subject, received, newest first, a recipient filter) and one message
// (headers, the HTML part in a sandboxed iframe — no scripts, no same origin, links open in a new tab —, the text
// part with its links made real links). Small inline CSS, no script, no external resource; every value escaped.
import type { Selectable } from 'kysely';
import type { MailboxMessagesTable } from '../../db/schema-settings';
import { escapeHtml as e } from '../../mail/templates';
import { toolPage } from '../../http/toolPage';

export type MessageRow = Selectable<MailboxMessagesTable>;

const STYLE = `
h1{font-size:1.5rem;margin:0 0 16px;overflow-wrap:anywhere}
h2{font-size:1.125rem;margin:0 0 8px}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 24px}
input{font:inherit;padding:8px;border:1px solid #687086;border-radius:6px;min-width:0;flex:1 1 220px}
button{font:inherit;padding:8px 16px;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.messages{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.messages li,section{background:#fff;border-radius:8px;padding:12px 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
section{margin-bottom:24px}
.subject{font-weight:bold;overflow-wrap:anywhere}
.meta{color:#4b5263;font-size:.9rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{font-weight:bold}dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:560px;border:1px solid #d5d9e0;border-radius:6px;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;font:inherit}
@media (max-width:575px){main{padding:16px}dl{grid-template-columns:1fr}iframe{height:820px}}
`;

export const receivedText = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const time = (d: Date) => `<time datetime="${d.toISOString()}">${receivedText(d)}</time>`;

export function layout(title: string, body: string): string {
  return toolPage('Mailbox', title, STYLE, body);
}

export function listPage(base: string, rows: MessageRow[], { to, relay }: { to?: string; relay: boolean }): string {
  const items = rows.map((m) => `<li><a class="subject" href="${e(`${base}/messages/${m.id}`)}">${e(m.subject || '(no subject)')}</a>
<div class="meta">To: ${e(m.to_text)}</div><div class="meta">Received ${time(m.received_at)}</div></li>`).join('\n');
  const empty = `<p>${to ? `No messages to ${e(to)}.` : 'No messages yet.'}</p>`;
  return layout(to ? `Mailbox: messages to ${to}` : 'Mailbox', `<h1>${to ? `Messages to ${e(to)}` : 'All messages'}</h1>
${relay ? '<p>The services send e-mail to the SMTP relay of SMTP_URL: new messages do not arrive here.</p>' : ''}
<form method="get" action="${e(base)}" role="search" aria-label="Filter by recipient">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" autocomplete="off" value="${e(to ?? '')}">
<button type="submit">Filter</button>
${to ? `<a href="${e(base)}">Show all messages</a>` : ''}
</form>
${rows.length ? `<ol class="messages" aria-label="Messages, newest first">\n${items}\n</ol>` : empty}`);
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/g;

/** Escapes the text and turns every http(s) URL in it into a link (trailing punctuation left out). */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?)\]'’]+$/, '');
    out += e(text.slice(last, match.index)) + `<a href="${e(url)}">${e(url)}</a>`;
    last = match.index + url.length;
  }
  return out + e(text.slice(last));
}

/** The HTML part for the iframe's srcdoc: links open in a new tab (the sandbox allows only that). */
function frameDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

export function messagePage(base: string, m: MessageRow): string {
  return layout(m.subject || 'Message', `<p><a href="${e(base)}">Back to all messages</a></p>
<h1>${e(m.subject || '(no subject)')}</h1>
<section aria-labelledby="headers-title"><h2 id="headers-title">Headers</h2>
<dl><dt>From</dt><dd>${e(m.from_text)}</dd><dt>To</dt><dd>${e(m.to_text)}</dd><dt>Subject</dt><dd>${e(m.subject)}</dd>
<dt>Received</dt><dd>${time(m.received_at)}</dd></dl></section>
${m.html_body ? `<section aria-labelledby="html-title"><h2 id="html-title">HTML version</h2>
<iframe title="HTML version of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${e(frameDocument(m.html_body))}"></iframe></section>` : ''}
${m.text_body ? `<section aria-labelledby="text-title"><h2 id="text-title">Text version</h2>
<pre data-testid="mail-text">${linkify(m.text_body)}</pre></section>` : ''}`);
}
