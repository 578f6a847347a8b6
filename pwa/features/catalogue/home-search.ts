import { z } from 'zod';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { MOOD_IDS } from '#shared/catalogue/moods';
import { ALL } from '#shared/schemas/product';
import { type HomeSearch, MAX_SEARCH_LENGTH } from './filter-state.ts';

/**
 * The home route's search parameters: /shop?category=gummies, /?mood=better-sleep, /?search=lemon.
 * A value the store does not know falls back to "all" (no filter) rather than failing the page,
 * and a search longer than the API accepts is cut to its limit. A plain module, so the rules
 * are tested without a router.
 */
const homeSearchSchema = z.object({
  category: z
    .enum([ALL, ...CATEGORY_IDS])
    .optional()
    .catch(undefined),
  mood: z
    .enum([ALL, ...MOOD_IDS])
    .optional()
    .catch(undefined),
  // The router reads "?search=420" as the number 420: it is still a search.
  search: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, MAX_SEARCH_LENGTH) || undefined)
    .optional()
    .catch(undefined),
});

export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  const { category, mood, search: text } = homeSearchSchema.parse(search);
  // "all" is the same as no filter: left out, so / and /?category=all are one page.
  return {
    ...(category && category !== ALL ? { category } : {}),
    ...(mood && mood !== ALL ? { mood } : {}),
    ...(text ? { search: text } : {}),
  };
}
