import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createDatabase, prepareDatabase } from '../../sync-api/db/database.ts';

/**
 * The embedded database's folder holds shoppers' names, addresses and dates of birth: only the
 * user running the store may read it, whether the folder is new or an older install's.
 */

let workDir: string;
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

/** Every folder and file under `root` (itself included), with its permission bits. */
function modes(root: string): { path: string; folder: boolean; mode: number }[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) =>
    join(entry.parentPath, entry.name),
  );
  return [root, ...entries].map((path) => {
    const stat = statSync(path);
    return { path, folder: stat.isDirectory(), mode: stat.mode & 0o777 };
  });
}

/** Opens the database in `folder` as the server does (migrations and seed), then closes it. */
async function openAndClose(folder: string): Promise<void> {
  const db = createDatabase({ databaseUrl: null, pgliteDir: folder });
  try {
    await prepareDatabase(db);
  } finally {
    await db.destroy();
  }
}

function expectPrivate(folder: string) {
  const found = modes(folder);
  expect(found.filter((entry) => !entry.folder).length).toBeGreaterThan(10);
  expect(found.filter((entry) => entry.folder).length).toBeGreaterThan(1);
  const open = found.filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600));
  expect(open.map((entry) => `${entry.path} ${entry.mode.toString(8)}`)).toEqual([]);
}

describe('the embedded database’s files', () => {
  test('a new folder is 0700, and every folder and file PGlite makes in it is 0700 or 0600', async () => {
    workDir = mkdtempSync(join(tmpdir(), 'verdant-private-'));
    const folder = join(workDir, 'data', 'pglite');
    await openAndClose(folder);
    expectPrivate(folder);
  }, 60_000);

  test('an existing folder readable by others is made private when the database opens', async () => {
    workDir = mkdtempSync(join(tmpdir(), 'verdant-private-'));
    const folder = join(workDir, 'pglite');
    await openAndClose(folder);
    chmodSync(folder, 0o755);
    mkdirSync(join(folder, 'left-over'), { mode: 0o777 });
    chmodSync(join(folder, 'left-over'), 0o777);
    writeFileSync(join(folder, 'left-over', 'notes'), 'x', { mode: 0o644 });
    for (const entry of modes(folder)) chmodSync(entry.path, entry.folder ? 0o755 : 0o644);
    await openAndClose(folder);
    expectPrivate(folder);
  }, 60_000);
});
