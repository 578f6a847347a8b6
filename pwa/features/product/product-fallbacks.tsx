import { Link, useRouter } from '@tanstack/react-router';
import { PackageSearch, WifiOff } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.tsx';

/** A product that does not exist. */
export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
        <PackageSearch aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 font-bold text-3xl text-forest-900">Product Not Found</h1>
      <p className="mt-3 text-ink/75">This product may have been renamed or is no longer in our catalog.</p>
      <Link
        to="/shop"
        className="mt-8 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white transition hover:bg-forest-700"
      >
        Back to Shop
      </Link>
    </section>
  );
}

/**
 * Any other failure to load a page's products: what went wrong, as the API client words it
 * ("status: text"), and a way to try again, e.g. once the connection is back.
 */
export function CatalogueLoadError({ error, title }: { error: unknown; title: string }) {
  const router = useRouter();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <WifiOff aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 font-bold text-2xl text-forest-900">{title}</h1>
      <p className="mt-3 text-ink/75">Check your connection and try again.</p>
      <p className="mt-1 text-ink/70 text-sm">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => void router.invalidate()}
          className="rounded-full bg-forest-800 px-6 py-3 font-semibold text-white transition hover:bg-forest-700"
        >
          Try again
        </button>
        <Link
          to="/shop"
          className="rounded-full border border-forest-800/30 px-6 py-3 font-semibold text-forest-900 transition hover:bg-forest-50"
        >
          Back to Shop
        </Link>
      </div>
    </section>
  );
}

/** Shown while a product loads. */
export function ProductPending() {
  return (
    <div role="status" aria-label="Loading product" className="flex justify-center py-32">
      <Spinner />
    </div>
  );
}
