import { API_PATHS } from '#shared/api-paths';
import type { ContactSubmission } from '#shared/schemas/contact';
import type { ReviewSubmission } from '#shared/schemas/review';
import type { SubmissionRecord, SubmissionsDatabase } from '../../db/outbox-db.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { type Backoff, isTransientFailure, retryDelayMs } from '../../lib/retry-policy.ts';
import { tooManyAttemptsText } from '../../lib/too-many-attempts.ts';
import { type LockRunner, webLockRunner } from '../../sync/lock.ts';

/**
 * Sends reviews and contact messages, and keeps the ones that cannot go yet.
 *
 *  1. `submit` writes the submission to IndexedDB first, with the id the server stores it
 *     under, so nothing the shopper wrote is lost whatever happens next.
 *  2. Offline, it stops there ('queued'). Online, it sends at once and waits up to
 *     `sendTimeoutMs`; a transient failure (see retry-policy.ts) or the wait running out also
 *     leaves it queued. When the store said it had too many (429), the outcome carries its
 *     words (`held`), so the form can say how long the wait is.
 *  3. `flush` sends every queued submission, oldest first: at start, on the `online` event,
 *     when the tab becomes visible again, and after a failure with exponential backoff (no
 *     sooner than the server's Retry-After, up to the backoff's cap).
 *  4. The server stores each submission id once, so a send whose answer was lost, or two tabs
 *     sending together (the Web Lock makes that rare), never makes a duplicate.
 *  5. The store refusing the submission itself is final: from the form it is thrown (the
 *     shopper still has the text in the form); from the queue the row is kept as 'failed'
 *     with the reason, for the shopper to read.
 */

export type NewSubmission =
  | { kind: 'review'; payload: ReviewSubmission }
  | { kind: 'contact'; payload: ContactSubmission };
export type SubmissionTransport = (submission: NewSubmission) => Promise<void>;
export type SubmitOutcome = 'sent' | 'queued' | { held: string };

/** The server refused the submission for a reason a retry cannot fix. */
export class SubmissionRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubmissionRejectedError';
  }
}

const PATHS = { review: API_PATHS.reviews, contact: API_PATHS.contact } as const;

/** The browser's way to the server: cookies included, JSON, any non-OK answer thrown. */
export const fetchSubmissionTransport: SubmissionTransport = async (submission) => {
  await apiRequest(PATHS[submission.kind], { method: 'POST', body: submission.payload });
};

function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects with a TypeError when the request never got an answer.
  return 'The store could not be reached.';
}

const wait = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

export interface SubmissionQueueOptions {
  db: SubmissionsDatabase;
  transport?: SubmissionTransport;
  lock?: LockRunner;
  isOnline?: () => boolean;
  sendTimeoutMs?: number;
  /** First retry delay after a failed flush; it doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

type Attempt = 'sent' | { queued: unknown } | { rejected: string };

export class SubmissionQueue {
  private readonly db: SubmissionsDatabase;
  private readonly transport: SubmissionTransport;
  private readonly lock: LockRunner;
  private readonly isOnline: () => boolean;
  private readonly sendTimeoutMs: number;
  private readonly backoff: Backoff;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;
  private stopListening: (() => void) | null = null;

  constructor(options: SubmissionQueueOptions) {
    this.db = options.db;
    this.transport = options.transport ?? fetchSubmissionTransport;
    this.lock = options.lock ?? webLockRunner('verdant-submissions');
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
    this.sendTimeoutMs = options.sendTimeoutMs ?? 8000;
    this.backoff = { firstMs: options.backoffMs ?? 2000, maxMs: options.maxBackoffMs ?? 60_000 };
  }

  /** Sends what an earlier visit left queued, and listens for the connection coming back. */
  start(): void {
    if (this.stopListening || typeof window === 'undefined') return;
    const onOnline = () => {
      this.failures = 0;
      void this.flush();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.flush();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    this.stopListening = () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
    void this.flush();
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Steps 1 and 2: keep it, then try to send it. Throws SubmissionRejectedError on a final failure. */
  async submit(submission: NewSubmission): Promise<SubmitOutcome> {
    const id = submission.payload.submissionId;
    const record: SubmissionRecord = {
      ...submission,
      id,
      status: 'sending',
      createdAt: Date.now(),
      attempts: 0,
      lastError: null,
    };
    let kept = true;
    try {
      await this.db.submissions.put(record);
    } catch {
      // No IndexedDB (a locked-down private window): send directly, with nothing to fall back on.
      kept = false;
    }
    if (!kept) {
      try {
        await this.transport(submission);
        return 'sent';
      } catch (error) {
        throw new SubmissionRejectedError(failureReason(error));
      }
    }
    if (!this.isOnline()) {
      await this.db.submissions.update(id, { status: 'waiting', lastError: 'offline' });
      return 'queued';
    }
    // A refusal while the form waits is shown there; after the timeout the form has moved on,
    // so a late refusal is kept as 'failed' for the status notice instead.
    const onFinal: { mode: 'delete' | 'keep' } = { mode: 'delete' };
    const attempt = await Promise.race([this.send(id, onFinal), wait(this.sendTimeoutMs)]);
    if (attempt === 'sent') return 'sent';
    if (attempt === 'timeout') {
      onFinal.mode = 'keep';
      // Still on its way; the queue owns it now (a late success deletes the row).
      await this.db.submissions
        .where('id')
        .equals(id)
        .filter((row) => row.status === 'sending')
        .modify({ status: 'waiting' });
      this.scheduleRetry();
      return 'queued';
    }
    if ('rejected' in attempt) throw new SubmissionRejectedError(attempt.rejected);
    this.scheduleRetry(attempt.queued);
    const held = tooManyAttemptsText(attempt.queued);
    return held ? { held } : 'queued';
  }

  /** Step 3: sends every queued submission, oldest first, until one cannot go. */
  flush(): Promise<void> {
    if (!this.isOnline()) return Promise.resolve();
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    const queued = await this.db.submissions.where('status').anyOf('waiting', 'sending').sortBy('createdAt');
    for (const row of queued) {
      if (!this.isOnline()) return;
      const attempt = await this.send(row.id, { mode: 'keep' });
      if (attempt !== 'sent' && 'queued' in attempt) {
        this.scheduleRetry(attempt.queued);
        return;
      }
    }
    this.failures = 0;
  }

  /** One attempt for one row, under the lock; a row another tab already sent is 'sent'. */
  private send(id: string, onFinal: { mode: 'delete' | 'keep' }): Promise<Attempt> {
    return this.lock(async (): Promise<Attempt> => {
      const row = await this.db.submissions.get(id);
      if (!row) return 'sent';
      if (row.status === 'failed') return { rejected: row.lastError ?? 'Refused by the store.' };
      try {
        await this.transport(row);
      } catch (error) {
        const reason = failureReason(error);
        if (!isTransientFailure(error)) {
          if (onFinal.mode === 'delete') await this.db.submissions.delete(id);
          else
            await this.db.submissions.update(id, { status: 'failed', lastError: reason, attempts: row.attempts + 1 });
          return { rejected: reason };
        }
        await this.db.submissions.update(id, { status: 'waiting', lastError: reason, attempts: row.attempts + 1 });
        return { queued: error };
      }
      await this.db.submissions.delete(id);
      return 'sent';
    });
  }

  /** `failure` is what the last attempt failed with; none when the wait for an answer ran out. */
  private scheduleRetry(failure?: unknown): void {
    if (this.retryTimer || !this.stopListening) return;
    this.failures += 1;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        void this.flush();
      },
      retryDelayMs(this.failures, this.backoff, failure),
    );
  }
}
