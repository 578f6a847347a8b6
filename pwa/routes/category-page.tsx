import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PackageSearch } from 'lucide-react';
import { CATEGORIES, type CategoryId, isCategoryId } from '#shared/catalogue/categories';
import { arrangeCategory, type CategoryView } from '#shared/catalogue/category-view';
import { CategoryViewBar } from '../features/catalogue/category-view-bar.tsx';
import { ProductGrid } from '../features/catalogue/product-grid.tsx';
import { filteredProductsQueryOptions } from '../features/catalogue/product-list-queries.ts';
import { CategoryHeader, CategoryLoading, CategoryNotFound } from '../features/product/category-header.tsx';
import { CatalogueLoadError } from '../features/product/product-fallbacks.tsx';
import { emptyCategoryText } from '../features/product/product-rules.ts';

const route = getRouteApi('/category/$category');

function CategoryProducts({
  category,
  search,
  view,
}: {
  category: CategoryId;
  search: string | undefined;
  view: CategoryView;
}) {
  const query = useQuery(filteredProductsQueryOptions({ category, ...(search ? { search } : {}) }));
  if (query.isPending) return <CategoryLoading />;
  if (query.isError) return <CatalogueLoadError error={query.error} title="We couldn't load these products" />;
  if (query.data.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-forest-900/8">
        <div className="flex h-14 w-14 items-center justify-center rounded-full bg-forest-100 text-forest-700">
          <PackageSearch aria-hidden="true" className="h-7 w-7" />
        </div>
        <p className="mt-4 font-semibold text-forest-900 text-lg">{emptyCategoryText(category, search)}</p>
        {search ? (
          <Link
            to="/category/$category"
            params={{ category }}
            search={{}}
            className="mt-5 inline-flex min-h-11 items-center rounded-full border border-forest-800/30 px-5 font-semibold text-forest-900 text-sm transition hover:bg-forest-50"
          >
            See all {CATEGORIES[category].name.toLowerCase()}
          </Link>
        ) : null}
      </div>
    );
  }
  const shown = arrangeCategory(query.data, view);
  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <p className="text-ink/65 text-sm" role="status">
          {shown.length} {shown.length === 1 ? 'product' : 'products'}
        </p>
        <CategoryViewBar products={query.data} view={view} />
      </div>
      {shown.length > 0 ? (
        <ProductGrid products={shown} />
      ) : (
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink/75 ring-1 ring-forest-900/8">
          None of these {CATEGORIES[category].name.toLowerCase()} come in that size and mood.{' '}
          <Link
            to="/category/$category"
            params={{ category }}
            search={search ? { search } : {}}
            className="font-semibold text-forest-800 underline"
          >
            Show them all
          </Link>
        </p>
      )}
    </>
  );
}

/** One category's products, with its name and description. */
export default function CategoryPage() {
  const { category } = route.useParams();
  const { search, ...view } = route.useSearch();
  if (!isCategoryId(category)) return <CategoryNotFound />;
  return (
    <>
      <CategoryHeader category={CATEGORIES[category]} search={search} />
      <section aria-labelledby="category-products" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        {/* The cards' names are h3: this keeps the outline from jumping from the h1 to them. */}
        <h2 id="category-products" className="sr-only">
          {CATEGORIES[category].name} products
        </h2>
        <CategoryProducts category={category} search={search} view={view} />
      </section>
    </>
  );
}
