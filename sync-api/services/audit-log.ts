import type { Knex } from 'knex';
import type { AuditAction } from '#shared/schemas/admin/audit';

/**
 * Appends to the audit log, in the caller's transaction so that an action and its record stand
 * or fall together. The table refuses updates and deletes (migration 007): the log only grows.
 */

type Queryable = Knex | Knex.Transaction;

/** Who acted: a signed-in staff member, or nobody (a failed sign-in, the provider's webhook). */
export interface Actor {
  staffId: string | null;
  staffEmail: string | null;
  ip: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  subjectType?: string;
  subjectId?: string;
  before?: unknown;
  after?: unknown;
}

export async function appendAudit(db: Queryable, actor: Actor, record: AuditRecord): Promise<void> {
  await db('audit_log').insert({
    staff_id: actor.staffId,
    staff_email: actor.staffEmail,
    ip: actor.ip,
    action: record.action,
    subject_type: record.subjectType ?? null,
    subject_id: record.subjectId ?? null,
    before: record.before === undefined ? null : JSON.stringify(record.before),
    after: record.after === undefined ? null : JSON.stringify(record.after),
  });
}

/** Failed sign-ins since `since`, for one email or from one address (the sign-in limits). */
export async function countFailedSignIns(
  db: Queryable,
  by: { email: string } | { ip: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const query = db('audit_log').where({ action: 'staff.sign_in_failed' }).andWhere('at', '>', since);
  if ('email' in by) query.andWhere({ staff_email: by.email });
  else query.andWhere({ ip: by.ip });
  const row = await query.select(db.raw('count(*) as count'), db.raw('min(at) as oldest')).first();
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
