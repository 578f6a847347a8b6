import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { applyPush, type LineChanges, lineChanges } from '#shared/cart/apply-push';
import { STRIPE_MAX_CHARGE_CENTS } from '#shared/catalogue/order-total-cap';
import type { PurchaseType, SizeTables } from '#shared/catalogue/sizes';
import { PRODUCT_ID_PATTERN } from '#shared/routes';
import { MAX_MUTATIONS_PER_PUSH, type Refusal, type SyncRequest, type SyncResponse } from '#shared/schemas/cart-sync';
import { cartWithFacts, type ProductRow } from '../../sync-api/cart/cart-facts-store.ts';
import { answer } from './baseline-cart-answer.ts';
import { readLimitFacts } from './baseline-cart-limits.ts';
import { loadSizeTables } from './baseline-catalogue.ts';
import { BaselineError } from './baseline-http.ts';

/**
 * POST /api/cart/sync in plain SQL, the same protocol as the API's cart sync service (see
 * docs/API.md): one transaction that locks the session's cart and the client's row, reads the
 * cart and its facts, lets the cart engine (shared/cart/) apply the push, writes its line
 * changes and refusals, advances the client's last id, bumps the cart's version once, and
 * answers the cart priced from the size tables. A cart keeps as many devices and refusals as
 * the API's caps allow (sync-api/cart/cart-sync-caps.ts).
 */

/** The API's caps: devices per cart, refusals per device. */
const MAX_CLIENTS_PER_CART = 20;
const MAX_REFUSALS_PER_CLIENT = MAX_MUTATIONS_PER_PUSH;

type Client = pg.PoolClient;

/** The push's line changes: one delete, one update and one insert at most. */
async function writeLines(client: Client, cartId: string, changes: LineChanges): Promise<void> {
  if (changes.removed.length > 0) {
    const removed = changes.removed.map((line) => line.key);
    const tuples = removed.map((_, row) => `($${row * 3 + 2}, $${row * 3 + 3}, $${row * 3 + 4})`);
    await client.query(
      `delete from cart_lines where cart_id = $1 and (product_id, size, purchase_type) in (${tuples.join(', ')})`,
      [cartId, ...removed.flatMap((line) => [line.productId, line.size, line.purchaseType])],
    );
  }
  if (changes.updated.length > 0) {
    const updated = changes.updated;
    const tuples = updated.map(
      (_, row) => `($${row * 4 + 2}, $${row * 4 + 3}, $${row * 4 + 4}, $${row * 4 + 5}::integer)`,
    );
    await client.query(
      `update cart_lines as l set quantity = v.quantity, updated_at = now()
       from (values ${tuples.join(', ')}) as v(product_id, size, purchase_type, quantity)
       where l.cart_id = $1 and l.product_id = v.product_id and l.size = v.size and l.purchase_type = v.purchase_type`,
      [cartId, ...updated.flatMap(({ key, quantity }) => [key.productId, key.size, key.purchaseType, quantity])],
    );
  }
  if (changes.added.length > 0) {
    const added = changes.added;
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
        ...added.flatMap(({ key, quantity }) => [randomUUID(), key.productId, key.size, key.purchaseType, quantity]),
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

/** The product and size a pushed mutation names, when they can be one: the rest are refused when parsed. */
function pushedSku(mutation: SyncRequest['mutations'][number]): { productId: string; size: string } | null {
  const { productId, size } = (mutation.args ?? {}) as { productId?: unknown; size?: unknown };
  if (typeof productId !== 'string' || !PRODUCT_ID_PATTERN.test(productId)) return null;
  return { productId, size: typeof size === 'string' ? size : '' };
}

/**
 * What a push reads before applying its mutations: the cart's lines, the products they and the
 * mutations name, and what the limits need of them; made into the engine's cart and facts.
 */
async function readPush(client: Client, cartId: string, tables: SizeTables, request: SyncRequest) {
  const lines = await client.query<{ product_id: string; size: string; purchase_type: PurchaseType; quantity: number }>(
    'select product_id, size, purchase_type, quantity from cart_lines where cart_id = $1 order by created_at, id',
    [cartId],
  );
  const stored = lines.rows.map((line) => ({
    productId: line.product_id,
    size: line.size,
    purchaseType: line.purchase_type,
    quantity: line.quantity,
  }));
  const skus = [...stored, ...request.mutations.flatMap((mutation) => pushedSku(mutation) ?? [])];
  const productIds = [...new Set(skus.map((sku) => sku.productId))];
  const products =
    productIds.length > 0
      ? (
          await client.query<ProductRow>(
            `select p.id, p.name, p.category, p.price, p.in_stock as "inStock", p.discontinued,
               (select coalesce(json_agg(s.size), '[]') from stock_levels s
                 where s.product_id = p.id and s.on_hand > 0) as "stockedSizes"
             from products p where p.id = any($1)`,
            [productIds],
          )
        ).rows
      : [];
  const chosen = request.state ?? null;
  const { rules, contents } = await readLimitFacts(client, chosen, skus);
  // The benchmark sets no largest order total: the API's default.
  const limits = { chosen, maxTotalCents: STRIPE_MAX_CHARGE_CENTS };
  const byId = new Map(products.map((product) => [product.id, product]));
  return cartWithFacts({ stored, products: byId, tables, rules, contents, limits });
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
  const { cart: before, facts } = await readPush(client, cart.id, tables, request);
  const pushed = applyPush(before, known, request.mutations, facts);
  await writeLines(client, cart.id, lineChanges(before, pushed));
  await recordRefusals(client, request.clientId, pushed.refusals);
  if (pushed.lastMutationId !== known) {
    await client.query('update cart_clients set last_mutation_id = $1, updated_at = now() where client_id = $2', [
      pushed.lastMutationId,
      request.clientId,
    ]);
  }
  const gapAfter = pushed.gapAfter;
  if (pushed.changed) {
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
