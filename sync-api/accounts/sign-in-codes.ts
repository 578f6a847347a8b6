import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODES_PER_HOUR,
} from '#shared/schemas/account';
import { AppError } from '../app-error.ts';

/**
 * One-time sign-in codes. Each is kept as a salted digest, good for SIGN_IN_CODE_MINUTES and
 * SIGN_IN_CODE_TRIES wrong tries (counted on every live code of the email, so asking for more
 * codes buys no more guesses than the codes an hour allows), and used once. One in a million
 * per guess, five guesses a code, five codes an hour: a stranger's chance at an account is 1 in
 * 40,000 a day, against the per-session and per-address limits besides.
 */

const digest = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

/** A code as the email shows it: six digits, zeros kept. */
function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/**
 * Makes a code for `email`, or refuses with 429 when the email was sent SIGN_IN_CODES_PER_HOUR
 * in the last hour. Answers the code, for the email written in the same transaction.
 */
export async function issueSignInCode(trx: Knex.Transaction, email: string, now: Date): Promise<string> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  // Counted under a lock on the email, so two requests at once cannot both pass the limit.
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`sign-in-code:${email}`]);
  const recent = await trx('sign_in_codes')
    .where({ email })
    .where('created_at', '>', hourAgo)
    .orderBy('created_at')
    .select<{ created_at: Date }[]>('created_at');
  if (recent.length >= SIGN_IN_CODES_PER_HOUR) {
    const oldest = recent[0] ? new Date(recent[0].created_at).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + 60 * 60 * 1000 - now.getTime()) / 1000));
    throw new AppError(
      'too_many_attempts',
      429,
      `We sent this email ${SIGN_IN_CODES_PER_HOUR} codes in the last hour. Use the latest one, or try again in ${Math.ceil(seconds / 60)} minutes.`,
      undefined,
      seconds,
    );
  }
  const id = randomUUID();
  const code = newCode();
  await trx('sign_in_codes').insert({
    id,
    email,
    code_hash: digest(id, code).toString('hex'),
    created_at: now,
    expires_at: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60 * 1000),
  });
  return code;
}

interface LiveCode {
  id: string;
  code_hash: string;
  attempts: number;
}

/**
 * Uses `code` for `email`: null when it matches a live code (which is then spent), else the
 * refusal, with the wrong try counted against every live code of the email. The refusal is
 * answered, not thrown, so that the caller commits the count before it refuses.
 */
export async function spendSignInCode(
  trx: Knex.Transaction,
  email: string,
  code: string,
  now: Date,
): Promise<AppError | null> {
  const live: LiveCode[] = await trx('sign_in_codes')
    .where({ email })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .where('attempts', '<', SIGN_IN_CODE_TRIES)
    .forUpdate()
    .select('id', 'code_hash', 'attempts');
  const match = live.find((row) => timingSafeEqual(digest(row.id, code), Buffer.from(row.code_hash, 'hex')));
  if (match) {
    await trx('sign_in_codes').where({ id: match.id }).update({ used_at: now });
    return null;
  }
  if (live.length === 0) {
    return new AppError('sign_in_code_expired', 400, 'That code has expired or was already used. Ask for a new code.', {
      field: 'code',
    });
  }
  await trx('sign_in_codes')
    .whereIn(
      'id',
      live.map((row) => row.id),
    )
    .increment('attempts', 1);
  // The code with the most tries left decides: any live code may still be the one typed next.
  const left = SIGN_IN_CODE_TRIES - 1 - Math.min(...live.map((row) => row.attempts));
  return new AppError(
    'sign_in_code_wrong',
    400,
    left > 0
      ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and it cannot be tried again. Ask for a new code.',
    { field: 'code', triesLeft: Math.max(0, left) },
  );
}
