import type { PublishedReview } from '#shared/schemas/published-review';
import { type CardReview, ReviewCard } from './review-card.tsx';
import { STATIC_REVIEWS } from './reviews-data.ts';

// Here rather than with the query, which the first page loads: a date format costs a first page
// its locale data (decision 008).
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An approved review as a card: dated, with no purchase badge or helpful count (we know neither). */
export function approvedReviewCard(review: PublishedReview): CardReview {
  return {
    id: review.id,
    name: review.name,
    rating: review.rating,
    date: dateFormat.format(new Date(review.date)),
    dateTime: review.date,
    product: review.product,
    title: review.title,
    review: review.review,
    verified: false,
  };
}

/** Every review /reviews shows: the approved ones, newest first, then the six samples. */
export function reviewCards(approved: readonly PublishedReview[]): CardReview[] {
  return [...approved.map(approvedReviewCard), ...STATIC_REVIEWS];
}

export function ReviewList({ reviews }: { reviews: readonly CardReview[] }) {
  return (
    <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={`${typeof review.id}-${review.id}`}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
