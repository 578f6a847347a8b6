import type { OrderStatus } from '#shared/back-office/order-status';
import { statusLabel } from './order-progress.ts';

const TONES: Record<OrderStatus, string> = {
  paid: 'bg-forest-100 text-forest-800',
  processing: 'bg-amber-100 text-amber-900',
  in_transit: 'bg-sky-100 text-sky-900',
  delivered: 'bg-forest-700 text-white',
  cancelled: 'bg-red-100 text-red-800',
  returned: 'bg-red-100 text-red-800',
};

/** The order's status as a pill: its step's name, Cancelled or Returned to store. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 font-semibold text-sm ${TONES[status]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
