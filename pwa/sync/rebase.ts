import { lineKey } from '#shared/cart/line-key';
import type { SyncResponse } from '#shared/schemas/cart-sync';
import type { CartDatabase, RefusalRecord } from '../db/cart-db.ts';
import { applyMutation, lineFromServer, nextAddedAt, sameLines } from '../db/cart-model.ts';

/**
 * Takes the server's answer into the device, in one Dexie transaction:
 *  1. drop the outbox rows the server has acknowledged (id at or below its last mutation id
 *     for this client), keeping a refusal record for each it refused, with the line's name;
 *  2. replace the lines with the server's cart (its prices, stock verdicts and quantities);
 *  3. replay the still-pending mutations on top, so nothing the shopper did since is lost;
 *  4. note the version and the time.
 * An answer older than what the device already took is ignored except for its acknowledgements.
 */
export async function rebaseOnServer(db: CartDatabase, clientId: string, answer: SyncResponse): Promise<void> {
  const acknowledged = answer.lastMutationIds[clientId] ?? 0;
  await db.transaction('rw', [db.lines, db.outbox, db.meta, db.refusals], async () => {
    const meta = await db.meta.get('sync');
    const pending = await db.outbox.orderBy('seq').toArray();
    const shown = new Map((await db.lines.toArray()).map((line) => [line.key, line]));
    const done = pending.filter((row) => row.clientId === clientId && row.mutationId <= acknowledged);
    const refusedById = new Map(answer.refused.map((refusal) => [refusal.mutationId, refusal]));
    const refusals: RefusalRecord[] = done.flatMap((row) => {
      const refusal = refusedById.get(row.mutationId);
      if (!refusal) return [];
      const key = row.mutation.name === 'clearCart' ? null : lineKey(row.mutation.args);
      return [
        {
          id: `${clientId}:${row.mutationId}`,
          lineKey: key,
          productName: row.snapshot?.product.name ?? (key ? shown.get(key)?.product.name : undefined) ?? null,
          code: refusal.code,
          message: refusal.message,
          at: Date.now(),
        },
      ];
    });
    await db.refusals.bulkPut(refusals);
    await db.outbox.bulkDelete(done.map((row) => row.seq as number));

    if (meta && answer.version < meta.serverVersion) return;
    const previous = new Map([...shown.values()].map((line) => [line.key, line.addedAt]));
    const now = Date.now();
    const firstNew = nextAddedAt(shown.values(), now);
    const lines = new Map(
      answer.cart.map((item, index) => {
        const line = lineFromServer(item, firstNew + index);
        return [line.key, { ...line, addedAt: previous.get(line.key) ?? line.addedAt }];
      }),
    );
    const stillPending = pending.filter((row) => !done.includes(row));
    for (const row of stillPending) {
      // A line the device already shows keeps its place; only a line new to it comes last.
      const shownSince = row.mutation.name === 'clearCart' ? undefined : previous.get(lineKey(row.mutation.args));
      applyMutation(lines, row.mutation, row.snapshot, shownSince ?? nextAddedAt(lines.values(), now));
    }
    // Most answers change nothing the device shows: left alone, the lines wake no live query
    // (the badge, the drawer) in any tab.
    if (!sameLines(shown, lines)) {
      await db.lines.clear();
      await db.lines.bulkPut([...lines.values()]);
    }
    await db.meta.update('sync', { serverVersion: answer.version, lastSyncAt: now, lastError: null, nextTryAt: null });
  });
}
