import { CircleDot, HandCoins, Landmark, PackageSearch, RotateCcw, Truck } from 'lucide-react';
import { ORDER_STATUS_LABELS } from '#shared/back-office/order-status';
import { trackingRows } from '#shared/content/order-words';
import type { OrderEvent } from '#shared/schemas/admin/orders';
import { Panel } from '../components/screen-parts.tsx';
import { formatDateTime } from '../lib/format.ts';

/** One entry in words: what happened, and who did it. */
export function describeEvent(event: OrderEvent): { title: string; by: string } {
  const by = event.by ?? (event.kind === 'status' && !event.from ? 'Shopper' : 'Payment provider');
  if (event.kind === 'delivery_attempt') {
    return {
      title: event.to ? `Delivery attempt failed, back to ${ORDER_STATUS_LABELS[event.to]}` : 'Delivery attempt failed',
      by,
    };
  }
  if (event.kind === 'refund') return { title: 'Refunded', by };
  if (event.kind === 'handoff') return { title: 'At the door', by };
  if (event.kind === 'payment') return { title: 'Bank payment', by: event.by ?? 'Bank' };
  if (event.kind === 'tracking') {
    return { title: event.tracking ? 'Tracking number set' : 'Tracking number removed', by };
  }
  if (!event.from) return { title: 'Order placed', by };
  return { title: event.to ? `Moved to ${ORDER_STATUS_LABELS[event.to]}` : 'Status changed', by };
}

const ICONS = {
  status: CircleDot,
  delivery_attempt: Truck,
  refund: RotateCcw,
  handoff: HandCoins,
  payment: Landmark,
  tracking: PackageSearch,
} as const;
const ICON_TONES = {
  status: 'bg-forest-100 text-forest-800',
  delivery_attempt: 'bg-amber-100 text-amber-800',
  refund: 'bg-sky-100 text-sky-800',
  handoff: 'bg-violet-100 text-violet-800',
  payment: 'bg-sky-100 text-sky-800',
  tracking: 'bg-forest-100 text-forest-800',
} as const;

/** Every status change, failed attempt, refund and tracking number, oldest first, with who and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <Panel title="Timeline">
      <ol className="grid gap-0">
        {events.map((event, index) => {
          const { title, by } = describeEvent(event);
          const Icon = ICONS[event.kind];
          const last = index === events.length - 1;
          return (
            <li key={`${event.at}-${event.kind}-${event.to}`} className="relative flex gap-3 pb-5 last:pb-0">
              {last ? null : (
                <span aria-hidden="true" className="absolute top-8 bottom-0 left-[15px] w-px bg-forest-900/15" />
              )}
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${ICON_TONES[event.kind]}`}
              >
                <Icon className="h-4 w-4" />
              </span>
              <div className="min-w-0 pt-1 text-sm">
                <p className="font-medium text-ink">{title}</p>
                <p className="text-ink/70 text-xs">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {by}
                </p>
                {event.tracking ? (
                  <p className="mt-1 text-ink/85">
                    {trackingRows(event.tracking)
                      .map((row) => `${row.label}: ${row.value}`)
                      .join(' · ')}
                  </p>
                ) : null}
                {event.note ? (
                  <p className="mt-1.5 whitespace-pre-line rounded-lg bg-cream px-3 py-2 text-ink/85">{event.note}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
