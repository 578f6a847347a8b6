import type { Knex } from 'knex';
import type { CartRefusal } from '#shared/cart/decide-change';
import { decideChange } from '#shared/cart/decide-change';
import { lineKey } from '#shared/cart/line-key';
import { defaultSizeFor, type PurchaseType } from '#shared/catalogue/sizes';
import type { AddToCartRequest, CartItem, UpdateCartLineRequest } from '#shared/schemas/cart';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type CartSettings, readCartWithFacts } from './cart-facts-store.ts';
import { CartLineModel } from './cart-model.ts';
import { bumpVersion, type LockedCart, lockCart, readCartLines, writeLineQuantity } from './cart-store.ts';

/**
 * The REST cart calls (read, add, set a quantity, remove, clear) on the server's cart for an
 * anonymous session. Each runs in one transaction that locks the cart row, and decides its
 * change with the cart engine, as the sync protocol does (shared/cart/decide-change.ts).
 */

export { readCartForSession as getCartItems } from './cart-store.ts';

const REFUSAL_STATUS: Record<CartRefusal['code'], number> = {
  product_not_found: 404,
  discontinued: 409,
  out_of_stock: 409,
  size_unavailable: 400,
  quantity_limit: 422,
  cart_line_limit: 422,
  over_state_limit: 422,
  not_shipped_to_state: 422,
  order_total_limit: 422,
};

function refusalError(refusal: CartRefusal): AppError {
  const code = refusal.code === 'size_unavailable' ? 'invalid_request' : refusal.code;
  const details = refusal.lines ? { lines: refusal.lines } : undefined;
  return new AppError(code, REFUSAL_STATUS[refusal.code], refusal.message, details);
}

async function setQuantityChecked(
  trx: Knex.Transaction,
  cart: LockedCart,
  line: { productId: string; size?: string | undefined; purchaseType: PurchaseType },
  quantity: (current: number) => number,
  settings: CartSettings,
  chosen: string | null,
): Promise<void> {
  const { cart: lines, facts, categoryOf } = await readCartWithFacts(trx, cart.id, settings, chosen);
  const key = {
    productId: line.productId,
    size: line.size ?? defaultSizeFor(categoryOf(line.productId) ?? ''),
    purchaseType: line.purchaseType,
  };
  const target = quantity(lines.get(lineKey(key))?.quantity ?? 0);
  const decision = decideChange(lines, { name: 'setLineQuantity', args: { ...key, quantity: target } }, facts);
  if (decision.kind === 'refused') throw refusalError(decision.refusal);
  if (decision.kind === 'unchanged') return;
  await writeLineQuantity(trx, cart.id, key, target);
  await bumpVersion(trx, cart);
}

export async function addToCart(
  db: Database,
  settings: CartSettings,
  sessionId: string,
  request: AddToCartRequest,
): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    const line = { productId: request.productId, size: request.size, purchaseType: request.purchaseType ?? 'one-time' };
    const added = (current: number) => current + request.quantity;
    await setQuantityChecked(trx, cart, line, added, settings, request.state ?? null);
    return readCartLines(trx, cart.id);
  });
}

interface LineSelector {
  size?: string | undefined;
  purchaseType?: PurchaseType | undefined;
}

function describeLine(productId: string, selector: LineSelector): string {
  const qualifiers = [selector.size, selector.purchaseType].filter(Boolean).join(', ');
  return qualifiers ? `${productId} (${qualifiers})` : productId;
}

/** The cart's lines of the product that match the selector; a 404 when there are none. */
async function findLines(
  trx: Knex.Transaction,
  cart: LockedCart,
  productId: string,
  selector: LineSelector,
): Promise<[CartLineModel, ...CartLineModel[]]> {
  const query = CartLineModel.query(trx).where({ cart_id: cart.id, product_id: productId });
  if (selector.size) query.where('size', selector.size);
  if (selector.purchaseType) query.where('purchase_type', selector.purchaseType);
  const [first, ...rest] = await query;
  if (!first) {
    throw new AppError('cart_line_not_found', 404, `The cart has no line for ${describeLine(productId, selector)}.`);
  }
  return [first, ...rest];
}

export async function updateCartLine(
  db: Database,
  settings: CartSettings,
  sessionId: string,
  productId: string,
  request: UpdateCartLineRequest,
): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    const lines = await findLines(trx, cart, productId, request);
    const [line] = lines;
    if (lines.length > 1) {
      throw new AppError(
        'ambiguous_cart_line',
        409,
        `The cart has ${lines.length} lines for ${productId}; say which with size and purchaseType.`,
      );
    }
    await setQuantityChecked(trx, cart, line, () => request.quantity, settings, request.state ?? null);
    return readCartLines(trx, cart.id);
  });
}

export async function removeCartLines(
  db: Database,
  sessionId: string,
  productId: string,
  selector: LineSelector,
): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    const lines = await findLines(trx, cart, productId, selector);
    await CartLineModel.query(trx)
      .delete()
      .whereIn(
        'id',
        lines.map((line) => line.id),
      );
    await bumpVersion(trx, cart);
    return readCartLines(trx, cart.id);
  });
}

export async function clearCart(db: Database, sessionId: string): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    await CartLineModel.query(trx).delete().where('cart_id', cart.id);
    await bumpVersion(trx, cart);
    return [];
  });
}
