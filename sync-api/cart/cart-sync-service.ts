import type { Knex } from 'knex';
import { applyPush, lineChanges } from '#shared/cart/apply-push';
import type { SizeTables } from '#shared/catalogue/sizes';
import type { Refusal, SyncRequest, SyncResponse } from '#shared/schemas/cart-sync';
import { AppError } from '../app-error.ts';
import { loadSizeTables } from '../catalogue/size-tables.ts';
import type { Database } from '../db/database.ts';
import { type CartSettings, readCartWithFacts } from './cart-facts-store.ts';
import { bumpVersion, type LockedCart, lockCart, readCartLines, writeLineChanges } from './cart-store.ts';
import { forgetOldestClients, keepNewestRefusals } from './cart-sync-caps.ts';

/**
 * Push, then pull, for one device (client) of a session's cart, after Replicache's push
 * protocol. The whole push is one transaction:
 *
 *  1. Lock the session's cart row (created on first use), so pushes to one cart are serial.
 *  2. Find or create the client's row; a client id that belongs to another session's cart is
 *     refused (409 client_conflict): the device must start a new client id. A new client past
 *     the cart's cap makes it forget its least recently active one (cart-sync-caps.ts).
 *  3. Apply the mutations as the cart engine's push does (shared/cart/apply-push.ts): skip
 *     what was applied before, stop at a gap (answered 409 mutation_gap with the last applied
 *     id, after committing what came before), decide each of the rest against the cart and
 *     the facts read once for the push (cart-facts-store.ts). A refused mutation is recorded
 *     with its reason and still counts as processed; then write the lines' changes and
 *     (d) advance the client's last mutation id.
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

export async function syncCart(
  db: Database,
  settings: CartSettings,
  sessionId: string,
  request: SyncRequest,
): Promise<SyncResponse> {
  let gapAfter: number | null = null;
  const response = await db.transaction(async (trx) => {
    const cart = await lockCart(trx, sessionId); // 1
    if (request.mutations.length === 0) return answer(trx, cart, request, await loadSizeTables(trx));
    const known = await lockClient(trx, cart, request.clientId); // 2
    const chosen = request.state ?? null;
    const { cart: before, facts, tables } = await readCartWithFacts(trx, cart.id, settings, chosen);
    const pushed = applyPush(before, known, request.mutations, facts); // 3
    gapAfter = pushed.gapAfter;
    await writeLineChanges(trx, cart.id, lineChanges(before, pushed));
    const refusals = pushed.refusals.map((refusal) => ({
      client_id: request.clientId,
      mutation_id: refusal.mutationId,
      code: refusal.code,
      message: refusal.message,
    }));
    // Refusals are kept (for a retried push to learn why) only by a cart that holds something,
    // before or after the push: a client sending no session cookie starts an empty cart each
    // time, and a push refused whole would store rows without bound. Such a push still hears
    // its refusals in its answer.
    const keepsRefusals = before.size > 0 || pushed.cart.size > 0;
    if (refusals.length > 0 && keepsRefusals) {
      await trx('cart_refusals').insert(refusals);
      await keepNewestRefusals(trx, request.clientId);
    }
    await recordPush(
      trx,
      cart,
      request.clientId,
      pushed.lastMutationId !== known ? pushed.lastMutationId : null,
      pushed.changed,
    ); // 3d, 4
    return answer(trx, cart, request, tables, refusals, known); // 5
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

/**
 * The client's last applied mutation and the cart's version, in one round trip: each is a write
 * only when the push moved it.
 */
async function recordPush(
  trx: Knex.Transaction,
  cart: LockedCart,
  clientId: string,
  lastMutationId: number | null,
  changed: boolean,
): Promise<void> {
  if (lastMutationId === null) {
    if (changed) await bumpVersion(trx, cart);
    return;
  }
  if (!changed) {
    await updateClient(trx, clientId, lastMutationId);
    return;
  }
  const version = cart.version + 1;
  const client = trx('cart_clients')
    .where('client_id', clientId)
    .update({ last_mutation_id: lastMutationId, updated_at: trx.fn.now() });
  await trx.with('client', client).table('carts').where('id', cart.id).update({ version, updated_at: trx.fn.now() });
  cart.version = version;
}

const updateClient = (trx: Knex.Transaction, clientId: string, lastMutationId: number) =>
  trx('cart_clients')
    .where('client_id', clientId)
    .update({ last_mutation_id: lastMutationId, updated_at: trx.fn.now() });

type RefusalRow = { mutation_id: string | number; code: string; message: string };

/** The answer to a push or pull, with this push's refusals and those stored for mutations sent before (ids up to `known`). */
async function answer(
  trx: Knex.Transaction,
  cart: LockedCart,
  request: SyncRequest,
  tables: SizeTables,
  refusedNow: readonly RefusalRow[] = [],
  known = Number.POSITIVE_INFINITY,
): Promise<SyncResponse> {
  const clients = await trx<ClientRow>('cart_clients').where('cart_id', cart.id);
  // This push's refusals are at hand; only a mutation sent before can have one stored already.
  const pushedIds = request.mutations.map((mutation) => mutation.id).filter((id) => id <= known);
  const kept: RefusalRow[] =
    pushedIds.length > 0
      ? await trx('cart_refusals')
          .where('client_id', request.clientId)
          .whereIn('mutation_id', pushedIds)
          .orderBy('mutation_id')
      : [];
  const refusals = [...kept, ...refusedNow].sort((a, b) => Number(a.mutation_id) - Number(b.mutation_id));
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
