// The agent page (services path /support-chat/agent): a development stand-in for the retailer's support tool, like
// the mailbox. GET lists the conversations (20 a page, ?page=2…), POST …/conversations/:id/replies stores an agent's
// answer and pushes it to the customer's chat at once, then goes back to the list (303).
//
// Protection: no sign-in (anyone who can reach the services' port can answer, which is why the services listen on
// 127.0.0.1 by default; the retailer's real tool sits behind its staff sign-in). It is no cross-site target: the POST
// is refused (403) unless the browser says it comes from this very origin (`Origin` equal to the configured origin,
// never one made of the request's Host or X-Forwarded-Proto, and `Sec-Fetch-Site: same-origin` when sent), before its
// body is read; the pages forbid framing and scripts (CSP), and nothing is changed by a GET. Texts 1-2,000
// characters, form bodies at most 16 kB.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { UUID } from '../../library/deps';
import { agentPage, MAX_AGENT_PAGE } from '../../support-chat/agent';
import { checkText, sendAgentMessage, type SupportChatDeps } from '../../support-chat/conversations';
import { agentErrorHtml, agentPageHtml } from './agent-html';

function sendHtml(res: Response, status: number, html: string) {
  res.status(status).set({
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    // Not no-referrer: under it browsers send `Origin: null` with the page's own form POSTs (the same-origin check below).
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  }).type('html').send(html);
}

/**
 * Whether a state-changing request comes from a page of this origin: its `Origin` is the services' configured public
 * origin (a DNS-rebinding page sends its own Host and Origin, both foreign), and `Sec-Fetch-Site`, when the browser
 * sends it, says same-origin. Browsers send `Origin` with every POST, so a request without one is refused too.
 */
export function fromSameOrigin(req: Request, publicOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === publicOrigin;
}

export function agentRoutes(deps: SupportChatDeps, { publicOrigin }: { publicOrigin: string }): Router {
  const router = Router();
  const base = (req: Request) => `${req.baseUrl}/agent`;

  router.get('/agent', async (req, res) => {
    const raw = req.query.page;
    const page = raw === undefined ? 1 : typeof raw === 'string' && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(page >= 1 && page <= MAX_AGENT_PAGE)) {
      return void sendHtml(res, 400, agentErrorHtml(base(req), 'Page not found', `page must be a number from 1 to ${MAX_AGENT_PAGE}.`));
    }
    sendHtml(res, 200, agentPageHtml(base(req), await agentPage(deps.db, page)));
  });

  const sameOrigin = (req: Request, res: Response, next: NextFunction) => {
    if (fromSameOrigin(req, publicOrigin)) return next();
    sendHtml(res, 403, agentErrorHtml(base(req), 'Reply refused', 'Replies can only be sent from the agent page itself.'));
  };

  router.post('/agent/conversations/:id/replies', sameOrigin, express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 }),
    async (req: Request, res: Response) => {
      const id = String(req.params.id);
      const checked = checkText((req.body as { text?: unknown } | undefined)?.text);
      if ('refusal' in checked) return void sendHtml(res, 400, agentErrorHtml(base(req), 'Reply not sent', checked.refusal.message));
      const message = UUID.test(id) ? await sendAgentMessage(deps, id, checked.text) : null;
      if (!message) return void sendHtml(res, 404, agentErrorHtml(base(req), 'Conversation not found', 'This conversation does not exist (any more).'));
      res.redirect(303, `${base(req)}#conversation-${id}`);
    });

  return router;
}
