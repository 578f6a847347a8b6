import { ShoppingBag, Star } from 'lucide-react';
import { useId } from 'react';
import { formatUsd, toCents } from '#shared/money';
import { DEFAULT_ADD_QUANTITY } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';
import { toast } from '../../components/ui/use-toast.ts';
import { cartDb } from '../../db/cart-db.ts';
import { addToCart } from '../cart/cart-actions.ts';
import { CART_ADDED_TOAST } from '../cart/cart-messages.ts';
import { lineProductFrom } from '../cart/line-product.ts';
import { useCart } from '../cart/use-cart.ts';

/** A compact product tile for the featured grid (spec 1 §2, Product card). */
export function ProductTile({ product, eager = false }: { product: Product; eager?: boolean }) {
  const headingId = useId();
  const { isLoading } = useCart();
  const srcSet = product.images.map((image) => `${image.url} ${image.width}w`).join(', ');
  const defaultSize = product.sizes.find((size) => size.isDefault) ?? product.sizes[0];

  // Spec 1 §8: adding from a card reports a failure to the console only.
  const add = async () => {
    if (!defaultSize) return;
    try {
      await addToCart(cartDb, {
        product: lineProductFrom(product),
        size: defaultSize.size,
        sizeLabel: defaultSize.label,
        purchaseType: 'one-time',
        unitPrice: defaultSize.price,
        quantity: DEFAULT_ADD_QUANTITY,
      });
      toast(CART_ADDED_TOAST);
    } catch (error) {
      console.error(`Could not add ${product.name} to the cart`, error);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/5"
    >
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
      <div className="flex flex-1 flex-col p-4">
        <h3 id={headingId} className="font-semibold text-forest-900">
          {product.name}
        </h3>
        <p className="text-ink/70 text-sm">{product.thcContent}</p>
        <div className="mt-2 mb-4 flex items-center justify-between">
          <span className="font-semibold text-lg">{formatUsd(toCents(product.price))}</span>
          <span className="flex items-center gap-1 text-ink/80 text-sm">
            <Star aria-hidden="true" className="h-4 w-4 fill-gold text-gold" />
            {product.rating} ({product.reviewCount} reviews)
          </span>
        </div>
        <button
          type="button"
          className="mt-auto inline-flex w-full items-center justify-center gap-2 rounded-full bg-forest-800 px-4 py-2.5 font-semibold text-sm text-white transition hover:bg-forest-700 disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-ink/55"
          disabled={!product.inStock || isLoading || !defaultSize}
          onClick={() => void add()}
        >
          {product.inStock ? (
            <>
              <ShoppingBag aria-hidden="true" className="h-4 w-4" />
              Add to Cart
            </>
          ) : (
            'Out of Stock'
          )}
        </button>
      </div>
    </article>
  );
}
