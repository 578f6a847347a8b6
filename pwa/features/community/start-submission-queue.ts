import { submissionsDb } from '../../db/outbox-db.ts';
import { SubmissionQueue } from './submission-queue.ts';

/** The app's one queue of reviews and messages, started once per tab. */
export const submissionQueue = new SubmissionQueue({ db: submissionsDb });
