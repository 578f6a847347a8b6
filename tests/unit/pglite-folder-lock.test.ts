import { spawn, spawnSync } from 'node:child_process';
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

  test('of processes started at the same moment, exactly one takes it', async () => {
    const dir = folder();
    const lockModule = new URL('../../sync-api/db/pglite-folder-lock.ts', import.meta.url).href;
    // Each waits for the same instant, tries, says whether it took the lock, and keeps running a
    // moment so that the others find it alive.
    const startAt = Date.now() + 3000;
    const child = `
      const { holdEmbeddedDatabase } = await import(${JSON.stringify(lockModule)});
      while (Date.now() < ${startAt});
      let took = true;
      try { holdEmbeddedDatabase({ databaseUrl: null, pgliteDir: ${JSON.stringify(dir)} }, 'a test process'); }
      catch { took = false; }
      process.stdout.write(took ? 'took' : 'refused');
      setTimeout(() => {}, 1500);
    `;
    const outcomes = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((resolve, reject) => {
            const racer = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child]);
            let output = '';
            racer.stdout.on('data', (chunk: Buffer) => {
              output += chunk.toString();
            });
            racer.on('error', reject);
            racer.on('exit', () => resolve(output));
          }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'took')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(5);
  }, 20_000);

  test('PostgreSQL and an in-memory database need no lock', () => {
    const dir = folder();
    holdEmbeddedDatabase({ databaseUrl: 'postgres://db/shop', pgliteDir: dir }, 'the server');
    holdEmbeddedDatabase(embedded('memory://'), 'the server');
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
