import type { Knex } from 'knex';
import type { ReviewStatus } from '#shared/schemas/review';

/**
 * Reviews as staff moderate them and the shop shows them, and the rating they give their
 * product. Shoppers' submissions are stored by review-service.
 */

type Queryable = Knex | Knex.Transaction;

export interface ReviewRow {
  id: string;
  name: string;
  rating: number;
  product: string;
  title: string;
  review: string;
  status: ReviewStatus;
  created_at: Date;
  moderated_at: Date | null;
  /** The moderator's email (joined from staff). */
  moderated_by: string | null;
  moderation_note: string | null;
}

const ROW_COLUMNS = [
  'r.id',
  'r.name',
  'r.rating',
  'r.product',
  'r.title',
  'r.review',
  'r.status',
  'r.created_at',
  'r.moderated_at',
  's.email as moderated_by',
  'r.moderation_note',
];

/** Reviews of one status, newest first. */
export function listReviewRows(db: Queryable, status: ReviewStatus, limit: number): Promise<ReviewRow[]> {
  return db('reviews as r')
    .leftJoin('staff as s', 's.id', 'r.moderated_by')
    .where('r.status', status)
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(limit)
    .select(ROW_COLUMNS);
}

export type PublishedReviewRow = Pick<
  ReviewRow,
  'id' | 'name' | 'rating' | 'product' | 'title' | 'review' | 'created_at'
>;

/** Approved reviews, newest first: of the products reviews name `product`, or of all when null. */
export function listApprovedReviewRows(
  db: Queryable,
  product: string | null,
  limit: number,
): Promise<PublishedReviewRow[]> {
  const query = db('reviews').where({ status: 'approved' });
  if (product !== null) query.andWhere({ product });
  return query
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('id', 'name', 'rating', 'product', 'title', 'review', 'created_at');
}

/**
 * Decides a pending review. Only one decision can win: the update matches the row only while it
 * is still pending, and a second decision waiting on the first's row lock finds it decided.
 * Null when there was no pending review with that id.
 */
export async function decidePendingReview(
  trx: Knex.Transaction,
  id: string,
  decision: { status: Exclude<ReviewStatus, 'pending'>; note: string | null; staffId: string | null },
): Promise<ReviewRow | null> {
  const [updated]: { id: string }[] = await trx('reviews')
    .where({ id, status: 'pending' })
    .update({
      status: decision.status,
      moderation_note: decision.note,
      moderated_by: decision.staffId,
      moderated_at: trx.fn.now(),
    })
    .returning('id');
  return updated ? findReviewRow(trx, updated.id) : null;
}

export async function findReviewRow(db: Queryable, id: string): Promise<ReviewRow | null> {
  const row: ReviewRow | undefined = await db('reviews as r')
    .leftJoin('staff as s', 's.id', 'r.moderated_by')
    .where('r.id', id)
    .first(ROW_COLUMNS);
  return row ?? null;
}

/**
 * Sets the product's rating and review count from its launch figures and every approved review
 * naming it: rating = (base × base count + sum of approved ratings) / (base count + approved),
 * to one decimal. The product row is locked first, so that two approvals at once each count the
 * other (the second reads after the first has committed).
 */
export async function refreshProductRating(trx: Knex.Transaction, productId: string, reviewName: string) {
  const locked = await trx('products').where({ id: productId }).forUpdate().first('id');
  if (!locked) return;
  await trx.raw(
    `update products p set
       review_count = p.base_review_count + a.approved,
       rating = case when p.base_review_count + a.approved = 0 then p.base_rating
         else round((p.base_rating * p.base_review_count + a.total) / (p.base_review_count + a.approved), 1) end,
       updated_at = now()
     from (select count(*)::integer as approved, coalesce(sum(rating), 0) as total
           from reviews where status = 'approved' and product = ?) a
     where p.id = ?`,
    [reviewName, productId],
  );
}
