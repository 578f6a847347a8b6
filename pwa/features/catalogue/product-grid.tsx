import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PackageSearch, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Product } from '#shared/schemas/product';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  filtersKey,
  type HomeFilters,
  LOAD_MORE_DELAY_MS,
  loadMore,
  PAGE_SIZE,
  remainingCount,
  visibleProducts,
} from './filter-state.ts';
import { ProductCard } from './product-card.tsx';
import { homeProductsQueryOptions } from './product-list-queries.ts';

/** Cards in the first row load their images at once where the grid opens the page; 4 is the widest row. */
const FIRST_ROW = 4;

/** The empty list's text: with a search, it names the search. */
export function emptyListText(searchQuery: string): string {
  return searchQuery ? `No products found for "${searchQuery}"` : 'No products available';
}

export function ProductGrid({
  products,
  opensPage = true,
}: {
  products: readonly Product[];
  /** False where the grid starts below the first screen: then no picture competes with the page's first paint. */
  opensPage?: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} index={index} eager={opensPage && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

/** Paging that starts again at one page whenever the list it counts changes. */
function usePaging(key: string) {
  const [paging, setPaging] = useState({ key, count: PAGE_SIZE });
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Adjusting state while rendering (React's pattern for state derived from props): a new
  // list forgets the old one's count, so returning to it starts at one page as well.
  if (paging.key !== key) setPaging({ key, count: PAGE_SIZE });
  const visibleCount = paging.key === key ? paging.count : PAGE_SIZE;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Shows one more page after a short wait with a spinner, then calls `shown` with the new cards in the page. */
  const more = (shown: () => void) => {
    if (timer.current) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      // A Load More for a list that has since changed is dropped by the key check above.
      flushSync(() => {
        setPaging({ key, count: loadMore({ visibleCount }).visibleCount });
        setLoading(false);
      });
      shown();
    }, LOAD_MORE_DELAY_MS);
  };
  return { visibleCount, loading, more };
}

/**
 * The products section's list: a spinner while the first answer loads, the
 * empty texts, the grid, and Load More with the remaining count. While a new filter loads, the
 * previous cards stay, dimmed, so the page does not jump.
 */
export function ProductResults({ filters, onShowAll }: { filters: HomeFilters; onShowAll: () => void }) {
  const query = useQuery({ ...homeProductsQueryOptions(filters), placeholderData: keepPreviousData });
  const { visibleCount, loading, more } = usePaging(filtersKey(filters));
  const gridRef = useRef<HTMLDivElement>(null);

  // After Load More, focus moves to the first new card: the button may be gone, and the
  // shopper carries on where the new cards begin.
  const focusCard = (index: number) => {
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('article h3 a')[index]?.focus();
  };

  if (query.isPending) {
    return (
      <div className="flex justify-center py-20" role="status" aria-label="Loading products">
        <Spinner />
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
        <p className="font-semibold text-forest-900">We could not load the products.</p>
        <p className="mt-1 text-ink/70 text-sm">{query.error.message}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-5 font-semibold text-sm text-white transition hover:bg-forest-700"
        >
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </button>
      </div>
    );
  }

  const products = query.data ?? [];
  const updating = query.isPlaceholderData;
  if (products.length === 0 && !updating) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-forest-900/8">
        <div className="flex h-14 w-14 items-center justify-center rounded-full bg-forest-100 text-forest-700">
          <PackageSearch aria-hidden="true" className="h-7 w-7" />
        </div>
        <p className="mt-4 font-semibold text-forest-900 text-lg">{emptyListText(filters.searchQuery)}</p>
        <p className="mt-1 text-ink/65 text-sm">
          {filters.searchQuery
            ? 'Try another word, or browse everything we carry.'
            : 'Try another category or mood, or browse everything we carry.'}
        </p>
        <button
          type="button"
          onClick={onShowAll}
          className="mt-5 inline-flex min-h-11 items-center rounded-full border border-forest-800/30 px-5 font-semibold text-forest-900 text-sm transition hover:bg-forest-50"
        >
          Show all products
        </button>
      </div>
    );
  }

  const shown = visibleProducts(products, { visibleCount });
  const remaining = remainingCount(products.length, { visibleCount });
  return (
    <div>
      <div
        ref={gridRef}
        aria-busy={updating}
        className={`relative transition-opacity duration-200 ${updating ? 'opacity-50' : ''}`}
      >
        {updating ? (
          <div
            className="absolute inset-x-0 top-16 z-10 flex justify-center"
            role="status"
            aria-label="Loading products"
          >
            <Spinner />
          </div>
        ) : null}
        {/* On the shop home the list comes after the hero and the categories, on phone and desktop alike. */}
        <ProductGrid products={shown} opensPage={false} />
      </div>
      <p className="sr-only" role="status">
        {updating ? '' : `Showing ${shown.length} of ${products.length} products`}
      </p>
      {remaining > 0 && !updating ? (
        <div className="mt-10 flex flex-col items-center gap-2">
          <button
            type="button"
            aria-busy={loading}
            disabled={loading}
            onClick={() => {
              const firstNew = shown.length;
              more(() => focusCard(firstNew));
            }}
            className="inline-flex min-h-12 min-w-64 items-center justify-center gap-2 rounded-full border-2 border-forest-800 bg-white px-7 font-semibold text-forest-900 transition hover:bg-forest-800 hover:text-white disabled:cursor-wait disabled:opacity-80 disabled:hover:bg-white disabled:hover:text-forest-900"
          >
            {loading ? (
              <>
                <Spinner className="h-4 w-4 border-2" />
                Loading...
              </>
            ) : (
              `Load More (${remaining} remaining)`
            )}
          </button>
          <p aria-hidden="true" className="text-ink/65 text-xs tabular-nums">
            Showing {shown.length} of {products.length}
          </p>
        </div>
      ) : null}
    </div>
  );
}
