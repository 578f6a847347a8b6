import type { CategoryId } from '#shared/catalogue/categories';
import type { MoodId } from '#shared/catalogue/moods';
import { ALL, MAX_SEARCH_LENGTH } from '#shared/catalogue/product-filters';

/**
 * The home page's filters: plain transitions with no React, so every rule is tested on its own
 * (tests/unit/filter-state.test.ts). Search, category and mood live in the URL (shareable, back
 * button); the visible count is the page's own state and starts again at one page whenever the
 * list it counts changes.
 */

/** 8 products per page, 8 more per Load More, after 500 ms. */
export const PAGE_SIZE = 8;
export const LOAD_MORE_DELAY_MS = 500;

export type CategoryFilter = typeof ALL | CategoryId;
export type MoodFilter = typeof ALL | MoodId;

export interface HomeFilters {
  searchQuery: string;
  selectedCategory: CategoryFilter;
  selectedMood: MoodFilter;
  /** "All" was chosen (All Products, the All chip): with no other filter, the whole catalogue instead of the featured picks. */
  showAll: boolean;
}

export interface FilterState extends HomeFilters {
  visibleCount: number;
}

/** Picking a category resets the mood to all; the new list starts at one page. */
export function selectCategory(state: FilterState, category: CategoryFilter): FilterState {
  return { ...state, selectedCategory: category, selectedMood: ALL, showAll: false, visibleCount: PAGE_SIZE };
}

/** Picking a mood resets the category to all; the new list starts at one page. */
export function selectMood(state: FilterState, mood: MoodFilter): FilterState {
  return { ...state, selectedMood: mood, selectedCategory: ALL, showAll: false, visibleCount: PAGE_SIZE };
}

/** "All" resets category, mood and the visible count, and shows every product. The search text stays. */
export function selectAll(state: FilterState): FilterState {
  return { ...state, selectedCategory: ALL, selectedMood: ALL, showAll: true, visibleCount: PAGE_SIZE };
}

/** A change of search text resets the visible count. */
export function setSearchQuery(state: FilterState, searchQuery: string): FilterState {
  const next = normaliseSearch(searchQuery);
  if (next === state.searchQuery) return state;
  return { ...state, searchQuery: next, visibleCount: PAGE_SIZE };
}

/** Load More shows one more page (the 500 ms wait is the page's). */
export function loadMore<T extends Pick<FilterState, 'visibleCount'>>(state: T): T {
  return { ...state, visibleCount: state.visibleCount + PAGE_SIZE };
}

export function normaliseSearch(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * A search read from the address: trimmed and cut to what the API accepts, or undefined when
 * empty or unusable. The router parses query values as JSON, so `?search=420` is the number 420,
 * and it is still a search.
 */
export function searchFromAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return normaliseSearch(String(value)) || undefined;
}

export function visibleProducts<T>(products: readonly T[], state: Pick<FilterState, 'visibleCount'>): T[] {
  return products.slice(0, state.visibleCount);
}

/** How many products Load More has left to show. */
export function remainingCount(total: number, state: Pick<FilterState, 'visibleCount'>): number {
  return Math.max(0, total - state.visibleCount);
}

export interface ProductListQuery {
  category?: CategoryId;
  mood?: MoodId;
  search?: string;
}

export type ProductSource = { kind: 'featured' } | { kind: 'filtered'; query: ProductListQuery };

/**
 * With no search, category or mood the featured list shows, or every product once "All" is
 * chosen (the whole catalogue: GET /api/products with no filter); otherwise the filtered list,
 * asking only for the filters that are set.
 */
export function productSource(filters: HomeFilters): ProductSource {
  const query: ProductListQuery = {};
  if (filters.selectedCategory !== ALL) query.category = filters.selectedCategory;
  if (filters.selectedMood !== ALL) query.mood = filters.selectedMood;
  const search = normaliseSearch(filters.searchQuery);
  if (search) query.search = search;
  return Object.keys(query).length === 0 && !filters.showAll ? { kind: 'featured' } : { kind: 'filtered', query };
}

/** One string per distinct product list: the visible count starts again when it changes. */
export function filtersKey(filters: HomeFilters): string {
  const { searchQuery, selectedCategory, selectedMood, showAll } = filters;
  return JSON.stringify([normaliseSearch(searchQuery), selectedCategory, selectedMood, showAll]);
}

/** The home route's search parameters, as validated in routes/home-routes.tsx. */
export interface HomeSearch {
  category?: CategoryFilter;
  mood?: MoodFilter;
  search?: string;
}

export function filtersFromSearch(search: HomeSearch): HomeFilters {
  return {
    searchQuery: normaliseSearch(search.search ?? ''),
    selectedCategory: search.category ?? ALL,
    selectedMood: search.mood ?? ALL,
    showAll: search.category === ALL,
  };
}

/**
 * The URL's search for a filter state: unset filters are left out, so "/" means featured, and
 * "All" with no other filter is ?category=all, the whole catalogue.
 */
export function searchFromFilters(filters: HomeFilters): HomeSearch {
  const { category, mood, search } = productSourceQuery(filters);
  const everything = filters.showAll && !category && !mood;
  return {
    ...(category ? { category } : everything ? { category: ALL } : {}),
    ...(mood ? { mood } : {}),
    ...(search ? { search } : {}),
  };
}

function productSourceQuery(filters: HomeFilters): ProductListQuery {
  const source = productSource(filters);
  return source.kind === 'filtered' ? source.query : {};
}
