import { Link } from '@tanstack/react-router';
import { ArrowLeft, CircleAlert, RefreshCw, SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { DeviceOrderRecord } from '../../db/orders-db.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useNow } from '../../lib/use-now.ts';
import { useOnline } from '../../lib/use-online.ts';
import { OfflineNote } from './offline-note.tsx';
import { OrderDelivery, OrderItems } from './order-details.tsx';
import { formatOrderDate, updatedText } from './order-freshness.ts';
import { OrderLookupDialog } from './order-lookup-dialog.tsx';
import { statusSentence } from './order-progress.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { useDeviceOrder, useFollowOrder, useOrderFromStore } from './use-device-orders.ts';

const backToOrders = (
  <Link
    to="/orders"
    className="inline-flex items-center gap-1.5 rounded-full px-1 font-medium text-forest-800 text-sm hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
    Your orders
  </Link>
);

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">{children}</div>;
}

/**
 * /orders/{id}: the order as the device last heard of it, shown at once and offline too, and
 * brought up to date while the page is open and online. An order the device does not hold is
 * asked of the store (this browser may have placed or looked it up before its storage was
 * cleared); otherwise Look Up Order finds it.
 */
export function OrderScreen({ orderId }: { orderId: string }) {
  const record = useDeviceOrder(orderId);
  const fromStore = useOrderFromStore(orderId, record === null);
  const online = useOnline();

  if (record) return <OrderView record={record} />;
  if (record === undefined || fromStore.isPending || fromStore.isFetching) {
    if (record === null && !online) {
      return (
        <Centered>
          <WifiOff aria-hidden="true" className="h-10 w-10 text-amber-700" />
          <h1 className="mt-4 font-bold text-2xl text-forest-900">This order is not saved on this device</h1>
          <p className="mt-2 text-ink/80">
            Opening it needs a connection. It opens by itself as soon as you are back online.
          </p>
          <div className="mt-6">{backToOrders}</div>
        </Centered>
      );
    }
    return (
      <div className="flex flex-col items-center gap-4 py-24" role="status">
        <Spinner />
        <p className="font-medium text-forest-900">Loading your order…</p>
      </div>
    );
  }
  const notFound = fromStore.error instanceof ApiError && fromStore.error.status === 404;
  return (
    <Centered>
      {notFound ? (
        <SearchX aria-hidden="true" className="h-10 w-10 text-forest-700" />
      ) : (
        <CircleAlert aria-hidden="true" className="h-10 w-10 text-red-700" />
      )}
      <h1 className="mt-4 font-bold text-2xl text-forest-900">
        {notFound ? "We couldn't find this order" : "We couldn't load this order"}
      </h1>
      <p className="mt-2 text-ink/80">
        {notFound
          ? 'It is not one of the orders on this device. Look it up with its number and the email given at checkout.'
          : 'Something went wrong while asking the store. Please try again in a moment.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {notFound ? (
          <OrderLookupDialog variant="primary" />
        ) : (
          <button type="button" className={buttonClass('primary')} onClick={() => void fromStore.refetch()}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Try again
          </button>
        )}
        <Link to="/orders" className={buttonClass('secondary')}>
          Your orders
        </Link>
      </div>
    </Centered>
  );
}

function OrderView({ record }: { record: DeviceOrderRecord }) {
  const { order } = record;
  const online = useOnline();
  const following = useFollowOrder(record.id, record);
  const now = useNow(30_000).getTime();
  const updated = updatedText(record.checkedAt, Math.max(now, record.checkedAt));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      {backToOrders}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-forest-700 text-sm uppercase tracking-wider">Order</p>
          <h1 className="mt-1 font-bold font-mono text-3xl text-forest-900 tracking-wide sm:text-4xl">
            {order.number}
          </h1>
          <p className="mt-1 text-ink/70">Placed {formatOrderDate(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-4 max-w-2xl text-ink/85 text-lg">{statusSentence(order)}</p>
      <Freshness record={record} online={online} updated={updated} checking={following.isFetching} />

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6">
          <section
            aria-labelledby="order-progress-heading"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/5 sm:p-6"
          >
            <h2 id="order-progress-heading" className="mb-5 font-semibold text-forest-900 text-xl">
              Delivery progress
            </h2>
            <OrderTimeline order={order} />
          </section>
          <OrderItems order={order} headingId="order-items-heading" />
        </div>
        <OrderDelivery order={order} headingId="order-delivery-heading" />
      </div>
    </div>
  );
}

function Freshness({
  record,
  online,
  updated,
  checking,
}: {
  record: DeviceOrderRecord;
  online: boolean;
  updated: string;
  checking: boolean;
}) {
  if (!online) {
    return (
      <OfflineNote className="mt-4 max-w-2xl">
        You're offline. This is the last status we had ({updated.toLowerCase()}); it may be out of date.
      </OfflineNote>
    );
  }
  if (record.unfollowable) {
    return (
      <div className="mt-4 flex max-w-2xl flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
        <span className="flex-1">
          This browser can no longer get news of this order ({updated.toLowerCase()}). Look it up again to keep
          following it.
        </span>
        <OrderLookupDialog initialNumber={record.order.number} label="Look up again" />
      </div>
    );
  }
  return (
    <p className="mt-3 flex items-center gap-2 text-ink/65 text-sm">
      <RefreshCw aria-hidden="true" className={`h-3.5 w-3.5 ${checking ? 'motion-safe:animate-spin' : ''}`} />
      {checking ? 'Checking for news…' : updated}
    </p>
  );
}
