import { breakdownRows } from '#shared/catalogue/order-totals';
import type { OrderBreakdown } from '#shared/schemas/checkout';

/** An order's totals: Subtotal, Subscribe & Save savings (when any), Delivery, each tax, Total. */
export function BreakdownList({ breakdown, label = 'Order totals' }: { breakdown: OrderBreakdown; label?: string }) {
  return (
    <dl aria-label={label} className="grid gap-2 text-sm">
      {breakdownRows(breakdown).map((row) =>
        row.kind === 'total' ? (
          <div
            key={row.label}
            className="mt-1 flex justify-between border-forest-900/10 border-t pt-3 font-semibold text-forest-900 text-lg"
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ) : (
          <div key={row.label} className="flex justify-between gap-3 text-ink/80">
            <dt className="min-w-0">{row.label}</dt>
            <dd className={`tabular-nums ${row.kind === 'saving' ? 'font-semibold text-forest-700' : ''}`}>
              {row.value}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
