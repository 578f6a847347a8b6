import { useQuery } from '@tanstack/react-query';
import {
  Banknote,
  Boxes,
  ChevronDown,
  Inbox,
  type LucideIcon,
  Package,
  PackageCheck,
  Star,
  TrendingDown,
  TrendingUp,
  Truck,
} from 'lucide-react';
import { lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { shiftDay } from '#shared/back-office/store-day';
import { toCents } from '#shared/money';
import type { Overview } from '#shared/schemas/admin/overview';
import { Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { LoadingScreen, ScreenError } from '../components/screen-states.tsx';
import { countOf, formatDay, formatMoney } from '../lib/format.ts';
import { AdminLink } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { DailySalesTable } from './daily-sales-table.tsx';
import { overviewQuery } from './overview-api.ts';
import { weekChange } from './overview-words.ts';

/** The chart library is most of the overview's weight: the figures show without waiting for it. */
const DailySalesChart = lazy(() => import('./daily-sales-chart.tsx'));

/** New orders and messages show up without a reload while the owner keeps the screen open. */
const REFRESH_MS = 60_000;

const tileClass =
  'group flex h-full flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-forest-900/10 transition hover:ring-forest-600/50 hover:shadow-md focus-visible:ring-2 focus-visible:ring-forest-600 sm:p-5';

/** One figure: what it counts, the count, a line on it. The whole tile is the link to its list. */
function TileBody({
  label,
  icon: Icon,
  value,
  detail,
  attention = false,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  detail: ReactNode;
  attention?: boolean;
}) {
  return (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="font-medium text-ink/75 text-sm">{label}</span>
        <span
          aria-hidden="true"
          className={`grid h-8 w-8 shrink-0 place-items-center rounded-full ${attention ? 'bg-gold/20 text-forest-900' : 'bg-forest-50 text-forest-700'}`}
        >
          <Icon className="h-4 w-4" />
        </span>
      </span>
      <span className="font-bold text-2xl text-forest-900 tabular-nums tracking-tight sm:text-3xl">{value}</span>
      <span className="text-ink/70 text-xs leading-snug group-hover:text-forest-800">{detail}</span>
    </>
  );
}

function SalesTiles({ overview }: { overview: Overview }) {
  const { today, week, weekBefore } = overview.sales;
  const change = weekChange(week.sales, weekBefore.sales);
  const up = toCents(week.sales) >= toCents(weekBefore.sales);
  const weekStart = shiftDay(overview.today, -6);
  return (
    <>
      <li className="col-span-2 sm:col-span-1">
        <AdminLink
          to="/admin/orders"
          search={{ from: overview.today, to: overview.today }}
          className={tileClass}
          data-figure="sales-today"
        >
          <TileBody
            label="Sales today"
            icon={Banknote}
            value={formatMoney(today.sales)}
            detail={countOf(today.orders, 'order')}
          />
        </AdminLink>
      </li>
      <li className="col-span-2 sm:col-span-1">
        <AdminLink
          to="/admin/orders"
          search={{ from: weekStart, to: overview.today }}
          className={tileClass}
          data-figure="sales-week"
        >
          <TileBody
            label="Last 7 days"
            icon={up ? TrendingUp : TrendingDown}
            value={formatMoney(week.sales)}
            detail={
              <>
                {countOf(week.orders, 'order')}; <span className="font-medium text-forest-800">{change}</span> (
                {formatMoney(weekBefore.sales)})
              </>
            }
          />
        </AdminLink>
      </li>
    </>
  );
}

function WaitingTiles({ overview }: { overview: Overview }) {
  const { toPack, toSend, toHandOver } = overview.waiting;
  return (
    <>
      <li>
        <AdminLink to="/admin/orders" search={{ status: 'paid' }} className={tileClass} data-figure="to-pack">
          <TileBody
            label="To pack"
            icon={Package}
            value={toPack}
            detail={`${countOf(toPack, 'order')} placed`}
            attention={toPack > 0}
          />
        </AdminLink>
      </li>
      <li>
        <AdminLink to="/admin/orders" search={{ status: 'processing' }} className={tileClass} data-figure="to-send">
          <TileBody
            label="To send"
            icon={PackageCheck}
            value={toSend}
            detail={`${countOf(toSend, 'order')} packed`}
            attention={toSend > 0}
          />
        </AdminLink>
      </li>
      <li>
        <AdminLink
          to="/admin/orders"
          search={{ status: 'in_transit' }}
          className={tileClass}
          data-figure="to-hand-over"
        >
          <TileBody
            label="To hand over"
            icon={Truck}
            value={toHandOver}
            detail={`${countOf(toHandOver, 'order')} out for delivery`}
          />
        </AdminLink>
      </li>
      <li>
        <AdminLink to="/admin/stock" search={{ low: true }} className={tileClass} data-figure="low-stock">
          <TileBody
            label="Low stock"
            icon={Boxes}
            value={overview.lowStock}
            detail={`${overview.lowStock === 1 ? 'size' : 'sizes'} running low`}
            attention={overview.lowStock > 0}
          />
        </AdminLink>
      </li>
      <li>
        <AdminLink to="/admin/messages" search={{ status: 'open' }} className={tileClass} data-figure="unread">
          <TileBody
            label="Unread messages"
            icon={Inbox}
            value={overview.unreadMessages}
            detail="from the contact form"
            attention={overview.unreadMessages > 0}
          />
        </AdminLink>
      </li>
      <li>
        <AdminLink to="/admin/reviews" search={{ status: 'pending' }} className={tileClass} data-figure="reviews">
          <TileBody
            label="Reviews waiting"
            icon={Star}
            value={overview.reviewsWaiting}
            detail="to approve or reject"
            attention={overview.reviewsWaiting > 0}
          />
        </AdminLink>
      </li>
    </>
  );
}

/** /admin/overview (owner): where the owner lands; the store's day, what waits, the last 30 days. */
export default function OverviewPage(): ReactElement {
  useScreenTitle('Overview');
  const query = useQuery({ ...overviewQuery, refetchInterval: REFRESH_MS });
  const overview = query.data;

  return (
    <>
      <ScreenHeader
        title="Overview"
        description={
          overview
            ? `The store’s day at a glance: ${formatDay(overview.today)}, San Francisco time. Each figure opens its list.`
            : 'The store’s day at a glance. Each figure opens its list.'
        }
      />
      {overview ? (
        <div className="grid gap-5">
          <ul aria-label="Today’s figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
            <SalesTiles overview={overview} />
            <WaitingTiles overview={overview} />
          </ul>
          <Panel title="Sales, the last 30 days">
            <Suspense fallback={<div aria-hidden="true" className="h-56 w-full sm:h-64" />}>
              <DailySalesChart daily={overview.daily} today={overview.today} />
            </Suspense>
            <p className="mt-2 text-ink/70 text-xs">
              What the orders placed each day came to, less refunds; cancelled and returned orders count nothing.
            </p>
            <details className="group mt-4 rounded-lg ring-1 ring-forest-900/10">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 font-medium text-forest-800 text-sm hover:bg-forest-50 sm:px-4 [&::-webkit-details-marker]:hidden">
                Show the figures
                <ChevronDown aria-hidden="true" className="h-4 w-4 transition group-open:rotate-180" />
              </summary>
              <div className="border-forest-900/10 border-t">
                <DailySalesTable daily={overview.daily} today={overview.today} />
              </div>
            </details>
          </Panel>
        </div>
      ) : query.error ? (
        <ScreenError error={query.error} inScreen />
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
