import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * Where the store's address goes in a link of a written email. An email is written in the
 * transaction of its change, which knows nothing of the address shoppers reach the store at;
 * the mailer, which does, puts it there when it sends (`withStoreOrigin`).
 */
export const STORE_ORIGIN_MARK = '{{store-origin}}';

/** The email's text with each link made absolute on `origin`. */
export function withStoreOrigin(body: string, origin: string): string {
  return body.replaceAll(STORE_ORIGIN_MARK, origin);
}

/** One email on its way to the SMTP server, with the Message-ID the outbox gave it. */
export interface MailMessage {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email; rejects when the SMTP server did not take it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Short limits, so that an SMTP server that stops answering fails a try (retried later) well
 * within the worker's lease (outbox-worker.ts), rather than hold it for nodemailer's minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A mailer over SMTP at `url` (smtp:// or smtps://, with credentials in the URL). */
export function smtpMailer(url: string, sender: Sender): Mailer {
  const transport: Transporter = createTransport(url, { ...SMTP_TIMEOUTS });
  return mailerOver(transport, sender, async () => transport.close());
}

/** Who the store's email is from, and the address its links lead to. */
export interface Sender {
  from: string;
  origin: string;
}

/** The settings a Sender is made of. */
export type SenderConfig = Pick<Config, 'mailFrom' | 'publicOrigin' | 'port'>;

/** The address links in email lead to: PUBLIC_ORIGIN, or this server on localhost. */
export function senderOf(config: SenderConfig): Sender {
  return { from: config.mailFrom, origin: config.publicOrigin ?? `http://localhost:${config.port}` };
}

function mailerOver(transport: Transporter, sender: Sender, close: () => Promise<void>): Mailer {
  return {
    async send(message) {
      await transport.sendMail({
        from: sender.from,
        to: message.to,
        subject: message.subject,
        text: withStoreOrigin(message.text, sender.origin),
        html: withStoreOrigin(message.html, sender.origin),
        messageId: message.messageId,
      });
    },
    close,
  };
}

/**
 * The server's mailer: SMTP_URL's server, or, without one (never in production: config.ts),
 * the embedded catcher, started on a loopback port of this process.
 */
export async function openMailer(
  config: SenderConfig & Pick<Config, 'smtpUrl'>,
  db: Database,
  logger: Logger,
): Promise<Mailer> {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, senderOf(config));
  const catcher = await startSmtpCatcher(db);
  logger.info({ port: catcher.port }, 'no SMTP_URL: every email goes to the embedded catcher (back office, Outbox)');
  const transport = createTransport({
    host: '127.0.0.1',
    port: catcher.port,
    secure: false,
    ignoreTLS: true,
    ...SMTP_TIMEOUTS,
  });
  return mailerOver(transport, senderOf(config), async () => {
    transport.close();
    await catcher.close();
  });
}
