import Dexie, { type EntityTable } from 'dexie';
import type { ContactSubmission } from '#shared/schemas/contact';
import type { ReviewSubmission } from '#shared/schemas/review';

/**
 * Reviews and contact messages on their way to the server, kept in IndexedDB so one written
 * offline (or while the store is unreachable) survives reloads and goes out when the device is
 * back online. Separate from the cart's database: its rows leave the device whole, once each.
 *
 * `status`: 'sending' while the first attempt from the form is under way, 'waiting' once it is
 * queued for a later try, 'failed' when the server refused it for good (kept so the shopper
 * can read why, until dismissed). A row is deleted as soon as the server has stored it.
 */

export type SubmissionStatus = 'sending' | 'waiting' | 'failed';

interface SubmissionBase {
  /** The submission id the server stores once: the same on every retry. */
  id: string;
  status: SubmissionStatus;
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

export type SubmissionRecord =
  | (SubmissionBase & { kind: 'review'; payload: ReviewSubmission })
  | (SubmissionBase & { kind: 'contact'; payload: ContactSubmission });
export type SubmissionKind = SubmissionRecord['kind'];

export class SubmissionsDatabase extends Dexie {
  submissions!: EntityTable<SubmissionRecord, 'id'>;

  constructor(name = 'verdant-submissions') {
    super(name);
    this.version(1).stores({ submissions: 'id, kind, status, createdAt' });
  }
}

/** The one database of this app; tests make their own with another name. */
export const submissionsDb = new SubmissionsDatabase();
