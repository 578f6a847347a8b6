import type { QueryClient } from '@tanstack/react-query';
import { PRODUCT_IMAGE_WIDTHS } from '#shared/catalogue/images';
import type { Product } from '#shared/schemas/product';
import { whenIdle } from '../../lib/when-idle.ts';
import { filteredProductsQueryOptions } from '../catalogue/index.ts';
import { productDetailQueryKey } from '../product/index.ts';

/**
 * After a visit, the whole catalogue and each product's smaller picture are fetched in the
 * background, so every product and category page opens offline later, not only those seen.
 */

const WARMED_KEY = 'verdant-catalogue-warmed';
/** A warm catalogue is refreshed at most this often (and after every new build). */
export const REWARM_AFTER_MS = 12 * 60 * 60 * 1000;
/** How long to wait for a newly installed service worker to take the page, so it caches what follows. */
const CONTROL_WAIT_MS = 20_000;
const IDLE_WAIT_MS = 3000;
/**
 * The warm-up (a catalogue download, dozens of pictures, a saved cache) waits this long after
 * the page has loaded: the shopper's first taps, and a slow phone's first seconds, go first.
 */
const AFTER_LOAD_MS = 5000;
/** Few at a time: the shopper's own requests go first. */
const IMAGE_CONCURRENCY = 3;

interface WarmRecord {
  buildId: string;
  at: number;
}

/** Whether the catalogue saved by this build is recent enough to leave alone. */
export function isWarm(record: WarmRecord | null, buildId: string, now: number): boolean {
  return record !== null && record.buildId === buildId && now - record.at < REWARM_AFTER_MS;
}

/** The picture the warm-up fetches for a product: its smallest width. */
export function warmImageUrl(product: Pick<Product, 'images'>): string | undefined {
  return product.images.find((image) => image.width === PRODUCT_IMAGE_WIDTHS[0])?.url;
}

function readWarmRecord(): WarmRecord | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WARMED_KEY) ?? 'null');
    const record = parsed as Partial<WarmRecord> | null;
    return typeof record?.buildId === 'string' && typeof record.at === 'number'
      ? { buildId: record.buildId, at: record.at }
      : null;
  } catch {
    return null;
  }
}

function writeWarmRecord(record: WarmRecord): void {
  try {
    localStorage.setItem(WARMED_KEY, JSON.stringify(record));
  } catch {
    // Storage refused: the warm-up simply runs again next visit.
  }
}

function untilControlled(): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CONTROL_WAIT_MS);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function untilSettled(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS)));
}

function untilIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, IDLE_WAIT_MS));
}

async function fetchAll(urls: readonly string[]): Promise<void> {
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      // The service worker keeps what comes back; a failure here only means one picture less offline.
      await fetch(url, { credentials: 'omit' }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
}

/**
 * Fetches the catalogue and the states' rules into the query cache (saved on the device) and the
 * pictures into the worker's cache.
 */
export async function warmCatalogue(queryClient: QueryClient, buildId: string): Promise<void> {
  const catalogue = await queryClient.fetchQuery({ ...filteredProductsQueryOptions({}), staleTime: 0 });
  // The rules' code is not part of the first page's: it comes with the warm-up.
  const { stateRulesQueryOptions } = await import('../compliance/index.ts');
  await queryClient.fetchQuery({ ...stateRulesQueryOptions(), staleTime: 0 });
  for (const product of catalogue) queryClient.setQueryData(productDetailQueryKey(product.id), product);
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (!saveData) {
    await fetchAll(catalogue.map(warmImageUrl).filter((url): url is string => url !== undefined));
  }
  writeWarmRecord({ buildId, at: Date.now() });
}

/**
 * Starts the warm-up once the page is idle and online (waiting for the connection if need be),
 * and after a first install once the service worker controls the page.
 */
export function warmCatalogueWhenIdle(queryClient: QueryClient, buildId: string): void {
  if (isWarm(readWarmRecord(), buildId, Date.now())) return;
  const run = async () => {
    await untilControlled();
    await untilSettled();
    await untilIdle();
    await warmCatalogue(queryClient, buildId).catch((error: unknown) =>
      console.warn('The catalogue could not be saved for offline use yet', error),
    );
  };
  if (navigator.onLine) void run();
  else window.addEventListener('online', () => void run(), { once: true });
}
