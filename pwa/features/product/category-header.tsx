import { Link } from '@tanstack/react-router';
import { ChevronRight, SearchX } from 'lucide-react';
import type { CategoryInfo } from '#shared/catalogue/categories';
import { Spinner } from '../../components/ui/spinner.tsx';

/** The category page's band: breadcrumbs, the category's name and description. */
export function CategoryHeader({ category, search }: { category: CategoryInfo; search?: string | undefined }) {
  return (
    <header className="bg-gradient-to-br from-forest-900 to-forest-700 pt-6 pb-10 text-cream sm:pb-14">
      <div className="mx-auto max-w-6xl px-4">
        <nav aria-label="Breadcrumb" className="text-cream/75 text-sm">
          <ol className="flex items-center gap-1">
            <li>
              <Link to="/shop" className="hover:text-white hover:underline">
                Shop
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
              <span aria-current="page" className="font-medium text-cream">
                {category.name}
              </span>
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 font-bold text-4xl tracking-tight sm:text-5xl">{category.name}</h1>
        <p className="mt-3 max-w-2xl text-cream/85 text-lg">{category.description}</p>
        {search ? (
          <p className="mt-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-cream text-sm ring-1 ring-white/20">
            Results for "{search}"
          </p>
        ) : null}
      </div>
    </header>
  );
}

/** The spinner while a category's products load. */
export function CategoryLoading() {
  return (
    <div role="status" aria-label="Loading products" className="flex justify-center py-20">
      <Spinner />
    </div>
  );
}

/** A category that does not exist. */
export function CategoryNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
        <SearchX aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 font-bold text-3xl text-forest-900">Category Not Found</h1>
      <p className="mt-3 text-ink/75">The category you're looking for doesn't exist.</p>
      <Link
        to="/shop"
        className="mt-8 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white transition hover:bg-forest-700"
      >
        Back to Shop
      </Link>
    </section>
  );
}
