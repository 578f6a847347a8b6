import { shiftDay, storeToday } from '#shared/back-office/store-day';
import { STORE_TIME_ZONE } from '#shared/content/business';
import { OVERVIEW_DAYS, type Overview } from '#shared/schemas/admin/overview';
import { readLowStockThreshold } from '../catalogue/stock-service.ts';
import { listStockRows } from '../catalogue/stock-store.ts';
import { countUnread } from '../contact/contact-inbox-store.ts';
import type { Database } from '../db/database.ts';

/** GET /api/admin/overview (shared/schemas/admin/overview.ts), read at `now`. */

const dollars = (cents: number) => (cents / 100).toFixed(2);

interface DayRow {
  day: string;
  orders: string | number;
  cents: string | number | null;
}

/** Sales and orders per store day from `from` on: orders that still stand, what they came to. */
async function salesByDay(db: Database, from: string): Promise<Map<string, { orders: number; cents: number }>> {
  const rows: DayRow[] = await db('orders')
    .whereRaw('created_at >= (?::date)::timestamp at time zone ?', [from, STORE_TIME_ZONE])
    .whereNotIn('status', ['cancelled', 'returned'])
    .groupByRaw('1')
    .select(
      db.raw("to_char(created_at at time zone ?, 'YYYY-MM-DD') as day", [STORE_TIME_ZONE]),
      db.raw('count(*) as orders'),
      db.raw('sum(due_cents - refunded_cents) as cents'),
    );
  return new Map(rows.map((row) => [row.day, { orders: Number(row.orders), cents: Number(row.cents ?? 0) }]));
}

async function countWhere(db: Database, table: string, where: Record<string, unknown>): Promise<number> {
  const row = await db(table).where(where).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export async function readOverview(db: Database, now: Date = new Date()): Promise<Overview> {
  const today = storeToday(now);
  const first = shiftDay(today, -(OVERVIEW_DAYS - 1));
  const [byDay, toPack, toSend, toHandOver, lowStock, unreadMessages, reviewsWaiting] = await Promise.all([
    salesByDay(db, first),
    countWhere(db, 'orders', { status: 'paid' }),
    countWhere(db, 'orders', { status: 'processing' }),
    countWhere(db, 'orders', { status: 'in_transit' }),
    readLowStockThreshold(db).then(async (threshold) => (await listStockRows(db, threshold)).length),
    countUnread(db),
    countWhere(db, 'reviews', { status: 'pending' }),
  ]);
  const daily = Array.from({ length: OVERVIEW_DAYS }, (_, at) => {
    const day = shiftDay(first, at);
    const sold = byDay.get(day) ?? { orders: 0, cents: 0 };
    return { day, orders: sold.orders, cents: sold.cents };
  });
  const sum = (days: typeof daily) => ({
    sales: dollars(days.reduce((total, day) => total + day.cents, 0)),
    orders: days.reduce((total, day) => total + day.orders, 0),
  });
  return {
    today,
    sales: { today: sum(daily.slice(-1)), week: sum(daily.slice(-7)), weekBefore: sum(daily.slice(-14, -7)) },
    waiting: { toPack, toSend, toHandOver },
    lowStock,
    unreadMessages,
    reviewsWaiting,
    daily: daily.map(({ day, orders, cents }) => ({ day, sales: dollars(cents), orders })),
  };
}
