import type { Knex } from 'knex';
import type { OrderStatus } from '#shared/back-office/order-status';
import type { DeliveryDetails, OrderLine } from '#shared/schemas/checkout';
import { shopperKey } from '../compliance/shopper-key.ts';

/**
 * A shopper's orders of one day, as a state's per-day purchase limits count them: those of the
 * same shopper (one date of birth at one household's address: shared/compliance/
 * shopper-identity.ts), placed on the same calendar day in the state's time zone, and still going
 * to be (or already) delivered, that is neither cancelled nor refunded in full. Also what the
 * shopper's other checkouts of that day hold while their payments are still open.
 */

type Queryable = Knex | Knex.Transaction;

const CANCELLED: OrderStatus = 'cancelled';

export interface SameDayQuery {
  delivery: DeliveryDetails;
  /** The ship-to state's zone (an IANA name), whose calendar day counts. */
  timeZone: string;
  now: Date;
}

/** Rows of `table` made on the shopper's calendar day, by the shopper's identity. */
function ofTheShoppersDay(db: Queryable, table: 'orders' | 'checkouts', { delivery, timeZone, now }: SameDayQuery) {
  return (
    db(table)
      .where('shopper_key', shopperKey(delivery))
      // No calendar day is longer than 25 hours, so this bound lets the index find them.
      .whereRaw(`created_at > ?::timestamptz - interval '25 hours'`, [now.toISOString()])
      .whereRaw(`(created_at at time zone ?)::date = (?::timestamptz at time zone ?)::date`, [
        timeZone,
        now.toISOString(),
        timeZone,
      ])
  );
}

/** The lines of every order of the shopper's day, oldest order first. */
export async function readSameDayOrderLines(db: Queryable, query: SameDayQuery): Promise<OrderLine[]> {
  const rows = await ofTheShoppersDay(db, 'orders', query)
    .whereNot('status', CANCELLED)
    .whereRaw('refunded_cents < total * 100')
    .orderBy('created_at')
    .select<{ lines: OrderLine[] }[]>('lines');
  return rows.flatMap((row) => row.lines);
}

/**
 * How long a payment prepared on one device holds its amounts against the shopper's others: long
 * enough to pay, short enough that a checkout left open on a phone does not hold the day. One
 * paid later is still checked when it becomes binding.
 */
export const PAYMENT_HOLD_MINUTES = 30;

/**
 * The lines of the shopper's checkouts of the day that other sessions hold open (a payment
 * prepared on another phone in the last PAYMENT_HOLD_MINUTES): counted when a new payment is
 * prepared, so that two sessions of one shopper cannot each prepare a day's allowance.
 */
export async function readLinesHeldElsewhere(
  db: Queryable,
  query: SameDayQuery & { sessionId: string },
): Promise<OrderLine[]> {
  const rows = await ofTheShoppersDay(db, 'checkouts', query)
    .where('status', 'open')
    .whereNot('session_id', query.sessionId)
    .whereRaw(`updated_at > ?::timestamptz - make_interval(mins => ?)`, [query.now.toISOString(), PAYMENT_HOLD_MINUTES])
    .orderBy('created_at')
    .select<{ lines: OrderLine[] }[]>('lines');
  return rows.flatMap((row) => row.lines);
}
