import { cartLineLimitMessage, MAX_CART_LINES, MAX_LINE_QUANTITY } from '#shared/catalogue/cart-rules';
import type { PurchaseType } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import { checkCartRaise } from '#shared/compliance/purchase-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import type { CartMutation } from '#shared/schemas/cart-sync';
import type { CartDatabase, CartLineRecord, LineProduct, LineSnapshot } from '../../db/cart-db.ts';
import { applyMutation, countedLine, lineKey, nextAddedAt } from '../../db/cart-model.ts';
import { readSyncMeta } from '../../db/sync-meta.ts';

/**
 * What the shopper can do to the cart. Each action changes the local lines and appends its
 * mutation to the outbox in one Dexie transaction, so the two never disagree: offline, the
 * change shows at once in every tab and waits in the outbox; online, the sync engine sees the
 * outbox grow and pushes it. Mutations are absolute ("set this line to 3"), so an "add" is
 * recorded as the line's new quantity.
 */

/** A change past the cart's limits: too many of one item, or one item too many. */
export class CartLimitError extends Error {
  constructor(productName: string, message = `A cart line holds at most ${MAX_LINE_QUANTITY} of ${productName}.`) {
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

/** Refuses a raise of `raised` that the state's rules do not allow, given the cart's lines after it. */
async function refuseOverLimit(
  db: CartDatabase,
  limits: CartLimits | undefined,
  raised: Pick<CartLineRecord, 'key' | 'product' | 'sizeLabel' | 'content' | 'quantity'>,
): Promise<void> {
  if (!limits) return;
  const others = (await db.lines.toArray()).filter((line) => line.key !== raised.key);
  const refusal = checkCartRaise({
    rules: limits.rules,
    chosen: limits.chosen,
    line: countedLine(raised),
    after: [...others, raised].map(countedLine),
  });
  if (refusal) throw new CartLimitError(raised.product.name, refusal.message);
}

/** Adds to the line of this product, size and purchase type. */
export async function addToCart(db: CartDatabase, input: AddToCartInput, limits?: CartLimits): Promise<void> {
  const key = { productId: input.product.id, size: input.size, purchaseType: input.purchaseType };
  await db.transaction('rw', [db.lines, db.outbox, db.meta], async () => {
    const existing = await db.lines.get(lineKey(key));
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw new CartLimitError(input.product.name);
    if (!existing && (await db.lines.count()) >= MAX_CART_LINES) {
      throw new CartLimitError(input.product.name, cartLineLimitMessage(input.product.name));
    }
    const content = existing?.content ?? input.content ?? null;
    await refuseOverLimit(db, limits, {
      key: lineKey(key),
      product: input.product,
      sizeLabel: input.sizeLabel,
      content,
      quantity,
    });
    await record(
      db,
      { name: 'setLineQuantity', args: { ...key, quantity } },
      { product: input.product, sizeLabel: input.sizeLabel, unitPrice: input.unitPrice, content },
    );
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
  if (quantity > MAX_LINE_QUANTITY) throw new CartLimitError(line.product.name);
  if (quantity > line.quantity) await refuseOverLimit(db, limits, { ...line, quantity });
  return record(
    db,
    { name: 'setLineQuantity', args: { ...key, quantity } },
    { product: line.product, sizeLabel: line.sizeLabel, unitPrice: line.unitPrice, content: line.content ?? null },
  );
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
