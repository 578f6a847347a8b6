import { CATEGORIES, type CategoryId } from '../catalogue/categories.ts';
import { MOODS, type MoodId } from '../catalogue/moods.ts';
import { STORE_NAME } from '../content/business.ts';
import { GUIDE_META } from '../content/guides.ts';
import type { PageMeta } from '../content/page-meta.ts';
import { POLICY_META } from '../content/policies.ts';
import { categoryPath, type PageMatch, productPath, STATIC_PAGE_PATHS } from '../routes.ts';
import type { Product } from '../schemas/product.ts';
import { escapeHtml, jsonForScript } from './escape.ts';
import {
  breadcrumbLd,
  type Crumb,
  deliveryServiceLd,
  organizationLd,
  productCrumbs,
  productLd,
} from './structured-data.ts';

/**
 * The head of every page, built once from the route and its data: the PWA applies it on each
 * navigation and the server writes it into the HTML it serves, so link previews and crawlers
 * that run no JavaScript see the same title, description, social tags and structured data.
 */

export interface HeadData {
  title: string;
  description: string;
  /** Path and query of the canonical URL. */
  canonicalPath: string;
  image: string;
  imageAlt: string;
  type: 'website' | 'product' | 'article';
  keywords?: readonly string[];
  noindex?: boolean;
  jsonLd: Record<string, unknown>[];
}

export const DEFAULT_IMAGE = '/images/og-default.png';
const SEARCH_DESCRIPTION_LENGTH = 120;

export const HOME_META: PageMeta = {
  title: `${STORE_NAME} | Premium Cannabis & Hemp Delivered`,
  description:
    'Shop lab-tested THC and hemp gummies, flower, vapes and prerolls for adults 21+. Free shipping over $99, same-day delivery in select states and a 100-day guarantee.',
};

const CORE_META = {
  reviews: {
    title: 'Customer Reviews',
    description: `Read what adult shoppers say about ${STORE_NAME}'s gummies, flower, vapes and prerolls, and share your own experience with our community.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Questions about products, dosing or an order? Contact the ${STORE_NAME} team by message, email or phone; we reply within 24 hours.`,
  },
  signIn: {
    title: 'Sign In',
    description: `Sign in to ${STORE_NAME} to personalise your visit. You must be 21 or older to shop with us.`,
  },
  checkout: {
    title: 'Checkout',
    description: `Review your ${STORE_NAME} order and pay securely by card.`,
  },
  orderSuccess: {
    title: 'Order Confirmation',
    description: `The confirmation of your ${STORE_NAME} order: its number, the items, the totals and where it is going.`,
  },
} as const satisfies Record<string, PageMeta>;

/** The title of the home page follows its search, category and mood (spec 1 §2). */
export function homeMeta(filters: { search?: string; category?: string; mood?: string } = {}): PageMeta {
  const search = filters.search?.trim();
  if (search) {
    return {
      title: `Search results for "${search}" | ${STORE_NAME}`,
      description: `Products matching "${search}" at ${STORE_NAME}: lab-tested gummies, flower, vapes and prerolls for adults 21+.`,
    };
  }
  const category = filters.category ? CATEGORIES[filters.category as CategoryId] : undefined;
  if (category) return { title: `Shop ${category.name} | ${STORE_NAME}`, description: category.description };
  const mood = filters.mood ? MOODS[filters.mood as MoodId] : undefined;
  if (mood) return { title: `${mood.name} | ${STORE_NAME}`, description: mood.description };
  return HOME_META;
}

function withStoreName(title: string): string {
  return title.includes(STORE_NAME) ? title : `${title} | ${STORE_NAME}`;
}

function staticMeta(page: keyof typeof STATIC_PAGE_PATHS): PageMeta {
  const path = STATIC_PAGE_PATHS[page];
  if (page === 'home' || page === 'shop') return HOME_META;
  if (path in GUIDE_META) return GUIDE_META[path as keyof typeof GUIDE_META];
  if (path in POLICY_META) return POLICY_META[path as keyof typeof POLICY_META];
  return CORE_META[page as keyof typeof CORE_META];
}

/** Pages about one shopper's own visit, which search engines have no use for. */
const NOINDEX_PAGES = new Set<keyof typeof STATIC_PAGE_PATHS>(['checkout', 'orderSuccess', 'signIn']);

export interface HeadInput {
  origin: string;
  /** The product for a product page; null when it does not exist. */
  product?: Product | null;
  /** Home filters from the query string (/shop?category=gummies). */
  filters?: { search?: string; category?: string; mood?: string };
}

const NOT_FOUND: Omit<HeadData, 'jsonLd'> = {
  title: `Page Not Found | ${STORE_NAME}`,
  description: 'The page you are looking for does not exist.',
  canonicalPath: '/',
  image: DEFAULT_IMAGE,
  imageAlt: STORE_NAME,
  type: 'website',
  noindex: true,
};

export function headFor(match: PageMatch | null, input: HeadInput): HeadData {
  const organization = organizationLd(input.origin);
  if (!match) return { ...NOT_FOUND, jsonLd: [organization] };

  if (match.page === 'product') {
    const product = input.product;
    if (!product) return { ...NOT_FOUND, title: `Product Not Found | ${STORE_NAME}`, jsonLd: [organization] };
    return {
      title: withStoreName(product.name),
      description: product.description.slice(0, SEARCH_DESCRIPTION_LENGTH),
      canonicalPath: productPath(product.id),
      image: product.images.at(-1)?.url ?? product.image,
      imageAlt: product.name,
      type: 'product',
      jsonLd: [organization, productLd(input.origin, product), breadcrumbLd(input.origin, productCrumbs(product))],
    };
  }

  if (match.page === 'category') {
    const category = CATEGORIES[match.category as CategoryId];
    const crumbs: Crumb[] = [
      { name: 'Shop', path: '/shop' },
      { name: category.name, path: categoryPath(category.id) },
    ];
    return {
      title: withStoreName(category.name),
      description: category.description,
      canonicalPath: categoryPath(category.id),
      image: DEFAULT_IMAGE,
      imageAlt: `${category.name} at ${STORE_NAME}`,
      type: 'website',
      jsonLd: [organization, breadcrumbLd(input.origin, crumbs)],
    };
  }

  const path = STATIC_PAGE_PATHS[match.page];
  const isHome = match.page === 'home' || match.page === 'shop';
  const meta = isHome ? homeMeta(input.filters) : staticMeta(match.page);
  const isGuide = path in GUIDE_META;
  const jsonLd: Record<string, unknown>[] = [organization];
  if (isHome || path === STATIC_PAGE_PATHS.shippingInfo) jsonLd.push(deliveryServiceLd(input.origin));
  if (!isHome) {
    jsonLd.push(
      breadcrumbLd(input.origin, [
        { name: 'Shop', path: '/shop' },
        { name: meta.heading ?? meta.title, path },
      ]),
    );
  }
  const category = isHome && input.filters?.category ? `?category=${encodeURIComponent(input.filters.category)}` : '';
  return {
    title: withStoreName(meta.title),
    description: meta.description,
    canonicalPath: isHome ? `/${category}` : path,
    image: DEFAULT_IMAGE,
    imageAlt: STORE_NAME,
    type: isGuide ? 'article' : 'website',
    ...(meta.keywords ? { keywords: meta.keywords } : {}),
    ...(NOINDEX_PAGES.has(match.page) ? { noindex: true } : {}),
    jsonLd,
  };
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** The tags of a head, besides <title>, each marked `data-head` so the PWA can replace them. */
export function headTags(head: HeadData, origin: string): HeadTag[] {
  const url = `${origin}${head.canonicalPath}`;
  const image = head.image.startsWith('http') ? head.image : `${origin}${head.image}`;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  return [
    meta('name', 'description', head.description),
    ...(head.keywords ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...head.jsonLd.map((data) => ({
      tag: 'script' as const,
      attrs: { type: 'application/ld+json' },
      text: jsonForScript(data),
    })),
  ];
}

/** The head as HTML, for the server to write into the app shell. */
export function headHtml(head: HeadData, origin: string): string {
  const tags = headTags(head, origin).map((tag) => {
    const attrs = Object.entries({ ...tag.attrs, 'data-head': '' })
      .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
      .join('');
    return tag.tag === 'script' ? `<script${attrs}>${tag.text ?? ''}</script>` : `<${tag.tag}${attrs}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}
