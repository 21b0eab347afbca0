// The agent page's HTML: the conversations (newest message first), each with its customer, latest messages and a
// reply form; pages of 20. Small inline CSS, no script, no external resource; every value escaped.
import { escapeHtml as e } from '../../mail/templates';
import { MAX_TEXT_LENGTH } from '../../support-chat/conversations';
import type { AgentConversation, AgentPage } from '../../support-chat/agent';
import { toolPage } from '../../http/toolPage';

const STYLE = `
h1{font-size:1.5rem;margin:0 0 8px}
h2{font-size:1.125rem;margin:0;overflow-wrap:anywhere}
.intro{color:#4b5263;margin:0 0 24px}
.conversations{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.conversation{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.meta{color:#4b5263;font-size:.9rem;overflow-wrap:anywhere;margin:0 0 12px}
.messages{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px}
.message{max-width:80%;padding:8px 12px;border-radius:10px;background:#eef1f5}
.message--AGENT{justify-self:end;background:#dcebfb}
.message p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.message .meta{margin:0 0 2px;font-size:.8rem}
form{display:grid;gap:8px}
label{font-weight:bold}
textarea{font:inherit;padding:8px;border:1px solid #687086;border-radius:6px;width:100%;min-height:4.5rem;resize:vertical}
button{justify-self:start;font:inherit;padding:8px 16px;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,textarea:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
nav{display:flex;gap:16px;margin-top:24px}
.error{background:#fde8e8;border-left:4px solid #b3261e;padding:12px 16px;border-radius:6px}
@media (max-width:575px){main{padding:16px}.message{max-width:100%}}
`;

export const sentText = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const time = (d: Date) => `<time datetime="${d.toISOString()}">${sentText(d)}</time>`;

export function agentLayout(title: string, body: string): string {
  return toolPage('Support chat', title, STYLE, body);
}

function conversationHtml(base: string, c: AgentConversation): string {
  const earlier = c.messageCount - c.messages.length;
  const messages = c.messages.map((m) => `<li class="message message--${m.author}" data-author="${m.author}">
<p class="meta">${m.author === 'AGENT' ? 'Agent' : e(c.customerName)}, ${time(m.createdAt)}</p><p>${e(m.text)}</p></li>`).join('\n');
  const field = `reply-${c.id}`;
  return `<li class="conversation" id="conversation-${e(c.id)}" data-testid="conversation">
<article aria-labelledby="title-${e(c.id)}">
<h2 id="title-${e(c.id)}">${e(c.customerName)}</h2>
<p class="meta">${e(c.customerEmail)} · ${c.messageCount} ${c.messageCount === 1 ? 'message' : 'messages'} · last ${time(c.lastMessageAt)}${earlier > 0 ? ` · the latest ${c.messages.length} shown` : ''}</p>
<ol class="messages" aria-label="Messages with ${e(c.customerName)}, oldest first">
${messages}
</ol>
<form method="post" action="${e(`${base}/conversations/${c.id}/replies`)}">
<label for="${e(field)}">Reply to ${e(c.customerName)}</label>
<textarea id="${e(field)}" name="text" required maxlength="${MAX_TEXT_LENGTH}" rows="3"></textarea>
<button type="submit">Send reply</button>
</form>
</article>
</li>`;
}

export function agentPageHtml(base: string, page: AgentPage): string {
  const nav = [
    page.page > 1 ? `<a href="${e(page.page === 2 ? base : `${base}?page=${page.page - 1}`)}">Newer conversations</a>` : '',
    page.hasMore ? `<a href="${e(`${base}?page=${page.page + 1}`)}">Older conversations</a>` : '',
  ].filter(Boolean).join('');
  const list = page.conversations.length
    ? `<ol class="conversations" aria-label="Conversations, newest message first">\n${page.conversations.map((c) => conversationHtml(base, c)).join('\n')}\n</ol>`
    : '<p>No conversations yet.</p>';
  return agentLayout(page.page > 1 ? `Support chat: conversations, page ${page.page}` : 'Support chat: conversations', `<h1>Conversations</h1>
<p class="intro">Customers' questions from the support chat, newest message first. A reply reaches the customer's chat at once.
<a href="${e(page.page > 1 ? `${base}?page=${page.page}` : base)}">Refresh</a></p>
${list}
${nav ? `<nav aria-label="More conversations">${nav}</nav>` : ''}`);
}

export function agentErrorHtml(base: string, title: string, message: string): string {
  return agentLayout(title, `<h1>${e(title)}</h1>
<p class="error" role="alert">${e(message)}</p>
<p><a href="${e(base)}">Back to the conversations</a></p>`);
}
