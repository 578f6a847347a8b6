import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mails, RefreshCw, TriangleAlert } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#shared/back-office/order-status';
import { buttonClass } from '../../components/ui/button.tsx';
import { AttentionBadge, OrderStatusBadge } from '../components/badge.tsx';
import { ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { formatDateTime } from '../lib/format.ts';
import { AdminLink, useScreenParams } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { OrderActions } from './order-actions.tsx';
import { DeliveryDetails, PaymentDetails } from './order-details.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { orderQuery } from './orders-api.ts';

function BackToOrders() {
  return (
    <AdminLink
      to="/admin/orders"
      className="mb-2 inline-flex items-center gap-1 rounded-md font-medium text-forest-800 text-sm hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      All orders
    </AdminLink>
  );
}

/** /admin/orders/{id}: everything about one order, and what can happen to it next. */
export default function OrderPage(): ReactElement {
  const { orderId } = useScreenParams('/signed-in/admin/orders/$orderId');
  const query = useQuery(orderQuery(orderId));
  const queryClient = useQueryClient();
  // Someone else's change came first: the order's new status and the server's words, shown until it moves again.
  const [stale, setStale] = useState<{ status: OrderStatus; message: string } | null>(null);
  useScreenTitle(query.data ? `Order ${query.data.number}` : 'Order');
  const onStale = (message: string) => {
    const now = queryClient.getQueryData(orderQuery(orderId).queryKey);
    setStale(now ? { status: now.status, message } : null);
  };
  if (query.isError) return <ScreenError error={query.error} />;
  const order = query.data;
  if (!order) return <BackToOrders />;

  return (
    <>
      <ScreenHeader
        back={<BackToOrders />}
        title={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              Order <span className="font-mono tracking-wide">{order.number}</span>
            </span>
            <OrderStatusBadge status={order.status} />
            {order.needsAttention ? <AttentionBadge /> : null}
          </span>
        }
        description={`Placed ${formatDateTime(order.placedAt)} by ${order.shopperName}`}
        actions={
          <AdminLink
            to="/admin/outbox"
            search={{ order: order.id }}
            className={buttonClass('secondary', '', 'compact')}
          >
            <Mails aria-hidden="true" className="h-4 w-4" />
            Emails for this order
          </AdminLink>
        }
      />
      {stale !== null && stale.status === order.status ? (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-600/30"
        >
          <RefreshCw aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <strong className="font-semibold">This order changed meanwhile.</strong> It is now{' '}
            {ORDER_STATUS_LABELS[order.status]}: check it before doing anything else.
            <span className="mt-0.5 block text-amber-900/85">{stale.message}</span>
          </span>
        </p>
      ) : null}
      {order.needsAttention ? (
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-900 text-sm ring-1 ring-red-700/20">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <strong className="font-semibold">Needs attention.</strong>{' '}
            {order.attentionReason ?? 'Stock could not fill this order when it was paid.'}
          </span>
        </p>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:order-2">
          <OrderActions key={order.status} order={order} onStale={onStale} />
          <DeliveryDetails order={order} onStale={onStale} />
          <PaymentDetails order={order} onStale={onStale} />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:order-1">
          <OrderLines order={order} />
          <OrderTimeline events={order.timeline} />
        </div>
      </div>
    </>
  );
}
