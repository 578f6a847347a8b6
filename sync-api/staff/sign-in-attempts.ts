import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/** `staff_sign_in_attempts`: the sign-ins whose password is being checked right now. */

/** An attempt older than this was cut short (a process stopped mid-check) and no longer counts. */
const IN_FLIGHT_MS = 30 * 1000;

/** Advisory lock classes, so that an email and an address that hash alike never share a lock. */
const LOCK_CLASS = { email: 1, address: 2 } as const;

/**
 * Holds, until the transaction ends, the sign-ins of one email and of one address: counting
 * attempts and adding one is then a single step. Always the email first, then the address,
 * so two sign-ins never wait for each other in a circle.
 */
export async function lockSignInsOf(trx: Knex.Transaction, email: string, ip: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [LOCK_CLASS.email, email]);
  await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [LOCK_CLASS.address, ip]);
}

/** Attempts still being checked, for this email and from this address. */
export async function countAttemptsInFlight(
  trx: Knex.Transaction,
  email: string,
  ip: string,
  now: Date,
): Promise<{ byEmail: number; byAddress: number }> {
  await trx('staff_sign_in_attempts')
    .where('started_at', '<', new Date(now.getTime() - IN_FLIGHT_MS))
    .delete();
  const row = await trx('staff_sign_in_attempts')
    .where({ email })
    .orWhere({ ip })
    .first(
      trx.raw('count(*) filter (where email = ?) as by_email', [email]),
      trx.raw('count(*) filter (where ip = ?) as by_address', [ip]),
    );
  return { byEmail: Number(row?.by_email ?? 0), byAddress: Number(row?.by_address ?? 0) };
}

export async function startAttempt(trx: Knex.Transaction, email: string, ip: string, now: Date): Promise<string> {
  const id = randomUUID();
  await trx('staff_sign_in_attempts').insert({ id, email, ip, started_at: now });
  return id;
}

export async function endAttempt(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('staff_sign_in_attempts').where({ id }).delete();
}
