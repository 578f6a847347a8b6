import { MINIMUM_AGE } from '../age.ts';
import { CATEGORIES, type CategoryId } from '../catalogue/categories.ts';
import { MOODS, type MoodId } from '../catalogue/moods.ts';
import { STATIC_PAGE_PATHS } from '../routes.ts';
import { GUARANTEE_DAYS, REPLY_WITHIN_HOURS, STORE_NAME } from './business.ts';
import { GUIDE_META, isGuidePath } from './guides.ts';
import type { PageMeta } from './page-meta.ts';
import { isPolicyPath, POLICY_META } from './policies.ts';

/**
 * What search engines and link previews are told about the store's own pages: home, reviews,
 * contact, sign-in, the account, checkout, the order confirmation, the shopper's orders and a page that does not exist. The guides'
 * and the policy pages' copy lives beside them, in guides.ts and policies.ts.
 */

export const HOME_META: PageMeta = {
  title: `${STORE_NAME} | Premium Cannabis Delivered`,
  description: `Shop lab-tested THC gummies, flower, vapes and prerolls for adults ${MINIMUM_AGE}+. Delivered discreetly where state law allows, with ID at the door and a ${GUARANTEE_DAYS}-day guarantee.`,
};

export interface HomeFilterWords {
  search?: string;
  category?: string;
  mood?: string;
}

/** The home page's copy follows its search first, then its category, then its mood. */
export function homeMeta(filters: HomeFilterWords = {}): PageMeta {
  const search = filters.search?.trim();
  if (search) {
    return {
      title: `Search results for "${search}" | ${STORE_NAME}`,
      description: `Products matching "${search}" at ${STORE_NAME}: lab-tested gummies, flower, vapes and prerolls for adults ${MINIMUM_AGE}+.`,
    };
  }
  const category = filters.category ? CATEGORIES[filters.category as CategoryId] : undefined;
  if (category) return { title: `Shop ${category.name} | ${STORE_NAME}`, description: category.description };
  const mood = filters.mood ? MOODS[filters.mood as MoodId] : undefined;
  if (mood) return { title: `${mood.name} | ${STORE_NAME}`, description: mood.description };
  return HOME_META;
}

const STORE_PAGE_META = {
  reviews: {
    title: 'Customer Reviews',
    description: `Read what adult shoppers say about ${STORE_NAME}'s gummies, flower, vapes and prerolls, and share your own experience with our community.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Questions about products, dosing or an order? Contact the ${STORE_NAME} team by message, email or phone; we reply within ${REPLY_WITHIN_HOURS} hours.`,
  },
  signIn: {
    title: 'Sign In',
    description: `Sign in to ${STORE_NAME} with a passkey or a code by email to see your orders on every device. You must be ${MINIMUM_AGE} or older to shop with us.`,
  },
  account: {
    title: 'Your Account',
    description: `Your ${STORE_NAME} account: your orders from every device, your passkeys, and signing out.`,
  },
  checkout: {
    title: 'Checkout',
    description: `Review your ${STORE_NAME} order and pay securely by card.`,
  },
  orderSuccess: {
    title: 'Order Confirmation',
    description: `The confirmation of your ${STORE_NAME} order: its number, the items, the totals and where it is going.`,
  },
  orders: {
    title: 'Your Orders',
    description: `The ${STORE_NAME} orders placed on this device, with where each one is on its way to you.`,
  },
} as const satisfies Record<string, PageMeta>;

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
};

export const PRODUCT_NOT_FOUND_META: PageMeta = { ...NOT_FOUND_META, title: 'Product Not Found' };

/** One order's page: the same words for every order, so its title and tags hold nothing personal. */
export const ORDER_PAGE_META: PageMeta = {
  title: 'Your Order',
  description: `Where your ${STORE_NAME} order is: placed, processing, in transit or delivered.`,
};

/** The copy of any page of the route table: the home page's, a guide's, a policy page's or the store's. */
export function staticPageMeta(page: keyof typeof STATIC_PAGE_PATHS): PageMeta {
  const path = STATIC_PAGE_PATHS[page];
  if (page === 'home' || page === 'shop') return HOME_META;
  if (isGuidePath(path)) return GUIDE_META[path];
  if (isPolicyPath(path)) return POLICY_META[path];
  return STORE_PAGE_META[page as keyof typeof STORE_PAGE_META];
}
