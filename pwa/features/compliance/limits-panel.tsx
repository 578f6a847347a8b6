import { Scale, TriangleAlert } from 'lucide-react';
import { type CountedLine, notDeliveredMessage, usageLine, usageOf } from '#shared/compliance/purchase-limits';
import type { CartStanding } from './cart-limits.ts';

const strictestNote = (where: string) => `The strictest state we deliver to, until you choose yours ${where}.`;

/** The share of a limit used, for the bar: full at the limit, never past it. */
const percentOf = (used: number, amount: number) => Math.min(100, Math.round((used / amount) * 100));

/**
 * How much of the state's purchase limits the lines use ("Flower: 14 g of 28.5 g today"), so a shopper
 * sees a limit coming before a change is refused; or, for a place the store does not deliver
 * to, that it does not.
 */
export function LimitsPanel({ standing, lines }: { standing: CartStanding; lines: readonly CountedLine[] }) {
  if (standing.kind === 'not-delivered') {
    return (
      <section
        aria-label="Delivery to your state"
        className="flex items-start gap-2 rounded-2xl bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
        <p>{notDeliveredMessage(standing.rule, standing.code)}</p>
      </section>
    );
  }
  const { rule, strictest } = standing;
  const uses = usageOf(rule, lines);
  return (
    <section aria-label="Purchase limits" className="rounded-2xl bg-white p-3 text-sm ring-1 ring-forest-900/10">
      <h3 className="flex items-center gap-1.5 font-semibold text-forest-900">
        <Scale aria-hidden="true" className="h-4 w-4 text-forest-700" />
        {rule.name} purchase limits
      </h3>
      {strictest ? (
        // The picker is in the header from a tablet's width (site-header.tsx), in the menu below it.
        <>
          <p className="mt-0.5 text-ink/75 text-xs md:hidden">{strictestNote('in the menu')}</p>
          <p className="mt-0.5 hidden text-ink/75 text-xs md:block">{strictestNote('in the header')}</p>
        </>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2">
        {uses.map((use) => {
          const over = use.used > use.limit.amount;
          const percent = percentOf(use.used, use.limit.amount);
          return (
            <li key={use.limit.label}>
              <p className={over ? 'font-semibold text-red-800' : 'text-ink'}>{usageLine(use)}</p>
              <div
                role="progressbar"
                aria-label={`${use.limit.label} used`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1 h-1.5 overflow-hidden rounded-full bg-forest-100"
              >
                <div
                  className={`h-full rounded-full ${over ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-forest-600'}`}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
