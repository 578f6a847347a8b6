import type { CartFacts, CartLine, LineFacts } from '#shared/cart/cart-facts';
import { type CartRefusalCode, decideChange } from '#shared/cart/decide-change';
import { lineKey } from '#shared/cart/line-key';
import type { PurchaseType } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import type { StateRule } from '#shared/compliance/state-rule';
import { toCents } from '#shared/money';
import type { CartMutation, LineKey } from '#shared/schemas/cart-sync';
import type { CartDatabase, CartLineRecord, LineProduct, LineSnapshot } from '../../db/cart-db.ts';
import { applyMutation, nextAddedAt } from '../../db/cart-model.ts';
import { readSyncMeta } from '../../db/sync-meta.ts';

/**
 * What the shopper can do to the cart. Each action changes the local lines and appends its
 * mutation to the outbox in one Dexie transaction, so the two never disagree: offline, the
 * change shows at once in every tab and waits in the outbox; online, the sync engine sees the
 * outbox grow and pushes it. Mutations are absolute ("set this line to 3"), so an "add" is
 * recorded as the line's new quantity.
 */

/** A change the cart engine refuses on the device, in the words the server would use. */
export class CartLimitError extends Error {
  constructor(
    readonly code: CartRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'CartLimitError';
  }
}

async function record(db: CartDatabase, mutation: CartMutation, snapshot?: LineSnapshot): Promise<void> {
  await db.transaction('rw', [db.lines, db.outbox, db.meta], async () => {
    const meta = await readSyncMeta(db);
    await db.meta.update('sync', { nextMutationId: meta.nextMutationId + 1 });
    await db.outbox.add({
      clientId: meta.clientId,
      mutationId: meta.nextMutationId,
      mutation,
      ...(snapshot ? { snapshot } : {}),
      createdAt: Date.now(),
    });
    const lines = new Map((await db.lines.toArray()).map((line) => [line.key, line]));
    applyMutation(lines, mutation, snapshot, nextAddedAt(lines.values(), Date.now()));
    await db.lines.clear();
    await db.lines.bulkPut([...lines.values()]);
  });
}

export interface AddToCartInput {
  product: LineProduct;
  size: string;
  sizeLabel: string;
  purchaseType: PurchaseType;
  /** The catalogue's price for this size and purchase type; the server's replaces it. */
  unitPrice: string;
  quantity: number;
  /** What one unit of the size holds, as the catalogue says; absent or null where it cannot be counted. */
  content?: SizeContent | null;
}

/**
 * The states' rules and the shopper's choice, when the device has them: a raise past the
 * limits is then refused at once, offline too, in the words the server would use. Without them
 * (rules not loaded yet) the server still refuses it when the change is pushed.
 */
export interface CartLimits {
  rules: readonly StateRule[];
  chosen: string | null;
}

/** A line of the device's cart as the cart engine sees it. */
function engineLine(
  line: Pick<CartLineRecord, 'productId' | 'size' | 'purchaseType' | 'quantity'> & LineSnapshot,
): CartLine {
  return {
    key: { productId: line.productId, size: line.size, purchaseType: line.purchaseType },
    quantity: line.quantity,
    ...lineFacts(line),
  };
}

function lineFacts(snapshot: LineSnapshot): LineFacts {
  return {
    name: snapshot.product.name,
    category: snapshot.product.category,
    sizeLabel: snapshot.sizeLabel,
    content: snapshot.content ?? null,
    unitCents: toCents(snapshot.unitPrice),
  };
}

/**
 * Decides `mutation` with the cart engine against the device's lines, then records it; refused,
 * it throws CartLimitError and writes nothing. The device knows what its lines and the shown
 * product are, and the states' rules once loaded; whether a product or size is still sold, and
 * the largest order total, only the server knows, and it decides them when the change is pushed.
 */
async function decideAndRecord(
  db: CartDatabase,
  mutation: CartMutation & { name: 'setLineQuantity' },
  snapshot: LineSnapshot,
  limits: CartLimits | undefined,
): Promise<void> {
  await db.transaction('rw', [db.lines, db.outbox, db.meta], async () => {
    const cart = new Map((await db.lines.toArray()).map((line) => [line.key, engineLine(line)]));
    const facts: CartFacts = {
      product: () => undefined,
      newLine: () => lineFacts(snapshot),
      limits: limits ? { rules: limits.rules, chosen: limits.chosen } : null,
      maxTotalCents: null,
    };
    const decision = decideChange(cart, mutation, facts);
    if (decision.kind === 'refused') throw new CartLimitError(decision.refusal.code, decision.refusal.message);
    await record(db, mutation, snapshot);
  });
}

/** Adds to the line of this product, size and purchase type. */
export async function addToCart(db: CartDatabase, input: AddToCartInput, limits?: CartLimits): Promise<void> {
  const key: LineKey = { productId: input.product.id, size: input.size, purchaseType: input.purchaseType };
  await db.transaction('rw', [db.lines, db.outbox, db.meta], async () => {
    const existing = await db.lines.get(lineKey(key));
    const snapshot: LineSnapshot = {
      product: input.product,
      sizeLabel: input.sizeLabel,
      unitPrice: input.unitPrice,
      content: existing?.content ?? input.content ?? null,
    };
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    await decideAndRecord(db, { name: 'setLineQuantity', args: { ...key, quantity } }, snapshot, limits);
  });
}

/** Sets a line's quantity; 0 or less removes the line. Lowering is never refused. */
export async function setLineQuantity(
  db: CartDatabase,
  line: CartLineRecord,
  quantity: number,
  limits?: CartLimits,
): Promise<void> {
  const key = { productId: line.productId, size: line.size, purchaseType: line.purchaseType };
  if (quantity <= 0) return record(db, { name: 'removeLine', args: key });
  const snapshot: LineSnapshot = {
    product: line.product,
    sizeLabel: line.sizeLabel,
    unitPrice: line.unitPrice,
    content: line.content ?? null,
  };
  return decideAndRecord(db, { name: 'setLineQuantity', args: { ...key, quantity } }, snapshot, limits);
}

/**
 * Steps a line by +1 or -1 from what IndexedDB holds inside the same transaction, so quick taps
 * or a change made in another tab meanwhile each count. Answers whether the line was removed.
 */
export async function stepLineQuantity(
  db: CartDatabase,
  key: string,
  step: number,
  limits?: CartLimits,
): Promise<{ removed: boolean }> {
  return db.transaction('rw', [db.lines, db.outbox, db.meta], async () => {
    const current = await db.lines.get(key);
    if (!current) return { removed: false };
    const quantity = current.quantity + step;
    await setLineQuantity(db, current, quantity, limits);
    return { removed: quantity <= 0 };
  });
}

export async function removeLine(db: CartDatabase, line: CartLineRecord): Promise<void> {
  return record(db, {
    name: 'removeLine',
    args: { productId: line.productId, size: line.size, purchaseType: line.purchaseType },
  });
}

export async function clearCart(db: CartDatabase): Promise<void> {
  return record(db, { name: 'clearCart', args: {} });
}

export async function dismissRefusal(db: CartDatabase, id: string): Promise<void> {
  await db.refusals.delete(id);
}

/** The shopper has read what signing in did to the cart. */
export async function dismissCartMerge(db: CartDatabase): Promise<void> {
  await db.meta.update('sync', { merged: null });
}
