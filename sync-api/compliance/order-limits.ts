import type { Knex } from 'knex';
import type { SizeContent } from '#shared/compliance/measures';
import {
  type ComplianceRefusal,
  type CountedAmount,
  type CountedLine,
  checkOrder,
  countedLineName,
} from '#shared/compliance/purchase-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import type { CartItem } from '#shared/schemas/cart';
import type { DeliveryDetails, OrderLine } from '#shared/schemas/checkout';
import { AppError } from '../app-error.ts';
import { skuKey } from '../catalogue/stock-store.ts';
import { readLinesHeldElsewhere, readSameDayOrderLines } from '../orders/same-day-orders-store.ts';
import { shopperKey } from './shopper-key.ts';
import { loadStateRule, readSizeContents } from './state-rules-store.ts';

/**
 * Whether the ship-to state takes an order, checked twice (decision 018): when a payment is
 * prepared, so that no payment is asked for an order the store may not deliver, and when the
 * order becomes binding, under a lock per shopper, so that two sessions of one shopper paying
 * at once cannot together pass a per-day limit. Per-day limits count what the shopper's other
 * orders that day held, as each was sold; when a payment is prepared, also what the shopper's
 * payments open on other devices hold.
 */

type Queryable = Knex | Knex.Transaction;

/** Lines as sold: what each held when it was sold, else what its size holds now. */
async function asCounted(db: Queryable, lines: readonly OrderLine[]): Promise<CountedAmount[]> {
  const current = await readSizeContents(
    db,
    lines.filter((line) => !line.content),
  );
  return lines.map((line) => ({
    content: line.content ?? current.get(skuKey(line.productId, line.size)) ?? null,
    quantity: line.quantity,
  }));
}

const hasDayLimits = (rule: StateRule | null): rule is StateRule =>
  rule?.offered === true && rule.limits.some((limit) => limit.period === 'day');

export interface OrderToCheck {
  delivery: DeliveryDetails;
  items: readonly CartItem[];
  now: Date;
  /** The session preparing the payment: its own open checkout is not held elsewhere. */
  sessionId: string;
}

/**
 * Refuses (422 `not_shipped_to_state` or `over_state_limit`, naming the lines) an order its
 * ship-to state does not take; answers the state's rule (its delivery prices the order) and what
 * one unit of each line's size holds, by `skuKey`, for the order to keep.
 */
export async function refuseUnlessDeliverable(
  db: Queryable,
  order: OrderToCheck,
): Promise<{ rule: StateRule; contents: ReadonlyMap<string, SizeContent> }> {
  const code = order.delivery.state;
  const rule = await loadStateRule(db, code);
  const contents = await readSizeContents(
    db,
    order.items.map((item) => ({ productId: item.product.id, size: item.size })),
  );
  const lines: CountedLine[] = order.items.map((item) => ({
    name: countedLineName(item.product.name, item.sizeLabel),
    category: item.product.category,
    content: contents.get(skuKey(item.product.id, item.size)) ?? null,
    quantity: item.quantity,
  }));
  let earlierToday: CountedAmount[] = [];
  let heldElsewhere: CountedAmount[] = [];
  if (hasDayLimits(rule)) {
    const day = { delivery: order.delivery, timeZone: rule.timeZone, now: order.now };
    earlierToday = await asCounted(db, await readSameDayOrderLines(db, day));
    heldElsewhere = await asCounted(db, await readLinesHeldElsewhere(db, { ...day, sessionId: order.sessionId }));
  }
  const refusal = checkOrder({ rule, code, lines, earlierToday, heldElsewhere });
  if (refusal) throw new AppError(refusal.code, 422, refusal.message, { lines: refusal.lines });
  if (!rule) throw new Error(`An order to ${code}, which has no rule, was not refused`);
  return { rule, contents };
}

/**
 * Takes the shopper's lock for the rest of the transaction: another binding of the same
 * shopper's order waits until this one has committed, and then counts it.
 */
async function lockShopper(trx: Knex.Transaction, delivery: DeliveryDetails): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`shopper:${shopperKey(delivery)}`]);
}

/**
 * The check when a paid order becomes binding, inside the transaction that records it: the
 * shopper's lock, then the state's rule as it stands, counting the orders the shopper has
 * already committed today. Answers why the order can no longer be accepted, or null.
 */
export async function refusalAtBinding(
  trx: Knex.Transaction,
  order: { delivery: DeliveryDetails; lines: readonly OrderLine[]; now: Date },
): Promise<ComplianceRefusal | null> {
  await lockShopper(trx, order.delivery);
  const code = order.delivery.state;
  const rule = await loadStateRule(trx, code);
  const categories = new Map(
    (
      await trx('products')
        .whereIn(
          'id',
          order.lines.map((line) => line.productId),
        )
        .select<{ id: string; category: string }[]>('id', 'category')
    ).map((row) => [row.id, row.category]),
  );
  const counted = await asCounted(trx, order.lines);
  const lines: CountedLine[] = order.lines.map((line, index) => ({
    name: countedLineName(line.name, line.sizeLabel),
    category: categories.get(line.productId) ?? '',
    content: counted[index]?.content ?? null,
    quantity: line.quantity,
  }));
  const earlierToday = hasDayLimits(rule)
    ? await asCounted(
        trx,
        await readSameDayOrderLines(trx, { delivery: order.delivery, timeZone: rule.timeZone, now: order.now }),
      )
    : [];
  return checkOrder({ rule, code, lines, earlierToday });
}
