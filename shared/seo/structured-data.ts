import { CATEGORIES, type CategoryId } from '../catalogue/categories.ts';
import { DELIVERY_OPTIONS, EXPRESS_COVERAGE_STATES, SAME_DAY_STATES } from '../catalogue/delivery.ts';
import { BUSINESS_HOURS, STORE_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../content/business.ts';
import { centsToDecimal } from '../money.ts';
import { categoryPath, productPath, STATIC_PAGE_PATHS } from '../routes.ts';
import type { Product } from '../schemas/product.ts';

/**
 * schema.org JSON-LD for search engines: the store, breadcrumbs, products and the delivery
 * service. Prices and areas come from the delivery rules, so they cannot drift from the pages.
 */

type JsonLd = Record<string, unknown>;

export function organizationLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: STORE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    email: SUPPORT_EMAIL,
    telephone: SUPPORT_PHONE,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SUPPORT_ADDRESS.street,
      addressLocality: SUPPORT_ADDRESS.city,
      addressRegion: SUPPORT_ADDRESS.region,
      postalCode: SUPPORT_ADDRESS.postalCode,
      addressCountry: SUPPORT_ADDRESS.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SUPPORT_EMAIL,
      telephone: SUPPORT_PHONE,
      hoursAvailable: BUSINESS_HOURS.map((entry) => `${entry.days} ${entry.hours}`),
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Every breadcrumb trail starts at the shop. */
export const SHOP_CRUMB: Crumb = { name: 'Shop', path: STATIC_PAGE_PATHS.shop };

export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export function productCrumbs(product: Pick<Product, 'id' | 'name' | 'category'>): Crumb[] {
  const category = CATEGORIES[product.category as CategoryId];
  return [
    SHOP_CRUMB,
    ...(category ? [{ name: category.name, path: categoryPath(category.id) }] : []),
    { name: product.name, path: productPath(product.id) },
  ];
}

/** Each delivery option as schema.org shipping details, with its real price and time. */
function shippingDetailsLd() {
  return DELIVERY_OPTIONS.map((option) => ({
    '@type': 'OfferShippingDetails',
    name: option.name,
    shippingRate: { '@type': 'MonetaryAmount', value: centsToDecimal(option.priceCents), currency: 'USD' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
  }));
}

export function productLd(origin: string, product: Product): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${origin}${productPath(product.id)}`,
    sku: product.id,
    name: product.name,
    description: product.description,
    category: CATEGORIES[product.category as CategoryId]?.name ?? product.category,
    image: product.images.map((image) => `${origin}${image.url}`),
    brand: { '@type': 'Brand', name: STORE_NAME },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
      bestRating: '5',
      worstRating: '1',
    },
    offers: {
      '@type': 'Offer',
      url: `${origin}${productPath(product.id)}`,
      price: product.price,
      priceCurrency: 'USD',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: STORE_NAME },
      shippingDetails: shippingDetailsLd(),
    },
  };
}

/** The delivery service: where we deliver and how fast, as the delivery page describes it. */
export function deliveryServiceLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${STORE_NAME} Delivery`,
    serviceType: 'Cannabis delivery',
    url: `${origin}${STATIC_PAGE_PATHS.shippingInfo}`,
    provider: { '@type': 'Organization', name: STORE_NAME, url: `${origin}/` },
    areaServed: [...SAME_DAY_STATES, ...EXPRESS_COVERAGE_STATES].map((state) => ({ '@type': 'State', name: state })),
    offers: DELIVERY_OPTIONS.map((option) => ({
      '@type': 'Offer',
      name: `${option.name} (${option.time})`,
      price: centsToDecimal(option.priceCents),
      priceCurrency: 'USD',
    })),
  };
}
