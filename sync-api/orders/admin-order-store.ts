import type { Knex } from 'knex';
import { isSettled, type OrderStatus } from '#shared/back-office/order-status';
import type { OrderRow } from './checkout-store.ts';

/**
 * The back office's reads and writes of `orders`. The list is served by migration 007's indexes:
 * flagged orders come first through the partial index `orders_needs_attention`, the rest newest
 * first through `orders_created_at` (or `orders_status_created_at` for one status); a search
 * looks up `number`, `orders_shopper_email` or a prefix of `orders_shopper_name`.
 */

type Queryable = Knex | Knex.Transaction;

export interface AdminOrderRow extends Omit<OrderRow, 'session_id' | 'checkout_id'> {
  shopper_name: string;
  ship_state: string;
  needs_attention: boolean;
  attention_reason: string | null;
  delivery_attempts: number;
}

export type OrderSummaryRow = Pick<
  AdminOrderRow,
  | 'id'
  | 'number'
  | 'created_at'
  | 'shopper_name'
  | 'ship_state'
  | 'delivery_option'
  | 'total'
  | 'tender'
  | 'payment_state'
  | 'refunded_cents'
  | 'status'
  | 'needs_attention'
>;

const SUMMARY_COLUMNS = [
  'id',
  'number',
  'created_at',
  'shopper_name',
  'ship_state',
  'tender',
  'payment_state',
  'refunded_cents',
  'delivery_option',
  'total',
  'status',
  'needs_attention',
] as const;

export interface OrderFilters {
  status?: OrderStatus;
  /** Placed at or after. */
  placedFrom?: Date;
  /** Placed before. */
  placedBefore?: Date;
  /** An order number, an email, or the start of a shopper's name. */
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function filtered(query: Knex.QueryBuilder, filters: OrderFilters): Knex.QueryBuilder {
  const { status, placedFrom, placedBefore, search } = filters;
  if (status) query.where('status', status);
  if (placedFrom) query.where('created_at', '>=', placedFrom);
  if (placedBefore) query.where('created_at', '<', placedBefore);
  if (search) {
    query.where((either) =>
      either
        .where('number', search.toUpperCase())
        // Stored lower-cased the way JavaScript does it (checkout-store), so compared the same way.
        .orWhere('shopper_email', search.toLowerCase())
        .orWhereRaw("lower(shopper_name) like lower(?) || '%'", [escapeLike(search)]),
    );
  }
  return query;
}

/** How many orders match the filters. */
export async function countOrders(db: Queryable, filters: OrderFilters): Promise<number> {
  const row = await filtered(db('orders'), filters).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/**
 * One page of matching orders: flagged ones first, then the rest, each newest first (the id
 * breaks ties). Each half reads no further than the end of the page, in its index's order.
 */
export async function listOrderRows(
  db: Queryable,
  filters: OrderFilters,
  page: { offset: number; limit: number },
): Promise<OrderSummaryRow[]> {
  const newestFirst = [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ] as const;
  const half = (flagged: boolean) =>
    filtered(db('orders').select(SUMMARY_COLUMNS).where('needs_attention', flagged), filters)
      .orderBy([...newestFirst])
      .limit(page.offset + page.limit);
  return db
    .select(SUMMARY_COLUMNS)
    .from(
      db
        .queryBuilder()
        .unionAll([half(true), half(false)], true)
        .as('matching'),
    )
    .orderBy([{ column: 'needs_attention', order: 'desc' }, ...newestFirst])
    .offset(page.offset)
    .limit(page.limit);
}

export async function findOrderRow(db: Queryable, id: string): Promise<AdminOrderRow | null> {
  return (await db<AdminOrderRow>('orders').where({ id }).first()) ?? null;
}

/** The order, locked until the transaction ends: moves on one order happen one at a time. */
export async function lockOrderRow(trx: Knex.Transaction, id: string): Promise<AdminOrderRow | null> {
  return (await trx<AdminOrderRow>('orders').where({ id }).forUpdate().first()) ?? null;
}

export async function lockOrderOfIntent(trx: Knex.Transaction, paymentIntentId: string): Promise<AdminOrderRow | null> {
  return (await trx<AdminOrderRow>('orders').where({ payment_intent_id: paymentIntentId }).forUpdate().first()) ?? null;
}

export type OrderChanges = Partial<
  Pick<
    AdminOrderRow,
    | 'status'
    | 'delivery_attempts'
    | 'refunded_cents'
    | 'payment_state'
    | 'due_cents'
    | 'captured_cents'
    | 'collected_as'
    | 'return_reason'
    | 'bank_debited_at'
    | 'bank_return_cleared_at'
  >
> & { not_handed_over?: readonly number[] };

/**
 * Writes a locked order's changes. An order that reaches its end (delivered or cancelled) stops
 * needing attention, so it leaves the top of the list; its reason stays on the record.
 */
export async function updateOrderRow(trx: Knex.Transaction, id: string, changes: OrderChanges): Promise<AdminOrderRow> {
  const settled = changes.status !== undefined && isSettled(changes.status);
  const [row] = await trx<AdminOrderRow>('orders')
    .where({ id })
    .update({
      ...changes,
      ...(changes.not_handed_over ? { not_handed_over: JSON.stringify(changes.not_handed_over) } : {}),
      ...(settled ? { needs_attention: false } : {}),
      updated_at: trx.fn.now(),
    } as Partial<AdminOrderRow>)
    .returning('*');
  if (!row) throw new Error(`Order ${id} vanished while it was locked`);
  return row as AdminOrderRow;
}
