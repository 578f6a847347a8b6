import { describe, expect, test } from 'vitest';
import { MAX_SEARCH_LENGTH } from '#shared/catalogue/product-filters';
import {
  type FilterState,
  filtersFromSearch,
  filtersKey,
  LOAD_MORE_DELAY_MS,
  loadMore,
  PAGE_SIZE,
  productSource,
  remainingCount,
  searchFromFilters,
  selectAll,
  selectCategory,
  selectMood,
  setSearchQuery,
  visibleProducts,
} from '../../pwa/features/catalogue/filter-state.ts';
import { validateHomeSearch } from '../../pwa/features/catalogue/home-search.ts';

/** The page as it opens on an address with no filters. */
const opening: FilterState = { ...filtersFromSearch({}), visibleCount: PAGE_SIZE };
const state = (overrides: Partial<FilterState> = {}): FilterState => ({ ...opening, ...overrides });

describe('home filter state', () => {
  test('an address with no filters opens with no search, all categories, all moods and one page of 8', () => {
    expect(opening).toEqual({
      searchQuery: '',
      selectedCategory: 'all',
      selectedMood: 'all',
      showAll: false,
      visibleCount: 8,
    });
    expect(PAGE_SIZE).toBe(8);
    expect(LOAD_MORE_DELAY_MS).toBe(500);
  });

  test('picking a category resets the mood to all', () => {
    const next = selectCategory(state({ selectedMood: 'better-sleep' }), 'gummies');
    expect(next.selectedCategory).toBe('gummies');
    expect(next.selectedMood).toBe('all');
  });

  test('picking a mood resets the category to all', () => {
    const next = selectMood(state({ selectedCategory: 'vapes' }), 'feel-happy');
    expect(next.selectedMood).toBe('feel-happy');
    expect(next.selectedCategory).toBe('all');
  });

  test('All resets category, mood and the visible count, keeps the search text, and asks for every product', () => {
    const next = selectAll(
      state({ searchQuery: 'lemon', selectedCategory: 'flower', selectedMood: 'chill-out', visibleCount: 24 }),
    );
    expect(next).toEqual({
      searchQuery: 'lemon',
      selectedCategory: 'all',
      selectedMood: 'all',
      showAll: true,
      visibleCount: 8,
    });
    expect(selectCategory(next, 'vapes').showAll).toBe(false);
    expect(selectMood(next, 'feel-happy').showAll).toBe(false);
  });

  test('a change of search text resets the visible count', () => {
    const next = setSearchQuery(state({ searchQuery: 'lemon', visibleCount: 16 }), 'grape');
    expect(next.searchQuery).toBe('grape');
    expect(next.visibleCount).toBe(8);
  });

  test('the same search text again changes nothing, and the text is trimmed and capped at 100', () => {
    const before = state({ searchQuery: 'lemon', visibleCount: 16 });
    expect(setSearchQuery(before, '  lemon ')).toBe(before);
    expect(setSearchQuery(before, 'x'.repeat(150)).searchQuery).toHaveLength(MAX_SEARCH_LENGTH);
  });

  test('a new category or mood starts its list at one page', () => {
    expect(selectCategory(state({ visibleCount: 24 }), 'flower').visibleCount).toBe(8);
    expect(selectMood(state({ visibleCount: 24 }), 'better-sex').visibleCount).toBe(8);
  });

  test('Load More adds 8 each time', () => {
    const once = loadMore(state());
    expect(once.visibleCount).toBe(16);
    expect(loadMore(once).visibleCount).toBe(24);
  });

  test('the grid shows the first visible count of products and counts the rest', () => {
    const products = Array.from({ length: 23 }, (_, index) => index);
    expect(visibleProducts(products, state())).toHaveLength(8);
    expect(remainingCount(products.length, state())).toBe(15);
    const afterTwo = loadMore(loadMore(state()));
    expect(visibleProducts(products, afterTwo)).toHaveLength(23);
    expect(remainingCount(products.length, afterTwo)).toBe(0);
  });
});

describe('product source', () => {
  test('with no search, category or mood the featured list shows', () => {
    expect(productSource(opening)).toEqual({ kind: 'featured' });
    expect(productSource(state({ searchQuery: '   ' }))).toEqual({ kind: 'featured' });
  });

  test('once All is chosen with no other filter, the whole catalogue: GET /api/products with no filter', () => {
    expect(productSource(selectAll(opening))).toEqual({ kind: 'filtered', query: {} });
    expect(productSource(filtersFromSearch({ category: 'all' }))).toEqual({ kind: 'filtered', query: {} });
  });

  test('otherwise the filtered list, asking only for the filters that are set', () => {
    expect(productSource(state({ selectedCategory: 'gummies' }))).toEqual({
      kind: 'filtered',
      query: { category: 'gummies' },
    });
    expect(productSource(state({ selectedMood: 'better-sleep' }))).toEqual({
      kind: 'filtered',
      query: { mood: 'better-sleep' },
    });
    expect(productSource(state({ searchQuery: ' lemon ', selectedCategory: 'vapes' }))).toEqual({
      kind: 'filtered',
      query: { category: 'vapes', search: 'lemon' },
    });
  });

  test('each distinct list has its own key, so paging starts again when the list changes', () => {
    const keys = new Set([
      filtersKey(opening),
      filtersKey(state({ selectedCategory: 'gummies' })),
      filtersKey(state({ selectedMood: 'better-sleep' })),
      filtersKey(state({ searchQuery: 'lemon' })),
      filtersKey(selectAll(opening)),
    ]);
    expect(keys.size).toBe(5);
    expect(filtersKey(state({ visibleCount: 24 }))).toBe(filtersKey(opening));
  });
});

describe('filters in the URL', () => {
  test('the URL carries only the filters that are set', () => {
    expect(searchFromFilters(opening)).toEqual({});
    expect(searchFromFilters(selectCategory(opening, 'gummies'))).toEqual({ category: 'gummies' });
    expect(searchFromFilters(state({ searchQuery: 'lemon', selectedMood: 'feel-happy' }))).toEqual({
      mood: 'feel-happy',
      search: 'lemon',
    });
  });

  test('a URL round-trips to the same filters, All Products as ?category=all', () => {
    const filters = { searchQuery: 'gelato', selectedCategory: 'vapes', selectedMood: 'all', showAll: false } as const;
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters(selectAll(opening))).toEqual({ category: 'all' });
    const { visibleCount: _count, ...everything } = selectAll(opening);
    expect(filtersFromSearch(searchFromFilters(everything))).toEqual(everything);
  });

  test('unknown values fall back to all instead of failing the page', () => {
    expect(validateHomeSearch({ category: 'edibles', mood: 'sleepy', search: 42 })).toEqual({ search: '42' });
    expect(validateHomeSearch({ category: 'all', mood: 'all' })).toEqual({ category: 'all' });
    expect(validateHomeSearch({ category: ['gummies'], search: { a: 1 } })).toEqual({});
    expect(validateHomeSearch({ category: 'flower', mood: 'better-sleep', search: '  kush ' })).toEqual({
      category: 'flower',
      mood: 'better-sleep',
      search: 'kush',
    });
  });

  test('a search longer than 100 characters is cut to 100', () => {
    expect(validateHomeSearch({ search: 'a'.repeat(250) }).search).toHaveLength(100);
  });
});
