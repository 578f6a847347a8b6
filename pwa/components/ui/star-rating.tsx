import { Star } from 'lucide-react';

const STAR_COUNT = 5;
const STAR_POSITIONS = Array.from({ length: STAR_COUNT }, (_, index) => index);

/**
 * How a rating shows as five stars, on every screen (the product card, the product page, the
 * reviews): whole stars and at most one half star, the rating rounded to the nearest half star,
 * halfway rounding up (4.24 shows four stars, 4.25 to 4.74 four and a half, 4.75 five). The
 * store's ratings are a 5-star scale with a half-star step; a fill in proportion (4.7 as 70%
 * of a star) would show a step the scale does not have. A rating outside 0 to 5 is clamped,
 * and one that is not a number shows no star.
 */
export function starsFor(rating: number): { full: number; half: boolean } {
  const clamped = Math.min(STAR_COUNT, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const halves = Math.round(clamped * 2);
  return { full: Math.floor(halves / 2), half: halves % 2 === 1 };
}

/** Star size, and the space between stars: `sm` sits tight in a product card's small print. */
const SIZES = {
  sm: { star: 'h-3.5 w-3.5', row: '' },
  md: { star: 'h-4 w-4', row: 'gap-0.5' },
  lg: { star: 'h-5 w-5', row: 'gap-0.5' },
} as const;

/**
 * Five stars for a rating from 0 to 5 (a number, or the API's decimal text such as "4.8").
 * `labelled`: the stars name the rating themselves ("Rated 4.8 out of 5"); otherwise they are
 * decorative and the caller states the rating in text beside them.
 */
export function Stars({
  rating,
  size = 'md',
  labelled = false,
}: {
  rating: number | string;
  size?: keyof typeof SIZES;
  labelled?: boolean;
}) {
  const { full, half } = starsFor(typeof rating === 'number' ? rating : Number.parseFloat(rating));
  const { star, row } = SIZES[size];
  const naming = labelled
    ? ({ role: 'img', 'aria-label': `Rated ${rating} out of ${STAR_COUNT}` } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <span {...naming} className={`inline-flex items-center ${row}`}>
      {STAR_POSITIONS.map((index) => {
        const fill = index < full ? 'w-full' : index === full && half ? 'w-1/2' : null;
        return (
          <span key={index} className={`relative inline-block shrink-0 ${star}`}>
            <Star aria-hidden="true" className="absolute inset-0 h-full w-full text-gold/40" />
            {fill ? (
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill}`}>
                <Star aria-hidden="true" className={`fill-gold text-gold ${star}`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
