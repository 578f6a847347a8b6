import type { AdminOrder } from '#shared/schemas/admin/orders';
import { taxLineLabel } from '#shared/taxes/compute-taxes';
import { type Column, DataList } from '../components/data-list.tsx';
import { Panel } from '../components/screen-parts.tsx';
import { formatMoney } from '../lib/format.ts';

type OrderLine = AdminOrder['lines'][number];

const purchaseLabel = (type: OrderLine['purchaseType']) => (type === 'subscription' ? 'Subscribe & Save' : 'One-time');

function Totals({ order }: { order: AdminOrder }) {
  const { breakdown } = order;
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(breakdown.subtotal)],
    ...(breakdown.savings !== '0.00'
      ? [['Subscribe & Save', `−${formatMoney(breakdown.savings)}`] as [string, string]]
      : []),
    ['Delivery', breakdown.delivery === '0.00' ? 'Free' : formatMoney(breakdown.delivery)],
    ...(breakdown.taxes ?? []).map((tax): [string, string] => [taxLineLabel(tax), formatMoney(tax.amount)]),
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

type ShownLine = OrderLine & { notHandedOver: boolean };

const LINE_COLUMNS: Column<ShownLine>[] = [
  {
    header: 'Product',
    phone: 'title',
    className: 'font-medium',
    cell: (line) => (
      <>
        {line.name}
        {line.notHandedOver ? (
          <span className="block font-normal text-amber-900 text-xs">Not handed over: not charged</span>
        ) : null}
      </>
    ),
  },
  { header: 'Size', cell: (line) => line.sizeLabel },
  { header: 'Purchase', cell: (line) => purchaseLabel(line.purchaseType) },
  { header: 'Qty', align: 'end', className: 'tabular-nums', cell: (line) => line.quantity },
  { header: 'Unit price', align: 'end', className: 'tabular-nums', cell: (line) => formatMoney(line.unitPrice) },
  {
    header: 'Line total',
    align: 'end',
    phone: 'meta',
    className: 'font-medium tabular-nums',
    cell: (line) => formatMoney(line.lineTotal),
  },
];

/** What was bought: each line with its size, purchase type and prices, then the totals. */
export function OrderLines({ order }: { order: AdminOrder }) {
  return (
    <Panel title="Items" flush>
      <DataList
        rows={order.lines.map((line, index) => ({ ...line, notHandedOver: order.notHandedOver.includes(index) }))}
        rowKey={(line) => `${line.productId}-${line.size}-${line.purchaseType}`}
        columns={LINE_COLUMNS}
        caption="Order lines"
      />
      <div className="border-forest-900/10 border-t">
        <Totals order={order} />
      </div>
    </Panel>
  );
}
