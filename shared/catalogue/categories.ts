/** The four categories the store sells. */
export const CATEGORY_IDS = ['gummies', 'flower', 'vapes', 'prerolls'] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * A product may belong to a category outside the four ("other"); such products are priced
 * with OTHER_SIZE_MULTIPLIERS (sizes.ts).
 */
export type ProductCategory = CategoryId | (string & {});

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

export interface CategoryInfo {
  id: CategoryId;
  name: string;
  description: string;
}

export const CATEGORIES: Record<CategoryId, CategoryInfo> = {
  gummies: {
    id: 'gummies',
    name: 'Gummies',
    description: 'Precisely dosed, fruit-forward edibles for a slow, steady and predictable experience.',
  },
  flower: {
    id: 'flower',
    name: 'Flower',
    description: 'Hand-trimmed, lab-tested buds from small-batch growers, cured for aroma and a smooth burn.',
  },
  vapes: {
    id: 'vapes',
    name: 'Vapes',
    description: 'Strain-specific live resin and distillate cartridges with fast onset and clean flavour.',
  },
  prerolls: {
    id: 'prerolls',
    name: 'Prerolls',
    description: 'Ready-to-enjoy joints rolled from whole flower, never shake or trim.',
  },
};
