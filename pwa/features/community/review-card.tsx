import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { Stars } from '../../components/ui/star-rating.tsx';

/** What a card shows: a sample review, or one a shopper wrote and staff approved. */
export interface CardReview {
  id: string | number;
  name: string;
  rating: number;
  /** As shown: "2 days ago", or a date. */
  date: string;
  /** The date as ISO 8601, when it is a date. */
  dateTime?: string;
  product: string;
  title: string;
  review: string;
  verified: boolean;
  /** How many found it helpful; only the samples have a count. */
  helpful?: number;
}

/**
 * One review: who, when, the stars, the product, the title and text, and how many found it
 * helpful. Every field is rendered as text (a shopper's "<b>" stays those three characters).
 */
export function ReviewCard({ review }: { review: CardReview }) {
  const headingId = `review-${review.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-forest-900/5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-100 font-bold text-forest-800"
          >
            {review.name.charAt(0)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-forest-900">{review.name}</p>
            <p className="text-ink/70 text-sm">
              {review.dateTime ? <time dateTime={review.dateTime}>{review.date}</time> : review.date}
            </p>
          </div>
        </div>
        {review.verified ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-forest-50 px-2.5 py-1 font-medium text-forest-700 text-xs ring-1 ring-forest-600/20">
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
            Verified Purchase
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <Stars rating={review.rating} labelled />
        <span className="rounded-full bg-cream px-2.5 py-0.5 font-medium text-ink/75 text-xs ring-1 ring-forest-900/10">
          {review.product}
        </span>
      </div>
      <h3 id={headingId} className="mt-3 break-words font-semibold text-forest-900 text-lg leading-snug">
        {review.title}
      </h3>
      <p className="mt-2 flex-1 whitespace-pre-line break-words text-ink/80 leading-relaxed">{review.review}</p>
      {review.helpful === undefined ? null : (
        <p className="mt-4 flex items-center gap-1.5 border-forest-900/5 border-t pt-3 text-ink/70 text-sm">
          <ThumbsUp aria-hidden="true" className="h-4 w-4" />
          Helpful ({review.helpful})
        </p>
      )}
    </article>
  );
}
