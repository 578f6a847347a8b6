import { useEffect } from 'react';
import { toast } from '../../components/ui/use-toast.ts';
import type { CartDatabase, CartLineRecord, RefusalRecord, SyncMetaRecord } from '../../db/cart-db.ts';
import { type CartTotals, cartTotals } from '../../db/cart-model.ts';
import { useOnline } from '../../lib/use-online.ts';
import { CART_RESTORED_TOAST } from './cart-messages.ts';
import { loadCartDb, useCartQuery } from './cart-store.ts';

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

const restoredAtOf = async (db: CartDatabase) => (await db.meta.get('sync'))?.restoredAt ?? null;

/** Tells the shopper, once, that a cart the browser wiped from this device was restored from the server. */
export function useRestoredCartNotice(): void {
  const restoredAt = useCartQuery(restoredAtOf);
  useEffect(() => {
    if (!restoredAt) return;
    toast(CART_RESTORED_TOAST);
    void loadCartDb().then((db) => db.meta.update('sync', { restoredAt: null }));
  }, [restoredAt]);
}

const mergedOf = async (db: CartDatabase) => (await db.meta.get('sync'))?.merged ?? null;

/** What signing in did to this device's cart (decision 033), until the shopper dismisses it. */
export function useCartMerge(): SyncMetaRecord['merged'] {
  return useCartQuery(mergedOf) ?? null;
}

export function useRefusals(): RefusalRecord[] {
  return useCartQuery(refusalsInOrder) ?? [];
}

/** `nextTryAt`: when the engine tries again by itself after a failure, while changes wait. */
export type SyncState =
  | { kind: 'loading' }
  | { kind: 'synced'; lastSyncAt: number | null }
  | { kind: 'pending'; pending: number; nextTryAt: number | null }
  | { kind: 'offline'; pending: number; nextTryAt: number | null }
  | { kind: 'error'; pending: number; message: string; nextTryAt: number | null };

/** What the shopper (and a developer toggling "Offline") sees of the sync: one of five states. */
export function useSyncState(): SyncState {
  const online = useOnline();
  const snapshot = useCartQuery(syncSnapshot);
  if (!snapshot) return { kind: 'loading' };
  const { meta, pending } = snapshot;
  const nextTryAt = pending > 0 ? (meta?.nextTryAt ?? null) : null;
  if (!online) return { kind: 'offline', pending, nextTryAt };
  if (meta?.lastError) return { kind: 'error', pending, message: meta.lastError, nextTryAt };
  if (pending > 0) return { kind: 'pending', pending, nextTryAt };
  return { kind: 'synced', lastSyncAt: meta?.lastSyncAt ?? null };
}
