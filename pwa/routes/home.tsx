import { useNavigate, useSearch } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CATEGORIES, type CategoryId } from '#shared/catalogue/categories';
import { MOODS, type MoodId } from '#shared/catalogue/moods';
import { ALL } from '#shared/catalogue/product-filters';
import { CategoryCards } from '../features/catalogue/category-cards.tsx';
import { FilterBar } from '../features/catalogue/filter-bar.tsx';
import {
  type FilterState,
  filtersFromSearch,
  type HomeFilters,
  PAGE_SIZE,
  searchFromFilters,
  selectAll,
  selectCategory,
  selectMood,
  setSearchQuery,
} from '../features/catalogue/filter-state.ts';
import { HomeHero, LabTestedBand } from '../features/catalogue/home-sections.tsx';
import { ProductResults } from '../features/catalogue/product-grid.tsx';

export const PRODUCTS_SECTION_ID = 'products';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Brings the products section into view and puts focus on its heading, for keyboard users too. */
function scrollToProducts(): void {
  const heading = document.getElementById('products-heading');
  document
    .getElementById(PRODUCTS_SECTION_ID)
    ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

function sectionHeading(filters: HomeFilters): { title: string; lead: string } {
  if (filters.searchQuery) return { title: `Results for “${filters.searchQuery}”`, lead: '' };
  if (filters.selectedCategory !== ALL) {
    const category = CATEGORIES[filters.selectedCategory];
    return { title: category.name, lead: category.description };
  }
  if (filters.selectedMood !== ALL) {
    const mood = MOODS[filters.selectedMood];
    return { title: mood.name, lead: mood.description };
  }
  if (filters.showAll) return { title: 'All products', lead: 'Every product we sell, in every category.' };
  return {
    title: 'Featured products',
    lead: 'Our most-loved picks this week. Choose a category or a mood to see more.',
  };
}

/**
 * The shop home, at / and /shop, with its search, category and mood filters. Its title and
 * description follow the filters through the root's DocumentHead (homeMeta in
 * shared/content/store-pages).
 */
export function HomePage() {
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  const pendingScroll = useRef(false);

  // The filters live in the URL; the visible count is the product list's (see product-grid.tsx).
  const apply = (next: FilterState, options: { scroll?: boolean } = {}) => {
    pendingScroll.current = options.scroll ?? false;
    void navigate({ to: '.', search: searchFromFilters(next), resetScroll: false });
  };
  const state: FilterState = { ...filters, visibleCount: PAGE_SIZE };

  useEffect(() => {
    if (!pendingScroll.current) return;
    pendingScroll.current = false;
    scrollToProducts();
  });

  const { title, lead } = sectionHeading(filters);
  return (
    <>
      <HomeHero onShopNow={scrollToProducts} />

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 sm:pt-16 lg:px-8">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <p className="font-semibold text-forest-700 text-xs uppercase tracking-[0.18em]">Shop by category</p>
            <h2 id="categories-heading" className="mt-1 font-bold text-2xl text-forest-900 tracking-tight sm:text-3xl">
              Find your format
            </h2>
          </div>
        </div>
        <CategoryCards
          selected={filters.selectedCategory}
          onSelect={(category: CategoryId) => apply(selectCategory(state, category), { scroll: true })}
        />
      </section>

      <section
        id={PRODUCTS_SECTION_ID}
        aria-labelledby="products-heading"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:px-8"
      >
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="max-w-2xl">
              <p className="font-semibold text-forest-700 text-xs uppercase tracking-[0.18em]">Shop THC & CBD</p>
              <h2
                id="products-heading"
                tabIndex={-1}
                className="mt-1 font-bold text-2xl text-forest-900 tracking-tight outline-none sm:text-3xl"
              >
                {title}
              </h2>
              {lead ? <p className="mt-2 text-ink/70">{lead}</p> : null}
            </div>
            {filters.searchQuery ? (
              <button
                type="button"
                onClick={() => apply(setSearchQuery(state, ''))}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-forest-100 px-4 font-semibold text-forest-900 text-sm transition hover:bg-forest-100/70"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                Clear search
              </button>
            ) : null}
          </div>
          <FilterBar
            filters={filters}
            onSelectAll={() => apply(selectAll(state))}
            onSelectCategory={(category: CategoryId) => apply(selectCategory(state, category))}
            onSelectMood={(mood: MoodId) => apply(selectMood(state, mood))}
          />
          <ProductResults filters={filters} onShowAll={() => apply(setSearchQuery(selectAll(state), ''))} />
        </div>
      </section>

      <LabTestedBand />
    </>
  );
}
