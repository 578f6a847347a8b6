import type pg from 'pg';
import type { LineKey } from '#shared/schemas/cart-sync';
import { lineKey } from '../shoppers.ts';

/** Writes the store answered 2xx to, by what identifies each in the database. */
export interface Acknowledged {
  /** Age confirmation ids, from the cookie each answer set. */
  ageVerifications: string[];
  /** Sync pushes: the device's client id and the line it set. */
  cartLines: { clientId: string; mutationId: number; line: LineKey; quantity: number }[];
  /** REST adds, to the cart of the session whose device is `clientId`. */
  restLines: { clientId: string; line: LineKey; quantity: number }[];
  /** Contact messages' submission ids. */
  contactMessages: string[];
}

interface StoredLine {
  client_id: string;
  last_mutation_id: string;
  product_id: string;
  size: string;
  purchase_type: string;
  quantity: number;
}

async function storedIds(pool: pg.Pool, sql: string, ids: string[]): Promise<Set<string>> {
  const { rows } = await pool.query<{ id: string }>(sql, [ids]);
  return new Set(rows.map((row) => row.id));
}

/** Each acknowledged write the database does not hold, described; empty when none is lost. */
export async function findMissingWrites(pool: pg.Pool, acknowledged: Acknowledged): Promise<string[]> {
  const missing: string[] = [];
  const ages = await storedIds(
    pool,
    'select id::text as id from age_verifications where id = any($1::uuid[])',
    acknowledged.ageVerifications,
  );
  for (const id of acknowledged.ageVerifications) if (!ages.has(id)) missing.push(`age confirmation ${id}`);

  const messages = await storedIds(
    pool,
    'select submission_id::text as id from contact_messages where submission_id = any($1::uuid[])',
    acknowledged.contactMessages,
  );
  for (const id of acknowledged.contactMessages) if (!messages.has(id)) missing.push(`contact message ${id}`);

  const clientIds = [...new Set(acknowledged.cartLines.map((write) => write.clientId))];
  const { rows } = await pool.query<StoredLine>(
    `select cc.client_id::text, cc.last_mutation_id, cl.product_id, cl.size, cl.purchase_type, cl.quantity
       from cart_clients cc join cart_lines cl on cl.cart_id = cc.cart_id
      where cc.client_id = any($1::uuid[])`,
    [clientIds],
  );
  const held = (clientId: string, line: LineKey) =>
    rows.find(
      (row) =>
        row.client_id === clientId &&
        row.product_id === line.productId &&
        row.size === line.size &&
        row.purchase_type === line.purchaseType,
    );
  for (const write of acknowledged.cartLines) {
    const row = held(write.clientId, write.line);
    if (!row || row.quantity !== write.quantity || Number(row.last_mutation_id) < write.mutationId) {
      missing.push(`push ${write.mutationId} of ${write.clientId} (${lineKey(write.line)}=${write.quantity})`);
    }
  }
  for (const write of acknowledged.restLines) {
    const row = held(write.clientId, write.line);
    if (!row || row.quantity !== write.quantity) missing.push(`REST add ${lineKey(write.line)} for ${write.clientId}`);
  }
  return missing;
}
