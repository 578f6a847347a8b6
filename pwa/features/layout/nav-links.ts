import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '#shared/catalogue/categories';
import { GUIDE_MENU_LABELS, GUIDE_PATHS } from '#shared/content/guides';
import { categoryPath, STATIC_PAGE_PATHS } from '#shared/routes';

/** The links of the header, the mobile menu and the footer, kept in one place. */

export interface NavLink {
  label: string;
  /** A path of the route table (shared/routes.ts). */
  to: string;
}

/** The 'Shop THC' choices. Each goes to / with that category and the mood reset. */
export const SHOP_CHOICES: readonly { label: string; category: CategoryId | null }[] = [
  ...CATEGORY_IDS.map((id) => ({ label: CATEGORIES[id].name, category: id })),
  { label: 'All Products', category: null },
];

/** The 'Learn' menu: the eight guides in their menu order. */
export const GUIDE_LINKS: readonly NavLink[] = GUIDE_PATHS.map((path) => ({
  label: GUIDE_MENU_LABELS[path],
  to: path,
}));

export const LAB_REPORTS_LINK: NavLink = { label: 'Lab Reports', to: STATIC_PAGE_PATHS.labReports };
/** The account icon's menu and the phone menu's account rows. */
export const ACCOUNT_MENU_LABEL = 'Account';
const ORDERS_LINK = { id: 'orders', label: 'Your orders', to: STATIC_PAGE_PATHS.orders } as const;
const SIGN_IN_LINK = { id: 'signIn', label: 'Sign in', to: STATIC_PAGE_PATHS.signIn } as const;
const YOUR_ACCOUNT_LINK = { id: 'account', label: 'Your account', to: STATIC_PAGE_PATHS.account } as const;
export type AccountLink = typeof ORDERS_LINK | typeof SIGN_IN_LINK | typeof YOUR_ACCOUNT_LINK;

/** The orders, and signing in; once signed in, the account instead. */
export function accountLinks(signedIn: boolean): readonly AccountLink[] {
  return [ORDERS_LINK, signedIn ? YOUR_ACCOUNT_LINK : SIGN_IN_LINK];
}

/** The footer's links, grouped. */
export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Shop',
    links: CATEGORY_IDS.map((id) => ({ label: CATEGORIES[id].name, to: categoryPath(id) })),
  },
  {
    title: 'Help',
    links: [
      { label: 'Contact Us', to: STATIC_PAGE_PATHS.contact },
      { label: 'Shipping Info', to: STATIC_PAGE_PATHS.shippingInfo },
      { label: 'Returns', to: STATIC_PAGE_PATHS.returns },
      LAB_REPORTS_LINK,
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: STATIC_PAGE_PATHS.about },
      { label: 'Reviews', to: STATIC_PAGE_PATHS.reviews },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: STATIC_PAGE_PATHS.privacyPolicy },
      { label: 'Terms of Service', to: STATIC_PAGE_PATHS.termsOfService },
      { label: 'Compliance', to: STATIC_PAGE_PATHS.compliance },
    ],
  },
];
