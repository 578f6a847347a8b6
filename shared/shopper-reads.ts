import { API_PATHS } from './api-paths.ts';

/**
 * The GETs every shopper shares, declared once: the server's router mounts each with its
 * answer, the page renderer asks for them in-process, the server keeps what `kept` says in
 * memory, the service worker caches them as `offline` says, and the benchmark reads them. A new
 * shared read is a row here and its answer on the server (catalogue/shopper-read-answers.ts).
 */
export interface ShopperRead {
  /** The path, with `:name` for one segment of it. */
  path: string;
  answers: string;
  /**
   * Whether every shopper gets the same answer until the catalogue's version moves: the server
   * then keeps it per version and lets browsers and CDNs revalidate it (decision 015). A read
   * whose rows change without moving the version is sent fresh each time, revalidated on use.
   */
  kept: boolean;
  /**
   * How the service worker answers it: `catalogue` from the network within a few seconds, else
   * the saved copy; `last-copy` from the network whenever it answers, the saved copy only when
   * it fails.
   */
  offline: 'catalogue' | 'last-copy';
}

export const SHOPPER_READS = {
  products: {
    path: API_PATHS.products,
    answers: 'the products, filtered by the query (category, mood, search, sort)',
    kept: true,
    offline: 'catalogue',
  },
  featuredProducts: {
    path: API_PATHS.featuredProducts,
    answers: 'the products the home page features',
    kept: true,
    offline: 'catalogue',
  },
  product: {
    path: `${API_PATHS.products}/:id`,
    answers: 'one product, its sizes and their prices',
    kept: true,
    offline: 'catalogue',
  },
  stateRules: {
    path: API_PATHS.stateRules,
    answers: "every place's delivery rules and purchase limits",
    kept: true,
    offline: 'catalogue',
  },
  reviews: {
    path: API_PATHS.reviews,
    answers: 'the approved reviews, newest first, of one product with ?productId=',
    kept: false,
    offline: 'last-copy',
  },
} as const satisfies Record<string, ShopperRead>;

export type ShopperReadName = keyof typeof SHOPPER_READS;

export interface ShopperReadMatch {
  name: ShopperReadName;
  read: ShopperRead;
  /** The `:name` segments of the path, decoded where they decode (as the server's router does). */
  params: Record<string, string>;
}

/** The order paths are matched in: literal ones first (/api/products/featured is not a product). */
export const SHOPPER_READ_ORDER = (Object.keys(SHOPPER_READS) as ShopperReadName[]).sort(
  (a, b) => Number(SHOPPER_READS[a].path.includes('/:')) - Number(SHOPPER_READS[b].path.includes('/:')),
);

const ROWS = SHOPPER_READ_ORDER.map((name) => ({
  name,
  read: SHOPPER_READS[name] as ShopperRead,
  segments: SHOPPER_READS[name].path.split('/'),
}));

/** The shared read a path (without its query) asks for, or null: matched whole and case-sensitively. */
export function matchShopperRead(path: string): ShopperReadMatch | null {
  const segments = path.split('/');
  for (const row of ROWS) {
    const params = paramsOf(row.segments, segments);
    if (params) return { name: row.name, read: row.read, params };
  }
  return null;
}

function paramsOf(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] as string;
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    params[part.slice(1)] = decodeSegment(segment);
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
