import { CATEGORIES, type CategoryId } from '../catalogue/categories.ts';
import { DELIVERY_OPTION_NAMES } from '../catalogue/delivery.ts';
import { deliveredPlaces } from '../compliance/delivered-places.ts';
import type { StateRule } from '../compliance/state-rule.ts';
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

/** Each option of each place the product goes to, as schema.org shipping details with its real price. */
function shippingDetailsLd(rules: readonly StateRule[], category: string) {
  return deliveredPlaces(rules, category).flatMap((place) =>
    place.delivery.options.map((option) => ({
      '@type': 'OfferShippingDetails',
      name: DELIVERY_OPTION_NAMES[option.id],
      shippingRate: { '@type': 'MonetaryAmount', value: centsToDecimal(option.priceCents), currency: 'USD' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US', addressRegion: place.code },
    })),
  );
}

/** A product, with the shipping its category gets in each place delivered to (from the state rules). */
export function productLd(origin: string, product: Product, rules: readonly StateRule[]): JsonLd {
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
      shippingDetails: shippingDetailsLd(rules, product.category),
    },
  };
}

/** The delivery service: where we deliver and for how much, from the state rules the delivery page shows. */
export function deliveryServiceLd(origin: string, rules: readonly StateRule[]): JsonLd {
  const places = deliveredPlaces(rules);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${STORE_NAME} Delivery`,
    serviceType: 'Cannabis delivery',
    url: `${origin}${STATIC_PAGE_PATHS.shippingInfo}`,
    provider: { '@type': 'Organization', name: STORE_NAME, url: `${origin}/` },
    areaServed: places.map((place) => ({ '@type': 'State', name: place.name })),
    offers: places.flatMap((place) =>
      place.delivery.options.map((option) => ({
        '@type': 'Offer',
        name: `${DELIVERY_OPTION_NAMES[option.id]} to ${place.name} (${option.window})`,
        price: centsToDecimal(option.priceCents),
        priceCurrency: 'USD',
      })),
    ),
  };
}
