import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { REVIEW_STATUSES, type ReviewStatus } from '#shared/schemas/review';
import { FilterTabs, tabLinkProps } from '../components/filter-tabs.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { AdminLink, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { ReviewCard } from './review-card.tsx';
import { reviewsQuery } from './reviews-api.ts';
import { DEFAULT_REVIEW_STATUS } from './reviews-search.ts';

const TAB_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const EMPTY: Record<ReviewStatus, string> = {
  pending: 'Nothing waiting: every review has been decided.',
  approved: 'No review has been approved yet.',
  rejected: 'No review has been rejected.',
};

/** /admin/reviews: the queue of reviews waiting for a decision, and those decided. */
export default function ReviewsPage(): ReactElement {
  useScreenTitle('Reviews');
  const status = useScreenSearch('/signed-in/admin/reviews').status ?? DEFAULT_REVIEW_STATUS;
  const query = useQuery({ ...reviewsQuery(status), placeholderData: keepPreviousData });
  return (
    <>
      <ScreenHeader
        title="Reviews"
        description="Shoppers’ reviews wait here until someone approves them. Approved reviews show on the product’s page."
      />
      <FilterTabs label="Reviews by decision">
        {REVIEW_STATUSES.map((tab) => (
          <li key={tab}>
            {/* The default view's address has no status, as the menu's link to it has none. */}
            <AdminLink
              to="/admin/reviews"
              search={tab === DEFAULT_REVIEW_STATUS ? {} : { status: tab }}
              {...tabLinkProps}
            >
              {TAB_LABELS[tab]}
            </AdminLink>
          </li>
        ))}
      </FilterTabs>
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : query.data ? (
        query.data.reviews.length === 0 ? (
          <Panel>
            <EmptyState title={EMPTY[status]} />
          </Panel>
        ) : (
          <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {query.data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
        )
      ) : null}
    </>
  );
}
