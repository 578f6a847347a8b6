import { Link } from '@tanstack/react-router';
import { ChevronRight, PackageOpen } from 'lucide-react';
import { formatUsd, toCents } from '#shared/money';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { DeviceOrderRecord } from '../../db/orders-db.ts';
import { useNow } from '../../lib/use-now.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useAccount } from '../account/index.ts';
import { useAccountOrdersOnDevice } from './account-orders.ts';
import { OfflineNote } from './offline-note.tsx';
import { formatOrderDate, updatedText } from './order-freshness.ts';
import { OrderLookupDialog } from './order-lookup-dialog.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { useDeviceOrders, useFollowOpenOrders } from './use-device-orders.ts';

const itemCount = (record: DeviceOrderRecord) => record.order.lines.reduce((sum, line) => sum + line.quantity, 0);

function OrderCard({ record, now }: { record: DeviceOrderRecord; now: number }) {
  const { order } = record;
  const count = itemCount(record);
  return (
    <li>
      <Link
        to="/orders/$orderId"
        params={{ orderId: order.id }}
        className="group flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-forest-900/5 transition hover:shadow-md hover:ring-forest-900/15 sm:p-5"
      >
        <div aria-hidden="true" className="hidden shrink-0 -space-x-3 sm:flex">
          {order.lines.slice(0, 3).map((line) => (
            <img
              key={`${line.productId}|${line.size}|${line.purchaseType}`}
              src={line.image}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 rounded-xl object-cover ring-2 ring-white"
            />
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-bold font-mono text-forest-900 tracking-wide">{order.number}</p>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-ink/75 text-sm">
            Placed {formatOrderDate(order.createdAt)} · {count} {count === 1 ? 'item' : 'items'} ·{' '}
            {formatUsd(toCents(order.breakdown.total))}
          </p>
          <p className="mt-0.5 text-ink/70 text-xs">{updatedText(record.checkedAt, Math.max(now, record.checkedAt))}</p>
        </div>
        <ChevronRight
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-ink/40 transition group-hover:translate-x-0.5 group-hover:text-forest-800"
        />
      </Link>
    </li>
  );
}

/**
 * "Your orders": every order placed on this device, found with Look Up Order or placed with the
 * signed-in account's email, newest first,
 * from IndexedDB, so it opens offline; the ones still on their way are checked while it is open.
 */
export function OrdersScreen() {
  const records = useDeviceOrders();
  const account = useAccount();
  useAccountOrdersOnDevice(account);
  const online = useOnline();
  const now = useNow(30_000).getTime();
  useFollowOpenOrders(records ?? []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-forest-900 sm:text-4xl">Your orders</h1>
          <p className="mt-2 max-w-xl text-ink/75">
            {account
              ? `Orders placed on this device, those you looked up, and every order placed with ${account.email}. They stay here, even offline.`
              : 'Orders placed on this device, and those you looked up. They stay here, even offline.'}
          </p>
        </div>
        <OrderLookupDialog />
      </div>
      {online ? null : (
        <OfflineNote className="mt-5">
          You're offline. Each order shows the last status we had; it may be out of date.
        </OfflineNote>
      )}
      {records === undefined ? (
        <div className="flex justify-center py-16" role="status">
          <Spinner />
          <span className="sr-only">Loading your orders…</span>
        </div>
      ) : records.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-forest-900/5">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
            <PackageOpen aria-hidden="true" className="h-8 w-8" />
          </span>
          <h2 className="mt-4 font-semibold text-forest-900 text-xl">No orders on this device yet</h2>
          <p className="mt-2 max-w-sm text-ink/75">
            Orders you place here appear in this list. Ordered on another device? Look it up with its number and email.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/shop" className={buttonClass('primary')}>
              Start shopping
            </Link>
            <OrderLookupDialog />
          </div>
        </div>
      ) : (
        <ul aria-label="Your orders" className="mt-8 grid gap-3">
          {records.map((record) => (
            <OrderCard key={record.id} record={record} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
