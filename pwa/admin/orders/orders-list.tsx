import { ChevronRight } from 'lucide-react';
import { deliveryOption } from '#shared/catalogue/delivery';
import type { AdminOrderSummary } from '#shared/schemas/admin/orders';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { AttentionBadge, OrderStatusBadge } from '../components/badge.tsx';
import { cellClass, headCellClass, tableClass } from '../components/screen-parts.tsx';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { AdminLink } from '../lib/navigation.ts';

function OrderNumberLink({ order, className = '' }: { order: AdminOrderSummary; className?: string }) {
  return (
    <AdminLink
      to="/admin/orders/$orderId"
      params={{ orderId: order.id }}
      className={`font-mono font-semibold text-forest-800 tracking-wide hover:underline ${className}`}
    >
      {order.number}
    </AdminLink>
  );
}

/** Wide screens: one row per order, the flagged ones marked down their edge. */
export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <TableScroller label="Orders" className="hidden md:block">
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              Order
            </th>
            <th scope="col" className={headCellClass}>
              Placed
            </th>
            <th scope="col" className={headCellClass}>
              Shopper
            </th>
            <th scope="col" className={headCellClass}>
              Delivery
            </th>
            <th scope="col" className={`${headCellClass} text-right`}>
              Total
            </th>
            <th scope="col" className={headCellClass}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              className={
                order.needsAttention
                  ? 'bg-red-50/50 shadow-[inset_3px_0_0_var(--color-red-600)]'
                  : 'hover:bg-forest-50/40'
              }
            >
              <td className={cellClass}>
                <OrderNumberLink order={order} />
                {order.needsAttention ? (
                  <div className="mt-1">
                    <AttentionBadge />
                  </div>
                ) : null}
              </td>
              <td className={`${cellClass} whitespace-nowrap text-ink/80`}>{formatDateTime(order.placedAt)}</td>
              <td className={cellClass}>
                <span className="font-medium">{order.shopperName}</span>
                <span className="ml-1.5 text-ink/70">{order.shipState}</span>
              </td>
              <td className={`${cellClass} text-ink/80`}>{deliveryOption(order.deliveryOption).name}</td>
              <td className={`${cellClass} text-right font-medium tabular-nums`}>{formatMoney(order.total)}</td>
              <td className={cellClass}>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** Phones: a card per order, the whole card a link. */
export function OrderCards({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <ul className="divide-y divide-forest-900/10 md:hidden">
      {orders.map((order) => (
        <li key={order.id} className={order.needsAttention ? 'bg-red-50/50' : ''}>
          <AdminLink
            to="/admin/orders/$orderId"
            params={{ orderId: order.id }}
            className="flex items-center gap-3 px-4 py-3.5 transition hover:bg-forest-50/50"
          >
            <div className="grid min-w-0 flex-1 gap-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono font-semibold text-forest-800 text-sm tracking-wide">{order.number}</span>
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="truncate text-sm">
                <span className="font-medium">{order.shopperName}</span>
                <span className="text-ink/70"> · {order.shipState}</span>
              </p>
              <p className="flex justify-between gap-2 text-ink/70 text-xs">
                <span>
                  {formatDateTime(order.placedAt)} · {deliveryOption(order.deliveryOption).name}
                </span>
                <span className="font-semibold text-ink text-sm tabular-nums">{formatMoney(order.total)}</span>
              </p>
              {order.needsAttention ? (
                <div>
                  <AttentionBadge />
                </div>
              ) : null}
            </div>
            <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-ink/40" />
          </AdminLink>
        </li>
      ))}
    </ul>
  );
}
