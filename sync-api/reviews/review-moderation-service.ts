import type { Knex } from 'knex';
import type { AdminReview, ReviewDecision } from '#shared/schemas/admin/moderation';
import { PUBLISHED_REVIEWS_LIMIT, type PublishedReview } from '#shared/schemas/published-review';
import type { ReviewStatus } from '#shared/schemas/review';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import { reviewProductId, reviewProductName } from './review-products.ts';
import {
  decidePendingReview,
  findReviewRow,
  listApprovedReviewRows,
  listReviewRows,
  type ReviewRow,
  refreshProductRating,
} from './review-store.ts';

/**
 * Review moderation: staff approve or reject each pending review, once; an approval counts in
 * its product's rating in the same transaction, and the shop shows approved reviews only.
 */

/** The most reviews one list of the back office holds: the newest. */
export const ADMIN_REVIEWS_LIMIT = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the shop and the back office both show of a review. */
function reviewTextOf(row: Pick<ReviewRow, 'id' | 'name' | 'rating' | 'product' | 'title' | 'review'>) {
  return {
    id: row.id,
    name: row.name,
    rating: Number(row.rating),
    product: row.product,
    productId: reviewProductId(row.product),
    title: row.title,
    review: row.review,
  };
}

function adminReviewFromRow(row: ReviewRow): AdminReview {
  return {
    ...reviewTextOf(row),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    moderatedAt: row.moderated_at?.toISOString() ?? null,
    moderatedBy: row.moderated_by,
    note: row.moderation_note,
  };
}

export async function listReviewsForModeration(db: Database, status: ReviewStatus): Promise<AdminReview[]> {
  return (await listReviewRows(db, status, ADMIN_REVIEWS_LIMIT)).map(adminReviewFromRow);
}

const notFound = () => new AppError('review_not_found', 404, 'No review has that id.');

/**
 * Approves or rejects a pending review. A review already decided (by anyone, a moment ago
 * included) is a 409 that names its status, and nothing changes.
 */
export async function moderateReview(
  db: Database,
  reviewId: string,
  decision: ReviewDecision,
  actor: Actor,
): Promise<AdminReview> {
  if (!UUID.test(reviewId)) throw notFound();
  const note = decision.note ? decision.note : null;
  return db.transaction(async (trx: Knex.Transaction) => {
    const decided = await decidePendingReview(trx, reviewId, {
      status: decision.decision,
      note,
      staffId: actor.staffId,
    });
    if (!decided) {
      const stored = await findReviewRow(trx, reviewId);
      if (!stored) throw notFound();
      throw new AppError('review_already_moderated', 409, `This review has already been ${stored.status}.`, {
        review: adminReviewFromRow(stored),
      });
    }
    const productId = reviewProductId(decided.product);
    if (decided.status === 'approved' && productId) await refreshProductRating(trx, productId, decided.product);
    await appendAudit(trx, actor, {
      action: 'review.moderated',
      subjectType: 'review',
      subjectId: reviewId,
      before: { status: 'pending' },
      after: { status: decided.status, note, product: decided.product, productId },
    });
    return adminReviewFromRow(decided);
  });
}

/**
 * The shop's reviews: approved ones only, newest first, all or one product's. Text only: the
 * moderation note and the moderator never leave the back office.
 */
export async function listPublishedReviews(db: Database, productId: string | null): Promise<PublishedReview[]> {
  const product = productId === null ? null : reviewProductName(productId);
  if (productId !== null && product === null) return [];
  const rows = await listApprovedReviewRows(db, product, PUBLISHED_REVIEWS_LIMIT);
  return rows.map((row) => ({ ...reviewTextOf(row), date: row.created_at.toISOString() }));
}
