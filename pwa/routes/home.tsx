import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../components/ui/spinner.tsx';
import { featuredProductsQueryOptions } from '../features/catalogue/product-queries.ts';
import { ProductTile } from '../features/catalogue/product-tile.tsx';

export function HomePage() {
  const featured = useQuery(featuredProductsQueryOptions);
  return (
    <>
      <section className="bg-gradient-to-br from-forest-900 to-forest-700 px-4 py-16 text-center text-cream sm:py-24">
        <h1 className="font-bold text-4xl tracking-tight sm:text-5xl">Premium cannabis, delivered.</h1>
        <p className="mx-auto mt-4 max-w-xl text-cream/85 text-lg">
          Lab-tested gummies, flower, vapes and prerolls for adults 21 and over.
        </p>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="featured-heading" className="mb-6 font-semibold text-2xl text-forest-900">
          Featured products
        </h2>
        {featured.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : featured.isError ? (
          <p role="alert" className="text-red-800">
            {featured.error.message}
          </p>
        ) : featured.data.length === 0 ? (
          <p>No products available</p>
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.data.map((product, index) => (
              <ProductTile key={product.id} product={product} eager={index < 4} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
