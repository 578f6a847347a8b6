import Dexie, { type EntityTable } from 'dexie';
import type { PurchaseType } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import type { CartMergeOutcome } from '#shared/schemas/account';
import type { LineIssue } from '#shared/schemas/cart';
import type { CartMutation, RefusalCode } from '#shared/schemas/cart-sync';
import { builtCartDbSchema, CART_DB_SCHEMAS, LATEST_CART_DB_SCHEMA } from './cart-db-schemas.ts';

/**
 * The device's cart, kept in IndexedDB so it survives reloads, restarts and days offline.
 *
 * - `lines`: what the shopper sees: the server's last cart with the pending changes replayed
 *   on top. Every tab reads it through live queries.
 * - `outbox`: pending mutations, in order, until the server acknowledges them.
 * - `meta`: one row of sync state (client id, next mutation id, last server version, errors).
 * - `refusals`: changes the server refused, kept so the shopper can see why and dismiss them.
 * All four are local: only the outbox's `name` and `args` ever leave the device.
 */

/** The product fields the drawer and checkout show, as last seen in the catalogue or cart. */
export interface LineProduct {
  id: string;
  name: string;
  image: string;
  thcContent: string;
  category: string;
  price: string;
  inStock: boolean;
}

export interface CartLineRecord {
  /** productId|size|purchaseType */
  key: string;
  productId: string;
  size: string;
  sizeLabel: string;
  purchaseType: PurchaseType;
  quantity: number;
  /** Decimal string: the server's price once it has answered, the catalogue's until then. */
  unitPrice: string;
  product: LineProduct;
  /** What one unit holds, for the states' purchase limits; null where it cannot be counted, absent on lines kept before lines carried it. */
  content?: SizeContent | null;
  issue: LineIssue | null;
  /** False until the server's cart holds this line at this quantity. */
  confirmed: boolean;
  addedAt: number;
}

/** What the device needs to show a line that only a pending mutation knows about. */
export type LineSnapshot = Pick<CartLineRecord, 'sizeLabel' | 'unitPrice' | 'product' | 'content'>;

export interface OutboxRecord {
  seq?: number;
  clientId: string;
  mutationId: number;
  mutation: CartMutation;
  snapshot?: LineSnapshot;
  createdAt: number;
}

export interface SyncMetaRecord {
  id: 'sync';
  clientId: string;
  nextMutationId: number;
  serverVersion: number;
  lastSyncAt: number | null;
  lastError: string | null;
  /** When the engine tries again after a failure; null (or absent) when no retry waits. */
  nextTryAt?: number | null;
  /** The state the last push named, for the service worker, which cannot read the page's choice. */
  chosenState?: string | null;
  /** When a cart the browser had wiped from this device was restored from the server, until the shopper is told. */
  restoredAt?: number | null;
  /**
   * When the cart last changed hands (signed in or out), until an answer from the new owner's
   * cart is taken in: the empty device it leaves is not a wiped database to restore.
   */
  handedOverAt?: number | null;
  /** What signing in did to the device's cart (decision 033), until the shopper dismisses it. */
  merged?: { outcome: CartMergeOutcome; at: number } | null;
}

export interface RefusalRecord {
  id: string;
  lineKey: string | null;
  productName: string | null;
  code: RefusalCode;
  message: string;
  at: number;
}

export class CartDatabase extends Dexie {
  lines!: EntityTable<CartLineRecord, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'seq'>;
  meta!: EntityTable<SyncMetaRecord, 'id'>;
  refusals!: EntityTable<RefusalRecord, 'id'>;

  /** `schema`: how many of CART_DB_SCHEMAS to declare; tests of the upgrade open older ones. */
  constructor(name = 'verdant-cart', schema = LATEST_CART_DB_SCHEMA) {
    super(name);
    CART_DB_SCHEMAS.slice(0, schema).forEach((stores, index) => {
      this.version(index + 1).stores(stores);
    });
  }
}

/** The one database of this app; tests make their own with another name. */
export const cartDb = new CartDatabase('verdant-cart', builtCartDbSchema(import.meta.env.VITE_CART_DB_SCHEMA));
