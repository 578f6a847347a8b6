import { DELIVERY_OPTION_NAMES } from '#shared/catalogue/delivery';
import { paymentSummaryWords } from '#shared/payments/order-payment';
import type { AdminOrderSummary } from '#shared/schemas/admin/orders';
import { AttentionBadge, OrderStatusBadge } from '../components/badge.tsx';
import { type Column, DataList } from '../components/data-list.tsx';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { AdminLink } from '../lib/navigation.ts';

const COLUMNS: Column<AdminOrderSummary>[] = [
  {
    header: 'Order',
    phone: 'title',
    cell: (order) => (
      <>
        <AdminLink
          to="/admin/orders/$orderId"
          params={{ orderId: order.id }}
          className="font-mono font-semibold text-forest-800 tracking-wide hover:underline"
        >
          {order.number}
        </AdminLink>
        {order.needsAttention ? (
          <div className="mt-1">
            <AttentionBadge />
          </div>
        ) : null}
      </>
    ),
  },
  {
    header: 'Placed',
    className: 'whitespace-nowrap text-ink/80',
    cell: (order) => formatDateTime(order.placedAt),
  },
  {
    header: 'Shopper',
    cell: (order) => (
      <>
        <span className="font-medium">{order.shopperName}</span>
        <span className="ml-1.5 text-ink/70">{order.shipState}</span>
      </>
    ),
  },
  { header: 'Delivery', className: 'text-ink/80', cell: (order) => DELIVERY_OPTION_NAMES[order.deliveryOption] },
  {
    header: 'Total',
    align: 'end',
    className: 'font-medium tabular-nums',
    cell: (order) => (
      <>
        {formatMoney(order.total)}
        <span className="block font-normal text-ink/70 text-xs">
          {paymentSummaryWords(order.tender, order.paymentState)}
          {order.refunded === '0.00' ? null : `, ${formatMoney(order.refunded)} refunded`}
        </span>
      </>
    ),
  },
  { header: 'Status', phone: 'meta', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

/** The orders of a page, each opening its order; the flagged ones marked down their edge. */
export function OrdersList({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <DataList
      rows={orders}
      rowKey={(order) => order.id}
      columns={COLUMNS}
      caption="Orders"
      linkedRows
      flagged={(order) => order.needsAttention}
    />
  );
}
