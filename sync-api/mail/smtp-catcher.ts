import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/database.ts';

/**
 * The embedded SMTP catcher (development and tests, when SMTP_URL is unset): a real SMTP server
 * on loopback that keeps every email it receives in `caught_emails`, where the back office's
 * Outbox shows it. An email received twice under one Message-ID is kept once, as a mail server
 * that drops duplicates would.
 */
export interface SmtpCatcher {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpCatcher(db: Database, port = 0): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Verdant embedded mail catcher',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const messageId = mail.messageId ?? `<caught-${Date.now()}-${Math.random()}@localhost>`;
          await db('caught_emails')
            .insert({
              message_id: messageId,
              envelope_from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelope_to: session.envelope.rcptTo.map((to) => to.address),
              subject: mail.subject ?? '',
              text_body: mail.text ?? '',
              html_body: typeof mail.html === 'string' ? mail.html : '',
            })
            .onConflict('message_id')
            .ignore();
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
