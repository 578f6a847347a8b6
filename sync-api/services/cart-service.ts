import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { defaultSizeFor, type PurchaseType } from '#shared/catalogue/sizes';
import {
  type AddToCartRequest,
  type CartItem,
  MAX_LINE_QUANTITY,
  type UpdateCartLineRequest,
} from '#shared/schemas/cart';
import type { Database } from '../db/database.ts';
import { CartLineModel, CartModel } from '../models/cart.ts';
import { ProductModel } from '../models/product.ts';
import { AppError } from './app-error.ts';
import { priceCartLine } from './cart-pricing.ts';
import { loadSizeTables } from './size-tables.ts';

/**
 * The server's cart for an anonymous session. Every change runs in one transaction that
 * locks the cart row, so two requests for the same session apply one after the other.
 */

export async function getCartItems(db: Database | Knex.Transaction, sessionId: string): Promise<CartItem[]> {
  const cart = await CartModel.query(db).findOne({ session_id: sessionId });
  if (!cart) return [];
  // Sequential: `db` may be a transaction, whose one connection takes one query at a time.
  const lines = await CartLineModel.query(db)
    .where('cart_id', cart.id)
    .withGraphJoined('product')
    .orderBy([{ column: 'cart_lines.created_at' }, { column: 'cart_lines.id' }]);
  const tables = await loadSizeTables(db as Database);
  return lines.map((line) => priceCartLine(line, tables));
}

async function lockCart(trx: Knex.Transaction, sessionId: string): Promise<CartModel> {
  await trx('carts').insert({ id: randomUUID(), session_id: sessionId }).onConflict('session_id').ignore();
  const cart = await CartModel.query(trx).findOne({ session_id: sessionId }).forUpdate();
  if (!cart) throw new Error('The cart row vanished inside its own transaction');
  return cart;
}

async function touch(trx: Knex.Transaction, cart: CartModel): Promise<void> {
  await trx('carts')
    .where('id', cart.id)
    .update({ version: cart.version + 1, updated_at: trx.fn.now() });
}

async function findProduct(trx: Knex.Transaction, productId: string): Promise<ProductModel> {
  const product = await ProductModel.query(trx).findById(productId);
  if (!product) throw new AppError('product_not_found', 404, `No product has the id "${productId}".`);
  return product;
}

async function assertSizeOffered(trx: Knex.Transaction, product: ProductModel, size: string): Promise<void> {
  const tables = await loadSizeTables(trx as unknown as Database);
  const offered =
    tables.categorySizes[product.category]?.map((option) => option.size) ??
    tables.multipliers.map((option) => option.size);
  if (!offered.includes(size)) {
    throw new AppError(
      'invalid_request',
      400,
      `${product.name} does not come in size "${size}". Choose one of: ${offered.join(', ')}.`,
    );
  }
}

export async function addToCart(db: Database, sessionId: string, request: AddToCartRequest): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    const product = await findProduct(trx, request.productId);
    if (!product.inStock) throw new AppError('out_of_stock', 409, `${product.name} is out of stock.`);
    const size = request.size ?? defaultSizeFor(product.category);
    await assertSizeOffered(trx, product, size);
    const purchaseType: PurchaseType = request.purchaseType ?? 'one-time';
    const existing = await CartLineModel.query(trx).findOne({
      cart_id: cart.id,
      product_id: product.id,
      size,
      purchase_type: purchaseType,
    });
    const quantity = (existing?.quantity ?? 0) + request.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      throw new AppError(
        'quantity_limit',
        422,
        `A cart line holds at most ${MAX_LINE_QUANTITY}; this cart already has ${existing?.quantity ?? 0} of ${product.name} (${size}).`,
      );
    }
    if (existing) {
      await CartLineModel.query(trx).patch({ quantity }).where('id', existing.id);
    } else {
      await CartLineModel.query(trx).insert({
        id: randomUUID(),
        cartId: cart.id,
        productId: product.id,
        size,
        purchaseType,
        quantity,
      });
    }
    await touch(trx, cart);
    return getCartItems(trx, sessionId);
  });
}

interface LineSelector {
  size?: string | undefined;
  purchaseType?: PurchaseType | undefined;
}

async function findLines(trx: Knex.Transaction, cart: CartModel, productId: string, selector: LineSelector) {
  const query = CartLineModel.query(trx).where({ cart_id: cart.id, product_id: productId });
  if (selector.size) query.where('size', selector.size);
  if (selector.purchaseType) query.where('purchase_type', selector.purchaseType);
  return query;
}

function describeLine(productId: string, selector: LineSelector): string {
  const qualifiers = [selector.size, selector.purchaseType].filter(Boolean).join(', ');
  return qualifiers ? `${productId} (${qualifiers})` : productId;
}

export async function updateCartLine(
  db: Database,
  sessionId: string,
  productId: string,
  request: UpdateCartLineRequest,
): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    const lines = await findLines(trx, cart, productId, request);
    const [line] = lines;
    if (!line) {
      throw new AppError('cart_line_not_found', 404, `The cart has no line for ${describeLine(productId, request)}.`);
    }
    if (lines.length > 1) {
      throw new AppError(
        'ambiguous_cart_line',
        409,
        `The cart has ${lines.length} lines for ${productId}; say which with size and purchaseType.`,
      );
    }
    if (request.quantity > line.quantity) {
      const product = await findProduct(trx, productId);
      if (!product.inStock) throw new AppError('out_of_stock', 409, `${product.name} is out of stock.`);
    }
    await CartLineModel.query(trx).patch({ quantity: request.quantity }).where('id', line.id);
    await touch(trx, cart);
    return getCartItems(trx, sessionId);
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
    if (lines.length === 0) {
      throw new AppError('cart_line_not_found', 404, `The cart has no line for ${describeLine(productId, selector)}.`);
    }
    await CartLineModel.query(trx)
      .delete()
      .whereIn(
        'id',
        lines.map((line) => line.id),
      );
    await touch(trx, cart);
    return getCartItems(trx, sessionId);
  });
}

export async function clearCart(db: Database, sessionId: string): Promise<CartItem[]> {
  return db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId);
    await CartLineModel.query(trx).delete().where('cart_id', cart.id);
    await touch(trx, cart);
    return [];
  });
}
