import { randomUUID } from 'node:crypto';
import type { ReviewReceipt, ReviewSubmission } from '#shared/schemas/review';
import type { Database } from '../db/database.ts';
import { ReviewModel } from '../models/review.ts';
import { AppError } from './app-error.ts';

export interface Submitted<Receipt> {
  /** False when this submission id was stored before: the same receipt is answered again. */
  created: boolean;
  receipt: Receipt;
}

/**
 * Stores a review for moderation, once per submission id:
 *  1. insert it as 'pending'; a row with the same submission id makes the insert do nothing
 *     (ON CONFLICT DO NOTHING, so two sends racing each other still store one row);
 *  2. when nothing was inserted, read the stored row: the same review again answers its
 *     receipt; a different review under a used id is refused (409 submission_conflict).
 */
export async function submitReview(db: Database, submission: ReviewSubmission): Promise<Submitted<ReviewReceipt>> {
  const { submissionId, ...review } = submission;
  const inserted: Pick<ReviewModel, 'id' | 'status'>[] = await db('reviews')
    .insert({
      id: randomUUID(),
      submission_id: submissionId,
      name: review.name,
      rating: review.rating,
      product: review.product,
      title: review.title,
      review: review.review,
    })
    .onConflict('submission_id')
    .ignore()
    .returning(['id', 'status']);
  const row = inserted[0];
  if (row) return { created: true, receipt: { id: row.id, status: row.status } };

  const stored = await ReviewModel.query(db).findOne('submission_id', submissionId);
  if (!stored) throw new Error(`Review ${submissionId} was neither inserted nor found`);
  const same =
    stored.name === review.name &&
    Number(stored.rating) === review.rating &&
    stored.product === review.product &&
    stored.title === review.title &&
    stored.review === review.review;
  if (!same) {
    throw new AppError(
      'submission_conflict',
      409,
      'This submissionId was already used for a different review; make a new id for a new review.',
    );
  }
  return { created: false, receipt: { id: stored.id, status: stored.status } };
}
