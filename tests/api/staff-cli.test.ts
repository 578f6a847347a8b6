import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, SESSION_SECRET, startApi, TEST_PASSWORDS } from '../setup/api-harness.ts';
import { signIn } from '../setup/staff-accounts.ts';
import { testDatabaseUrl } from '../setup/test-database.ts';

/**
 * `npm run staff` end to end: the command runs as its own process on the server's
 * configuration (a PGlite folder, or DATABASE_URL on TEST_DATABASE_URL's server), and the
 * accounts it makes sign in through the API on the same database.
 */

const root = join(import.meta.dirname, '..', '..');
const serverUrl = testDatabaseUrl();
const PASSWORD = 'a command line passphrase';
const OTHER_PASSWORD = 'another command line passphrase';

let workDir: string;
let database: { pgliteDir: string; schema: string };

/** On the PostgreSQL server, as its administrator: making and dropping this test's schema. */
async function asServerAdmin(sql: string): Promise<void> {
  if (!serverUrl) return;
  const admin = knexFactory({ client: 'pg', connection: serverUrl });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

beforeEach(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'verdant-staff-cli-'));
  database = {
    pgliteDir: join(workDir, 'pglite'),
    schema: `staff_cli_${process.pid}_${randomBytes(4).toString('hex')}`,
  };
  await asServerAdmin(`create schema "${database.schema}"`);
});

afterEach(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await asServerAdmin(`drop schema if exists "${database.schema}" cascade`);
});

/** The environment that points the server's configuration at this test's database. */
function databaseEnv(): Record<string, string> {
  if (!serverUrl) return { PGLITE_DIR: database.pgliteDir };
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return { DATABASE_URL: url.toString() };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command as `npm run staff -- …` would, with `input` piped to it. */
function staff(args: string[], options: { password?: string; input?: string } = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: workDir,
    NODE_ENV: 'test',
    SESSION_SECRET,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: String(TEST_PASSWORDS.passwordCost),
    ...databaseEnv(),
    ...(options.password === undefined ? {} : { STAFF_PASSWORD: options.password }),
  };
  return new Promise((resolve, reject) => {
    // Node with tsx's loader, as `npm run staff` runs it, without a second process in between.
    const child = spawn(process.execPath, ['--import', 'tsx', 'sync-api/staff-cli.ts', ...args], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** The API on the command's database, for as long as `use` runs. */
async function withApi(use: (api: ApiHarness) => Promise<void>): Promise<void> {
  const api = await startApi({ sharedDatabase: database });
  try {
    await use(api);
  } finally {
    await api.close();
  }
}

describe('npm run staff', () => {
  test('the first owner is made on a fresh database, listed, and signs in through the API', async () => {
    const added = await staff(['add', 'Boss@Example.com', '--role', 'owner'], { password: PASSWORD });
    expect(added, added.stderr).toMatchObject({ code: 0 });
    expect(added.stdout).toContain('Added boss@example.com as owner');
    expect(added.stdout + added.stderr).not.toContain(PASSWORD);

    const listed = await staff(['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^boss@example\.com\s+owner\s+active\s+\d{4}-\d{2}-\d{2}$/m);

    await withApi(async (api) => {
      const client = api.client();
      expect((await signIn(client, 'boss@example.com', PASSWORD)).status).toBe(200);
      expect((await client.get(API_PATHS.adminSession)).body.staff).toMatchObject({ role: 'owner' });
      const created = await api.db('audit_log').where({ action: 'staff.created' }).first();
      expect(created).toMatchObject({ staff_id: null, ip: 'command line' });
    });
  }, 120_000);

  test('a password typed twice resets it; a disabled member can no longer sign in', async () => {
    expect((await staff(['add', 'boss@example.com', '--role', 'owner'], { password: PASSWORD })).code).toBe(0);
    expect((await staff(['add', 'packer@example.com', '--role', 'staff'], { password: PASSWORD })).code).toBe(0);

    const reset = await staff(['reset-password', 'boss@example.com'], {
      input: `${OTHER_PASSWORD}\n${OTHER_PASSWORD}\n`,
    });
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stderr).toContain('New password for boss@example.com');
    expect(reset.stderr).not.toContain(OTHER_PASSWORD);
    const disabled = await staff(['disable', 'packer@example.com']);
    expect(disabled.code, disabled.stderr).toBe(0);
    expect((await staff(['list'])).stdout).toMatch(/^packer@example\.com\s+staff\s+disabled/m);

    await withApi(async (api) => {
      expectError(await signIn(api.client(), 'boss@example.com', PASSWORD), 401, 'invalid_credentials');
      expect((await signIn(api.client(), 'boss@example.com', OTHER_PASSWORD)).status).toBe(200);
      expectError(await signIn(api.client(), 'packer@example.com', PASSWORD), 401, 'invalid_credentials');
      const updates = await api.db('audit_log').where({ action: 'staff.updated' }).orderBy('id');
      expect(updates.map((entry) => [entry.ip, entry.after.passwordChanged ?? false, entry.after.disabled])).toEqual([
        ['command line', true, false],
        ['command line', false, true],
      ]);
    });
  }, 120_000);

  test('refusals exit non-zero with a one-line reason and change nothing', async () => {
    expect((await staff(['add', 'boss@example.com', '--role', 'owner'], { password: PASSWORD })).code).toBe(0);
    // Argument errors stop before the database is opened; tests/unit/staff-cli-args.test.ts has the rest.
    const refusals: [string[], { password?: string; input?: string }, number, RegExp][] = [
      [
        ['add', 'BOSS@example.com', '--role', 'staff'],
        { password: PASSWORD },
        1,
        /already an account for boss@example\.com/,
      ],
      [['add', 'new@example.com', '--role', 'boss'], { password: PASSWORD }, 2, /--role must be owner, staff, driver/],
      [['add', 'new@example.com'], { password: PASSWORD }, 2, /add needs --role/],
      [['add', 'new@example.com', '--role', 'staff'], { password: 'too short' }, 1, /at least 12 characters/],
      [['add', 'new@example.com', '--role', 'staff'], { input: `${PASSWORD}\n${OTHER_PASSWORD}\n` }, 1, /differ/],
      [['add', 'new@example.com', '--role', 'staff'], { input: '' }, 1, /No password was given/],
      [['disable', 'nobody@example.com'], {}, 1, /no account for nobody@example\.com/],
      [['disable', 'boss@example.com'], {}, 1, /at least one active owner/],
      [['promote', 'boss@example.com'], {}, 2, /Unknown command "promote"/],
    ];
    // Argument errors never open the database, so they run side by side; the others take turns
    // at it, as the embedded database admits one process at a time.
    const expectRefused = async ([args, options, code, reason]: (typeof refusals)[number]) => {
      const run = await staff(args, options);
      const label = `staff ${args.join(' ')}`;
      expect(run.code, `${label}: ${run.stderr}`).toBe(code);
      const errors = run.stderr.split('\n').filter((line) => line.startsWith('Error:'));
      expect(errors, label).toHaveLength(1);
      expect(errors[0], label).toMatch(reason);
      if (code === 2) expect(run.stderr, label).toContain('Usage: npm run staff -- <command>');
    };
    await Promise.all(refusals.filter(([, , code]) => code === 2).map(expectRefused));
    for (const refusal of refusals.filter(([, , code]) => code !== 2)) await expectRefused(refusal);
    await withApi(async (api) => {
      expect(await api.db('staff').select('email', 'role', 'disabled_at')).toEqual([
        { email: 'boss@example.com', role: 'owner', disabled_at: null },
      ]);
      expect(await api.rowCount('audit_log')).toBe(1);
    });
  }, 240_000);

  test.skipIf(serverUrl)(
    'while the server has the embedded database open, the command changes nothing and says so',
    async () => {
      writeFileSync(`${database.pgliteDir}.lock`, JSON.stringify({ pid: process.pid, what: 'the server' }));
      const refused = await staff(['add', 'boss@example.com', '--role', 'owner'], { password: PASSWORD });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is open in the server (process ${process.pid})`);
      rmSync(`${database.pgliteDir}.lock`);
      expect((await staff(['list'])).stdout).toContain('No staff accounts yet');
    },
    60_000,
  );
});
