import { useState } from 'react';
import type { PurchaseType } from '#shared/catalogue/sizes';
import { formatUsd, toCents } from '#shared/money';
import type { Product, SizeOption } from '#shared/schemas/product';
import { toast } from '../../components/ui/use-toast.ts';
import {
  AddToCartIcon,
  addToCart,
  CART_ADDED_TOAST,
  cartErrorToast,
  lineProductFrom,
  loadCartDb,
  openCartDrawer,
  useCartReady,
} from '../cart/index.ts';
import { DosageGuide } from './dosage-guide.tsx';
import { addToCartLabel, unitPriceFor } from './product-rules.ts';
import { PurchaseTypePicker } from './purchase-type-picker.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SizePicker } from './size-picker.tsx';

/**
 * Size, purchase type, dosage guide, quantity and the add-to-cart button. The line added
 * carries the size, its label, the purchase type and the server's unit price for them.
 */
export function PurchasePanel({
  product,
  size,
  purchaseType,
  onSizeChange,
  onPurchaseTypeChange,
}: {
  product: Product;
  size: SizeOption | null;
  purchaseType: PurchaseType;
  onSizeChange: (size: string) => void;
  onPurchaseTypeChange: (purchaseType: PurchaseType) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const cartReady = useCartReady();

  const add = async () => {
    if (!size) return;
    setAdding(true);
    try {
      await addToCart(await loadCartDb(), {
        product: lineProductFrom(product),
        size: size.size,
        sizeLabel: size.label,
        purchaseType,
        unitPrice: unitPriceFor(size, purchaseType),
        quantity,
      });
      toast(CART_ADDED_TOAST);
      openCartDrawer();
    } catch (error) {
      // The failure is logged; the only one possible here (the per-line limit) is also
      // told to the shopper, or the button would seem to do nothing.
      console.error(`Could not add ${product.name} to the cart`, error);
      toast(cartErrorToast(error));
    } finally {
      setAdding(false);
    }
  };

  const unitCents = size ? toCents(unitPriceFor(size, purchaseType)) : 0;
  // The server refuses a size with none on hand, so the button does not offer it.
  const inStock = product.inStock && size?.inStock !== false;
  const label = addToCartLabel({ inStock, adding, size, purchaseType });

  return (
    <div className="flex flex-col gap-6">
      {size ? (
        <SizePicker
          sizes={product.sizes}
          value={size.size}
          purchaseType={purchaseType}
          category={product.category}
          onChange={onSizeChange}
        />
      ) : null}
      <PurchaseTypePicker value={purchaseType} size={size} onChange={onPurchaseTypeChange} />
      <DosageGuide category={product.category} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <button
          type="button"
          className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-forest-800 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-forest-700 disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-ink/70 disabled:shadow-none"
          disabled={!inStock || adding || !cartReady || !size}
          aria-busy={inStock && !cartReady}
          onClick={() => void add()}
        >
          {inStock ? <AddToCartIcon ready={cartReady} className="h-5 w-5" /> : null}
          {label}
        </button>
      </div>
      {inStock && size && quantity > 1 ? (
        <p className="-mt-3 text-ink/70 text-sm tabular-nums">
          {quantity} × {formatUsd(unitCents)} ={' '}
          <span className="font-semibold text-ink">{formatUsd(unitCents * quantity)}</span>
        </p>
      ) : null}
    </div>
  );
}
