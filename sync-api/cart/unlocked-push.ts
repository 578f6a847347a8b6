import { randomUUID } from 'node:crypto';
import type { LineKey } from '#shared/cart/line-key';
import { lineKey } from '#shared/cart/line-key';
import type { PurchaseType } from '#shared/catalogue/sizes';
import type { Database } from '../db/database.ts';
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

type Binding = string | number;

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

const idList = (ids: readonly number[]) => (ids.length > 0 ? ids.map(() => '?::bigint').join(', ') : 'null');

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
  const result = await db.raw<{ rows: SnapshotRow[] }>(
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
          from cart_refusals r where r.client_id = ? and r.mutation_id in (${idList(pushedIds)})) as kept_refusals
     from (select) as one left join carts c on c.session_id = ?`,
    [read.ageConfirmationId, clientId, clientId, ...pushedIds, sessionId],
  );
  const row = result.rows[0];
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
}

/** An id for each line a push adds (one taken out and put back comes back under a new id, as its row). */
export function idsForAdded(changes: LineChanges): Map<string, string> {
  return new Map(changes.added.map((line) => [lineKey(line.key), randomUUID()]));
}

const keyColumns = (key: LineKey) => [key.productId, key.size, key.purchaseType];

/** A `(values …)` list of one row per item, and its bindings. */
function valuesOf<T>(items: readonly T[], row: string, bindingsOf: (item: T) => Binding[]) {
  return { sql: `(values ${items.map(() => row).join(', ')})`, bindings: items.flatMap(bindingsOf) };
}

/**
 * Writes the push in one statement if its cart's version and its client's last id are still
 * those read; answers whether it did. Lines are written as cart-store.ts's writeLineChanges
 * writes them (a line taken out and put back moves behind the others, under a new id), with a
 * line put back written as one row update: the statement's parts run together and must not
 * touch the same row twice.
 */
export async function writeIfUnmoved(db: Database, outcome: PushOutcome): Promise<boolean> {
  const { snapshot, clientId, changes, addedIds } = outcome;
  const cartId = snapshot.cartId;
  const removedKeys = new Set(changes.removed.map((line) => lineKey(line.key)));
  const putBack = changes.added.filter((line) => removedKeys.has(lineKey(line.key)));
  const putBackKeys = new Set(putBack.map((line) => lineKey(line.key)));
  const removed = changes.removed.filter((line) => !putBackKeys.has(lineKey(line.key)));
  const changesLines = removed.length + changes.updated.length + changes.added.length > 0;

  const parts: string[] = [];
  const bindings: Binding[] = [];
  const add = (sql: string, values: Binding[]) => {
    parts.push(sql);
    bindings.push(...values);
  };
  add(
    changesLines
      ? 'guard as (update carts set version = version + 1, updated_at = now() where id = ? and version = ? returning id)'
      : 'guard as (select id from carts where id = ? and version = ?)',
    [cartId, snapshot.version],
  );
  const known = snapshot.client?.lastMutationId ?? 0;
  add(
    `client as (update cart_clients set last_mutation_id = ?, updated_at = now()
       where client_id = ? and cart_id = ? and last_mutation_id = ? and exists (select from guard) returning client_id)`,
    [outcome.lastMutationId, clientId, cartId, known],
  );
  if (removed.length > 0) {
    const list = valuesOf(removed, '(?, ?, ?)', (line) => keyColumns(line.key));
    add(
      `removed as (delete from cart_lines where exists (select from client) and cart_id = ?
         and (product_id, size, purchase_type) in ${list.sql})`,
      [cartId, ...list.bindings],
    );
  }
  if (changes.updated.length > 0) {
    const list = valuesOf(changes.updated, '(?, ?, ?, ?::integer)', (line) => [...keyColumns(line.key), line.quantity]);
    add(
      `updated as (update cart_lines as l set quantity = v.quantity, updated_at = now()
         from ${list.sql} as v(product_id, size, purchase_type, quantity)
         where exists (select from client) and l.cart_id = ? and l.product_id = v.product_id and l.size = v.size
           and l.purchase_type = v.purchase_type)`,
      [...list.bindings, cartId],
    );
  }
  // Behind the newest line by `position` microseconds, as cart-store.ts's newLineRow places them,
  // from one instant for the whole statement (clock_timestamp() would move between its parts).
  const placed = changes.added.map((line, position) => {
    const id = addedIds.get(lineKey(line.key));
    if (!id) throw new Error(`No id for the added line ${lineKey(line.key)}`);
    return { line, position, id };
  });
  if (placed.length > 0) {
    add(
      `newest as (select greatest(now(), max(created_at) + interval '1 microsecond') as at
         from cart_lines where cart_id = ?)`,
      [cartId],
    );
  }
  const behindNewest = "(select at from newest) + v.position * interval '1 microsecond'";
  const placedValues = (rows: typeof placed) => {
    const list = valuesOf(rows, '(?::uuid, ?, ?, ?, ?::integer, ?::integer)', ({ line, position, id }) => [
      id,
      ...keyColumns(line.key),
      line.quantity,
      position,
    ]);
    return {
      sql: `${list.sql} as v(id, product_id, size, purchase_type, quantity, position)`,
      bindings: list.bindings,
    };
  };
  const putBackRows = placed.filter(({ line }) => putBackKeys.has(lineKey(line.key)));
  if (putBackRows.length > 0) {
    const rows = placedValues(putBackRows);
    add(
      `put_back as (update cart_lines as l set id = v.id, quantity = v.quantity, updated_at = now(),
           created_at = ${behindNewest}
         from ${rows.sql}
         where exists (select from client) and l.cart_id = ? and l.product_id = v.product_id and l.size = v.size
           and l.purchase_type = v.purchase_type)`,
      [...rows.bindings, cartId],
    );
  }
  const newRows = placed.filter(({ line }) => !putBackKeys.has(lineKey(line.key)));
  if (newRows.length > 0) {
    const rows = placedValues(newRows);
    add(
      `added as (insert into cart_lines (id, cart_id, product_id, size, purchase_type, quantity, created_at)
         select v.id, ?, v.product_id, v.size, v.purchase_type, v.quantity, ${behindNewest}
         from ${rows.sql}
         where exists (select from client))`,
      [cartId, ...rows.bindings],
    );
  }
  if (outcome.refusals.length > 0) {
    const list = valuesOf(outcome.refusals, '(?::bigint, ?, ?)', (row) => [row.mutation_id, row.code, row.message]);
    add(
      `refused as (insert into cart_refusals (client_id, mutation_id, code, message)
         select ?, v.mutation_id, v.code, v.message from ${list.sql} as v(mutation_id, code, message)
         where exists (select from client))`,
      [clientId, ...list.bindings],
    );
    // The new refusals are the client's newest: of those stored, keep only what the cap leaves room for.
    const room = Math.max(0, MAX_REFUSALS_PER_CLIENT - outcome.refusals.length);
    add(
      `trimmed as (delete from cart_refusals where exists (select from client) and client_id = ?
         and mutation_id not in (select mutation_id from cart_refusals where client_id = ?
           order by mutation_id desc limit ?))`,
      [clientId, clientId, room],
    );
  }
  const result = await db.raw<{ rows: { written: boolean }[] }>(
    `with ${parts.join(',\n')} select exists (select from client) as written`,
    bindings,
  );
  return result.rows[0]?.written === true;
}
