import type { CartDatabase, CartLineRecord, RefusalRecord } from '../../db/cart-db.ts';
import { type CartTotals, cartTotals } from '../../db/cart-model.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useCartQuery } from './cart-store.ts';

const linesInOrder = (db: CartDatabase) => db.lines.orderBy('addedAt').toArray();
const refusalsInOrder = (db: CartDatabase) => db.refusals.orderBy('at').toArray();
const syncSnapshot = async (db: CartDatabase) => {
  const [meta, pending] = await Promise.all([db.meta.get('sync'), db.outbox.count()]);
  return { meta, pending };
};

/**
 * The cart as React sees it: live queries over IndexedDB (cart-store.ts), so every tab shows the same cart
 * the moment any of them changes it. `isLoading` is true until IndexedDB has answered
 * (cart buttons stay disabled meanwhile).
 */
export function useCart(): { lines: CartLineRecord[]; totals: CartTotals; isLoading: boolean } {
  const lines = useCartQuery(linesInOrder);
  return { lines: lines ?? [], totals: cartTotals(lines ?? []), isLoading: lines === undefined };
}

export function useRefusals(): RefusalRecord[] {
  return useCartQuery(refusalsInOrder) ?? [];
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
  const snapshot = useCartQuery(syncSnapshot);
  if (!snapshot) return { kind: 'loading' };
  const { meta, pending } = snapshot;
  if (!online) return { kind: 'offline', pending };
  if (meta?.lastError) return { kind: 'error', pending, message: meta.lastError };
  if (pending > 0) return { kind: 'pending', pending };
  return { kind: 'synced', lastSyncAt: meta?.lastSyncAt ?? null };
}
