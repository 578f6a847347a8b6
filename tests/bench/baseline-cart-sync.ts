import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { checkLineQuantity } from '#shared/catalogue/cart-rules';
import type { PurchaseType, SizeTables } from '#shared/catalogue/sizes';
import { PRODUCT_ID_PATTERN } from '#shared/routes';
import {
  MAX_MUTATIONS_PER_PUSH,
  parseCartMutation,
  type Refusal,
  type SyncRequest,
  type SyncResponse,
} from '#shared/schemas/cart-sync';
import type { LimitedLine } from '../../sync-api/services/cart-limits.ts';
import { answer } from './baseline-cart-answer.ts';
import { type LimitFacts, readLimitFacts, refuseCartRaise } from './baseline-cart-limits.ts';
import { loadSizeTables } from './baseline-catalogue.ts';
import { BaselineError } from './baseline-http.ts';

/**
 * POST /api/cart/sync in plain SQL, the same protocol as the API's cart sync service (see
 * docs/API.md): one transaction that locks the session's cart and the client's row, skips ids
 * already applied, applies or refuses (and records) each new mutation, advances the client's
 * last id, bumps the cart's version once, and answers the cart priced from the size tables.
 * A raise keeps to the state's purchase limits and the largest order total, and a cart keeps
 * as many devices and refusals as the API's caps allow (sync-api/services/cart-sync-caps.ts).
 */

/** The API's caps: devices per cart, refusals per device. */
const MAX_CLIENTS_PER_CART = 20;
const MAX_REFUSALS_PER_CLIENT = MAX_MUTATIONS_PER_PUSH;

type Client = pg.PoolClient;

/** What a push reads of the products its mutations name. */
interface ProductRow {
  id: string;
  name: string;
  category: string;
  price: string;
  in_stock: boolean;
  discontinued: boolean;
  stocked_sizes: string[];
}

const keyOf = (productId: string, size: string, purchaseType: string) => `${productId}|${size}|${purchaseType}`;

interface LineFields {
  productId: string;
  size: string;
  purchaseType: PurchaseType;
}

/** The push's state in memory; its line changes are written once, at the end (writeLines). */
interface Push {
  client: Client;
  cartId: string;
  tables: SizeTables;
  products: Map<string, ProductRow>;
  limits: LimitFacts;
  quantities: Map<string, number>;
  fields: Map<string, LineFields>;
  /** Lines the cart had at the start and still has. */
  stored: Set<string>;
  removed: Map<string, LineFields>;
  updated: Map<string, number>;
  /** New lines in the order they were first added. */
  added: Map<string, number>;
}

function setLine(push: Push, key: string, fields: LineFields, quantity: number): void {
  push.quantities.set(key, quantity);
  push.fields.set(key, fields);
  if (push.stored.has(key)) push.updated.set(key, quantity);
  else push.added.set(key, quantity);
}

function dropLine(push: Push, key: string): void {
  push.quantities.delete(key);
  const fields = push.fields.get(key);
  if (push.stored.delete(key) && fields) {
    push.updated.delete(key);
    push.removed.set(key, fields);
  } else {
    push.added.delete(key);
  }
}

const fieldsOf = (push: Push, key: string): LineFields => {
  const fields = push.fields.get(key);
  if (!fields) throw new Error(`No line ${key}`);
  return fields;
};

/** The push's line changes: one delete, one update and one insert at most. */
async function writeLines(push: Push): Promise<void> {
  const { client, cartId } = push;
  if (push.removed.size > 0) {
    const removed = [...push.removed.values()];
    const tuples = removed.map((_, row) => `($${row * 3 + 2}, $${row * 3 + 3}, $${row * 3 + 4})`);
    await client.query(
      `delete from cart_lines where cart_id = $1 and (product_id, size, purchase_type) in (${tuples.join(', ')})`,
      [cartId, ...removed.flatMap((line) => [line.productId, line.size, line.purchaseType])],
    );
  }
  if (push.updated.size > 0) {
    const updated = [...push.updated];
    const tuples = updated.map(
      (_, row) => `($${row * 4 + 2}, $${row * 4 + 3}, $${row * 4 + 4}, $${row * 4 + 5}::integer)`,
    );
    await client.query(
      `update cart_lines as l set quantity = v.quantity, updated_at = now()
       from (values ${tuples.join(', ')}) as v(product_id, size, purchase_type, quantity)
       where l.cart_id = $1 and l.product_id = v.product_id and l.size = v.size and l.purchase_type = v.purchase_type`,
      [
        cartId,
        ...updated.flatMap(([key, quantity]) => {
          const line = fieldsOf(push, key);
          return [line.productId, line.size, line.purchaseType, quantity];
        }),
      ],
    );
  }
  if (push.added.size > 0) {
    const added = [...push.added];
    const tuples = added.map(
      (_, row) =>
        `($${row * 5 + 2}::uuid, $1, $${row * 5 + 3}, $${row * 5 + 4}, $${row * 5 + 5}, $${row * 5 + 6}::integer,
          greatest(clock_timestamp(), (select max(created_at) + interval '1 microsecond' from cart_lines where cart_id = $1))
            + ${row} * interval '1 microsecond')`,
    );
    await client.query(
      `insert into cart_lines (id, cart_id, product_id, size, purchase_type, quantity, created_at) values ${tuples.join(', ')}`,
      [
        cartId,
        ...added.flatMap(([key, quantity]) => {
          const line = fieldsOf(push, key);
          return [randomUUID(), line.productId, line.size, line.purchaseType, quantity];
        }),
      ],
    );
  }
}

async function lockCart(client: Client, sessionId: string): Promise<{ id: string; version: number }> {
  const select = () =>
    client.query<{ id: string; version: number }>('select id, version from carts where session_id = $1 for update', [
      sessionId,
    ]);
  const existing = (await select()).rows[0];
  if (existing) return existing;
  await client.query('insert into carts (id, session_id) values ($1, $2) on conflict (session_id) do nothing', [
    randomUUID(),
    sessionId,
  ]);
  const row = (await select()).rows[0];
  if (!row) throw new Error('The cart row vanished inside its own transaction');
  return row;
}

async function lockClient(client: Client, cartId: string, clientId: string): Promise<number> {
  const select = () =>
    client.query<{ cart_id: string; last_mutation_id: string }>(
      'select cart_id, last_mutation_id from cart_clients where client_id = $1 for update',
      [clientId],
    );
  let row = (await select()).rows[0];
  if (!row) {
    await client.query(
      'insert into cart_clients (client_id, cart_id) values ($1, $2) on conflict (client_id) do nothing',
      [clientId, cartId],
    );
    row = (await select()).rows[0];
    if (row?.cart_id === cartId) await forgetOldestClients(client, cartId, clientId);
  }
  if (!row || row.cart_id !== cartId) {
    throw new BaselineError(
      409,
      'client_conflict',
      'This client id belongs to another session; start a new client id and resend pending changes.',
    );
  }
  return Number(row.last_mutation_id);
}

async function forgetOldestClients(client: Client, cartId: string, keep: string): Promise<void> {
  await client.query(
    `delete from cart_clients where client_id in (
       select client_id from cart_clients where cart_id = $1 and client_id <> $2
       order by updated_at desc, client_id desc offset $3)`,
    [cartId, keep, MAX_CLIENTS_PER_CART - 1],
  );
}

/** The cart's lines as they would be with `raised` (the line `raisedKey`) at its new quantity. */
function cartAfter(push: Push, raisedKey: string, raised: LimitedLine): LimitedLine[] {
  const after: LimitedLine[] = [raised];
  for (const [key, quantity] of push.quantities) {
    const fields = push.fields.get(key);
    const product = fields && push.products.get(fields.productId);
    if (key !== raisedKey && fields && product) after.push({ ...fields, quantity, product });
  }
  return after;
}

type Outcome = { changed: boolean; refusal?: Omit<Refusal, 'mutationId'> };

function apply(push: Push, pushed: SyncRequest['mutations'][number]): Outcome {
  const parsed = parseCartMutation(pushed);
  if (!parsed.ok) return { changed: false, refusal: { code: 'invalid_mutation', message: parsed.message } };
  const { mutation } = parsed;
  if (mutation.name === 'clearCart') {
    if (push.quantities.size === 0) return { changed: false };
    for (const key of [...push.quantities.keys()]) dropLine(push, key);
    return { changed: true };
  }
  const { productId, size, purchaseType } = mutation.args;
  const key = keyOf(productId, size, purchaseType);
  if (mutation.name === 'removeLine') {
    if (!push.quantities.has(key)) return { changed: false };
    dropLine(push, key);
    return { changed: true };
  }
  const product = push.products.get(productId);
  const fixed = product ? push.tables.categorySizes[product.category] : undefined;
  const offered = fixed && fixed.length > 0 ? fixed : push.tables.multipliers;
  const refusal = checkLineQuantity({
    productId,
    product: product && { name: product.name, inStock: product.in_stock, discontinued: product.discontinued },
    size,
    sizeLabel: offered.find((option) => option.size === size)?.label ?? size,
    offeredSizes: offered.map((option) => option.size),
    stockedSizes: new Set(product?.stocked_sizes ?? []),
    quantity: mutation.args.quantity,
    currentQuantity: push.quantities.get(key) ?? 0,
    linesInCart: push.quantities.size,
  });
  if (refusal) {
    const code = refusal.code === 'quantity_limit' ? 'invalid_mutation' : refusal.code;
    return { changed: false, refusal: { code, message: refusal.message } };
  }
  const currentQuantity = push.quantities.get(key) ?? 0;
  if (currentQuantity === mutation.args.quantity) return { changed: false };
  if (product && mutation.args.quantity > currentQuantity) {
    const raised: LimitedLine = { productId, size, purchaseType, quantity: mutation.args.quantity, product };
    const overLimit = refuseCartRaise(push.limits, raised, cartAfter(push, key, raised));
    if (overLimit) return { changed: false, refusal: overLimit };
  }
  setLine(push, key, { productId, size, purchaseType }, mutation.args.quantity);
  return { changed: true };
}

/** The product and size a pushed mutation names, when they can be one: the rest are refused when parsed. */
function pushedSku(mutation: SyncRequest['mutations'][number]): { productId: string; size: string } | null {
  const { productId, size } = (mutation.args ?? {}) as { productId?: unknown; size?: unknown };
  if (typeof productId !== 'string' || !PRODUCT_ID_PATTERN.test(productId)) return null;
  return { productId, size: typeof size === 'string' ? size : '' };
}

/**
 * What a push reads before applying its mutations: the cart's lines, the products they and the
 * mutations name, and what the limits need of them.
 */
async function readPush(client: Client, cartId: string, tables: SizeTables, request: SyncRequest): Promise<Push> {
  const lines = await client.query<{ product_id: string; size: string; purchase_type: PurchaseType; quantity: number }>(
    'select product_id, size, purchase_type, quantity from cart_lines where cart_id = $1',
    [cartId],
  );
  const keyed = lines.rows.map((line) => ({
    key: keyOf(line.product_id, line.size, line.purchase_type),
    fields: { productId: line.product_id, size: line.size, purchaseType: line.purchase_type },
    quantity: line.quantity,
  }));
  const skus = [
    ...keyed.map((line) => line.fields),
    ...request.mutations.flatMap((mutation) => pushedSku(mutation) ?? []),
  ];
  const productIds = [...new Set(skus.map((sku) => sku.productId))];
  const products =
    productIds.length > 0
      ? (
          await client.query<ProductRow>(
            `select p.*, (select coalesce(json_agg(s.size), '[]') from stock_levels s
               where s.product_id = p.id and s.on_hand > 0) as stocked_sizes
             from products p where p.id = any($1)`,
            [productIds],
          )
        ).rows
      : [];
  return {
    client,
    cartId,
    tables,
    products: new Map(products.map((product) => [product.id, product])),
    limits: await readLimitFacts(client, request.state ?? null, tables, skus),
    quantities: new Map(keyed.map((line) => [line.key, line.quantity])),
    fields: new Map(keyed.map((line) => [line.key, line.fields])),
    stored: new Set(keyed.map((line) => line.key)),
    removed: new Map(),
    updated: new Map(),
    added: new Map(),
  };
}

async function recordRefusals(client: Client, clientId: string, refusals: Refusal[]): Promise<void> {
  if (refusals.length === 0) return;
  const rows = refusals.map((_, row) => `($1, $${row * 3 + 2}, $${row * 3 + 3}, $${row * 3 + 4})`);
  await client.query(`insert into cart_refusals (client_id, mutation_id, code, message) values ${rows.join(', ')}`, [
    clientId,
    ...refusals.flatMap((refusal) => [refusal.mutationId, refusal.code, refusal.message]),
  ]);
  await client.query(
    `delete from cart_refusals where client_id = $1 and mutation_id not in (
       select mutation_id from cart_refusals where client_id = $1 order by mutation_id desc limit $2)`,
    [clientId, MAX_REFUSALS_PER_CLIENT],
  );
}

/** The protocol's steps; answers the cart and, when ids skipped ahead, the last id applied. */
async function push(client: Client, sessionId: string, request: SyncRequest) {
  const cart = await lockCart(client, sessionId);
  const tables = await loadSizeTables(client);
  if (request.mutations.length === 0) return { response: await answer(client, cart, tables, request), gapAfter: null };
  const known = await lockClient(client, cart.id, request.clientId);
  const state = await readPush(client, cart.id, tables, request);
  let lastMutationId = known;
  let gapAfter: number | null = null;
  let changed = false;
  const refusals: Refusal[] = [];
  for (const mutation of request.mutations) {
    if (mutation.id <= lastMutationId) continue;
    if (mutation.id > lastMutationId + 1) {
      gapAfter = lastMutationId;
      break;
    }
    const outcome = apply(state, mutation);
    if (outcome.refusal) refusals.push({ mutationId: mutation.id, ...outcome.refusal });
    changed ||= outcome.changed;
    lastMutationId = mutation.id;
  }
  await writeLines(state);
  await recordRefusals(client, request.clientId, refusals);
  if (lastMutationId !== known) {
    await client.query('update cart_clients set last_mutation_id = $1, updated_at = now() where client_id = $2', [
      lastMutationId,
      request.clientId,
    ]);
  }
  if (changed) {
    cart.version += 1;
    await client.query('update carts set version = $1, updated_at = now() where id = $2', [cart.version, cart.id]);
  }
  return { response: await answer(client, cart, tables, request), gapAfter };
}

/** The push in one transaction; an id that skips ahead commits what came before, then answers 409. */
export async function syncCart(pool: pg.Pool, sessionId: string, request: SyncRequest): Promise<SyncResponse> {
  const client = await pool.connect();
  let result: Awaited<ReturnType<typeof push>>;
  try {
    await client.query('begin');
    result = await push(client, sessionId, request);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  if (result.gapAfter !== null) {
    throw new BaselineError(
      409,
      'mutation_gap',
      `Mutation ids of client ${request.clientId} must continue from ${result.gapAfter + 1}.`,
      { lastMutationId: result.gapAfter, ...result.response },
    );
  }
  return result.response;
}
