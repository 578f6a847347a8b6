import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A shopper's signed-in devices: rows, as staff sessions are (staff/staff-sessions.ts), so any
 * process can check one and "sign out everywhere" ends every one at once. The cookie carries a
 * random token; the table keeps its SHA-256 only.
 */

type Queryable = Knex | Knex.Transaction;

/** A device nobody used for this long is signed out: long, as shoppers expect of a store. */
export const SHOPPER_SESSION_IDLE_DAYS = 90;
const IDLE_MS = SHOPPER_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SignedInWith = 'code' | 'passkey';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startShopperSession(db: Queryable, accountId: string, how: SignedInWith): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db('shopper_sessions').insert({ token_hash: tokenHash(token), account_id: accountId, signed_in_with: how });
  return token;
}

/** Who a live session signs in: the account, and the session its cart is filed under (decision 033). */
export interface SignedInShopper {
  accountId: string;
  cartSessionId: string;
}

/** The shopper a live session signs in, or null (unknown, signed out, idle too long). */
export async function readShopperSession(db: Queryable, token: string, now: Date): Promise<SignedInShopper | null> {
  const hash = tokenHash(token);
  const row = await db('shopper_sessions as s')
    .join('shopper_accounts as a', 'a.id', 's.account_id')
    .where({ 's.token_hash': hash })
    .whereNull('s.ended_at')
    .first<{ account_id: string; cart_session_id: string; last_seen_at: Date } | undefined>(
      's.account_id',
      'a.cart_session_id',
      's.last_seen_at',
    );
  if (!row) return null;
  const idleMs = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idleMs > IDLE_MS) return null;
  if (idleMs > TOUCH_EVERY_MS) await db('shopper_sessions').where({ token_hash: hash }).update({ last_seen_at: now });
  return { accountId: row.account_id, cartSessionId: row.cart_session_id };
}

export async function endShopperSession(db: Queryable, token: string): Promise<void> {
  await db('shopper_sessions')
    .where({ token_hash: tokenHash(token) })
    .whereNull('ended_at')
    .update({ ended_at: db.fn.now() });
}

/** Signs the account out on every device; answers how many were signed in. */
export async function endEveryShopperSession(db: Queryable, accountId: string): Promise<number> {
  return db('shopper_sessions')
    .where({ account_id: accountId })
    .whereNull('ended_at')
    .update({ ended_at: db.fn.now() });
}
