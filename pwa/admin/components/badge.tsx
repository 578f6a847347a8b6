import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#shared/back-office/order-status';

/** Calm colours that still tell states apart at a glance, each with a dot for colour-blind eyes. */
const TONES = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-600/20',
  info: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  progress: 'bg-indigo-50 text-indigo-800 ring-indigo-700/20',
  success: 'bg-forest-50 text-forest-800 ring-forest-700/20',
  danger: 'bg-red-50 text-red-800 ring-red-700/20',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children, icon }: { tone: BadgeTone; children: ReactNode; icon?: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${TONES[tone]}`}
    >
      {icon ?? <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />}
      {children}
    </span>
  );
}

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  paid: 'info',
  processing: 'warning',
  in_transit: 'progress',
  delivered: 'success',
  cancelled: 'neutral',
  returned: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** Stock could not fill the order when it was paid: someone must look before packing. */
export function AttentionBadge() {
  return (
    <Badge tone="danger" icon={<TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />}>
      Needs attention
    </Badge>
  );
}
