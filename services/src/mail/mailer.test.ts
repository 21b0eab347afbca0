// With SMTP_URL the services hand their e-mails to that relay (here a real SMTP server on loopback, with the
// credentials of the URL): one multipart message (text and HTML) per e-mail, in the channel's brand and language.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db';
import { silentLog } from '../../test/helpers/logs';
import { createMetrics } from '../metrics';
import { findChannel } from './channels';
import { createMailer } from './mailer';
import { renderMail } from './templates';

const received: ParsedMail[] = [];
const logins: string[] = [];
let relay: SMTPServer;
let port: number;

beforeAll(async () => {
  relay = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => { received.push(mail); callback(); }, callback);
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  port = (relay.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

it('sends through the relay of SMTP_URL, signed in with its credentials, and starts no mailbox of its own', async () => {
  const metrics = createMetrics();
  const mailer = await createMailer({ db: {} as Db, smtpUrl: `smtp://relay-user:s3cret@127.0.0.1:${port}`, log: silentLog, metrics });
  expect(mailer.embeddedPort).toBeUndefined();
  const channel = findChannel('fotoprint-nl')!;
  const link = 'http://fotoprint-nl.localhost:4000/change-email-confirmation?confirmation-token=local.abc.secret';
  await mailer.send({ to: 'ava@example.com', channel, content: renderMail({ kind: 'email-change', channel, link, name: 'Ava' }) });
  await mailer.close();
  expect(await metrics.registry.getSingleMetricAsString('services_mails_total')).toMatch(/^services_mails_total\{outcome="sent"\} 1$/m);

  expect(logins).toEqual(['relay-user:s3cret']);
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail!.from?.value[0]).toEqual({ name: 'FotoPrint', address: 'no-reply@fotoprint-nl.example' });
  expect(mail!.to).toMatchObject({ text: 'ava@example.com' });
  expect(mail!.subject).not.toBe(renderMail({ kind: 'email-change', channel: findChannel('photoprint-gb')!, link }).subject);
  expect(mail!.text).toContain(link);
  expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));
});

it('counts an e-mail the relay does not take as failed', async () => {
  const metrics = createMetrics();
  const mailer = await createMailer({ db: {} as Db, smtpUrl: 'smtp://127.0.0.1:1', log: silentLog, metrics });
  const channel = findChannel('fotoprint-nl')!;
  const content = renderMail({ kind: 'email-change', channel, link: 'http://localhost:4000/', name: 'Ava' });
  await expect(mailer.send({ to: 'ava@example.com', channel, content })).rejects.toThrow();
  await mailer.close();
  const counted = await metrics.registry.getSingleMetricAsString('services_mails_total');
  expect(counted).toMatch(/^services_mails_total\{outcome="failed"\} 1$/m);
  expect(counted).toMatch(/^services_mails_total\{outcome="sent"\} 0$/m);
});
