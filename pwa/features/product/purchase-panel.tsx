import { TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { describeContent } from '#shared/compliance/measures';
import { formatUsd, toCents } from '#shared/money';
import type { Product, SizeOption } from '#shared/schemas/product';
import { toast } from '../../components/ui/use-toast.ts';
import { countedLine } from '../../db/cart-model.ts';
import {
  AddToCartIcon,
  addToCart,
  CART_ADDED_TOAST,
  CartLimitError,
  cartErrorToast,
  lineProductFrom,
  loadCartDb,
  openCartDrawer,
  useCart,
  useCartReady,
} from '../cart/index.ts';
import { useLimitsInForce, whyNotAddable } from '../compliance/index.ts';
import { DosageGuide } from './dosage-guide.tsx';
import { addToCartLabel } from './product-rules.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SizePicker } from './size-picker.tsx';
import { StickyAddBar, useOutOfReach } from './sticky-add-bar.tsx';

/**
 * Size, dosage guide, quantity and the add-to-cart button. The line added is a one-time purchase
 * of the size, with its label and the server's price for it.
 */
export function PurchasePanel({
  product,
  size,
  onSizeChange,
}: {
  product: Product;
  size: SizeOption | null;
  onSizeChange: (size: string) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const cartReady = useCartReady();
  const limits = useLimitsInForce();
  const limitNoteId = useId();
  const buyRow = useRef<HTMLDivElement>(null);
  const buyRowOutOfReach = useOutOfReach(buyRow);
  const { lines } = useCart();
  const beyondLimits =
    limits && size
      ? whyNotAddable(
          limits,
          lines.map(countedLine),
          countedLine({ product: lineProductFrom(product), sizeLabel: size.label, content: size.content, quantity }),
        )
      : null;

  const add = async () => {
    if (!size) return;
    setAdding(true);
    try {
      await addToCart(
        await loadCartDb(),
        {
          product: lineProductFrom(product),
          size: size.size,
          sizeLabel: size.label,
          purchaseType: 'one-time',
          unitPrice: size.price,
          quantity,
          content: size.content,
        },
        limits,
      );
      toast(CART_ADDED_TOAST);
      openCartDrawer();
    } catch (error) {
      // A refusal (a line's or the cart's cap, a state's limit) is told to the shopper, or the
      // button would seem to do nothing; only anything else is a fault worth logging.
      if (!(error instanceof CartLimitError)) console.error(`Could not add ${product.name} to the cart`, error);
      toast(cartErrorToast(error));
    } finally {
      setAdding(false);
    }
  };

  const unitCents = size ? toCents(size.price) : 0;
  // The server refuses a size with none on hand, so the button does not offer it.
  const inStock = product.inStock && size?.inStock !== false;
  const label = addToCartLabel({ inStock, adding, size });
  const addDisabled = !inStock || adding || !cartReady || !size || beyondLimits !== null;

  return (
    <div className="flex flex-col gap-6">
      {size ? (
        <SizePicker sizes={product.sizes} value={size.size} category={product.category} onChange={onSizeChange} />
      ) : null}
      {size?.content ? (
        <p className="-mt-3 text-ink/70 text-sm">
          {size.label} holds {describeContent(size.content)}.
        </p>
      ) : null}
      <DosageGuide category={product.category} />
      <div ref={buyRow} className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <button
          type="button"
          className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-forest-700 disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-ink/70 disabled:shadow-none"
          disabled={addDisabled}
          aria-busy={inStock && !cartReady}
          aria-describedby={beyondLimits ? limitNoteId : undefined}
          onClick={() => void add()}
        >
          {inStock ? <AddToCartIcon ready={cartReady} className="h-5 w-5" /> : null}
          {label}
        </button>
      </div>
      {beyondLimits ? (
        <p
          id={limitNoteId}
          className="-mt-3 flex items-start gap-1.5 rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm ring-1 ring-amber-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
          <span>{beyondLimits}</span>
        </p>
      ) : null}
      {inStock && size && quantity > 1 ? (
        <p className="-mt-3 text-ink/70 text-sm tabular-nums">
          {quantity} × {formatUsd(unitCents)} ={' '}
          <span className="font-semibold text-ink">{formatUsd(unitCents * quantity)}</span>
        </p>
      ) : null}
      {size ? (
        <StickyAddBar
          visible={buyRowOutOfReach && inStock}
          productName={product.name}
          sizeLabel={quantity > 1 ? `${quantity} × ${size.label}` : size.label}
          price={formatUsd(unitCents * quantity)}
          disabled={addDisabled}
          onAdd={() => void add()}
        />
      ) : null}
    </div>
  );
}
