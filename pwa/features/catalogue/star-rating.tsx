import { Star, StarHalf } from 'lucide-react';
import { formatWholeNumber } from '#shared/money';

const STAR_COUNT = 5;

/**
 * Whole and half stars for a rating from "0.0" to "5.0" (spec 1 §9: a star rating of 5 with a
 * half-star flag). A fraction of a quarter or more shows a half star, three quarters or more a
 * whole one.
 */
export function starsFor(rating: number): { full: number; half: boolean } {
  const clamped = Math.min(STAR_COUNT, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const floored = Math.floor(clamped);
  const fraction = clamped - floored;
  if (fraction >= 0.75) return { full: floored + 1, half: false };
  if (fraction >= 0.25) return { full: floored, half: true };
  return { full: floored, half: false };
}

export function StarRating({ rating, reviewCount }: { rating: string; reviewCount: number }) {
  const value = Number.parseFloat(rating);
  const { full, half } = starsFor(value);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-ink/70 text-xs">
      <span className="flex items-center" role="img" aria-label={`Rated ${rating} out of ${STAR_COUNT}`}>
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const key = `star-${index}`;
          if (index < full) return <Star key={key} aria-hidden="true" className="h-3.5 w-3.5 fill-gold text-gold" />;
          if (index === full && half) {
            return (
              <span key={key} className="relative inline-flex">
                <Star aria-hidden="true" className="h-3.5 w-3.5 text-gold/45" />
                <StarHalf aria-hidden="true" className="absolute inset-0 h-3.5 w-3.5 fill-gold text-gold" />
              </span>
            );
          }
          return <Star key={key} aria-hidden="true" className="h-3.5 w-3.5 text-gold/45" />;
        })}
      </span>
      <span className="whitespace-nowrap tabular-nums">
        <span className="font-semibold text-ink/85">{rating}</span> ({formatWholeNumber(reviewCount)}{' '}
        {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
