import type { Knex } from 'knex';
import type { StockShortfall } from '#shared/schemas/checkout';
import { AppError } from '../app-error.ts';
import { readOnHand, returnStock, skuKey, takeStock, totalsBySku } from '../catalogue/stock-store.ts';
import type { Database } from '../db/database.ts';
import { claimSomeStockTaken, claimStockTaken, recordStockTaken } from './order-stock-store.ts';

/**
 * What an order does to stock: a payment is not prepared for lines stock cannot fill; the order
 * takes its quantities in the transaction that records it; cancelling it gives back what it took.
 * Stock never goes below zero and is never sold twice: an order paid for after the last items
 * went to another is still recorded (the money was taken), flagged for the staff.
 */

/** An ordered line as stock sees it: a SKU, how many, and how the shopper saw it named. */
export interface StockLine {
  productId: string;
  size: string;
  quantity: number;
  name: string;
  sizeLabel: string;
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** How the shopper saw the SKU named (the ids, for a SKU no line names). */
function namesOf(lines: readonly StockLine[], sku: { productId: string; size: string }) {
  const line = lines.find((candidate) => candidate.productId === sku.productId && candidate.size === sku.size);
  return { name: line?.name ?? sku.productId, sizeLabel: line?.sizeLabel ?? sku.size };
}

/** The SKUs the lines ask more of than is on hand now. */
async function shortfallsOf(db: Database, lines: readonly StockLine[]): Promise<StockShortfall[]> {
  const wanted = totalsBySku(lines);
  const onHand = await readOnHand(db, wanted);
  return wanted.flatMap((sku) => {
    const available = onHand.get(skuKey(sku.productId, sku.size)) ?? 0;
    if (available >= sku.quantity) return [];
    return [{ ...sku, ...namesOf(lines, sku), onHand: available }];
  });
}

/** 409 insufficient_stock, naming each line and what is on hand, unless stock can fill them all. */
export async function refuseUnlessInStock(db: Database, lines: readonly StockLine[]): Promise<void> {
  const shortfalls = await shortfallsOf(db, lines);
  if (shortfalls.length === 0) return;
  const named = shortfalls.map(
    (short) => `${short.quantity} × ${short.name} ${short.sizeLabel} (${short.onHand} left)`,
  );
  throw new AppError(
    'insufficient_stock',
    409,
    `Not enough in stock for ${listFormat.format(named)}. Lower the quantity or remove the item to continue.`,
    shortfalls,
  );
}

/**
 * Takes a new order's quantities out of stock, in the transaction that records it. SKUs stock
 * cannot fill are left on the shelf and named in the order's attention reason.
 */
export async function takeOrderStock(
  trx: Knex.Transaction,
  orderId: string,
  lines: readonly StockLine[],
): Promise<void> {
  const shortfalls = await takeStock(trx, lines);
  const short = new Set(shortfalls.map((sku) => skuKey(sku.productId, sku.size)));
  const taken = totalsBySku(lines).filter((sku) => !short.has(skuKey(sku.productId, sku.size)));
  const named = shortfalls.map((sku) => {
    const { name, sizeLabel } = namesOf(lines, sku);
    return `${sku.quantity} × ${name} ${sizeLabel}`;
  });
  const reason = named.length > 0 ? `Not enough stock for ${listFormat.format(named)} when paid` : null;
  await recordStockTaken(trx, orderId, taken, reason);
}

/** Gives back what an order took (a cancelled order), once however often it is called. */
export async function returnOrderStock(trx: Knex.Transaction, orderId: string): Promise<void> {
  await returnStock(trx, await claimStockTaken(trx, orderId));
}

/** Gives back what some of an order's lines took (lines the driver brought back). */
export async function returnLinesStock(
  trx: Knex.Transaction,
  orderId: string,
  lines: readonly StockLine[],
): Promise<void> {
  await returnStock(trx, await claimSomeStockTaken(trx, orderId, totalsBySku(lines)));
}
