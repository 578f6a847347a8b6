import type { SizeContent } from '#shared/compliance/measures';
import { type CountedAmount, type CountedLine, checkOrder, countedLineName } from '#shared/compliance/purchase-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import type { CartItem } from '#shared/schemas/cart';
import type { DeliveryDetails } from '#shared/schemas/checkout';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { readSameDayOrderLines } from './same-day-orders-store.ts';
import { loadStateRule, readSizeContents } from './state-rules-store.ts';
import { skuKey } from './stock-store.ts';

/**
 * Whether the ship-to state takes an order: the payment intent's check, so that no payment is
 * ever taken for an order the store may not deliver. Its per-day limits also count what the same
 * shopper's other orders to the same address held that day, as each was sold.
 */

export interface OrderToCheck {
  delivery: DeliveryDetails;
  items: readonly CartItem[];
  now: Date;
}

/** What the shopper's earlier orders today held: what each line was sold as, else what its size holds now. */
async function heldEarlierToday(db: Database, rule: StateRule, order: OrderToCheck): Promise<CountedAmount[]> {
  if (!rule.limits.some((limit) => limit.period === 'day')) return [];
  const lines = await readSameDayOrderLines(db, { delivery: order.delivery, timeZone: rule.timeZone, now: order.now });
  const current = await readSizeContents(
    db,
    lines.filter((line) => !line.content),
  );
  return lines.map((line) => ({
    content: line.content ?? current.get(skuKey(line.productId, line.size)) ?? null,
    quantity: line.quantity,
  }));
}

/**
 * Refuses (422 `not_shipped_to_state` or `over_state_limit`, naming the lines) an order its
 * ship-to state does not take; answers what one unit of each line's size holds, by `skuKey`, for
 * the order to keep.
 */
export async function refuseUnlessDeliverable(
  db: Database,
  order: OrderToCheck,
): Promise<ReadonlyMap<string, SizeContent>> {
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
  const earlierToday = rule?.offered ? await heldEarlierToday(db, rule, order) : [];
  const refusal = checkOrder({ rule, code, lines, earlierToday });
  if (refusal) throw new AppError(refusal.code, 422, refusal.message, { lines: refusal.lines });
  return contents;
}
