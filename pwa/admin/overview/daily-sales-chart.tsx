import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toCents } from '#shared/money';
import { countOf, formatMoney } from '../lib/format.ts';
import { chartSummary, type Day } from './daily-sales-table.tsx';
import { axisDollars, longDayOf, shortDayOf } from './overview-words.ts';

/**
 * The theme's colours (pwa/theme.css) as values: an SVG attribute is not the place to count on
 * var() being read.
 */
const FOREST_600 = '#1f7a44';
const FOREST_900 = '#0f3d22';
const FOREST_100 = '#dcefe0';
const INK_70 = 'rgba(28, 36, 32, 0.7)';

interface Point {
  day: string;
  label: string;
  dollars: number;
  sales: string;
  orders: number;
}

function DayTip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: Point }> }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg bg-white px-3 py-2 text-xs shadow-md ring-1 ring-forest-900/10">
      <p className="font-semibold text-forest-900">{longDayOf(point.day)}</p>
      <p className="text-ink/80">
        {formatMoney(point.sales)} · {countOf(point.orders, 'order')}
      </p>
    </div>
  );
}

/**
 * The last 30 days' sales as bars, today's darkest. Its own chunk, loaded after the figures:
 * the chart library is most of the overview's weight. An image to assistive technology, named by
 * its summary; the figures themselves are in the table beside it.
 */
export default function DailySalesChart({ daily, today }: { daily: Day[]; today: string }): ReactElement {
  const points: Point[] = daily.map((day) => ({
    day: day.day,
    label: shortDayOf(day.day),
    dollars: toCents(day.sales) / 100,
    sales: day.sales,
    orders: day.orders,
  }));
  return (
    <div role="img" aria-label={chartSummary(daily)} className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={FOREST_100} />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: FOREST_100 }}
            tick={{ fill: INK_70, fontSize: 12 }}
            interval="preserveStartEnd"
            minTickGap={18}
          />
          <YAxis
            tickFormatter={axisDollars}
            tickLine={false}
            axisLine={false}
            tick={{ fill: INK_70, fontSize: 12 }}
            width={48}
            allowDecimals={false}
          />
          <Tooltip content={<DayTip />} cursor={{ fill: FOREST_100, opacity: 0.5 }} isAnimationActive={false} />
          <Bar dataKey="dollars" radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false}>
            {points.map((point) => (
              <Cell key={point.day} fill={point.day === today ? FOREST_900 : FOREST_600} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
