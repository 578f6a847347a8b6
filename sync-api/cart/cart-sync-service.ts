import type { Knex } from 'knex';
import { applyPush, lineChanges, type PushResult } from '#shared/cart/apply-push';
import type { CartLine } from '#shared/cart/cart-facts';
import { lineKey } from '#shared/cart/line-key';
import type { SizeTables } from '#shared/catalogue/sizes';
import type { Refusal, SyncRequest, SyncResponse } from '#shared/schemas/cart-sync';
import { AppError } from '../app-error.ts';
import { loadSizeTables } from '../catalogue/size-tables.ts';
import {
  ageVerificationRequired,
  confirmationHolds,
  confirmationIdOf,
} from '../compliance/age-verification-service.ts';
import type { Database } from '../db/database.ts';
import { type CartSettings, type CatalogueFacts, cartWithFacts, readCartWithFacts } from './cart-facts-store.ts';
import { priceCartLine } from './cart-pricing.ts';
import { bumpVersion, type LockedCart, lockCart, readCartLines, writeLineChanges } from './cart-store.ts';
import { forgetOldestClients, keepNewestRefusals } from './cart-sync-caps.ts';
import { bumpsVersion, type CartSnapshot, idsForAdded, readCartSnapshot, writeIfUnmoved } from './unlocked-push.ts';

/**
 * Push, then pull, for one device (client) of a session's cart, after Replicache's push
 * protocol. A push to a cart and client that exist takes two statements and no lock
 * (unlocked-push.ts): read, decide in memory, write if nothing moved, else read again. The
 * first push of a cart or of a client, and a push that keeps losing races to others of its
 * cart, take the cart's lock instead, in one transaction:
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

/** Unlocked tries before a push takes the cart's lock: each lost race means another push got through. */
const UNLOCKED_TRIES = 3;

const clientConflict = () =>
  new AppError(
    'client_conflict',
    409,
    'This client id belongs to another session; start a new client id and resend pending changes.',
  );

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
  if (!client || client.cart_id !== cart.id) throw clientConflict();
  return Number(client.last_mutation_id);
}

/** Who pushes: the session whose cart it is, and the age confirmation its browser's cookie claims. */
export interface Shopper {
  sessionId: string;
  ageCookie: string | undefined;
}

/**
 * The push or pull, answered; refused with 403 when the shopper's age confirmation does not
 * hold (checked in the push's first statement, so a refused push writes nothing).
 */
export async function syncCart(
  db: Database,
  settings: CartSettings,
  shopper: Shopper,
  request: SyncRequest,
): Promise<SyncResponse> {
  for (let attempt = 0; attempt < UNLOCKED_TRIES; attempt += 1) {
    const tried = await pushUnlocked(db, settings, shopper, request);
    if (tried === 'needs-lock') break;
    if (tried !== 'raced') return answered(request, tried);
  }
  return pushLocked(db, settings, shopper.sessionId, request);
}

function answered(request: SyncRequest, { response, gapAfter }: Pushed): SyncResponse {
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

interface Pushed {
  response: SyncResponse;
  gapAfter: number | null;
}

/**
 * The push without a lock: 'needs-lock' for a cart or client not stored yet, 'raced' when
 * another write moved the cart or the client between the read and the write.
 */
async function pushUnlocked(
  db: Database,
  settings: CartSettings,
  { sessionId, ageCookie }: Shopper,
  request: SyncRequest,
): Promise<Pushed | 'needs-lock' | 'raced'> {
  const ageConfirmationId = confirmationIdOf(ageCookie);
  const fromMemory = keptCopy(settings, sessionId, ageConfirmationId, request);
  const read = fromMemory ?? (await readCart(db, settings, sessionId, ageConfirmationId, request));
  if (ageConfirmationId === null || !confirmationHolds(read.ageConfirmedUntil)) throw ageVerificationRequired();
  const { snapshot, catalogue } = read;
  if (!snapshot || !catalogue) return 'needs-lock';
  if (request.mutations.length === 0) {
    const lines = new Map(snapshot.lines.map((line) => [lineKey(line), line.id]));
    const { cart } = decisionInputs(snapshot, settings, catalogue, request.state ?? null);
    return { response: snapshotAnswer(snapshot, cart, lines, catalogue, {}), gapAfter: null };
  }
  if (!snapshot.client) return 'needs-lock';
  if (snapshot.client.cartId !== snapshot.cartId) throw clientConflict();
  const known = snapshot.client.lastMutationId;
  const { cart: before, facts } = decisionInputs(snapshot, settings, catalogue, request.state ?? null);
  const pushed = applyPush(before, known, request.mutations, facts);
  const changes = lineChanges(before, pushed);
  const addedIds = idsForAdded(changes);
  const refusals = pushed.refusals.map((refusal) => ({
    mutation_id: refusal.mutationId,
    code: refusal.code,
    message: refusal.message,
  }));
  if (pushed.lastMutationId !== known) {
    // As the locked path: only a cart that holds something, before or after, keeps refusals.
    const kept = before.size > 0 || pushed.cart.size > 0 ? refusals : [];
    const outcome = { snapshot, clientId: request.clientId, lastMutationId: pushed.lastMutationId, changes, addedIds };
    if (!(await writeIfUnmoved(db, { ...outcome, refusals: kept, ageConfirmationId }))) {
      settings.keptCarts.forget(sessionId);
      return 'raced';
    }
  }
  const lineIds = new Map(snapshot.lines.map((line) => [lineKey(line), line.id]));
  for (const [key, id] of addedIds) lineIds.set(key, id);
  const response = snapshotAnswer(snapshot, pushed.cart, lineIds, catalogue, {
    clientId: request.clientId,
    pushed,
    known,
    refusedNow: refusals,
  });
  if (read.ageConfirmedUntil !== null) {
    settings.keptCarts.keep(sessionId, {
      ageConfirmationId,
      ageConfirmedUntil: read.ageConfirmedUntil,
      clientId: request.clientId,
      snapshot: {
        cartId: snapshot.cartId,
        version: snapshot.version + (bumpsVersion(changes) ? 1 : 0),
        catalogueVersion: catalogue.version,
        client: { cartId: snapshot.cartId, lastMutationId: pushed.lastMutationId },
        lastMutationIds: response.lastMutationIds,
        lines: [...pushed.cart].flatMap(([key, line]) => {
          const id = lineIds.get(key);
          return id ? [{ ...line.key, id, quantity: line.quantity }] : [];
        }),
        keptRefusals: [],
      },
    });
  }
  return { response, gapAfter: pushed.gapAfter };
}

/** What a push decides on: the session's cart (null before its first write) and the catalogue's facts. */
interface PushInputs {
  ageConfirmedUntil: Date | string | null;
  snapshot: CartSnapshot | null;
  catalogue: CatalogueFacts | null;
}

/**
 * The cart this process kept from the session's last push, when this push can be decided on it
 * (kept-carts.ts): the same device and age confirmation, ids that follow on from the last
 * applied, and the catalogue's facts kept at the version this process knows to be current. A
 * pull always reads: it is how a device learns of changes made elsewhere.
 */
function keptCopy(
  settings: CartSettings,
  sessionId: string,
  ageConfirmationId: string | null,
  request: SyncRequest,
): PushInputs | null {
  if (request.mutations.length === 0 || ageConfirmationId === null) return null;
  const kept = settings.keptCarts.take(sessionId);
  if (!kept || kept.clientId !== request.clientId || kept.ageConfirmationId !== ageConfirmationId) return null;
  // Ids come in order (the envelope's schema): the first follows the last applied, or the push
  // resends (whose refusals are stored, not kept) or skips ahead (answered without a write).
  if (request.mutations[0]?.id !== (kept.snapshot.client?.lastMutationId ?? 0) + 1) return null;
  const catalogue = settings.catalogue.keptAt(settings.catalogueVersion());
  return catalogue && { ageConfirmedUntil: kept.ageConfirmedUntil, snapshot: kept.snapshot, catalogue };
}

/** The push's first statement (unlocked-push.ts), and the catalogue's facts at the version it saw. */
async function readCart(
  db: Database,
  settings: CartSettings,
  sessionId: string,
  ageConfirmationId: string | null,
  request: SyncRequest,
): Promise<PushInputs> {
  const read = await readCartSnapshot(db, {
    sessionId,
    clientId: request.clientId,
    pushedIds: request.mutations.map((mutation) => mutation.id),
    ageConfirmationId,
  });
  const snapshot = read.cart;
  const catalogue = snapshot && (await settings.catalogue.factsAt(db, snapshot.catalogueVersion));
  return { ageConfirmedUntil: read.ageConfirmedUntil, snapshot, catalogue };
}

function decisionInputs(
  snapshot: CartSnapshot,
  settings: CartSettings,
  catalogue: CatalogueFacts,
  chosen: string | null,
) {
  const { products, tables, rules, contents } = catalogue;
  const inForce = chosen === null ? rules.filter((rule) => rule.offered) : rules.filter((rule) => rule.code === chosen);
  return cartWithFacts({
    stored: snapshot.lines,
    products,
    tables,
    rules: inForce,
    contents,
    limits: { chosen, maxTotalCents: settings.maxTotalCents },
  });
}

/**
 * The answer as the statement that wrote the push left the cart, from memory: the lines priced
 * as readCartLines prices them, with the catalogue's facts the decision used.
 */
function snapshotAnswer(
  snapshot: CartSnapshot,
  cart: ReadonlyMap<string, CartLine>,
  lineIds: ReadonlyMap<string, string>,
  catalogue: Pick<CatalogueFacts, 'products' | 'tables'>,
  push: { clientId?: string; pushed?: PushResult; known?: number; refusedNow?: readonly RefusalRow[] },
): SyncResponse {
  const products = catalogue.products;
  const items = [...cart].flatMap(([key, line]) => {
    const product = products.get(line.key.productId);
    const id = lineIds.get(key);
    if (!product || !id) return [];
    const stored = {
      id,
      quantity: line.quantity,
      size: line.key.size,
      purchaseType: line.key.purchaseType,
      sizeInStock: product.stockedSizes.includes(line.key.size),
      content: line.content,
      product,
    };
    return [priceCartLine(stored, catalogue.tables)];
  });
  const lastMutationIds = { ...snapshot.lastMutationIds };
  if (push.clientId && push.pushed) lastMutationIds[push.clientId] = push.pushed.lastMutationId;
  const known = push.known ?? Number.POSITIVE_INFINITY;
  const kept = snapshot.keptRefusals.filter((row) => row.mutation_id <= known);
  return {
    cart: items,
    version: snapshot.version + (push.pushed?.changed ? 1 : 0),
    lastMutationIds,
    refused: refusalsOf(kept, push.refusedNow ?? []),
  };
}

function refusalsOf(kept: readonly RefusalRow[], refusedNow: readonly RefusalRow[]): Refusal[] {
  return [...kept, ...refusedNow]
    .sort((a, b) => Number(a.mutation_id) - Number(b.mutation_id))
    .map((row) => ({ mutationId: Number(row.mutation_id), code: row.code as Refusal['code'], message: row.message }));
}

/** The push under the cart's lock, in one transaction (steps 1 to 5 above). */
async function pushLocked(
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
  return answered(request, { response, gapAfter });
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
  return {
    cart: await readCartLines(trx, cart.id, tables),
    version: cart.version,
    lastMutationIds: Object.fromEntries(clients.map((client) => [client.client_id, Number(client.last_mutation_id)])),
    refused: refusalsOf(kept, refusedNow),
  };
}
