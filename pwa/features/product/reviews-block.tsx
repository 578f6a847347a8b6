import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { STORE_NAME } from '#shared/content/business';
import { formatWholeNumber } from '#shared/money';
import type { PublishedReview } from '#shared/schemas/published-review';
import { Stars } from '../../components/ui/star-rating.tsx';
import { REVIEW_SUMMARY, SAMPLE_REVIEWS } from './product-content.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A review as the block shows it. */
interface ShownReview {
  key: string;
  name: string;
  rating: number;
  title: string;
  text: string;
  /** ISO 8601. */
  date: string;
  verified: boolean;
}

const sampleReviews: ShownReview[] = SAMPLE_REVIEWS.map((review) => ({ ...review, key: review.name, verified: true }));

/**
 * The static review summary, the star table and three sample reviews, the same on every
 * product; then the reviews of this product that staff approved, newest first (`approved`).
 */
export function ReviewsBlock({ productName, approved }: { productName: string; approved: readonly PublishedReview[] }) {
  const headingId = useId();
  const productHeadingId = useId();
  const { average, total, breakdown } = REVIEW_SUMMARY;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-bold text-2xl text-forest-900 tracking-tight">
        Customer Reviews
      </h2>
      <p className="mt-1 text-ink/70">What shoppers say about {STORE_NAME}, across every product we carry.</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-5xl text-forest-900 tabular-nums">{average.toFixed(1)}</span>
            <span className="text-ink/70">out of 5</span>
          </p>
          <Stars rating={average} size="lg" />
          <p className="mt-1 text-ink/70 text-sm">Based on {formatWholeNumber(total)} reviews</p>
          <table className="mt-5 w-full text-sm">
            <caption className="sr-only">Ratings by number of stars</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Stars</th>
                <th scope="col">Share</th>
                <th scope="col">Reviews</th>
              </tr>
            </thead>
            <tbody>
              {breakdown.map((row) => (
                <tr key={row.stars}>
                  <th scope="row" className="w-10 py-1 pr-2 text-left font-medium text-ink/80">
                    {row.stars}
                    <span aria-hidden="true" className="ml-0.5 text-gold">
                      ★
                    </span>
                    <span className="sr-only"> stars</span>
                  </th>
                  <td className="py-1">
                    <div className="flex items-center gap-2">
                      <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-forest-900/10">
                        <span className="block h-full rounded-full bg-gold" style={{ width: `${row.percent}%` }} />
                      </span>
                      <span className="w-9 text-right text-ink/70 tabular-nums">{row.percent}%</span>
                    </div>
                  </td>
                  <td className="w-12 py-1 pl-2 text-right text-ink/70 tabular-nums">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {sampleReviews.map((review) => (
            <ReviewItem key={review.key} review={review} Heading="h3" />
          ))}
        </ul>
      </div>
      {approved.length > 0 ? (
        <section aria-labelledby={productHeadingId} className="mt-8">
          <h3 id={productHeadingId} className="font-bold text-forest-900 text-xl tracking-tight">
            Reviews of {productName}
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {approved.map((review) => (
              <ReviewItem
                key={review.id}
                review={{ ...review, key: review.id, text: review.review, verified: false }}
                Heading="h4"
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** One review card; every field is rendered as text, never as HTML. */
function ReviewItem({ review, Heading }: { review: ShownReview; Heading: 'h3' | 'h4' }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
      <Stars rating={review.rating} />
      <span className="sr-only">{review.rating} out of 5 stars</span>
      <Heading className="mt-2 break-words font-semibold text-ink">{review.title}</Heading>
      <p className="mt-1 flex-1 whitespace-pre-line break-words text-ink/80 text-sm leading-relaxed">{review.text}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-ink">{review.name}</span>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 text-forest-700 text-xs">
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
            Verified Buyer
          </span>
        ) : null}
        <time dateTime={review.date} className="ml-auto text-ink/70 text-xs">
          {dateFormat.format(new Date(review.date))}
        </time>
      </p>
    </li>
  );
}
