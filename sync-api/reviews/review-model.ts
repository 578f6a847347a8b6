import type { ReviewProduct, ReviewStatus } from '#shared/schemas/review';
import { BaseModel } from '../db/base-model.ts';

/** A shopper's review, held for moderation until its status is 'approved'. */
export class ReviewModel extends BaseModel {
  static override tableName = 'reviews';

  id!: string;
  /** The device's id for the submission: unique, so a resend is stored once. */
  submissionId!: string;
  name!: string;
  rating!: number;
  product!: ReviewProduct;
  title!: string;
  review!: string;
  status!: ReviewStatus;
  createdAt!: Date;
}
