import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { MOOD_IDS } from '#shared/catalogue/moods';
import { ALL } from '#shared/catalogue/product-filters';
import { type HomeSearch, searchFromAddress } from './filter-state.ts';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * The home route's search parameters: /shop?category=gummies, /?mood=better-sleep, /?search=lemon.
 * A value the store does not know falls back to "all" (no filter) rather than failing the page,
 * and a search longer than the API accepts is cut to its limit. ?category=all is kept: it asks for
 * every product, where / shows the featured picks. Plain code rather than a schema: the router
 * runs it before the first page renders, and zod stays out of that load (docs/web-audit.md).
 */
export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const text = searchFromAddress(search.search);
  return {
    ...(isOneOf([...CATEGORY_IDS, ALL], search.category) ? { category: search.category } : {}),
    ...(isOneOf(MOOD_IDS, search.mood) ? { mood: search.mood } : {}),
    ...(text ? { search: text } : {}),
  };
}
