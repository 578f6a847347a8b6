import type { Knex } from 'knex';
import { checkLineQuantity, type LineRefusal } from '#shared/catalogue/cart-rules';
import { defaultSizeFor, type PurchaseType } from '#shared/catalogue/sizes';
import type { AddToCartRequest, CartItem, UpdateCartLineRequest } from '#shared/schemas/cart';
import type { Database } from '../db/database.ts';
import { CartLineModel } from '../models/cart.ts';
import { ProductModel } from '../models/product.ts';
import { AppError } from './app-error.ts';
import { type CartLimits, cartLimitError, type LimitedLine, readLimitFacts, refuseCartRaise } from './cart-limits.ts';
import type { StoredLine } from './cart-pricing.ts';
import {
  bumpVersion,
  type LockedCart,
  lockCart,
  offeredSizes,
  readCartLines,
  readStoredLines,
  sizeLabelOf,
  writeLineQuantity,
} from './cart-store.ts';
import { loadSizeTables } from './size-tables.ts';
import { readOnHand, skuKey } from './stock-store.ts';

/**
 * The REST cart calls (read, add, set a quantity, remove, clear) on the server's cart for an
 * anonymous session. Each runs in one transaction that locks the cart row; the line rules and
 * the cart's limits (cart-limits.ts) are those of the sync protocol.
 */

export { readCartForSession as getCartItems } from './cart-store.ts';

const REFUSAL_STATUS: Record<LineRefusal['code'], number> = {
  product_not_found: 404,
  discontinued: 409,
  out_of_stock: 409,
  size_unavailable: 400,
  quantity_limit: 422,
  cart_line_limit: 422,
};

function refusalError(refusal: LineRefusal): AppError {
  const code = refusal.code === 'size_unavailable' ? 'invalid_request' : refusal.code;
  return new AppError(code, REFUSAL_STATUS[refusal.code], refusal.message);
}

async function setQuantityChecked(
  trx: Knex.Transaction,
  cart: LockedCart,
  line: { productId: string; size?: string | undefined; purchaseType: PurchaseType },
  quantity: (current: number) => number,
  limits: CartLimits,
): Promise<void> {
  const product = await ProductModel.query(trx).findById(line.productId);
  const size = line.size ?? defaultSizeFor(product?.category ?? '');
  const key = { productId: line.productId, size, purchaseType: line.purchaseType };
  const stored = await readStoredLines(trx, cart.id);
  const isThisLine = (candidate: StoredLine) =>
    candidate.product?.id === key.productId && candidate.size === size && candidate.purchaseType === key.purchaseType;
  const currentQuantity = stored.find(isThisLine)?.quantity ?? 0;
  const target = quantity(currentQuantity);
  const tables = await loadSizeTables(trx);
  const onHand = await readOnHand(trx, [{ productId: line.productId, size }]);
  const refusal = checkLineQuantity({
    productId: line.productId,
    product,
    size,
    sizeLabel: sizeLabelOf(tables, product?.category ?? '', size),
    offeredSizes: product ? offeredSizes(tables, product.category) : [],
    stockedSizes: new Set((onHand.get(skuKey(line.productId, size)) ?? 0) > 0 ? [size] : []),
    quantity: target,
    currentQuantity,
    linesInCart: stored.length,
  });
  if (refusal) throw refusalError(refusal);
  if (product && target > currentQuantity) {
    const raised: LimitedLine = { ...key, quantity: target, product };
    const after = [...stored.filter((candidate) => !isThisLine(candidate)).flatMap(limitedLine), raised];
    const facts = await readLimitFacts(trx, limits, tables, after);
    const overLimit = refuseCartRaise(facts, raised, after);
    if (overLimit) throw cartLimitError(overLimit);
  }
  await writeLineQuantity(trx, cart.id, key, target);
  await bumpVersion(trx, cart);
}

function limitedLine(line: StoredLine): LimitedLine[] {
  const { product } = line;
  return product
    ? [{ productId: product.id, size: line.size, purchaseType: line.purchaseType, quantity: line.quantity, product }]
    : [];
}

/** The chosen state the request names (none when it names none) and the app's largest order total. */
function limitsOf(request: { state?: string | null | undefined }, maxTotalCents: number): CartLimits {
  return { chosen: request.state ?? null, maxTotalCents };
}

export async function addToCart(
  db: Database,
  sessionId: string,
  request: AddToCartRequest,
  maxTotalCents: number,
): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    const line = { productId: request.productId, size: request.size, purchaseType: request.purchaseType ?? 'one-time' };
    await setQuantityChecked(
      trx,
      cart,
      line,
      (current) => current + request.quantity,
      limitsOf(request, maxTotalCents),
    );
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
  sessionId: string,
  productId: string,
  request: UpdateCartLineRequest,
  maxTotalCents: number,
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
    await setQuantityChecked(trx, cart, line, () => request.quantity, limitsOf(request, maxTotalCents));
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
