import { liveQuery } from 'dexie';
import { cartDb } from '../../db/cart-db.ts';

/**
 * What the cart needs from IndexedDB to show and change itself, in one chunk of its own: Dexie
 * and the cart database. The app loads it once its first page is on screen (cart-store.ts), so
 * the shopper never waits for it to see the store. The sync engine, with the schemas of its
 * messages, is a chunk of its own again (`loadCartSync`): it starts once the page is idle.
 */
export { cartDb, liveQuery };
