import type { Knex } from 'knex';
import { checkLineQuantity } from '#shared/catalogue/cart-rules';
import type { SizeTables } from '#shared/catalogue/sizes';
import { PRODUCT_ID_PATTERN } from '#shared/routes';
import {
  type LineKey,
  type MutationArgs,
  type PushedMutation,
  parseCartMutation,
  type Refusal,
  type SyncRequest,
  type SyncResponse,
} from '#shared/schemas/cart-sync';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { type LimitedLine, type LimitFacts, readLimitFacts, refuseCartRaise } from './cart-limits.ts';
import {
  bumpVersion,
  type LineChanges,
  type LockedCart,
  lockCart,
  offeredSizes,
  readCartLines,
  sizeLabelOf,
  writeLineChanges,
} from './cart-store.ts';
import { forgetOldestClients, keepNewestRefusals } from './cart-sync-caps.ts';
import { loadSizeTables } from './size-tables.ts';

/**
 * Push, then pull, for one device (client) of a session's cart, after Replicache's push
 * protocol. The whole push is one transaction:
 *
 *  1. Lock the session's cart row (created on first use), so pushes to one cart are serial.
 *  2. Find or create the client's row; a client id that belongs to another session's cart is
 *     refused (409 client_conflict): the device must start a new client id. A new client past
 *     the cart's cap makes it forget its least recently active one (cart-sync-caps.ts).
 *  3. For each mutation, in order:
 *     a. an id at or below the client's last mutation id was applied before: skip it;
 *     b. an id that skips ahead means the device lost track (a reset database): stop, commit
 *        what came before, and answer 409 mutation_gap with the last applied id;
 *     c. otherwise re-validate its args with the shared schemas and apply it. A mutation that
 *        can never succeed (bad args, unknown product, out of stock, a raise past the chosen
 *        state's purchase limits or the largest order total: cart-limits.ts) is refused and
 *        recorded with its reason, and still counts as processed, or the device would be stuck
 *        on it;
 *     d. advance the client's last mutation id.
 *  4. Bump the cart's version once if anything changed.
 *  5. Answer the whole cart priced by the server, its version, the last mutation id of every
 *     client of this cart, and the refusals among the pushed ids (so a retried push still
 *     learns why). An unexpected error rolls the whole push back; the device retries it.
 */

interface ClientRow {
  client_id: string;
  cart_id: string;
  last_mutation_id: string | number;
}

type Outcome = { changed: boolean; refusal?: Omit<Refusal, 'mutationId'> };

function findClientForUpdate(trx: Knex.Transaction, clientId: string): Promise<ClientRow | undefined> {
  return trx<ClientRow>('cart_clients').where('client_id', clientId).forUpdate().first();
}

async function lockClient(trx: Knex.Transaction, cart: LockedCart, clientId: string): Promise<number> {
  let client = await findClientForUpdate(trx, clientId);
  if (!client) {
    await trx('cart_clients').insert({ client_id: clientId, cart_id: cart.id }).onConflict('client_id').ignore();
    client = await findClientForUpdate(trx, clientId);
    if (client?.cart_id === cart.id) await forgetOldestClients(trx, cart.id, clientId);
  }
  if (!client || client.cart_id !== cart.id) {
    throw new AppError(
      'client_conflict',
      409,
      'This client id belongs to another session; start a new client id and resend pending changes.',
    );
  }
  return Number(client.last_mutation_id);
}

/** What the rules need to know of a product a mutation names. */
interface ProductFacts {
  id: string;
  name: string;
  category: string;
  price: string;
  inStock: boolean;
  discontinued: boolean;
  /** Its sizes with any on hand. */
  stockedSizes: ReadonlySet<string>;
}

/**
 * What a push reads once and keeps up to date while it applies its mutations. The mutations
 * change it in memory only; the line changes they add up to are written once, at the end.
 */
interface PushContext {
  cart: LockedCart;
  tables: SizeTables;
  /** The products the mutations name and those of the cart's lines. */
  products: Map<string, ProductFacts>;
  limits: LimitFacts;
  /** Quantity of each line of the cart, by `productId|size|purchaseType`. */
  quantities: Map<string, number>;
  /** Each line's key fields, by the same key. */
  lineKeys: Map<string, LineKey>;
  /** Keys of the lines the cart had when the push began and still has. */
  stored: Set<string>;
  changes: {
    removed: Map<string, LineKey>;
    updated: Map<string, { key: LineKey; quantity: number }>;
    /** In the order the lines were added (a Map keeps the first insertion's place). */
    added: Map<string, { key: LineKey; quantity: number }>;
  };
}

const keyOf = (productId: string, size: string, purchaseType: string) => `${productId}|${size}|${purchaseType}`;

async function readProducts(trx: Knex.Transaction, productIds: string[]): Promise<ProductFacts[]> {
  if (productIds.length === 0) return [];
  const rows = await trx('products as p')
    .whereIn('p.id', productIds)
    .select<(Omit<ProductFacts, 'stockedSizes'> & { stockedSizes: string[] })[]>(
      'p.id',
      'p.name',
      'p.category',
      'p.price',
      'p.in_stock as inStock',
      'p.discontinued',
      trx.raw(
        `(select coalesce(json_agg(s.size), '[]') from stock_levels s
          where s.product_id = p.id and s.on_hand > 0) as "stockedSizes"`,
      ),
    );
  return rows.map((row) => ({ ...row, stockedSizes: new Set(row.stockedSizes) }));
}

/** The product and size a pushed mutation names, when they can be one: the rest are refused when parsed. */
function pushedSku(mutation: PushedMutation): { productId: string; size: string } | null {
  const { productId, size } = (mutation.args ?? {}) as { productId?: unknown; size?: unknown };
  if (typeof productId !== 'string' || !PRODUCT_ID_PATTERN.test(productId)) return null;
  return { productId, size: typeof size === 'string' ? size : '' };
}

async function loadPushContext(
  trx: Knex.Transaction,
  cart: LockedCart,
  request: SyncRequest,
  maxTotalCents: number,
): Promise<PushContext> {
  const lines = await trx('cart_lines')
    .where('cart_id', cart.id)
    .select<{ product_id: string; size: string; purchase_type: string; quantity: number }[]>(
      'product_id',
      'size',
      'purchase_type',
      'quantity',
    );
  const keyed = lines.map((line) => ({
    id: keyOf(line.product_id, line.size, line.purchase_type),
    key: { productId: line.product_id, size: line.size, purchaseType: line.purchase_type } as LineKey,
    quantity: line.quantity,
  }));
  const pushed = request.mutations.flatMap((mutation) => pushedSku(mutation) ?? []);
  const skus = [...keyed.map((line) => line.key), ...pushed];
  const products = await readProducts(trx, [...new Set(skus.map((sku) => sku.productId))]);
  const tables = await loadSizeTables(trx);
  return {
    cart,
    tables,
    products: new Map(products.map((product) => [product.id, product])),
    limits: await readLimitFacts(trx, { chosen: request.state ?? null, maxTotalCents }, tables, skus),
    quantities: new Map(keyed.map((line) => [line.id, line.quantity])),
    lineKeys: new Map(keyed.map((line) => [line.id, line.key])),
    stored: new Set(keyed.map((line) => line.id)),
    changes: { removed: new Map(), updated: new Map(), added: new Map() },
  };
}

function setLine(context: PushContext, key: LineKey, quantity: number): void {
  const id = keyOf(key.productId, key.size, key.purchaseType);
  context.quantities.set(id, quantity);
  context.lineKeys.set(id, key);
  if (context.stored.has(id)) context.changes.updated.set(id, { key, quantity });
  else context.changes.added.set(id, { key, quantity });
}

function deleteLine(context: PushContext, id: string): void {
  context.quantities.delete(id);
  const key = context.lineKeys.get(id);
  if (context.stored.delete(id) && key) {
    context.changes.updated.delete(id);
    context.changes.removed.set(id, key);
  } else {
    context.changes.added.delete(id);
  }
}

function pendingLineChanges(context: PushContext): LineChanges {
  const { removed, updated, added } = context.changes;
  return { removed: [...removed.values()], updated: [...updated.values()], added: [...added.values()] };
}

/** The cart's lines as they would be with `raised` (the line `raisedKey`) at its new quantity. */
function cartAfter(context: PushContext, raisedKey: string, raised: LimitedLine): LimitedLine[] {
  const after: LimitedLine[] = [raised];
  for (const [id, quantity] of context.quantities) {
    const key = context.lineKeys.get(id);
    const product = key && context.products.get(key.productId);
    if (id !== raisedKey && key && product) after.push({ ...key, quantity, product });
  }
  return after;
}

function applySetLineQuantity(context: PushContext, args: MutationArgs['setLineQuantity']): Outcome {
  const product = context.products.get(args.productId);
  const key = keyOf(args.productId, args.size, args.purchaseType);
  const refusal = checkLineQuantity({
    productId: args.productId,
    product,
    size: args.size,
    sizeLabel: sizeLabelOf(context.tables, product?.category ?? '', args.size),
    offeredSizes: product ? offeredSizes(context.tables, product.category) : [],
    stockedSizes: product?.stockedSizes ?? new Set(),
    quantity: args.quantity,
    currentQuantity: context.quantities.get(key) ?? 0,
    linesInCart: context.quantities.size,
  });
  if (refusal) {
    // The schema caps the quantity at 99, so quantity_limit cannot reach here.
    const code = refusal.code === 'quantity_limit' ? 'invalid_mutation' : refusal.code;
    return { changed: false, refusal: { code, message: refusal.message } };
  }
  const currentQuantity = context.quantities.get(key) ?? 0;
  if (currentQuantity === args.quantity) return { changed: false };
  if (product && args.quantity > currentQuantity) {
    const raised: LimitedLine = { ...args, product };
    const overLimit = refuseCartRaise(context.limits, raised, cartAfter(context, key, raised));
    if (overLimit) return { changed: false, refusal: { code: overLimit.code, message: overLimit.message } };
  }
  setLine(context, { productId: args.productId, size: args.size, purchaseType: args.purchaseType }, args.quantity);
  return { changed: true };
}

function applyMutation(context: PushContext, pushed: PushedMutation): Outcome {
  const parsed = parseCartMutation(pushed);
  if (!parsed.ok) return { changed: false, refusal: { code: 'invalid_mutation', message: parsed.message } };
  const { mutation } = parsed;
  const { quantities } = context;
  switch (mutation.name) {
    case 'setLineQuantity':
      return applySetLineQuantity(context, mutation.args);
    case 'removeLine': {
      const { productId, size, purchaseType } = mutation.args;
      const id = keyOf(productId, size, purchaseType);
      if (!quantities.has(id)) return { changed: false };
      deleteLine(context, id);
      return { changed: true };
    }
    case 'clearCart': {
      if (quantities.size === 0) return { changed: false };
      for (const id of [...quantities.keys()]) deleteLine(context, id);
      return { changed: true };
    }
  }
}

export async function syncCart(
  db: Database,
  sessionId: string,
  request: SyncRequest,
  maxTotalCents: number,
): Promise<SyncResponse> {
  let gapAfter: number | null = null;
  const response = await db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId); // 1
    if (request.mutations.length === 0) return answer(trx, cart, request, await loadSizeTables(trx));
    const known = await lockClient(trx, cart, request.clientId); // 2
    let lastMutationId = known;
    let changed = false;
    const refusals: { client_id: string; mutation_id: number; code: string; message: string }[] = [];
    const context = await loadPushContext(trx, cart, request, maxTotalCents);
    const heldBefore = context.stored.size > 0;
    for (const mutation of request.mutations) {
      if (mutation.id <= lastMutationId) continue; // 3a
      if (mutation.id > lastMutationId + 1) {
        gapAfter = lastMutationId; // 3b
        break;
      }
      const outcome = applyMutation(context, mutation); // 3c
      if (outcome.refusal) refusals.push({ client_id: request.clientId, mutation_id: mutation.id, ...outcome.refusal });
      changed ||= outcome.changed;
      lastMutationId = mutation.id;
    }
    await writeLineChanges(trx, cart.id, pendingLineChanges(context));
    // Refusals are kept (for a retried push to learn why) only by a cart that holds something,
    // before or after the push: a client sending no session cookie starts an empty cart each
    // time, and a push refused whole would store rows without bound. Such a push still hears
    // its refusals in its answer.
    const keepsRefusals = heldBefore || [...context.quantities.values()].some((quantity) => quantity > 0);
    if (refusals.length > 0 && keepsRefusals) {
      await trx('cart_refusals').insert(refusals);
      await keepNewestRefusals(trx, request.clientId);
    }
    if (lastMutationId !== known) {
      await trx('cart_clients') // 3d
        .where('client_id', request.clientId)
        .update({ last_mutation_id: lastMutationId, updated_at: trx.fn.now() });
    }
    if (changed) await bumpVersion(trx, cart); // 4
    return answer(trx, cart, request, context.tables, keepsRefusals ? [] : refusals); // 5
  });
  if (gapAfter !== null) {
    throw new AppError(
      'mutation_gap',
      409,
      `Mutation ids of client ${request.clientId} must continue from ${gapAfter + 1}.`,
      { lastMutationId: gapAfter, ...response },
    );
  }
  return response;
}

type RefusalRow = { mutation_id: string | number; code: string; message: string };

/** The answer to a push or pull; `unkept` are this push's refusals that were not stored. */
async function answer(
  trx: Knex.Transaction,
  cart: LockedCart,
  request: SyncRequest,
  tables: SizeTables,
  unkept: readonly RefusalRow[] = [],
): Promise<SyncResponse> {
  const clients = await trx<ClientRow>('cart_clients').where('cart_id', cart.id);
  const pushedIds = request.mutations.map((mutation) => mutation.id);
  const kept: RefusalRow[] =
    pushedIds.length > 0
      ? await trx('cart_refusals')
          .where('client_id', request.clientId)
          .whereIn('mutation_id', pushedIds)
          .orderBy('mutation_id')
      : [];
  const refusals = [...kept, ...unkept].sort((a, b) => Number(a.mutation_id) - Number(b.mutation_id));
  return {
    cart: await readCartLines(trx, cart.id, tables),
    version: cart.version,
    lastMutationIds: Object.fromEntries(clients.map((client) => [client.client_id, Number(client.last_mutation_id)])),
    refused: refusals.map((row) => ({
      mutationId: Number(row.mutation_id),
      code: row.code as Refusal['code'],
      message: row.message,
    })),
  };
}
