import type { ReviewProduct } from '#shared/schemas/review';

/** A sample review shown on the reviews page; the samples are fixed, not stored reviews. */
export interface StaticReview {
  id: number;
  name: string;
  rating: number;
  date: string;
  product: ReviewProduct;
  title: string;
  review: string;
  verified: boolean;
  helpful: number;
}

export const STATIC_REVIEWS: readonly StaticReview[] = [
  {
    id: 1,
    name: 'Sarah M.',
    rating: 5,
    date: '2 days ago',
    product: 'Lychee Gummies',
    title: 'My new evening ritual',
    review:
      'The lychee flavour is spot on and the effect is calm and even. One gummy after dinner and I am relaxed without feeling foggy the next morning.',
    verified: true,
    helpful: 24,
  },
  {
    id: 2,
    name: 'Michael R.',
    rating: 5,
    date: '1 week ago',
    product: 'Blue Dream Preroll',
    title: 'Smooth and uplifting',
    review:
      'Burns evenly, tastes of blueberry, and gives a clear, happy lift. Perfect for a Saturday afternoon with friends.',
    verified: true,
    helpful: 18,
  },
  {
    id: 3,
    name: 'Jessica L.',
    rating: 4,
    date: '2 weeks ago',
    product: 'Watermelon Gummies',
    title: 'Great taste, gentle effect',
    review: 'Tastes like summer. The effect is gentle, which I wanted as a beginner. I would love a larger pack size.',
    verified: true,
    helpful: 15,
  },
  {
    id: 4,
    name: 'David K.',
    rating: 5,
    date: '3 weeks ago',
    product: 'Northern Lights Preroll',
    title: 'Best sleep in years',
    review:
      'Half a preroll an hour before bed and I sleep through the night. Delivery was fast and the packaging discreet.',
    verified: true,
    helpful: 31,
  },
  {
    id: 5,
    name: 'Emily T.',
    rating: 5,
    date: '1 month ago',
    product: 'Bubblegum Gelato Vape',
    title: 'Flavour that lasts',
    review:
      'Sweet without being harsh, and the cartridge lasted much longer than I expected. The lab report on the site was reassuring.',
    verified: true,
    helpful: 12,
  },
  {
    id: 6,
    name: 'Chris P.',
    rating: 4,
    date: '1 month ago',
    product: 'Tangie Flower',
    title: 'Bright citrus, clear head',
    review:
      'Fresh tangerine aroma and an energising, creative high. Buds were a little dry, but the effect more than made up for it.',
    verified: false,
    helpful: 9,
  },
];

/** A fixed figure, not computed from the reviews. */
export const WOULD_RECOMMEND = '98% Would Recommend';

/** The mean rating rounded to one decimal; 0 when there are no reviews. */
export function averageRating(reviews: readonly Pick<StaticReview, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 10) / 10;
}

/** "4.7": always one decimal, as the summary shows it. */
export const formatAverage = (average: number) => average.toFixed(1);
