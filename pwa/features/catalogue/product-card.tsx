import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { DEFAULT_ADD_QUANTITY } from '#shared/catalogue/cart-rules';
import { moodBadgeFor } from '#shared/catalogue/moods';
import { formatUsd, formatWholeNumber, toCents } from '#shared/money';
import { productPath } from '#shared/routes';
import type { Product } from '#shared/schemas/product';
import { Stars } from '../../components/ui/star-rating.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import {
  AddToCartIcon,
  addToCart,
  CART_ADDED_TOAST,
  CartLimitError,
  cartErrorToast,
  lineProductFrom,
  loadCartDb,
  useCartReady,
} from '../cart/index.ts';
import { MoodBadge } from './mood-badge.tsx';

/** Card backgrounds cycle through 6 styles, by the card's place in the grid. */
export const CARD_GRADIENTS = [
  'from-emerald-100/70 via-white to-white',
  'from-amber-100/70 via-white to-white',
  'from-rose-100/70 via-white to-white',
  'from-sky-100/70 via-white to-white',
  'from-violet-100/70 via-white to-white',
  'from-lime-100/70 via-white to-white',
] as const;

export function cardGradient(index: number): string {
  return CARD_GRADIENTS[((index % CARD_GRADIENTS.length) + CARD_GRADIENTS.length) % CARD_GRADIENTS.length] ?? '';
}

const IMAGE_SIZE = 800;
const IMAGE_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 45vw, 50vw';

/**
 * The states' rules, read only when a card's Add to Cart is pressed: rendering a grid neither
 * fetches them nor re-renders every card when they arrive, and the first page carries none of
 * their code. Without them (their code not reachable offline) the server still applies them.
 */
const limitsOnPress = (queryClient: QueryClient) =>
  import('../compliance/index.ts').then(
    ({ limitsInForceNow }) => limitsInForceNow(queryClient),
    () => undefined,
  );

/** Adds one of the product's default size; a refusal (a state's limit, the cart's caps) is told in a toast. */
function useAddToCart(product: Product) {
  const cartReady = useCartReady();
  const queryClient = useQueryClient();
  const defaultSize = product.sizes.find((size) => size.isDefault) ?? product.sizes[0];
  const add = async () => {
    if (!defaultSize) return;
    try {
      const [cartDb, limits] = await Promise.all([loadCartDb(), limitsOnPress(queryClient)]);
      await addToCart(
        cartDb,
        {
          product: lineProductFrom(product),
          size: defaultSize.size,
          sizeLabel: defaultSize.label,
          purchaseType: 'one-time',
          unitPrice: defaultSize.price,
          quantity: DEFAULT_ADD_QUANTITY,
          content: defaultSize.content,
        },
        limits,
      );
      toast(CART_ADDED_TOAST);
    } catch (error) {
      // A refusal is the shop working as it should: only anything else is a fault worth logging.
      if (!(error instanceof CartLimitError)) console.error(`Could not add ${product.name} to the cart`, error);
      toast(cartErrorToast(error));
    }
  };
  // Disabled when out of stock, and while the cart loads so that no click is lost.
  return { add, ready: cartReady, disabled: !product.inStock || !cartReady || !defaultSize };
}

/**
 * A product in a grid: image and name lead to the product page,
 * then the mood badge, THC content, rating, price and Add to Cart. `eager` is for the first row,
 * whose images load at once; the rest wait until they are scrolled near.
 */
export function ProductCard({
  product,
  index = 0,
  eager = false,
}: {
  product: Product;
  index?: number;
  eager?: boolean;
}) {
  const headingId = useId();
  const { add, ready, disabled } = useAddToCart(product);
  const badge = moodBadgeFor(product);
  const href = productPath(product.id) as string;
  const srcSet = product.images.map((image) => `${image.url} ${image.width}w`).join(', ');

  return (
    <article
      aria-labelledby={headingId}
      data-product-id={product.id}
      className={`group relative flex flex-col overflow-hidden rounded-3xl bg-gradient-to-b p-2 shadow-sm ring-1 ring-forest-900/8 transition duration-300 hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transform-none motion-reduce:transition-none sm:p-2.5 ${cardGradient(index)}`}
    >
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-2xl bg-forest-50">
          <img
            src={product.image}
            srcSet={srcSet}
            sizes={IMAGE_SIZES}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={`aspect-square w-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transform-none ${product.inStock ? '' : 'opacity-60 grayscale-[40%]'}`}
          />
        </Link>
        <div className="pointer-events-none absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-1">
          {badge ? <MoodBadge badge={badge} className="bg-white/95 shadow-sm" /> : <span />}
          {product.inStock ? null : (
            <span className="rounded-full bg-ink/80 px-2 py-0.5 font-semibold text-[11px] text-white">Sold out</span>
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col px-1.5 pt-3 pb-1.5 sm:px-2">
        <h3 id={headingId} className="font-semibold text-[15px] text-forest-900 leading-snug sm:text-base">
          <Link
            to={href}
            className="rounded-sm outline-offset-4 hover:text-forest-700 hover:underline hover:underline-offset-2"
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-0.5 text-ink/65 text-xs sm:text-sm">{product.thcContent}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-ink/70 text-xs">
          <Stars rating={product.rating} size="sm" labelled />
          <span className="whitespace-nowrap tabular-nums">
            <span className="font-semibold text-ink/85">{product.rating}</span> (
            {formatWholeNumber(product.reviewCount)} {product.reviewCount === 1 ? 'review' : 'reviews'})
          </span>
        </p>
        <div className="mt-auto flex flex-col gap-2.5 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-bold text-forest-900 text-lg tabular-nums">
            <span className="sr-only">Price </span>
            {formatUsd(toCents(product.price))}
          </p>
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-forest-800 px-4 font-semibold text-sm text-white shadow-sm transition hover:bg-forest-700 active:scale-[0.98] disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-ink/55 disabled:shadow-none sm:min-h-10"
            disabled={disabled}
            aria-busy={product.inStock && !ready}
            onClick={() => void add()}
          >
            {product.inStock ? (
              <>
                <AddToCartIcon ready={ready} className="h-4 w-4" />
                Add to Cart
              </>
            ) : (
              'Out of Stock'
            )}
          </button>
        </div>
      </div>
    </article>
  );
}
