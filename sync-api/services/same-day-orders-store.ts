import type { Knex } from 'knex';
import type { OrderStatus } from '#shared/back-office/order-status';
import type { DeliveryDetails, OrderLine } from '#shared/schemas/checkout';

/**
 * A shopper's orders of one day, as a state's per-day purchase limits count them: those to the
 * same address by someone with the same date of birth, placed on the same calendar day in the
 * state's time zone, and still going to be (or already) delivered, that is neither cancelled nor
 * refunded in full.
 */

type Queryable = Knex | Knex.Transaction;

const CANCELLED: OrderStatus = 'cancelled';

/** Addresses are typed by hand: "2150 Folsom St" and "2150  folsom st " are one address. */
const addressKey = (value: string) => value.replace(/\s+/g, '').toLowerCase();

function sameAddress(a: DeliveryDetails, b: DeliveryDetails): boolean {
  return (['street', 'city', 'zip', 'state'] as const).every((field) => addressKey(a[field]) === addressKey(b[field]));
}

export interface SameDayQuery {
  delivery: DeliveryDetails;
  /** The ship-to state's zone (an IANA name), whose calendar day counts. */
  timeZone: string;
  now: Date;
}

/** The lines of every order of the shopper's day at that address, oldest order first. */
export async function readSameDayOrderLines(
  db: Queryable,
  { delivery, timeZone, now }: SameDayQuery,
): Promise<OrderLine[]> {
  const rows = await db('orders')
    .where('ship_state', delivery.state)
    .whereRaw(`delivery->>'dateOfBirth' = ?`, [delivery.dateOfBirth])
    .whereNot('status', CANCELLED)
    .whereRaw('refunded_cents < total * 100')
    // No calendar day is longer than 25 hours, so this bound lets the created_at index find them.
    .whereRaw(`created_at > ?::timestamptz - interval '25 hours'`, [now.toISOString()])
    .whereRaw(`(created_at at time zone ?)::date = (?::timestamptz at time zone ?)::date`, [
      timeZone,
      now.toISOString(),
      timeZone,
    ])
    .orderBy('created_at')
    .select<{ lines: OrderLine[]; delivery: DeliveryDetails }[]>('lines', 'delivery');
  return rows.filter((row) => sameAddress(row.delivery, delivery)).flatMap((row) => row.lines);
}
