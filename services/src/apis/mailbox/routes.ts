// The web mailbox (services path /mailbox, no sign-in: a development tool beside the embedded SMTP server): GET /
// lists the received messages, newest first (at most 200; ?to=<address> only those sent to it), GET /messages/:id
// shows one. Pages from ./html.ts with a strict CSP (inline styles only; the message's HTML in a sandboxed iframe).
import { sql } from 'kysely';
import { Router, type Response } from 'express';
import type { Db } from '../../db';
import { UUID } from '../../library/deps';
import { escapeHtml } from '../../mail/templates';
import { layout, listPage, messagePage } from './html';

export const MAILBOX_PAGE_SIZE = 200;

function sendHtml(res: Response, status: number, html: string) {
  res.status(status).set({
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  }).type('html').send(html);
}

export function mailboxRoutes(db: Db, { relay }: { relay: boolean }): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase().slice(0, 254) : '';
    let query = db.selectFrom('mailbox_messages').selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').limit(MAILBOX_PAGE_SIZE);
    if (to) query = query.where(sql<boolean>`${to} = any(recipients)`);
    sendHtml(res, 200, listPage(req.baseUrl, await query.execute(), { to: to || undefined, relay }));
  });

  router.get('/messages/:id', async (req, res) => {
    const id = String(req.params.id);
    const row = UUID.test(id) ? await db.selectFrom('mailbox_messages').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) {
      return void sendHtml(res, 404, layout('Message not found', `<h1>Message not found</h1><p><a href="${escapeHtml(req.baseUrl)}">Back to all messages</a></p>`));
    }
    sendHtml(res, 200, messagePage(req.baseUrl, row));
  });

  return router;
}
