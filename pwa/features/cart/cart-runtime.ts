import { liveQuery } from 'dexie';
import { cartDb } from '../../db/cart-db.ts';
import { cartSync } from '../../sync/start-cart-sync.ts';

/**
 * Everything the cart needs from IndexedDB, in one chunk of its own: Dexie, the cart database
 * and the sync engine. The app loads it once its first page is on screen (cart-store.ts), so
 * the shopper never waits for it to see the store.
 */
export { cartDb, cartSync, liveQuery };
