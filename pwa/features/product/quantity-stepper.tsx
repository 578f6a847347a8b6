import { Minus, Plus } from 'lucide-react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '#shared/catalogue/cart-rules';
import { clampQuantity } from './product-rules.ts';

const stepButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-900 transition hover:bg-forest-100 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

/** Quantity from 1 up to the cart's 99 per line. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <fieldset
      aria-label="Quantity"
      className="inline-flex items-center rounded-full border border-forest-900/15 bg-white p-0.5"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        className={stepButton}
        disabled={value <= MIN_LINE_QUANTITY}
        onClick={() => onChange(clampQuantity(value - 1))}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output aria-live="polite" aria-label="Quantity" className="min-w-8 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        className={stepButton}
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(clampQuantity(value + 1))}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </fieldset>
  );
}
