import type { Knex } from 'knex';
import { shiftDay, storeDayStart, storeToday } from '#shared/back-office/store-day';
import { STORE_TIME_ZONE } from '#shared/content/business';
import type { CollectedAs } from '#shared/payments/order-payment';
import type { ExportRange } from '#shared/schemas/admin/exports';
import type { OrderBreakdown, OrderLine } from '#shared/schemas/checkout';
import type { Database } from '../db/database.ts';
import type { ReportedOrder } from './closing-figures.ts';
import { inPages, type PageKey } from './keyset-pages.ts';

/**
 * What the closing report and its exports read of a range of store days, each from its midnight
 * to the next in San Francisco (storeDayStart): the orders placed, the refunds made (order_events
 * of kind `refund`, each with its amount since migration 024) and the money taken. Orders and
 * refunds are read once for the whole range, a page at a time in the order they happened
 * (keyset-pages.ts), and handed out a day at a time, so a year is a handful of queries and never
 * held whole.
 *
 * When money was taken: orders carry no time of capture, but every handoff audits the payment in
 * the transaction that takes it (`order.payment_taken`, with the payment's state before). An
 * entry whose payment was not yet captured is the handoff taking it; an order with money taken and
 * no such entry was charged in full at checkout, before cards were held (decision 028), and took
 * it when it was placed.
 */

/** Money that is the store's, or on its way: a voided payment took nothing, a returned debit went back. */
const TAKEN_STATES = ['captured', 'pending', 'settled'];

interface OrderColumns {
  id: string;
  number: string;
  breakdown: OrderBreakdown;
  lines: OrderLine[];
  not_handed_over: number[];
  ship_state: string;
}

export interface PlacedOrderRow extends OrderColumns, PageKey {
  created_at: Date;
  payment_state: string;
}

export interface RefundRow extends OrderColumns, PageKey {
  at: Date;
  amount_cents: string | number | null;
  collected_as: CollectedAs;
}

export interface Taken {
  tender: CollectedAs;
  cents: number;
}

/** One store day's reads: its orders and refunds are read as they are iterated, once. */
export interface StoreDayReads {
  day: string;
  placed: AsyncIterable<PlacedOrderRow>;
  refunds: AsyncIterable<RefundRow>;
  taken: Taken[];
}

export const reportedOrder = (row: OrderColumns): ReportedOrder => ({
  breakdown: row.breakdown,
  lines: row.lines,
  notHandedOver: row.not_handed_over,
  shipState: row.ship_state,
});

const ORDER_COLUMNS = ['o.id', 'o.number', 'o.breakdown', 'o.lines', 'o.not_handed_over', 'o.ship_state'];

const boundsOf = ({ from, to }: ExportRange) => ({ start: storeDayStart(from), end: storeDayStart(shiftDay(to, 1)) });

function ordersPlacedIn(db: Database, range: ExportRange): AsyncGenerator<PlacedOrderRow> {
  const { start, end } = boundsOf(range);
  return inPages<PlacedOrderRow>(
    () =>
      db('orders as o')
        .where('o.created_at', '>=', start)
        .andWhere('o.created_at', '<', end)
        .orderBy([{ column: 'o.created_at' }, { column: 'o.id' }])
        .select(
          ...ORDER_COLUMNS,
          'o.created_at',
          'o.payment_state',
          'o.id as page_id',
          db.raw('o.created_at::text as page_at'),
        ),
    'o.created_at, o.id',
  );
}

function refundsMadeIn(db: Database, range: ExportRange): AsyncGenerator<RefundRow> {
  const { start, end } = boundsOf(range);
  return inPages<RefundRow>(
    () =>
      db('order_events as e')
        .join('orders as o', 'o.id', 'e.order_id')
        .where('e.kind', 'refund')
        .andWhere('e.at', '>=', start)
        .andWhere('e.at', '<', end)
        .orderBy([{ column: 'e.at' }, { column: 'e.id' }])
        .select(
          ...ORDER_COLUMNS,
          'e.at',
          'e.amount_cents',
          'o.collected_as',
          'e.id as page_id',
          db.raw('e.at::text as page_at'),
        ),
    'e.at, e.id',
  );
}

const HANDOFF_TOOK_IT = "a.action = 'order.payment_taken' and coalesce(a.before ->> 'payment', '') <> 'captured'";

/**
 * The money taken on each day of the range, by what took it: at the handoffs (read through the
 * audit's index by time), and by the orders charged at checkout (through the orders' index).
 */
async function takenIn(db: Database, range: ExportRange): Promise<Map<string, Taken[]>> {
  const { start, end } = boundsOf(range);
  const taken = async (query: Knex.QueryBuilder, at: string) =>
    (await query
      .whereIn('o.payment_state', TAKEN_STATES)
      .andWhere('o.captured_cents', '>', 0)
      .groupByRaw('1, 2')
      .select(
        db.raw(`to_char(${at} at time zone ?, 'YYYY-MM-DD') as day`, [STORE_TIME_ZONE]),
        'o.collected_as as tender',
        db.raw('sum(o.captured_cents) as cents'),
      )) as { day: string; tender: CollectedAs; cents: string | number }[];
  const rows = [
    ...(await taken(
      db('audit_log as a')
        // Only the handoff's entries reach the join, and each names an order by its id.
        .join('orders as o', 'o.id', db.raw('a.subject_id::uuid'))
        .whereRaw(HANDOFF_TOOK_IT)
        .andWhere('a.subject_type', 'order')
        .andWhere('a.at', '>=', start)
        .andWhere('a.at', '<', end),
      'a.at',
    )),
    ...(await taken(
      db('orders as o')
        .where('o.created_at', '>=', start)
        .andWhere('o.created_at', '<', end)
        .whereNotExists(
          db('audit_log as a')
            .whereRaw(HANDOFF_TOOK_IT)
            .andWhere('a.subject_type', 'order')
            .andWhereRaw('a.subject_id = o.id::text')
            .select(db.raw('1')),
        ),
      'o.created_at',
    )),
  ];
  const byDay = new Map<string, Taken[]>();
  for (const row of rows)
    byDay.set(row.day, [...(byDay.get(row.day) ?? []), { tender: row.tender, cents: Number(row.cents) }]);
  return byDay;
}

/**
 * Hands out a time-ordered stream's rows a day at a time. A day asked for skips what is left of
 * the days before it, so a reader that stops early loses nothing of the next day.
 */
function dayByDay<Row>(source: AsyncIterator<Row>, dayOf: (row: Row) => string) {
  let head: IteratorResult<Row> | undefined;
  return async function* rowsOf(day: string): AsyncGenerator<Row> {
    for (;;) {
      head ??= await source.next();
      if (head.done) return;
      const rowDay = dayOf(head.value);
      if (rowDay > day) return;
      const row = head.value;
      head = undefined;
      if (rowDay === day) yield row;
    }
  };
}

/** Each day of the range, oldest first, with what was placed, refunded and taken on it. */
export async function* storeDays(db: Database, range: ExportRange): AsyncGenerator<StoreDayReads> {
  const placedOn = dayByDay(ordersPlacedIn(db, range), (row) => storeToday(row.created_at));
  const refundsOn = dayByDay(refundsMadeIn(db, range), (row) => storeToday(row.at));
  const taken = await takenIn(db, range);
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) {
    yield { day, placed: placedOn(day), refunds: refundsOn(day), taken: taken.get(day) ?? [] };
  }
}
