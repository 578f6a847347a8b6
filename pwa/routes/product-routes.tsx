import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import { isProductId, PARAM_PAGE_PATHS } from '#shared/routes';
import { filteredProductsQueryOptions } from '../features/catalogue/product-list-queries.ts';
import { publishedReviewsQueryOptions } from '../features/community/published-reviews.ts';
import { CategoryHeader, CategoryLoading, CategoryNotFound } from '../features/product/category-header.tsx';
import { CatalogueLoadError, ProductNotFound, ProductPending } from '../features/product/product-fallbacks.tsx';
import { isProductNotFound, productQueryOptions } from '../features/product/product-queries.ts';
import { validateCategorySearch } from '../features/product/product-rules.ts';
import { rootRoute } from './root-route.tsx';

/** Spinners appear only when a load takes longer than a moment. */
const PENDING_MS = 200;

/**
 * /product/{id}. The loader and the page share one query; a product the API does
 * not have (404 product_not_found), or an id that cannot be one, is the route's not-found.
 * The product's approved reviews are asked for alongside but not waited for: the page opens
 * without them, and the server's render waits for them, so they are in its first HTML (as are
 * the states' rules, which the root route asks for on every page).
 */
const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PARAM_PAGE_PATHS.product,
  loader: async ({ context, params }) => {
    if (!isProductId(params.productId)) throw notFound();
    void context.queryClient.prefetchQuery(publishedReviewsQueryOptions(params.productId));
    try {
      await context.queryClient.ensureQueryData(productQueryOptions(params.productId));
    } catch (error) {
      if (isProductNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingMs: PENDING_MS,
  pendingComponent: ProductPending,
  notFoundComponent: ProductNotFound,
  errorComponent: ({ error }) => <CatalogueLoadError error={error} title="We couldn't load this product" />,
  component: lazyRouteComponent(() => import('./product-page.tsx')),
});

/**
 * /category/{category}?search=: only the four categories fetch; any other value
 * is "Category Not Found" without a request.
 */
const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PARAM_PAGE_PATHS.category,
  validateSearch: validateCategorySearch,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: async ({ context, params, deps }) => {
    if (!isCategoryId(params.category)) throw notFound();
    await context.queryClient.ensureQueryData(
      filteredProductsQueryOptions({ category: params.category, ...(deps.search ? { search: deps.search } : {}) }),
    );
  },
  pendingMs: PENDING_MS,
  pendingComponent: CategoryPending,
  notFoundComponent: CategoryNotFound,
  errorComponent: ({ error }) => <CatalogueLoadError error={error} title="We couldn't load these products" />,
  component: lazyRouteComponent(() => import('./category-page.tsx')),
});

function CategoryPending() {
  const { category } = categoryRoute.useParams();
  const { search } = categoryRoute.useSearch();
  if (!isCategoryId(category)) return <CategoryLoading />;
  return (
    <>
      <CategoryHeader category={CATEGORIES[category]} search={search} />
      <CategoryLoading />
    </>
  );
}

export const productRoutes = [productRoute, categoryRoute];
