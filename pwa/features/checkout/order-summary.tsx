import type { ReactNode } from 'react';
import { formatUsd, toCents } from '#shared/money';
import type { OrderBreakdown } from '#shared/schemas/checkout';
import { BreakdownList } from '../../components/ui/breakdown-list.tsx';
import type { CartLineRecord } from '../../db/cart-db.ts';
import type { CartTotals } from '../../db/cart-model.ts';
import { CHECKOUT_TEXTS } from './checkout-messages.ts';

/**
 * Checkout's order summary: headed by the item count, each line with its image,
 * name, THC content, quantity and line price, then the total. Once the address is known, the
 * device works out delivery and each tax from the saved rules; the server's breakdown, which is
 * what is charged, replaces it when it arrives.
 */
export function OrderSummary({
  lines,
  totals,
  breakdown,
  estimate,
  limits,
  className = '',
}: {
  lines: readonly CartLineRecord[];
  totals: CartTotals;
  breakdown: OrderBreakdown | null;
  /** The totals worked out on this device, shown until the server's breakdown arrives. */
  estimate: OrderBreakdown | null;
  /** The ship-to state's purchase limits and how much of them the order uses. */
  limits?: ReactNode;
  className?: string;
}) {
  const itemWord = totals.itemCount === 1 ? 'item' : 'items';
  return (
    <section
      aria-labelledby="summary-heading"
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/5 sm:p-6 ${className}`}
    >
      <h2 id="summary-heading" className="font-semibold text-forest-900 text-xl">
        Order Summary ({totals.itemCount} {itemWord})
      </h2>
      <ul className="mt-3 divide-y divide-forest-900/10">
        {lines.map((line) => (
          <li key={line.key} className="flex gap-4 py-4">
            <img
              src={line.product.image}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 shrink-0 rounded-xl object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-forest-900 leading-snug">{line.product.name}</p>
              <p className="text-ink/70 text-sm">
                {line.product.thcContent} · {line.sizeLabel}
                {line.purchaseType === 'subscription' ? ' · Subscribe & Save' : ''}
              </p>
              <p className="text-ink/70 text-sm">Quantity: {line.quantity}</p>
            </div>
            <p className="font-semibold tabular-nums">{formatUsd(toCents(line.unitPrice) * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="border-forest-900/10 border-t pt-4">
        {breakdown ? (
          <BreakdownList breakdown={breakdown} />
        ) : estimate ? (
          <>
            <BreakdownList breakdown={estimate} label="Order totals, worked out on this device" />
            <p className="mt-2 text-ink/70 text-sm">{CHECKOUT_TEXTS.estimate}</p>
          </>
        ) : (
          <>
            <div className="flex justify-between font-semibold text-lg">
              <span>Total</span>
              <span className="tabular-nums">{formatUsd(totals.totalCents)}</span>
            </div>
            <p className="mt-1 text-ink/70 text-sm">{CHECKOUT_TEXTS.addedLater}</p>
          </>
        )}
      </div>
      {limits ? <div className="mt-4">{limits}</div> : null}
    </section>
  );
}
