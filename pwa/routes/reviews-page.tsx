import { useQuery } from '@tanstack/react-query';
import { MessageSquareHeart, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Stars } from '../components/ui/star-rating.tsx';
import { REVIEW_BANNER_MS } from '../features/community/community-messages.ts';
import { publishedReviewsQueryOptions } from '../features/community/published-reviews.ts';
import { ReviewBanner } from '../features/community/review-banner.tsx';
import { ReviewList, reviewCards } from '../features/community/review-list.tsx';
import { ReviewModal } from '../features/community/review-modal.tsx';
import { averageRating, formatAverage, WOULD_RECOMMEND } from '../features/community/reviews-data.ts';
import type { SubmitOutcome } from '../features/community/submission-queue.ts';
import { SubmissionStatus } from '../features/community/submission-status.tsx';

const [recommendPercent, ...recommendWords] = WOULD_RECOMMEND.split(' ');

/**
 * The reviews page: the summary, the approved reviews (newest first) and then the sample ones,
 * and the 'Write a Review' modal. Until the approved reviews arrive, or when they cannot be
 * fetched (offline with no saved copy), the samples stand alone: nothing waits on them.
 */
export default function ReviewsPage() {
  const { data: approved = [] } = useQuery(publishedReviewsQueryOptions());
  const reviews = reviewCards(approved);
  const average = averageRating(reviews);
  // A new object per submission, so a second review restarts the banner's 5 seconds.
  const [banner, setBanner] = useState<{ outcome: SubmitOutcome } | null>(null);
  useEffect(() => {
    if (!banner) return;
    // Counted from the frame that shows it: on a busy phone the render can take a while to paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setBanner(null), REVIEW_BANNER_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [banner]);

  return (
    <>
      <header className="bg-gradient-to-br from-forest-900 to-forest-700 px-4 pt-12 pb-20 text-cream sm:pt-16 sm:pb-24">
        <div className="mx-auto max-w-6xl">
          <p className="font-semibold text-gold text-sm uppercase tracking-wider">Community</p>
          <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">Customer Reviews</h1>
          <p className="mt-3 max-w-2xl text-cream/85 text-lg">
            Real experiences from adults who shop with us. Read theirs, then share your own.
          </p>
        </div>
      </header>

      <div className="mx-auto -mt-12 max-w-6xl px-4 pb-16">
        <section
          aria-labelledby="summary-heading"
          className="grid gap-6 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-forest-900/5 sm:grid-cols-[1fr_1fr_auto] sm:items-center sm:p-8"
        >
          <h2 id="summary-heading" className="sr-only">
            Review summary
          </h2>
          <div className="flex items-center gap-4">
            <p className="font-bold text-5xl text-forest-900 tabular-nums">{formatAverage(average)}</p>
            <div>
              <Stars rating={average} size="lg" labelled />
              <p className="mt-1 text-ink/70 text-sm">Average of {reviews.length} reviews</p>
            </div>
          </div>
          <div className="flex items-center gap-4 border-forest-900/10 border-t pt-6 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-6">
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-800"
            >
              <ThumbsUp className="h-6 w-6" />
            </span>
            <p className="text-ink/70">
              <span className="block font-bold text-3xl text-forest-900">{recommendPercent}</span>{' '}
              <span className="text-sm">{recommendWords.join(' ')}</span>
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            <ReviewModal onSubmitted={(outcome: SubmitOutcome) => setBanner({ outcome })} />
            <p className="text-ink/70 text-xs sm:text-right">Reviews appear once approved.</p>
          </div>
        </section>

        <div className="mt-6 grid gap-3">
          <div role="status" aria-live="polite">
            {banner ? <ReviewBanner outcome={banner.outcome} /> : null}
          </div>
          <SubmissionStatus kind="review" />
        </div>

        <section aria-labelledby="reviews-heading" className="mt-10">
          <h2 id="reviews-heading" className="flex items-center gap-2 font-bold text-2xl text-forest-900">
            <MessageSquareHeart aria-hidden="true" className="h-6 w-6 text-forest-700" />
            What shoppers say
          </h2>
          <ReviewList reviews={reviews} />
        </section>
      </div>
    </>
  );
}
