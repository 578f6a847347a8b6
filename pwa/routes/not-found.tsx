import { Link } from '@tanstack/react-router';

/** The not-found screen. Its wording is the store's established text: keep it as is. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-bold text-3xl text-forest-900">404 Page Not Found</h1>
      <p className="mt-3 text-ink/75">Did you forget to add the page to the router?</p>
      <Link to="/" className="mt-8 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white hover:bg-forest-700">
        Back to Shop
      </Link>
    </section>
  );
}
