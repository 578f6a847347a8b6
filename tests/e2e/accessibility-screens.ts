import type { APIRequestContext } from '@playwright/test';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { GUIDE_PATHS } from '#shared/content/guides';
import { POLICY_PAGES } from '#shared/content/policies';
import { categoryPath, productPath, STATIC_PAGE_PATHS } from '#shared/routes';
import type { Product } from '#shared/schemas/product';
import { expect } from './fixtures.ts';

/**
 * The screens accessibility.spec.ts sweeps: every page of both spec documents' route tables
 * (checkout apart, whose states it drives on their own), the filtered shop and the not-found
 * screens, grouped by kind.
 */

interface Screen {
  name: string;
  /** Where it is; products are picked from the catalogue the server holds. */
  path: (request: APIRequestContext) => Promise<string> | string;
}

async function catalogueProduct(request: APIRequestContext, inStock: boolean): Promise<string> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as Product[]).find((candidate) => candidate.inStock === inStock);
  if (!product) throw new Error(`The catalogue has no product with inStock ${inStock}`);
  return productPath(product.id);
}

const at = (path: string): Screen => ({ name: path, path: () => path });

const PRODUCT_SCREENS: Screen[] = [
  { name: 'a product in stock', path: (request) => catalogueProduct(request, true) },
  { name: 'a product out of stock', path: (request) => catalogueProduct(request, false) },
];

const SHOP_SCREENS: Screen[] = [
  at(STATIC_PAGE_PATHS.home),
  at(STATIC_PAGE_PATHS.shop),
  at('/?search=lemon'),
  at('/?search=zzzz'),
  at('/?mood=better-sleep'),
  at('/shop?category=vapes'),
  ...CATEGORY_IDS.map((category) => at(categoryPath(category))),
  at(`${categoryPath('flower')}?search=zzzz`),
  ...PRODUCT_SCREENS,
];

const GUIDE_SCREENS = GUIDE_PATHS.map(at);

const POLICY_SCREENS = POLICY_PAGES.map((page) => at(STATIC_PAGE_PATHS[page]));

/**
 * The rest of the route table, whatever it grows to, and the not-found screens. Checkout is
 * left out: with an empty cart it sends the shopper to the shop.
 */
const covered = new Set<string>([
  STATIC_PAGE_PATHS.home,
  STATIC_PAGE_PATHS.shop,
  STATIC_PAGE_PATHS.checkout,
  ...GUIDE_PATHS,
  ...POLICY_SCREENS.map((screen) => screen.name),
]);
const OTHER_SCREENS: Screen[] = [
  ...Object.values(STATIC_PAGE_PATHS)
    .filter((path) => !covered.has(path))
    .map(at),
  at('/definitely/not/here'),
  at(productPath('no-such-product')),
  at(categoryPath('candy')),
];

export const SCREEN_GROUPS: [string, Screen[]][] = [
  ['the shop, its categories, searches, moods and products', SHOP_SCREENS],
  ['the guides', GUIDE_SCREENS],
  ['the policy pages', POLICY_SCREENS],
  ['the community, sign-in and order pages and the not-found screens', OTHER_SCREENS],
];

/** The screens a phone shopper sees most, and each long-form layout. */
export const PHONE_SCREENS: Screen[] = [
  at(STATIC_PAGE_PATHS.home),
  at('/?search=lemon'),
  at(categoryPath('flower')),
  ...PRODUCT_SCREENS,
  at(STATIC_PAGE_PATHS.dosageSafetyGuide),
  at(STATIC_PAGE_PATHS.labReports),
  at(STATIC_PAGE_PATHS.returns),
  at(STATIC_PAGE_PATHS.shippingInfo),
  at(STATIC_PAGE_PATHS.about),
  at(STATIC_PAGE_PATHS.reviews),
  at(STATIC_PAGE_PATHS.contact),
  at(STATIC_PAGE_PATHS.signIn),
  at(STATIC_PAGE_PATHS.account),
  at('/definitely/not/here'),
];
