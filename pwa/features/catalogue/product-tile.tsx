import { Star } from 'lucide-react';
import { formatUsd, toCents } from '#shared/money';
import type { Product } from '#shared/schemas/product';

/** A compact product tile for the featured grid. */
export function ProductTile({ product, eager = false }: { product: Product; eager?: boolean }) {
  const srcSet = product.images.map((image) => `${image.url} ${image.width}w`).join(', ');
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/5">
      <img
        src={product.image}
        srcSet={srcSet}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        width={800}
        height={800}
        alt={product.name}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-square w-full object-cover"
      />
      <div className="p-4">
        <h3 className="font-semibold text-forest-900">{product.name}</h3>
        <p className="text-ink/70 text-sm">{product.thcContent}</p>
        <div className="mt-2 flex items-center justify-between">
          <span className="font-semibold text-lg">{formatUsd(toCents(product.price))}</span>
          <span className="flex items-center gap-1 text-ink/80 text-sm">
            <Star aria-hidden="true" className="h-4 w-4 fill-gold text-gold" />
            {product.rating} ({product.reviewCount} reviews)
          </span>
        </div>
      </div>
    </article>
  );
}
