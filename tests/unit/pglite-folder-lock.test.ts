import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { holdEmbeddedDatabase } from '../../sync-api/db/pglite-folder-lock.ts';

const folder = () => join(mkdtempSync(join(tmpdir(), 'verdant-lock-')), 'pglite');
const embedded = (pgliteDir: string) => ({ databaseUrl: null, pgliteDir });

/** The id of a process that has already exited. */
function finishedPid(): number {
  const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(finished.stdout.toString());
}

describe('one process at a time opens the embedded database', () => {
  test('the first process takes the lock beside the folder, naming itself', () => {
    const dir = folder();
    holdEmbeddedDatabase(embedded(dir), 'the server');
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toEqual({ pid: process.pid, what: 'the server' });
    expect(() => holdEmbeddedDatabase(embedded(dir), 'the server')).not.toThrow();
  });

  test('another running process is refused, told who holds it', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, what: 'the server' }));
    expect(() => holdEmbeddedDatabase(embedded(dir), 'npm run staff')).toThrow(
      `is open in the server (process ${process.ppid})`,
    );
  });

  test('a lock left by a process that has exited is taken over', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: finishedPid(), what: 'the server' }));
    holdEmbeddedDatabase(embedded(dir), 'npm run staff');
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
  });

  test('PostgreSQL and an in-memory database need no lock', () => {
    const dir = folder();
    holdEmbeddedDatabase({ databaseUrl: 'postgres://db/shop', pgliteDir: dir }, 'the server');
    holdEmbeddedDatabase(embedded('memory://'), 'the server');
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
