import { newId } from '../lib/new-id.ts';
import type { CartDatabase, SyncMetaRecord } from './cart-db.ts';

/**
 * The cart's one row of sync state, made on first use: a new client id, numbering from 1,
 * nothing yet from the server. The cart's actions number their mutations from it and the sync
 * engine names the client with it, so both read it here.
 */
export async function readSyncMeta(db: CartDatabase): Promise<SyncMetaRecord> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await db.meta.get('sync');
    if (existing) return existing;
    const fresh: SyncMetaRecord = {
      id: 'sync',
      clientId: newId(),
      nextMutationId: 1,
      serverVersion: 0,
      lastSyncAt: null,
      lastError: null,
    };
    await db.meta.put(fresh);
    return fresh;
  });
}
