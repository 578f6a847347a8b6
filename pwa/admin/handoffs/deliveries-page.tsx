import { useQuery } from '@tanstack/react-query';
import { ChevronRight, MapPin, Truck } from 'lucide-react';
import type { ReactElement } from 'react';
import { formatUsd } from '#shared/money';
import { moneyFromWire, paymentSummaryWords } from '#shared/payments/order-payment';
import type { HandoffOrder } from '#shared/schemas/admin/handoffs';
import { ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { AdminLink } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { handoffsQuery } from './handoffs-api.ts';

/** What the driver collects, in a few words: the amount due, or that the card paid. */
export function collectWords(order: HandoffOrder): string {
  const money = moneyFromWire(order.tender, order.payment, order.payment.refunded);
  return money.state === 'due'
    ? `Collect ${formatUsd(money.dueCents)}`
    : paymentSummaryWords(order.tender, order.payment.state);
}

function DeliveryCard({ order }: { order: HandoffOrder }) {
  const { delivery } = order;
  return (
    <li>
      <AdminLink
        to="/admin/deliveries/$orderId"
        params={{ orderId: order.id }}
        className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-forest-900/10 transition hover:ring-forest-700/40"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-forest-900">{delivery.fullName}</span>
          <span className="mt-0.5 flex items-start gap-1.5 text-ink/75 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {delivery.street}, {delivery.city} {delivery.zip}
            </span>
          </span>
          <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-mono text-ink/70 text-xs tracking-wide">{order.number}</span>
            <span className="font-semibold text-forest-800">{collectWords(order)}</span>
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-ink/50" />
      </AdminLink>
    </li>
  );
}

/** /admin/deliveries: the orders out for delivery, the longest out first, each opening its handoff. */
export default function DeliveriesPage(): ReactElement {
  const query = useQuery(handoffsQuery);
  useScreenTitle('Deliveries');
  if (query.isError) return <ScreenError error={query.error} />;
  const orders = query.data?.orders ?? [];
  return (
    <div className="mx-auto max-w-xl">
      <ScreenHeader title="Deliveries" description="Orders out for delivery. Open one at the door to hand it over." />
      {query.data && orders.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-white p-5 text-ink/75 ring-1 ring-forest-900/10">
          <Truck aria-hidden="true" className="h-5 w-5" />
          Nothing is out for delivery right now.
        </p>
      ) : (
        <ul aria-label="Out for delivery" className="grid gap-3">
          {orders.map((order) => (
            <DeliveryCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
