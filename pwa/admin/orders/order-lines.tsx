import type { AdminOrder } from '#shared/schemas/admin/orders';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { cellClass, headCellClass, Panel, tableClass } from '../components/screen-parts.tsx';
import { formatMoney } from '../lib/format.ts';

const purchaseLabel = (type: AdminOrder['lines'][number]['purchaseType']) =>
  type === 'subscription' ? 'Subscribe & Save' : 'One-time';

function Totals({ order }: { order: AdminOrder }) {
  const { breakdown } = order;
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(breakdown.subtotal)],
    ...(breakdown.savings !== '0.00'
      ? [['Subscribe & Save', `−${formatMoney(breakdown.savings)}`] as [string, string]]
      : []),
    ['Delivery', breakdown.delivery === '0.00' ? 'Free' : formatMoney(breakdown.delivery)],
  ];
  return (
    <dl className="ml-auto grid w-full max-w-xs gap-1.5 px-4 py-4 text-sm sm:px-5">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-ink/70">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-forest-900/10 border-t pt-2 font-semibold text-forest-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(breakdown.total)}</dd>
      </div>
    </dl>
  );
}

/** What was bought: each line with its size, purchase type and prices, then the totals. */
export function OrderLines({ order }: { order: AdminOrder }) {
  return (
    <Panel title="Items" flush>
      <TableScroller label="Order lines" className="hidden sm:block">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>
                Product
              </th>
              <th scope="col" className={headCellClass}>
                Size
              </th>
              <th scope="col" className={headCellClass}>
                Purchase
              </th>
              <th scope="col" className={`${headCellClass} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${headCellClass} text-right`}>
                Unit price
              </th>
              <th scope="col" className={`${headCellClass} text-right`}>
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.productId}-${line.size}-${line.purchaseType}`}>
                <td className={`${cellClass} font-medium`}>{line.name}</td>
                <td className={cellClass}>{line.sizeLabel}</td>
                <td className={cellClass}>{purchaseLabel(line.purchaseType)}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{line.quantity}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{formatMoney(line.unitPrice)}</td>
                <td className={`${cellClass} text-right font-medium tabular-nums`}>{formatMoney(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="divide-y divide-forest-900/10 sm:hidden">
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.size}-${line.purchaseType}`} className="grid gap-0.5 px-4 py-3 text-sm">
            <span className="flex justify-between gap-3">
              <span className="font-medium">{line.name}</span>
              <span className="font-medium tabular-nums">{formatMoney(line.lineTotal)}</span>
            </span>
            <span className="text-ink/70 text-xs">
              {line.sizeLabel} · {purchaseLabel(line.purchaseType)} · {line.quantity} × {formatMoney(line.unitPrice)}
            </span>
          </li>
        ))}
      </ul>
      <div className="border-forest-900/10 border-t">
        <Totals order={order} />
      </div>
    </Panel>
  );
}
