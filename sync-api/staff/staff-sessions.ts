import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { StaffRow } from './staff-store.ts';

/**
 * Staff sessions are rows, so any process can check one and signing out ends it everywhere.
 * The cookie carries a random token; the table keeps its SHA-256 only.
 */

type Queryable = Knex | Knex.Transaction;

/** A session nobody used for this long is over. */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** How often a busy session writes its last use: once a minute is plenty against a 12-hour idle limit. */
const TOUCH_EVERY_MS = 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startStaffSession(db: Queryable, staffId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db('staff_sessions').insert({ token_hash: tokenHash(token), staff_id: staffId });
  return token;
}

/** The signed-in member of a live session, or null (unknown, ended, idle too long, disabled). */
export async function readStaffSession(db: Queryable, token: string, now: Date): Promise<StaffRow | null> {
  const hash = tokenHash(token);
  const row = await db('staff_sessions as s')
    .join('staff as m', 'm.id', 's.staff_id')
    .where('s.token_hash', hash)
    .whereNull('s.ended_at')
    .whereNull('m.disabled_at')
    .first<(StaffRow & { last_seen_at: Date }) | undefined>('m.*', 's.last_seen_at');
  if (!row) return null;
  const idleMs = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idleMs > STAFF_SESSION_IDLE_MS) return null;
  if (idleMs > TOUCH_EVERY_MS) {
    await db('staff_sessions').where({ token_hash: hash }).update({ last_seen_at: now });
  }
  const { last_seen_at: _lastSeen, ...staff } = row;
  return staff;
}

export async function endStaffSession(db: Queryable, token: string): Promise<void> {
  await db('staff_sessions')
    .where({ token_hash: tokenHash(token) })
    .whereNull('ended_at')
    .update({ ended_at: db.fn.now() });
}

/** Ends every session of one member: on disabling them or changing their password. */
export async function endSessionsOf(db: Queryable, staffId: string): Promise<void> {
  await db('staff_sessions').where({ staff_id: staffId }).whereNull('ended_at').update({ ended_at: db.fn.now() });
}
