// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import type { PublishedReview } from '#shared/schemas/published-review';
import { ReviewList, reviewCards } from '../../pwa/features/community/review-list.tsx';
import { averageRating, STATIC_REVIEWS } from '../../pwa/features/community/reviews-data.ts';
import { ReviewsBlock } from '../../pwa/features/product/reviews-block.tsx';

/** Approved reviews on the product page's reviews block and on /reviews. */

const approved: PublishedReview[] = [
  {
    id: '6f1d2c1e-0000-4000-8000-000000000002',
    name: 'Rae',
    rating: 4,
    product: 'Tangie Flower',
    productId: 'tangie-flower',
    title: '<img src=x onerror=alert(1)>',
    review: '<b>Not bold</b> & bright',
    date: '2027-03-03T22:15:00.000Z',
  },
  {
    id: '6f1d2c1e-0000-4000-8000-000000000001',
    name: 'Lee',
    rating: 2,
    product: 'Tangie Flower',
    productId: 'tangie-flower',
    title: 'Too sharp for me',
    review: 'Harsh on the throat.',
    date: '2027-02-01T08:00:00.000Z',
  },
];

describe('the product page’s reviews block', () => {
  test('adds the product’s approved reviews after the samples, in the order given, their text as text', () => {
    const { container } = render(createElement(ReviewsBlock, { productName: 'Tangie Flower', approved }));
    const section = screen.getByRole('region', { name: 'Reviews of Tangie Flower' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '<img src=x onerror=alert(1)>',
      'Too sharp for me',
    ]);
    expect(items[0]?.textContent).toContain('<b>Not bold</b> & bright');
    expect(container.querySelector('img, b')).toBeNull();
    // Dated in UTC, as the server renders it; no purchase badge, which nobody checked.
    expect(within(section).getByText('March 3, 2027')).toHaveProperty('dateTime', '2027-03-03T22:15:00.000Z');
    expect(within(section).queryByText('Verified Buyer')).toBeNull();
    // The spec's three samples are still there.
    expect(screen.getAllByText('Verified Buyer')).toHaveLength(3);
  });

  test('with no approved review, it is the spec’s block alone', () => {
    render(createElement(ReviewsBlock, { productName: 'Tangie Flower', approved: [] }));
    expect(screen.queryByRole('region', { name: /Reviews of/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toBeTruthy();
  });
});

describe('the reviews page’s list', () => {
  test('shows the approved reviews first, newest first as the server sends them, then the six samples', () => {
    const cards = reviewCards(approved);
    render(createElement(ReviewList, { reviews: cards }));
    const titles = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual([
      '<img src=x onerror=alert(1)>',
      'Too sharp for me',
      ...STATIC_REVIEWS.map((review) => review.title),
    ]);
    expect(document.querySelector('img, b')).toBeNull();
    // An approved review has no helpful count; the samples keep theirs.
    expect(screen.getAllByText(/^Helpful \(/)).toHaveLength(STATIC_REVIEWS.length);
  });

  test('its average counts every review it shows', () => {
    const cards = reviewCards(approved);
    const total = [...approved, ...STATIC_REVIEWS].reduce((sum, review) => sum + review.rating, 0);
    expect(averageRating(cards)).toBe(Math.round((total / cards.length) * 10) / 10);
    expect(reviewCards([])).toEqual([...STATIC_REVIEWS]);
  });
});
