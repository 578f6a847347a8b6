import type { ReactElement } from 'react';
import { toCents } from '#shared/money';
import type { Overview } from '#shared/schemas/admin/overview';
import { countOf, formatMoney } from '../lib/format.ts';
import { longDayOf, shortDayOf } from './overview-words.ts';

export type Day = Overview['daily'][number];

/** What the chart says to a screen reader: the whole, and its best day. */
export function chartSummary(daily: Day[]): string {
  const best = daily.reduce<Day | undefined>(
    (top, day) => (top === undefined || toCents(day.sales) > toCents(top.sales) ? day : top),
    undefined,
  );
  const total = daily.reduce((sum, day) => sum + toCents(day.sales), 0);
  const orders = daily.reduce((sum, day) => sum + day.orders, 0);
  if (!best || toCents(best.sales) <= 0) return `Daily sales, last ${daily.length} days: no sales.`;
  return `Daily sales, last ${daily.length} days: ${formatMoney((total / 100).toFixed(2))} from ${countOf(orders, 'order')}; highest ${formatMoney(best.sales)} on ${shortDayOf(best.day)}.`;
}

/** The same 30 days as numbers, newest first, for screen readers and anyone who prefers them. */
export function DailySalesTable({ daily, today }: { daily: Day[]; today: string }): ReactElement {
  const cell = 'px-3 py-2 sm:px-4';
  return (
    <table className="w-full border-collapse text-left text-sm tabular-nums">
      <caption className="sr-only">Daily sales, the last {daily.length} days, newest first</caption>
      <thead>
        <tr className="border-forest-900/10 border-b text-ink/70 text-xs uppercase tracking-wide">
          <th scope="col" className={`${cell} font-medium`}>
            Day
          </th>
          <th scope="col" className={`${cell} text-right font-medium`}>
            Orders
          </th>
          <th scope="col" className={`${cell} text-right font-medium`}>
            Sales
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-forest-900/5">
        {[...daily].reverse().map((day) => (
          <tr key={day.day} className={day.day === today ? 'bg-forest-50/60 font-semibold' : ''}>
            <th scope="row" className={`${cell} font-normal`}>
              {longDayOf(day.day)}
              {day.day === today ? <span className="text-forest-700 text-xs"> (today)</span> : null}
            </th>
            <td className={`${cell} text-right`}>{day.orders}</td>
            <td className={`${cell} text-right`}>{formatMoney(day.sales)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
