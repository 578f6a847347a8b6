import type { ContactMessage } from '#shared/schemas/contact';
import type { Review } from '#shared/schemas/review';
import { newId } from '../../lib/new-id.ts';
import { submissionQueue } from './start-submission-queue.ts';
import type { SubmitOutcome } from './submission-queue.ts';

/** Sends a checked review, or keeps it on the device to send later; each call is a new submission. */
export function sendReview(review: Review): Promise<SubmitOutcome> {
  return submissionQueue.submit({ kind: 'review', payload: { ...review, submissionId: newId() } });
}

/** Sends a checked contact message, or keeps it on the device to send later. */
export function sendContactMessage(message: ContactMessage): Promise<SubmitOutcome> {
  return submissionQueue.submit({ kind: 'contact', payload: { ...message, submissionId: newId() } });
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
