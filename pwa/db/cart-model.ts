import { lineKey } from '#shared/cart/line-key';
import { type CountedLine, countedLineName } from '#shared/compliance/purchase-limits';
import { centsToDecimal, toCents } from '#shared/money';
import type { CartItem } from '#shared/schemas/cart';
import type { CartMutation } from '#shared/schemas/cart-sync';
import type { CartLineRecord, LineSnapshot } from './cart-db.ts';

/** Plain rules of the device's cart: no Dexie, no React, so they are easy to test. */

/**
 * Applies one mutation to lines held in a map, as the device does when the shopper acts and
 * when it replays pending mutations over the server's cart. A line the map does not hold yet
 * is made from the snapshot recorded with the mutation.
 */
export function applyMutation(
  lines: Map<string, CartLineRecord>,
  mutation: CartMutation,
  snapshot: LineSnapshot | undefined,
  now: number,
): void {
  switch (mutation.name) {
    case 'clearCart':
      lines.clear();
      return;
    case 'removeLine':
      lines.delete(lineKey(mutation.args));
      return;
    case 'setLineQuantity': {
      const key = lineKey(mutation.args);
      const existing = lines.get(key);
      if (existing) {
        lines.set(key, { ...existing, quantity: mutation.args.quantity, confirmed: false });
        return;
      }
      if (!snapshot) return;
      lines.set(key, {
        key,
        productId: mutation.args.productId,
        size: mutation.args.size,
        purchaseType: mutation.args.purchaseType,
        quantity: mutation.args.quantity,
        ...snapshot,
        issue: null,
        confirmed: false,
        addedAt: now,
      });
    }
  }
}

/**
 * When a line new to the cart is stamped as added: now, but always after every line already
 * there, so that two lines added within one millisecond still keep the order they came in.
 */
export function nextAddedAt(lines: Iterable<Pick<CartLineRecord, 'addedAt'>>, now: number): number {
  let latest = Number.NEGATIVE_INFINITY;
  for (const line of lines) latest = Math.max(latest, line.addedAt);
  return Math.max(now, latest + 1);
}

/** A line as the states' purchase limits count it ("Blue Dream Vape (2-Pack)"). */
export function countedLine(line: Pick<CartLineRecord, 'product' | 'sizeLabel' | 'content' | 'quantity'>): CountedLine {
  return {
    name: countedLineName(line.product.name, line.sizeLabel),
    category: line.product.category,
    content: line.content ?? null,
    quantity: line.quantity,
  };
}

/** Whether two plain JSON-like values hold the same data, whatever the order of their keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOfA = Object.keys(a);
  if (keysOfA.length !== Object.keys(b).length) return false;
  return keysOfA.every(
    (key) =>
      Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Whether two sets of lines, by key, are the same in every field. */
export function sameLines(a: ReadonlyMap<string, CartLineRecord>, b: ReadonlyMap<string, CartLineRecord>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, line] of a) if (!sameData(line, b.get(key))) return false;
  return true;
}

/** A line of the server's answer as the device keeps it. */
export function lineFromServer(item: CartItem, addedAt: number): CartLineRecord {
  return {
    key: lineKey({ productId: item.product.id, size: item.size, purchaseType: item.purchaseType }),
    productId: item.product.id,
    size: item.size,
    sizeLabel: item.sizeLabel,
    purchaseType: item.purchaseType,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    product: item.product,
    content: item.content,
    issue: item.issue,
    confirmed: true,
    addedAt,
  };
}

export interface CartTotals {
  /** Sum of quantities: what the cart's badge and titles count. */
  itemCount: number;
  /** Sum of unit price times quantity, in cents. */
  totalCents: number;
  /** The total as the shopper reads it: dollars with two decimals. */
  total: string;
}

export function cartTotals(lines: readonly Pick<CartLineRecord, 'quantity' | 'unitPrice'>[]): CartTotals {
  let itemCount = 0;
  let totalCents = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    totalCents += toCents(line.unitPrice) * line.quantity;
  }
  return { itemCount, totalCents, total: centsToDecimal(totalCents) };
}
