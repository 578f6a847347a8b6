import { cartDb } from '../db/cart-db.ts';
import { readSelectedState } from '../lib/selected-state.ts';
import { onChangesWaiting } from './changes-waiting.ts';
import { SyncEngine } from './sync-engine.ts';
import { fetchSyncTransport } from './transport.ts';

/** The app's one sync engine, started once per tab. */
export const cartSync = new SyncEngine({
  db: cartDb,
  transport: fetchSyncTransport,
  chosenState: readSelectedState,
  onChangesWaiting,
});
