import { CATEGORIES, type CategoryId } from '../catalogue/categories.ts';
import type { StateRule } from '../compliance/state-rule.ts';
import { STORE_NAME } from '../content/business.ts';
import { isGuidePath } from '../content/guides.ts';
import type { PageMeta } from '../content/page-meta.ts';
import {
  type HomeFilterWords,
  homeMeta,
  NOT_FOUND_META,
  ORDER_PAGE_META,
  PRODUCT_NOT_FOUND_META,
  staticPageMeta,
} from '../content/store-pages.ts';
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
  SHOP_CRUMB,
} from './structured-data.ts';

/**
 * The head of every page, built once from the route and its data: the PWA applies it on each
 * navigation and the server writes it into the HTML it serves, so link previews and crawlers
 * that run no JavaScript see the same title, description, social tags and structured data. The
 * words come from the content modules (shared/content/); this module only builds the tags.
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

function withStoreName(title: string): string {
  return title.includes(STORE_NAME) ? title : `${title} | ${STORE_NAME}`;
}

/** Pages about one shopper's own visit, which search engines have no use for. */
const NOINDEX_PAGES = new Set<keyof typeof STATIC_PAGE_PATHS>([
  'checkout',
  'orderSuccess',
  'orders',
  'signIn',
  'account',
]);

export interface HeadInput {
  origin: string;
  /** The product for a product page; null when it does not exist. */
  product?: Product | null;
  /** Home filters from the query string (/shop?category=gummies). */
  filters?: HomeFilterWords;
  /** The state rules, whose delivery the product and delivery pages' structured data states; none until known. */
  rules?: readonly StateRule[];
}

function notFoundHead(meta: PageMeta, organization: Record<string, unknown>): HeadData {
  return {
    title: withStoreName(meta.title),
    description: meta.description,
    canonicalPath: STATIC_PAGE_PATHS.home,
    image: DEFAULT_IMAGE,
    imageAlt: STORE_NAME,
    type: 'website',
    noindex: true,
    jsonLd: [organization],
  };
}

export function headFor(match: PageMatch | null, input: HeadInput): HeadData {
  const organization = organizationLd(input.origin);
  if (!match) return notFoundHead(NOT_FOUND_META, organization);

  if (match.page === 'product') {
    const product = input.product;
    if (!product) return notFoundHead(PRODUCT_NOT_FOUND_META, organization);
    return {
      title: withStoreName(product.name),
      description: product.description.slice(0, SEARCH_DESCRIPTION_LENGTH),
      canonicalPath: productPath(product.id),
      image: product.images.at(-1)?.url ?? product.image,
      imageAlt: product.name,
      type: 'product',
      jsonLd: [
        organization,
        productLd(input.origin, product, input.rules ?? []),
        breadcrumbLd(input.origin, productCrumbs(product)),
      ],
    };
  }

  if (match.page === 'order') {
    // The canonical address is the list's: an order's own address is one shopper's.
    return {
      title: withStoreName(ORDER_PAGE_META.title),
      description: ORDER_PAGE_META.description,
      canonicalPath: STATIC_PAGE_PATHS.orders,
      image: DEFAULT_IMAGE,
      imageAlt: STORE_NAME,
      type: 'website',
      noindex: true,
      jsonLd: [organization],
    };
  }

  if (match.page === 'category') {
    const category = CATEGORIES[match.category as CategoryId];
    const crumbs: Crumb[] = [SHOP_CRUMB, { name: category.name, path: categoryPath(category.id) }];
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
  const meta = isHome ? homeMeta(input.filters) : staticPageMeta(match.page);
  const jsonLd: Record<string, unknown>[] = [organization];
  if (isHome || path === STATIC_PAGE_PATHS.shippingInfo)
    jsonLd.push(deliveryServiceLd(input.origin, input.rules ?? []));
  if (!isHome) {
    jsonLd.push(breadcrumbLd(input.origin, [SHOP_CRUMB, { name: meta.heading ?? meta.title, path }]));
  }
  const category = isHome && input.filters?.category ? `?category=${encodeURIComponent(input.filters.category)}` : '';
  return {
    title: withStoreName(meta.title),
    description: meta.description,
    canonicalPath: isHome ? `/${category}` : path,
    image: DEFAULT_IMAGE,
    imageAlt: STORE_NAME,
    type: isGuidePath(path) ? 'article' : 'website',
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
