import { staffPasswordSchema } from '#shared/schemas/admin/staff';
import { loadConfig } from './config.ts';
import { createDatabase, type Database, prepareDatabase } from './db/database.ts';
import { holdEmbeddedDatabase } from './db/pglite-folder-lock.ts';
import { askHidden, PromptCancelled } from './hidden-prompt.ts';
import {
  addStaff,
  COMMAND_LINE_ACTOR,
  findStaffMember,
  listStaff,
  type PasswordPolicy,
  updateStaff,
} from './staff/staff-service.ts';
import { parseStaffCommand, STAFF_USAGE, type StaffCommand } from './staff-cli-args.ts';

/**
 * `npm run staff -- add|list|disable|reset-password`: staff accounts from the command line, on
 * the server's own configuration and database (PGlite in .data/pglite, or DATABASE_URL), so
 * the first owner can be made on a fresh machine. Every change is audited as the command line.
 * Exit codes: 0 done, 1 refused or failed, 2 bad arguments, 130 Ctrl+C at the prompt.
 */

class CommandFailed extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

const print = (text: string) => process.stdout.write(`${text}\n`);
const LIST_HINT = 'Run `npm run staff -- list` to see the accounts.';

/** STAFF_PASSWORD, else typed twice on the terminal; at least 12 characters either way. */
async function newPassword(email: string): Promise<string> {
  let password = process.env.STAFF_PASSWORD;
  if (password === undefined) {
    const [first, second] = await askHidden([`New password for ${email}: `, 'Type it again: '], {
      input: process.stdin,
      output: process.stderr,
      terminal: Boolean(process.stdin.isTTY),
    });
    if (first !== second) throw new CommandFailed('The two passwords differ; nothing was changed.');
    password = first ?? '';
  }
  const checked = staffPasswordSchema.safeParse(password);
  if (!checked.success) throw new CommandFailed(`${checked.error.issues[0]?.message}; nothing was changed.`);
  return checked.data;
}

async function memberId(db: Database, email: string): Promise<string> {
  const member = await findStaffMember(db, email);
  if (!member) throw new CommandFailed(`There is no account for ${email}.`, LIST_HINT);
  return member.id;
}

async function run(
  db: Database,
  command: Exclude<StaffCommand, { name: 'help' }>,
  passwords: PasswordPolicy,
): Promise<void> {
  switch (command.name) {
    case 'list': {
      const staff = await listStaff(db);
      if (staff.length === 0) {
        print('No staff accounts yet. Add the first owner: npm run staff -- add you@example.com --role owner');
      }
      for (const member of staff) {
        const state = member.disabled ? 'disabled' : 'active';
        print(
          [member.email.padEnd(40), member.role.padEnd(6), state.padEnd(8), member.createdAt.slice(0, 10)].join(' '),
        );
      }
      return;
    }
    case 'add': {
      if (await findStaffMember(db, command.email)) {
        throw new CommandFailed(`There is already an account for ${command.email}.`, LIST_HINT);
      }
      const password = await newPassword(command.email);
      await addStaff(db, { email: command.email, password, role: command.role }, COMMAND_LINE_ACTOR, passwords);
      print(`Added ${command.email} as ${command.role}. Sign in at /admin.`);
      return;
    }
    case 'disable': {
      await updateStaff(db, await memberId(db, command.email), { disabled: true }, COMMAND_LINE_ACTOR, passwords);
      print(`Disabled ${command.email}; their sessions have ended.`);
      return;
    }
    case 'reset-password': {
      const id = await memberId(db, command.email);
      await updateStaff(db, id, { password: await newPassword(command.email) }, COMMAND_LINE_ACTOR, passwords);
      print(`New password set for ${command.email}; their sessions have ended.`);
      return;
    }
  }
}

async function main(): Promise<number> {
  const parsed = parseStaffCommand(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`Error: ${parsed.message}.\n\n${STAFF_USAGE}\n`);
    return 2;
  }
  if (parsed.command.name === 'help') {
    print(STAFF_USAGE);
    return 0;
  }
  let db: Database | null = null;
  try {
    const config = loadConfig();
    holdEmbeddedDatabase(config, 'npm run staff');
    db = createDatabase(config);
    await prepareDatabase(db);
    await run(db, parsed.command, config);
    return 0;
  } catch (error) {
    if (error instanceof PromptCancelled && error.reason === 'interrupted') {
      process.stderr.write('Cancelled; nothing was changed.\n');
      return 130;
    }
    if (error instanceof PromptCancelled) {
      process.stderr.write('Error: No password was given: set STAFF_PASSWORD, or type it when asked.\n');
      return 1;
    }
    const hint = error instanceof CommandFailed && error.hint ? `\n${error.hint}` : '';
    // A refusal says why; anything else (a bad configuration, a database out of reach) gives
    // its own message, which names the problem without a stack.
    process.stderr.write(`Error: ${(error as Error).message}${hint}\n`);
    return 1;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main();
