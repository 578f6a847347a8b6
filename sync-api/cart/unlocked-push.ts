import { randomUUID } from 'node:crypto';
import type { LineKey } from '#shared/cart/line-key';
import { lineKey } from '#shared/cart/line-key';
import type { PurchaseType } from '#shared/catalogue/sizes';
import type { Database } from '../db/database.ts';
import { PreparedStatement } from '../db/prepared-statement.ts';
import type { LineChanges } from './cart-store.ts';
import { MAX_REFUSALS_PER_CLIENT } from './cart-sync-caps.ts';

/**
 * A push to a cart that exists, from a client it knows, in two statements and no lock
 * (decision 023): one reads everything the push needs, and one writes its outcome only if
 * nothing it was decided on has moved since. The locking path (cart-sync-service.ts) does the
 * rest: a cart's first push, a client's first push, and a push that keeps losing races.
 *
 * What a decision reads of the cart is guarded by two values every writer moves:
 *  - the cart's version, which every change to its lines bumps in the same transaction (the
 *    sync, the REST calls and checkout alike);
 *  - the client's last applied id, which only a push of that client moves.
 * A write that changes lines bumps the version only if it is still the one read, and waits
 * for any writer holding the cart's row; a write that changes no lines (only refusals and the
 * client's id) needs the version unchanged as its statement sees it: a change committed after
 * that orders after this push, whose refusals were decided on the cart as it was. Either way
 * the client's id must still be the one read, so the same push sent twice at once applies once.
 * A lost race writes nothing and the caller reads again.
 */

type RefusalRow = { mutation_id: number; code: string; message: string };

/** A stored line as the push reads it. */
export type SnapshotLine = LineKey & { id: string; quantity: number };

export interface CartSnapshot {
  cartId: string;
  version: number;
  /** The catalogue's version as the same statement saw it. */
  catalogueVersion: string;
  /** The pushing client's cart and last applied id; null before its first push. */
  client: { cartId: string; lastMutationId: number } | null;
  /** The last applied id of each client of this cart. */
  lastMutationIds: Record<string, number>;
  /** The cart's lines, oldest first. */
  lines: SnapshotLine[];
  /** The refusals stored for the pushed ids. */
  keptRefusals: RefusalRow[];
}

interface SnapshotRow {
  age_expires_at: Date | string | null;
  /** Null, with the version, when the session has no cart. */
  id: string | null;
  version: number;
  catalogue_version: string;
  client: { cartId: string; lastMutationId: number | string } | null;
  last_mutation_ids: Record<string, number | string>;
  lines: { id: string; productId: string; size: string; purchaseType: PurchaseType; quantity: number }[];
  kept_refusals: { mutation_id: number | string; code: string; message: string }[];
}

const READ_CART = new PreparedStatement<SnapshotRow>(
  'cart-push-read',
  `select (select expires_at from age_verifications where id = ?::uuid) as age_expires_at,
       c.id, c.version,
       (select version::text from catalogue_version) as catalogue_version,
       (select json_build_object('cartId', k.cart_id, 'lastMutationId', k.last_mutation_id)
          from cart_clients k where k.client_id = ?) as client,
       (select coalesce(json_object_agg(k.client_id, k.last_mutation_id), '{}')
          from cart_clients k where k.cart_id = c.id) as last_mutation_ids,
       (select coalesce(json_agg(json_build_object('id', l.id, 'productId', l.product_id, 'size', l.size,
            'purchaseType', l.purchase_type, 'quantity', l.quantity) order by l.created_at, l.id), '[]')
          from cart_lines l where l.cart_id = c.id) as lines,
       (select coalesce(json_agg(json_build_object('mutation_id', r.mutation_id, 'code', r.code,
            'message', r.message) order by r.mutation_id), '[]')
          from cart_refusals r where r.client_id = ? and r.mutation_id = any(?::bigint[])) as kept_refusals
     from (select) as one left join carts c on c.session_id = ?`,
);

/** What a push's first statement reads. */
export interface PushRead {
  /** When the age confirmation the shopper's cookie names expires; null when none is recorded. */
  ageConfirmedUntil: Date | string | null;
  /** The session's cart; null before its first write. */
  cart: CartSnapshot | null;
}

/**
 * The session's cart with all a push decides and answers with, and the shopper's age
 * confirmation (a cart write needs one), in one statement.
 */
export async function readCartSnapshot(
  db: Database,
  read: { sessionId: string; clientId: string; pushedIds: readonly number[]; ageConfirmationId: string | null },
): Promise<PushRead> {
  const { sessionId, clientId, pushedIds } = read;
  const [row] = await READ_CART.run(db, [read.ageConfirmationId, clientId, clientId, [...pushedIds], sessionId]);
  if (!row) throw new Error('The push statement answered no row');
  const ageConfirmedUntil = row.age_expires_at;
  if (row.id === null) return { ageConfirmedUntil, cart: null };
  return {
    ageConfirmedUntil,
    cart: {
      cartId: row.id,
      version: row.version,
      catalogueVersion: row.catalogue_version,
      client: row.client && { cartId: row.client.cartId, lastMutationId: Number(row.client.lastMutationId) },
      lastMutationIds: Object.fromEntries(
        Object.entries(row.last_mutation_ids).map(([client, last]) => [client, Number(last)]),
      ),
      lines: row.lines,
      keptRefusals: row.kept_refusals.map((refusal) => ({ ...refusal, mutation_id: Number(refusal.mutation_id) })),
    },
  };
}

/** What a push decided, to be written if the cart and the client are still as read. */
export interface PushOutcome {
  snapshot: CartSnapshot;
  clientId: string;
  /** The last mutation id the push processed (more than the client's, or nothing is written). */
  lastMutationId: number;
  changes: LineChanges;
  /** The id each added line is stored under, by its line key. */
  addedIds: ReadonlyMap<string, string>;
  /** Refusals to keep, newest ids last; empty when the cart keeps none. */
  refusals: readonly RefusalRow[];
  /** The age confirmation the push was allowed under: withdrawn or expired since, nothing is written. */
  ageConfirmationId: string;
}

/** An id for each line a push adds (one taken out and put back comes back under a new id, as its row). */
export function idsForAdded(changes: LineChanges): Map<string, string> {
  return new Map(changes.added.map((line) => [lineKey(line.key), randomUUID()]));
}

/**
 * The write of an unlocked push, one text whatever the push holds (each kind of change is an
 * array, empty when there is none), so that PostgreSQL parses and plans it once per connection.
 * Lines are written as cart-store.ts's writeLineChanges writes them (a line taken out and put
 * back moves behind the others, under a new id), a line put back as one row update: the
 * statement's parts run together and must not touch one row twice. New lines go behind the
 * newest by their position in microseconds, from one instant for the whole statement.
 */
const WRITE_IF_UNMOVED = new PreparedStatement<{ written: boolean }>(
  'cart-push-write',
  `
  with age as (
    select from age_verifications where id = ?::uuid and expires_at > now()
  ), bumped as (
    update carts set version = version + 1, updated_at = now()
    where ?::boolean and id = ? and version = ? and exists (select from age) returning id
  ), guard as (
    select id from bumped
    union all
    select id from carts where not ?::boolean and id = ? and version = ? and exists (select from age)
  ), client as (
    update cart_clients set last_mutation_id = ?, updated_at = now()
    where client_id = ? and cart_id = ? and last_mutation_id = ? and exists (select from guard)
    returning client_id
  ), removed as (
    delete from cart_lines
    where exists (select from client) and cart_id = ?
      and (product_id, size, purchase_type) in (select * from unnest(?::text[], ?::text[], ?::text[]))
  ), updated as (
    update cart_lines as l set quantity = v.quantity, updated_at = now()
    from unnest(?::text[], ?::text[], ?::text[], ?::integer[]) as v(product_id, size, purchase_type, quantity)
    where exists (select from client) and l.cart_id = ? and l.product_id = v.product_id and l.size = v.size
      and l.purchase_type = v.purchase_type
  ), newest as (
    select greatest(now(), max(created_at) + interval '1 microsecond') as at from cart_lines where cart_id = ?
  ), placed as (
    select v.*, (select at from newest) + v.position * interval '1 microsecond' as created_at
    from unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::integer[], ?::integer[], ?::boolean[])
      as v(id, product_id, size, purchase_type, quantity, position, put_back)
  ), put_back as (
    update cart_lines as l set id = v.id, quantity = v.quantity, updated_at = now(), created_at = v.created_at
    from placed as v
    where v.put_back and exists (select from client) and l.cart_id = ? and l.product_id = v.product_id
      and l.size = v.size and l.purchase_type = v.purchase_type
  ), added as (
    insert into cart_lines (id, cart_id, product_id, size, purchase_type, quantity, created_at)
    select v.id, ?, v.product_id, v.size, v.purchase_type, v.quantity, v.created_at
    from placed as v where not v.put_back and exists (select from client)
  ), refused as (
    insert into cart_refusals (client_id, mutation_id, code, message)
    select ?, v.mutation_id, v.code, v.message
    from unnest(?::bigint[], ?::text[], ?::text[]) as v(mutation_id, code, message)
    where exists (select from client)
  ), trimmed as (
    delete from cart_refusals
    where exists (select from client) and ?::integer > 0 and client_id = ?
      and mutation_id not in (
        select mutation_id from cart_refusals where client_id = ? order by mutation_id desc limit ?)
  )
  select exists (select from client) as written`,
);

/** The keys' columns, one array each. */
function keyArrays(lines: readonly { key: LineKey }[]): [string[], string[], string[]] {
  return [
    lines.map((line) => line.key.productId),
    lines.map((line) => line.key.size),
    lines.map((line) => line.key.purchaseType),
  ];
}

/** Whether writing `changes` moves the cart's version: it does when any line changes. */
export function bumpsVersion(changes: LineChanges): boolean {
  return changes.removed.length + changes.updated.length + changes.added.length > 0;
}

/**
 * Writes the push in one statement if its cart's version and its client's last id are still
 * those read, and its age confirmation still holds; answers whether it did.
 */
export async function writeIfUnmoved(db: Database, outcome: PushOutcome): Promise<boolean> {
  const { snapshot, clientId, changes, addedIds, refusals } = outcome;
  const cartId = snapshot.cartId;
  const removedKeys = new Set(changes.removed.map((line) => lineKey(line.key)));
  const putBack = (line: { key: LineKey }) => removedKeys.has(lineKey(line.key));
  const putBackKeys = new Set(changes.added.filter(putBack).map((line) => lineKey(line.key)));
  const removed = changes.removed.filter((line) => !putBackKeys.has(lineKey(line.key)));
  const bump = bumpsVersion(changes);
  const known = snapshot.client?.lastMutationId ?? 0;
  const placedIds = changes.added.map((line) => {
    const id = addedIds.get(lineKey(line.key));
    if (!id) throw new Error(`No id for the added line ${lineKey(line.key)}`);
    return id;
  });
  // The new refusals are the client's newest: of those stored, keep what the cap leaves room for.
  const room = Math.max(0, MAX_REFUSALS_PER_CLIENT - refusals.length);
  const [result] = await WRITE_IF_UNMOVED.run(db, [
    outcome.ageConfirmationId,
    bump,
    cartId,
    snapshot.version,
    bump,
    cartId,
    snapshot.version,
    outcome.lastMutationId,
    clientId,
    cartId,
    known,
    cartId,
    ...keyArrays(removed),
    ...keyArrays(changes.updated),
    changes.updated.map((line) => line.quantity),
    cartId,
    cartId,
    placedIds,
    ...keyArrays(changes.added),
    changes.added.map((line) => line.quantity),
    changes.added.map((_, position) => position),
    changes.added.map(putBack),
    cartId,
    cartId,
    clientId,
    refusals.map((row) => row.mutation_id),
    refusals.map((row) => row.code),
    refusals.map((row) => row.message),
    refusals.length,
    clientId,
    clientId,
    room,
  ]);
  return result?.written === true;
}
