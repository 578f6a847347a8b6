import { useLiveQuery } from 'dexie-react-hooks';
import { type CartLineRecord, cartDb, type RefusalRecord } from '../../db/cart-db.ts';
import { useOnline } from '../../lib/use-online.ts';
import { type CartTotals, cartTotals } from './cart-model.ts';

/**
 * The cart as React sees it: live queries over IndexedDB, so every tab shows the same cart
 * the moment any of them changes it. `isLoading` is true until IndexedDB has answered
 * (spec 1 §5: cart buttons stay disabled meanwhile).
 */
export function useCart(): { lines: CartLineRecord[]; totals: CartTotals; isLoading: boolean } {
  const lines = useLiveQuery(() => cartDb.lines.orderBy('addedAt').toArray(), []);
  return { lines: lines ?? [], totals: cartTotals(lines ?? []), isLoading: lines === undefined };
}

export function useRefusals(): RefusalRecord[] {
  return useLiveQuery(() => cartDb.refusals.orderBy('at').toArray(), []) ?? [];
}

export type SyncState =
  | { kind: 'loading' }
  | { kind: 'synced'; lastSyncAt: number | null }
  | { kind: 'pending'; pending: number }
  | { kind: 'offline'; pending: number }
  | { kind: 'error'; pending: number; message: string };

/** What the shopper (and a developer toggling "Offline") sees of the sync: one of five states. */
export function useSyncState(): SyncState {
  const online = useOnline();
  const snapshot = useLiveQuery(async () => {
    const [meta, pending] = await Promise.all([cartDb.meta.get('sync'), cartDb.outbox.count()]);
    return { meta, pending };
  }, []);
  if (!snapshot) return { kind: 'loading' };
  const { meta, pending } = snapshot;
  if (!online) return { kind: 'offline', pending };
  if (meta?.lastError) return { kind: 'error', pending, message: meta.lastError };
  if (pending > 0) return { kind: 'pending', pending };
  return { kind: 'synced', lastSyncAt: meta?.lastSyncAt ?? null };
}
