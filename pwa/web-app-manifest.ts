import type { ManifestOptions } from 'vite-plugin-pwa';
import { CATEGORIES, CATEGORY_IDS } from '../shared/catalogue/categories.ts';
import { STORE_NAME } from '../shared/content/business.ts';
import { HOME_META } from '../shared/content/store-pages.ts';
import { categoryPath } from '../shared/routes.ts';

/** The colours of the header and the page, so the installed app opens without a flash. */
export const THEME_COLOR = '#14532d';
export const BACKGROUND_COLOR = '#faf7f0';

/** Opens the cart drawer on whatever page loads (see the root layout). */
export const CART_HASH = '#cart';

/** The web app manifest: what a phone needs to install Verdant and open it like an app. */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${STORE_NAME}: Cannabis Delivered`,
  short_name: STORE_NAME,
  description: HOME_META.description,
  lang: 'en-US',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['shopping', 'health', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.webp',
      sizes: '390x844',
      type: 'image/webp',
      form_factor: 'narrow',
      label: `${STORE_NAME} home page on a phone`,
    },
    {
      src: '/screenshots/home-wide.webp',
      sizes: '1440x900',
      type: 'image/webp',
      form_factor: 'wide',
      label: `${STORE_NAME} home page on a desktop`,
    },
  ],
  shortcuts: [
    ...CATEGORY_IDS.map((id) => ({
      name: CATEGORIES[id].name,
      short_name: CATEGORIES[id].name,
      description: CATEGORIES[id].description,
      url: categoryPath(id),
      icons: [{ src: `/icons/shortcut-${id}-96.png`, sizes: '96x96', type: 'image/png' }],
    })),
    {
      name: 'Your cart',
      short_name: 'Cart',
      description: 'Open your cart, saved on this device.',
      url: `/${CART_HASH}`,
      icons: [{ src: '/icons/shortcut-cart-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
