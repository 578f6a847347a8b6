import { toCents } from '../money.ts';
import { MOOD_IDS, type MoodId } from './moods.ts';
import { type FilterSubject, filterProducts } from './product-filters.ts';

/**
 * How a category page arranges its products: sorted by the shopper's choice and narrowed to a
 * size and a mood. Plain rules, read from the address (/category/flower?sort=price-low&size=7g),
 * so a view can be shared and the server renders it as the browser does.
 */

export const CATEGORY_SORTS = ['featured', 'price-low', 'price-high', 'rating'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export const CATEGORY_SORT_LABELS: Readonly<Record<CategorySort, string>> = {
  featured: 'Featured',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Top rated',
};

export interface CategoryView {
  sort?: CategorySort;
  /** A size's id ("7g", "6-pack"). */
  size?: string;
  mood?: MoodId;
}

type Arranged = FilterSubject & {
  price: string;
  rating: string;
  reviewCount: number;
  featured: boolean;
  sizes: readonly { size: string; label: string }[];
};

/** The sizes the products come in (each id with the label it is first offered under), in that order. */
export function sizeChoices(products: readonly Pick<Arranged, 'sizes'>[]): { size: string; label: string }[] {
  const choices = new Map<string, string>();
  for (const option of products.flatMap((product) => product.sizes)) {
    if (!choices.has(option.size)) choices.set(option.size, option.label);
  }
  return [...choices].map(([size, label]) => ({ size, label }));
}

const byName = (a: Pick<Arranged, 'name'>, b: Pick<Arranged, 'name'>) => a.name.localeCompare(b.name, 'en');

const COMPARE: Record<CategorySort, (a: Arranged, b: Arranged) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured),
  'price-low': (a, b) => toCents(a.price) - toCents(b.price) || byName(a, b),
  'price-high': (a, b) => toCents(b.price) - toCents(a.price) || byName(a, b),
  rating: (a, b) => Number(b.rating) - Number(a.rating) || b.reviewCount - a.reviewCount || byName(a, b),
};

/** The products in the size and mood chosen, in the order chosen ("featured": the featured first, else as listed). */
export function arrangeCategory<T extends Arranged>(products: readonly T[], view: CategoryView): T[] {
  const inSize = view.size
    ? products.filter((product) => product.sizes.some((size) => size.size === view.size))
    : products;
  const inMood = view.mood ? filterProducts(inSize, { mood: view.mood }) : [...inSize];
  return inMood.sort(COMPARE[view.sort ?? 'featured']);
}

/** A view read from the address; a value the store does not know is left out. */
export function categoryViewFrom(search: Record<string, unknown>): CategoryView {
  const { sort, size, mood } = search;
  return {
    ...(typeof sort === 'string' && (CATEGORY_SORTS as readonly string[]).includes(sort) && sort !== 'featured'
      ? { sort: sort as CategorySort }
      : {}),
    ...(typeof size === 'string' && /^[\w.-]{1,20}$/.test(size) ? { size } : {}),
    ...(typeof mood === 'string' && (MOOD_IDS as readonly string[]).includes(mood) ? { mood: mood as MoodId } : {}),
  };
}
