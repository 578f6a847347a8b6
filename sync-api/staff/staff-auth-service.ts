import type { Knex } from 'knex';
import type { SignInRequest } from '#shared/schemas/admin/staff';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type Actor, appendAudit, countFailedSignIns } from './audit-log.ts';
import { decoyHash, verifyPassword } from './password-hashing.ts';
import { countAttemptsInFlight, endAttempt, lockSignInsOf, startAttempt } from './sign-in-attempts.ts';
import { endStaffSession, startStaffSession } from './staff-sessions.ts';
import { findStaffByEmail, type StaffRow } from './staff-store.ts';

/**
 * Signing staff in and out. Failures are counted from the audit log, which every process
 * shares: 5 wrong passwords for one email, or 20 from one address, within 15 minutes, and
 * sign-in is refused (429) until the oldest of them is 15 minutes old. Before that, each
 * failure (or sign-in in progress) for an email makes the next answer slower. No answer says
 * whether an email exists.
 *
 * A sign-in whose password is still being checked counts too (`sign-in-attempts.ts`): the
 * count and the new attempt are one step under a lock per email and per address, so guesses
 * sent all at once are limited as they arrive rather than after all of them are checked.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMITS = { perEmail: 5, perAddress: 20 } as const;
const SLOWDOWN_MS = { step: 100, max: 1600 } as const;
/** When only attempts still being checked fill the limit: they end within a few seconds. */
const IN_FLIGHT_RETRY_SECONDS = 5;

const INVALID = 'That email and password do not match an active account.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SignInContext {
  ip: string;
  now: Date;
  /** The cost new passwords are hashed at, which the decoy for an unknown email matches. */
  passwordCost: number;
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    'too_many_attempts',
    429,
    'Too many failed sign-ins. Wait a few minutes and try again.',
    undefined,
    retryAfterSeconds,
  );
}

/**
 * Refuses a sign-in over either limit, else records it as in progress; answers the attempt's
 * id and how many failures and attempts in progress the email already has.
 */
async function beginAttempt(
  db: Database,
  email: string,
  { ip, now }: SignInContext,
): Promise<{ attemptId: string; earlierForEmail: number }> {
  return db.transaction(async (trx: Knex.Transaction) => {
    await lockSignInsOf(trx, email, ip);
    const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
    const byEmail = await countFailedSignIns(trx, { email }, since);
    const byAddress = await countFailedSignIns(trx, { ip }, since);
    const inFlight = await countAttemptsInFlight(trx, email, ip, now);
    const failedOut = [
      byEmail.count >= SIGN_IN_LIMITS.perEmail ? byEmail.oldest : null,
      byAddress.count >= SIGN_IN_LIMITS.perAddress ? byAddress.oldest : null,
    ].filter((oldest): oldest is Date => oldest !== null);
    if (failedOut.length > 0) {
      const freeAt = Math.max(...failedOut.map((oldest) => oldest.getTime() + SIGN_IN_WINDOW_MS));
      throw tooManyAttempts(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
    if (
      byEmail.count + inFlight.byEmail >= SIGN_IN_LIMITS.perEmail ||
      byAddress.count + inFlight.byAddress >= SIGN_IN_LIMITS.perAddress
    ) {
      throw tooManyAttempts(IN_FLIGHT_RETRY_SECONDS);
    }
    const attemptId = await startAttempt(trx, email, ip, now);
    return { attemptId, earlierForEmail: byEmail.count + inFlight.byEmail };
  });
}

/** The account these credentials open, or null; always hashes once, known email or not. */
async function matchingAccount(db: Database, request: SignInRequest, passwordCost: number): Promise<StaffRow | null> {
  const staff = await findStaffByEmail(db, request.email);
  const matches = await verifyPassword(request.password, staff?.password_hash ?? (await decoyHash(passwordCost)));
  return staff && matches && staff.disabled_at === null ? staff : null;
}

/** Signs a member in and answers the new session's token for the cookie. */
export async function signIn(
  db: Database,
  request: SignInRequest,
  context: SignInContext,
): Promise<{ staff: StaffRow; token: string }> {
  const { attemptId, earlierForEmail } = await beginAttempt(db, request.email, context);
  if (earlierForEmail > 0) await sleep(Math.min(SLOWDOWN_MS.max, SLOWDOWN_MS.step * 2 ** (earlierForEmail - 1)));
  const staff = await matchingAccount(db, request, context.passwordCost);
  if (!staff) {
    await db.transaction(async (trx: Knex.Transaction) => {
      // Under the same lock as the counting, so that ending this attempt and recording its
      // failure never falls between another sign-in's count of failures and of attempts in flight.
      await lockSignInsOf(trx, request.email, context.ip);
      await appendAudit(
        trx,
        { staffId: null, staffEmail: request.email, ip: context.ip },
        { action: 'staff.sign_in_failed' },
      );
      await endAttempt(trx, attemptId);
    });
    throw new AppError('invalid_credentials', 401, INVALID);
  }
  const token = await db.transaction(async (trx: Knex.Transaction) => {
    await lockSignInsOf(trx, request.email, context.ip);
    await endAttempt(trx, attemptId);
    await appendAudit(
      trx,
      { staffId: staff.id, staffEmail: staff.email, ip: context.ip },
      {
        action: 'staff.sign_in',
        subjectType: 'staff',
        subjectId: staff.id,
      },
    );
    return startStaffSession(trx, staff.id);
  });
  return { staff, token };
}

export async function signOut(db: Database, token: string, actor: Actor): Promise<void> {
  await db.transaction(async (trx: Knex.Transaction) => {
    await endStaffSession(trx, token);
    await appendAudit(trx, actor, {
      action: 'staff.sign_out',
      subjectType: 'staff',
      subjectId: actor.staffId ?? undefined,
    });
  });
}
