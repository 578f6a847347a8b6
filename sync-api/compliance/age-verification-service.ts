import { randomUUID } from 'node:crypto';
import { AGE_VERIFICATION_DAYS } from '#shared/age';
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

/**
 * A verification counts only if the server recorded it and it has not expired. Every cart
 * write checks it, so it is read with the query builder rather than the model.
 */
export async function findValidAgeVerification(
  db: Database,
  id: string | undefined,
  now: Date = new Date(),
): Promise<AgeVerificationRecord | null> {
  if (!id || !UUID_PATTERN.test(id)) return null;
  const record = await db<{ id: string; verified_at: Date | string; expires_at: Date | string }>('age_verifications')
    .where('id', id)
    .first('id', 'verified_at', 'expires_at');
  if (!record || new Date(record.expires_at).getTime() <= now.getTime()) return null;
  return { id: record.id, verifiedAt: new Date(record.verified_at), expiresAt: new Date(record.expires_at) };
}
