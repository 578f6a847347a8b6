import type { Knex } from 'knex';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditQuery } from '#shared/schemas/admin/audit';

/**
 * The audit log's one data module. Entries are appended in the caller's transaction, so that an
 * action and its record stand or fall together; the table refuses updates and deletes
 * (migration 007): the log only grows. The owner reads it a page at a time.
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

interface AuditRow {
  id: string | number;
  at: Date;
  staff_email: string | null;
  action: AuditAction;
  subject_type: string | null;
  subject_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * One page of the log, newest first, and how many entries match. `staff` is the email of who
 * acted (any case); `from` and `to` are days in UTC, both included.
 */
export async function listAuditEntries(
  db: Queryable,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; page: number; pageSize: number; total: number }> {
  const matching = db('audit_log');
  if (query.action) matching.where({ action: query.action });
  if (query.staff) matching.where({ staff_email: query.staff.toLowerCase() });
  if (query.from) matching.where('at', '>=', startOfDay(query.from));
  if (query.to) matching.where('at', '<', new Date(startOfDay(query.to).getTime() + DAY_MS));
  const [counted, rows] = await Promise.all([
    matching.clone().count({ count: '*' }).first(),
    matching
      .clone()
      .select<AuditRow[]>('id', 'at', 'staff_email', 'action', 'subject_type', 'subject_id', 'before', 'after', 'ip')
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
  ]);
  return {
    entries: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      staffEmail: row.staff_email,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      before: row.before,
      after: row.after,
      ip: row.ip,
    })),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: Number(counted?.count ?? 0),
  };
}
