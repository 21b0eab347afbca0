// Subscription service (contracts/subscription-api.yaml, no authentication) and the web mailbox, on the default
// database (PGlite): the seeded pending subscription's double opt-in e-mail is in the mailbox once, its link confirms (again:
// 200), a tampered, another address's or expired token is refused; the mailbox pages list, filter, show a message
// (escaped, HTML part sandboxed, text links clickable) under a strict CSP.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPendingConfirmations } from '../src/account/subscriptions';
import { defaultDatabase } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { silentLog } from './helpers/logs';
import { latestMessage, mailboxIds, readMessage, tokenOf } from './helpers/mailbox';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';

describe.each(defaultDatabase)('subscription service and mailbox (%s)', (kind) => {
  let server: TestServer;
  const call = jsonClient(() => server.baseUrl);
  const confirm = (email: string, token: string) =>
    call('POST', `/subscription-api/api/v1/Profiles/${encodeURIComponent(email)}/subscription/confirm/${encodeURIComponent(token)}`);
  const deps = () => ({ db: server.services.db, mailer: server.services.mailer, publicUrl: PUBLIC_URL, log: silentLog });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it("sends the seeded subscription's double opt-in e-mail once, and its link confirms", async () => {
    expect(await mailboxIds(server.baseUrl, 'emma@example.com')).toHaveLength(1);
    expect(await sendPendingConfirmations(deps())).toBe(0);
    expect(await mailboxIds(server.baseUrl, 'EMMA@example.com')).toHaveLength(1);
    const mail = await latestMessage(server.baseUrl, 'emma@example.com');
    expect(mail.subject).toBe('Confirm your subscription to the PhotoPrint newsletter');
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/subscription-confirmation`);
    expect(link.searchParams.get('email')).toBe('emma@example.com');
    const token = tokenOf(mail);

    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const [email, t] of [['emma@example.com', tampered], ['oliver@example.com', token], ['emma@example.com', 'x'], ['not-an-email', token]]) {
      expect(await confirm(email!, t!), `${email} ${t}`).toMatchObject({ status: 404, body: { code: 'INVALID_TOKEN' } });
    }
    const confirmed = await confirm('Emma@Example.com', token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'emma@example.com', subscribedAt: expect.any(String) });
    const again = await confirm('emma@example.com', token);
    expect(again).toMatchObject({ status: 200, body: confirmed.body });
    const row = await server.services.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'emma@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'subscribed', channel: 'photoprint-gb' });
  });

  it('refuses an expired token with 410 and writes Dutch for a Dutch channel', async () => {
    const { db } = server.services;
    await db.insertInto('newsletter_subscriptions').values({ email: 'noah@example.com', channel: 'fotoprint-be' }).execute();
    expect(await sendPendingConfirmations(deps())).toBe(1);
    const mail = await latestMessage(server.baseUrl, 'noah@example.com');
    expect(mail.subject).toBe('Bevestig je inschrijving voor de nieuwsbrief van FotoPrint');
    expect(mail.links[0]).toMatch(/^http:\/\/fotoprint-be\.localhost:4000\/subscription-confirmation\?confirmation-token=[\w-]{43}&email=noah%40example\.com$/);
    await db.updateTable('newsletter_subscriptions').set({ expires_at: new Date(Date.now() - 1000) }).where('email', '=', 'noah@example.com').execute();
    expect(await confirm('noah@example.com', tokenOf(mail))).toMatchObject({ status: 410, body: { code: 'TOKEN_EXPIRED' } });
  });

  it('lists, filters and shows messages, everything escaped, under a strict CSP', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: server.services.mailer.embeddedPort!, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'Tester <t@example.com>', to: 'probe@example.com', subject: '<script>alert(1)</script> & "hi"',
      text: 'Open https://example.com/a?b=1&c=2. Then <b>bold</b>.', html: '<p onclick="x()">Hi <a href="https://example.com/">there</a></p>',
    });
    transport.close();
    const list = await fetch(`${server.baseUrl}/mailbox`);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await list.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="to">Recipient</label>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;hi&quot;');
    expect(html).not.toMatch(/<(script|img|link)\b|https?:\/\/(?!example\.com)/);

    const [id] = await mailboxIds(server.baseUrl, 'probe@example.com');
    expect(await mailboxIds(server.baseUrl, 'nobody@example.com')).toEqual([]);
    expect(await (await fetch(`${server.baseUrl}/mailbox?to=nobody%40example.com`)).text()).toContain('No messages to nobody@example.com.');
    const message = await readMessage(server.baseUrl, id!);
    expect(message.subject).toBe('<script>alert(1)</script> & "hi"');
    expect(message.links).toEqual(['https://example.com/a?b=1&c=2']);
    expect(message.page).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(message.page).toMatch(/<iframe title="HTML version of the message" sandbox="allow-popups allow-popups-to-escape-sandbox"[^>]* srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p onclick=/);
    expect(message.page).toContain('<dt>From</dt><dd>&quot;Tester&quot; &lt;t@example.com&gt;</dd>');

    for (const path of ['/mailbox/messages/00000000-0000-4000-8000-000000000000', '/mailbox/messages/nope']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Message not found');
    }
  });
});
