import type { Knex } from 'knex';
import type { StaffRole } from '#shared/back-office/permissions';
import type { StaffMember } from '#shared/schemas/admin/staff';

/** The staff table: accounts, their role and whether they are disabled. */

type Queryable = Knex | Knex.Transaction;

export interface StaffRow {
  id: string;
  email: string;
  password_hash: string;
  role: StaffRole;
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What may leave the server about an account: never its password hash. */
export function staffMemberFromRow(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | null> {
  return (await db<StaffRow>('staff').where({ email }).first()) ?? null;
}

export async function findStaffById(db: Queryable, id: string): Promise<StaffRow | null> {
  return (await db<StaffRow>('staff').where({ id }).first()) ?? null;
}

export async function listStaffRows(db: Queryable): Promise<StaffRow[]> {
  return db<StaffRow>('staff')
    .select()
    .orderBy([{ column: 'role' }, { column: 'email' }]);
}

export async function insertStaff(
  db: Queryable,
  staff: { id: string; email: string; passwordHash: string; role: StaffRole },
): Promise<StaffRow> {
  const [row] = await db<StaffRow>('staff')
    .insert({ id: staff.id, email: staff.email, password_hash: staff.passwordHash, role: staff.role })
    .returning('*');
  if (!row) throw new Error('The staff insert returned no row');
  return row;
}

export async function updateStaffRow(
  db: Queryable,
  id: string,
  change: { role?: StaffRole; disabled?: boolean; passwordHash?: string },
): Promise<StaffRow | null> {
  const [row]: StaffRow[] = await db('staff')
    .where({ id })
    .update({
      ...(change.role ? { role: change.role } : {}),
      // Disabling a disabled account keeps the time it was first disabled.
      ...(change.disabled === undefined
        ? {}
        : { disabled_at: change.disabled ? db.raw('coalesce(disabled_at, now())') : null }),
      ...(change.passwordHash ? { password_hash: change.passwordHash } : {}),
      updated_at: db.fn.now(),
    })
    .returning('*');
  return row ?? null;
}

/** Owners who can still sign in: the store must always keep one. */
export async function countActiveOwners(db: Queryable): Promise<number> {
  const row = await db('staff').where({ role: 'owner' }).whereNull('disabled_at').count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
