import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '#shared/back-office/permissions';
import { staffEmailSchema, staffRoleSchema } from '#shared/schemas/admin/staff';

/** What `npm run staff -- …` was asked to do, read from its arguments alone (no database, no terminal). */

export type StaffCommand =
  | { name: 'add'; email: string; role: StaffRole }
  | { name: 'list' }
  | { name: 'disable'; email: string }
  | { name: 'reset-password'; email: string }
  | { name: 'help' };

export type ParsedStaffCommand = { ok: true; command: StaffCommand } | { ok: false; message: string };

export const STAFF_USAGE = `Usage: npm run staff -- <command>

Commands:
  add <email> --role owner|staff|driver   add an account (the first one should be an owner)
  list                                    list the accounts
  disable <email>                         disable an account and end its sessions
  reset-password <email>                  set a new password and end the account's sessions

The password is read from STAFF_PASSWORD, or else asked on the terminal twice (nothing is
shown as you type). It needs at least 12 characters.`;

const EMAIL_COMMANDS = ['add', 'disable', 'reset-password'] as const;

const refuse = (message: string): ParsedStaffCommand => ({ ok: false, message });

function parseEmail(command: string, email: string | undefined): { email: string } | { message: string } {
  if (email === undefined) return { message: `${command} needs an email address` };
  const parsed = staffEmailSchema.safeParse(email);
  return parsed.success ? { email: parsed.data } : { message: `"${email}" is not an email address` };
}

export function parseStaffCommand(argv: readonly string[]): ParsedStaffCommand {
  let values: { role?: string | undefined; help?: boolean | undefined };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (error) {
    // parseArgs names the unknown option or the missing value in a single line.
    return refuse((error as Error).message.split('\n')[0] ?? 'Unreadable arguments');
  }
  const [name, ...rest] = positionals;
  if (values.help || name === 'help') return { ok: true, command: { name: 'help' } };
  if (name === undefined) return refuse('Name a command');
  if (name !== 'list' && !(EMAIL_COMMANDS as readonly string[]).includes(name)) {
    return refuse(`Unknown command "${name}"`);
  }
  const expected = name === 'list' ? 0 : 1;
  if (rest.length > expected) return refuse(`Unexpected argument "${rest[expected]}"`);
  if (name !== 'add' && values.role !== undefined) return refuse('--role is only for add');
  if (name === 'list') return { ok: true, command: { name } };

  const email = parseEmail(name, rest[0]);
  if ('message' in email) return refuse(email.message);
  if (name !== 'add') return { ok: true, command: { name: name as 'disable' | 'reset-password', email: email.email } };
  if (values.role === undefined) return refuse(`add needs --role ${STAFF_ROLES.join(', --role ')}`);
  const role = staffRoleSchema.safeParse(values.role);
  if (!role.success) return refuse(`--role must be ${STAFF_ROLES.join(', ')}, not "${values.role}"`);
  return { ok: true, command: { name, email: email.email, role: role.data } };
}
