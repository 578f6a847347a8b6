import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Stars, starsFor } from '../../pwa/components/ui/star-rating.tsx';

/** What each of a rendered rating's stars shows: "full", "half" or "empty". */
function shownStars(html: string): string[] {
  return html
    .split('relative inline-block')
    .slice(1)
    .map((star) =>
      star.includes('overflow-hidden w-1/2') ? 'half' : star.includes('overflow-hidden w-full') ? 'full' : 'empty',
    );
}

describe('a rating shows as whole stars and at most one half star, rounded to the nearest half', () => {
  test.each([
    [4.8, { full: 5, half: false }],
    [4.75, { full: 5, half: false }],
    [4.74, { full: 4, half: true }],
    [4.7, { full: 4, half: true }],
    [4.5, { full: 4, half: true }],
    [4.25, { full: 4, half: true }],
    [4.24, { full: 4, half: false }],
    [0.2, { full: 0, half: false }],
    [0, { full: 0, half: false }],
    [5, { full: 5, half: false }],
  ])('%s stars', (rating, stars) => {
    expect(starsFor(rating)).toEqual(stars);
  });

  test('a rating outside 0 to 5 is clamped, and one that is not a number shows no star', () => {
    expect(starsFor(7)).toEqual({ full: 5, half: false });
    expect(starsFor(-1)).toEqual({ full: 0, half: false });
    expect(starsFor(Number.NaN)).toEqual({ full: 0, half: false });
  });
});

describe('the stars on screen', () => {
  test('the API\'s "4.3" shows four stars and a half, named as the API wrote it', () => {
    const html = renderToStaticMarkup(createElement(Stars, { rating: '4.3', labelled: true }));
    expect(shownStars(html)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(html).toMatch(/^<span role="img" aria-label="Rated 4.3 out of 5"/);
  });

  test("a reviewer's 3 shows three stars and two empty ones", () => {
    const html = renderToStaticMarkup(createElement(Stars, { rating: 3 }));
    expect(shownStars(html)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  test('stars beside a rating in text are hidden from screen readers, which read the text', () => {
    const html = renderToStaticMarkup(createElement(Stars, { rating: 4.8 }));
    expect(html).toMatch(/^<span aria-hidden="true"/);
    expect(html).not.toContain('role="img"');
  });
});
