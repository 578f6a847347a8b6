import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CreateStaffRequest, StaffMember, UpdateStaffRequest } from '#shared/schemas/admin/staff';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../orders/checkout-store.ts';
import { type Actor, appendAudit } from './audit-log.ts';
import { hashPassword } from './password-hashing.ts';
import { endSessionsOf } from './staff-sessions.ts';
import {
  countActiveOwners,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaffRows,
  type StaffRow,
  staffMemberFromRow,
  updateStaffRow,
} from './staff-store.ts';

/**
 * Staff accounts, for the owner's screen and the `npm run staff` command. The store always
 * keeps one active owner, and disabling a member or changing a password ends their sessions.
 */

/** The command line acts as nobody signed in; its entries name the machine instead. */
export const COMMAND_LINE_ACTOR: Actor = { staffId: null, staffEmail: null, ip: 'command line' };

const isActiveOwner = (row: StaffRow) => row.role === 'owner' && row.disabled_at === null;

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await listStaffRows(db)).map(staffMemberFromRow);
}

/** The account of an address however it is typed, or null: the command line names members by email. */
export async function findStaffMember(db: Database, email: string): Promise<StaffMember | null> {
  const row = await findStaffByEmail(db, email.trim().toLowerCase());
  return row && staffMemberFromRow(row);
}

/** log2 of scrypt's N that new passwords are hashed at (config.passwordCost). */
export interface PasswordPolicy {
  passwordCost: number;
}

export async function addStaff(
  db: Database,
  request: CreateStaffRequest,
  actor: Actor,
  { passwordCost }: PasswordPolicy,
): Promise<StaffMember> {
  const passwordHash = await hashPassword(request.password, passwordCost);
  try {
    return await db.transaction(async (trx: Knex.Transaction) => {
      const row = await insertStaff(trx, { id: randomUUID(), email: request.email, passwordHash, role: request.role });
      const member = staffMemberFromRow(row);
      await appendAudit(trx, actor, {
        action: 'staff.created',
        subjectType: 'staff',
        subjectId: row.id,
        after: member,
      });
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('staff_exists', 409, `There is already an account for ${request.email}.`);
    }
    throw error;
  }
}

export async function updateStaff(
  db: Database,
  staffId: string,
  change: UpdateStaffRequest,
  actor: Actor,
  { passwordCost }: PasswordPolicy,
): Promise<StaffMember> {
  const passwordHash = change.password ? await hashPassword(change.password, passwordCost) : undefined;
  return db.transaction(async (trx: Knex.Transaction) => {
    // One owner change at a time, so two owners cannot demote each other to none.
    await trx.raw('lock table staff in share row exclusive mode');
    const before = await findStaffById(trx, staffId);
    if (!before) throw new AppError('staff_not_found', 404, 'No staff member has that id.');
    const after = await updateStaffRow(trx, staffId, {
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!after) throw new AppError('staff_not_found', 404, 'No staff member has that id.');
    // Only a change that takes an active owner away can leave none; a store whose first account
    // is staff can still manage that account until it has an owner.
    if (isActiveOwner(before) && !isActiveOwner(after) && (await countActiveOwners(trx)) === 0) {
      throw new AppError('last_owner', 409, 'The store needs at least one active owner.');
    }
    if (change.disabled || passwordHash) await endSessionsOf(trx, staffId);
    const [beforeMember, afterMember] = [staffMemberFromRow(before), staffMemberFromRow(after)];
    await appendAudit(trx, actor, {
      action: 'staff.updated',
      subjectType: 'staff',
      subjectId: staffId,
      before: beforeMember,
      after: { ...afterMember, ...(passwordHash ? { passwordChanged: true } : {}) },
    });
    return afterMember;
  });
}
