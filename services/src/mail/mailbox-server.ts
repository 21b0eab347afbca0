// The embedded SMTP server (smtp-server) used when no SMTP_URL relay is configured: listens on 127.0.0.1 (port
// SMTP_PORT, 0 = any free port), accepts every message up to 1 MB without authentication, parses it with mailparser
// and stores it in `mailbox_messages` (the web mailbox, apis/mailbox) before answering 250, so a sent message is in
// the mailbox once nodemailer's send resolves.
import type { AddressInfo } from 'node:net';
import type { Logger } from '@my-account/telemetry/logger';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db';

export const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface EmbeddedMailbox {
  port: number;
  close(): Promise<void>;
}

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value.map((a) => a.text).join(', ') : value?.text) ?? '';

export async function startEmbeddedMailbox({ db, port = 0, log }: { db: Db; port?: number; log: Logger }): Promise<EmbeddedMailbox> {
  const server = new SMTPServer({
    name: 'mailbox.localhost',
    banner: 'My account services mailbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('The message is larger than 1 MB.'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw, { skipImageLinks: true })
          .then((mail) => db.insertInto('mailbox_messages').values({
            message_id: mail.messageId ?? null,
            from_text: addressText(mail.from) || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to_text: addressText(mail.to) || session.envelope.rcptTo.map((a) => a.address).join(', '),
            recipients: session.envelope.rcptTo.map((a) => a.address.toLowerCase()),
            subject: mail.subject ?? '',
            text_body: mail.text ?? null,
            html_body: typeof mail.html === 'string' ? mail.html : null,
            size: raw.length,
          }).execute())
          .then(() => callback(), (error: unknown) => {
            log.error({ err: error }, 'the mailbox could not store a message');
            callback(Object.assign(new Error('The message could not be stored.'), { responseCode: 451 }));
          });
      });
    },
  });
  server.on('error', (err) => log.error({ err }, 'embedded SMTP server failed'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
