// Sends the services' e-mails with nodemailer: to the SMTP relay of SMTP_URL when configured, else to the embedded
// SMTP server (./mailbox-server.ts) whose messages the web mailbox shows. From "<Brand> <no-reply@<channel>.example>".
import type { Logger } from '@my-account/telemetry/logger';
import nodemailer from 'nodemailer';
import type { Db } from '../db';
import type { Metrics } from '../metrics';
import { channelSender, type Channel } from './channels';
import { startEmbeddedMailbox, type EmbeddedMailbox } from './mailbox-server';
import type { MailContent } from './templates';

export interface OutgoingMail {
  to: string;
  channel: Channel;
  content: MailContent;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (the embedded one has stored it by then). */
  send(mail: OutgoingMail): Promise<void>;
  /** The embedded server's port; undefined when a relay is configured. */
  embeddedPort?: number;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  /** SMTP relay (smtp://user:pass@host:port, smtps://…); the embedded server when undefined. */
  smtpUrl?: string;
  /** Port of the embedded server (0 = any free port). */
  smtpPort?: number;
  log: Logger;
  metrics: Metrics;
}

export async function createMailer({ db, smtpUrl, smtpPort = 0, log, metrics }: MailerOptions): Promise<Mailer> {
  let embedded: EmbeddedMailbox | undefined;
  if (!smtpUrl) embedded = await startEmbeddedMailbox({ db, port: smtpPort, log });
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ host: '127.0.0.1', port: embedded!.port, secure: false, ignoreTLS: true });
  return {
    embeddedPort: embedded?.port,
    async send({ to, channel, content }) {
      await metrics.mail(transport.sendMail({ from: channelSender(channel), to, subject: content.subject, text: content.text, html: content.html }));
    },
    async close() {
      transport.close();
      await embedded?.close();
    },
  };
}
