import { randomUUID } from 'node:crypto';
import { AGE_VERIFICATION_DAYS, MINIMUM_AGE } from '#shared/age';
import { API_PATHS } from '#shared/api-paths';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { AgeVerificationModel } from './age-verification-model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AgeVerificationRecord {
  id: string;
  verifiedAt: Date;
  expiresAt: Date;
}

export async function recordAgeVerification(
  db: Database,
  details: { userAgent: string | null; now?: Date },
): Promise<AgeVerificationRecord> {
  const verifiedAt = details.now ?? new Date();
  const record = {
    id: randomUUID(),
    verifiedAt,
    expiresAt: new Date(verifiedAt.getTime() + AGE_VERIFICATION_DAYS * DAY_MS),
    userAgent: details.userAgent?.slice(0, 500) ?? null,
  };
  await AgeVerificationModel.query(db).insert(record);
  return record;
}

/** The confirmation id a cookie names, or null when its value cannot be one. */
export function confirmationIdOf(value: string | undefined): string | null {
  return value && UUID_PATTERN.test(value) ? value : null;
}

/** Whether a recorded confirmation that expires at `expiresAt` still counts at `now`. */
export function confirmationHolds(expiresAt: Date | string | null, now: Date = new Date()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() > now.getTime();
}

/** The refusal of a cart write from a browser whose age is not confirmed. */
export function ageVerificationRequired(): AppError {
  return new AppError(
    'age_verification_required',
    403,
    `Confirm that you are ${MINIMUM_AGE} or older (POST ${API_PATHS.ageVerification}) before changing the cart.`,
  );
}

/**
 * A verification counts only if the server recorded it and it has not expired. Every cart
 * write checks it, so it is read with the query builder rather than the model (a cart push
 * reads it in its own first statement: cart/unlocked-push.ts).
 */
export async function findValidAgeVerification(
  db: Database,
  value: string | undefined,
  now: Date = new Date(),
): Promise<AgeVerificationRecord | null> {
  const id = confirmationIdOf(value);
  if (!id) return null;
  const record = await db<{ id: string; verified_at: Date | string; expires_at: Date | string }>('age_verifications')
    .where('id', id)
    .first('id', 'verified_at', 'expires_at');
  if (!record || !confirmationHolds(record.expires_at, now)) return null;
  return { id: record.id, verifiedAt: new Date(record.verified_at), expiresAt: new Date(record.expires_at) };
}
