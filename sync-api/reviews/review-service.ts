import { randomUUID } from 'node:crypto';
import type { ReviewReceipt, ReviewSubmission } from '#shared/schemas/review';
import type { Database } from '../db/database.ts';
import { type Submitted, submitOnce } from '../db/submit-once.ts';
import { ReviewModel } from './review-model.ts';

/** Stores a review for moderation ('pending'), once per submission id. */
export function submitReview(db: Database, submission: ReviewSubmission): Promise<Submitted<ReviewReceipt>> {
  const { submissionId, ...review } = submission;
  return submitOnce({
    noun: 'review',
    insert: async () => {
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
      return row && { id: row.id, status: row.status };
    },
    findStored: () => ReviewModel.query(db).findOne('submission_id', submissionId),
    isSameAs: (stored) =>
      stored.name === review.name &&
      Number(stored.rating) === review.rating &&
      stored.product === review.product &&
      stored.title === review.title &&
      stored.review === review.review,
    receiptOf: (stored) => ({ id: stored.id, status: stored.status }),
  });
}
