import { SENT_EMAIL_CONTENTS_KEPT_DAYS } from '#shared/content/retention';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import { claimDueEmail, clearOldEmailContents, markEmailFailed, markEmailSent } from './outbox-store.ts';
import { nextEmailTryIn } from './retry-schedule.ts';

/**
 * How long a worker holds an email it sends: past the SMTP timeouts (mailer.ts), so another
 * process takes it only when this one died mid-send. The email it then sends carries the same
 * Message-ID, so the receiving server keeps one.
 */
export const EMAIL_LEASE_MS = 2 * 60_000;

/** What one round of sending did. */
export interface SendRound {
  sent: number;
  failed: number;
}

/**
 * Sends every email due now, one at a time, until none is due or `max` were tried. Each is
 * claimed (outbox-store.ts), sent, then marked sent; a failure is marked with its next try.
 */
export async function sendDueEmails(
  db: Database,
  mailer: Mailer,
  options: { now?: () => Date; max?: number } = {},
): Promise<SendRound> {
  const now = options.now ?? (() => new Date());
  const round: SendRound = { sent: 0, failed: 0 };
  for (let tried = 0; tried < (options.max ?? 100); tried += 1) {
    const email = await claimDueEmail(db, now(), EMAIL_LEASE_MS);
    if (!email) break;
    try {
      await mailer.send(email);
    } catch (error) {
      const wait = nextEmailTryIn(email.attempts);
      await markEmailFailed(
        db,
        email.id,
        (error as Error).message,
        wait === null ? null : new Date(now().getTime() + wait),
      );
      round.failed += 1;
      continue;
    }
    await markEmailSent(db, email.id, now());
    round.sent += 1;
  }
  return round;
}

/** How often a process clears the contents of emails past their keeping (a cheap indexed query). */
export const CLEAR_CONTENTS_EVERY_MS = 60 * 60_000;

export interface OutboxWorker {
  stop(): Promise<void>;
}

/**
 * Each process sends what is due every `pollMs`; several processes share the work (SKIP LOCKED).
 * Once an hour it also clears what sent emails said once they are past their keeping.
 */
export function startOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  pollMs: number;
  logger: Logger;
}): OutboxWorker {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let clearedAt = 0;
  const clearOldContents = async () => {
    if (Date.now() - clearedAt < CLEAR_CONTENTS_EVERY_MS) return;
    clearedAt = Date.now();
    const cleared = await clearOldEmailContents(options.db, new Date(), SENT_EMAIL_CONTENTS_KEPT_DAYS);
    if (cleared > 0) options.logger.info({ cleared }, 'cleared the contents of emails past their keeping');
  };
  const tick = () => {
    running = sendDueEmails(options.db, options.mailer)
      .then(async (round) => {
        if (round.failed > 0) options.logger.warn(round, 'some emails failed to send; each is tried again later');
        await clearOldContents();
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'sending the outbox failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await options.mailer.close();
    },
  };
}
