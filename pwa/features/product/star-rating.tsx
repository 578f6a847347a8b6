import { Star } from 'lucide-react';
import { starsFor } from '../catalogue/star-rating.tsx';

const STAR_POSITIONS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars at any size, with the product card's half-star rule (spec 1 §9). Decorative: the
 * caller states the rating in text.
 */
export function Stars({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const { full, half } = starsFor(rating);
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {STAR_POSITIONS.map((position) => {
        const index = position - 1;
        const fill = index < full ? 'full' : index === full && half ? 'half' : 'empty';
        return (
          <span key={position} className={`relative inline-block shrink-0 ${className}`}>
            <Star className="absolute inset-0 h-full w-full text-gold/40" />
            {fill === 'empty' ? null : (
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
                <Star className={`fill-gold text-gold ${className}`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
