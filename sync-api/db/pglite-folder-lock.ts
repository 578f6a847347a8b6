import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * PGlite is PostgreSQL inside one process, and it does not lock its folder: a second process
 * opening it keeps its own copy in memory, so neither sees the other's writes and each
 * overwrites the other's files. The server and the command-line tools hold this lock beside
 * the folder while they run; a holder that died without removing it no longer counts.
 */

interface Holder {
  pid: number;
  what: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, what: String(holder.what ?? 'another process') } : null;
  } catch {
    return null;
  }
}

/**
 * With PGlite in a folder, takes its lock for this process until it exits, or throws naming
 * who holds it; `what` names this process to whoever comes next. PostgreSQL needs no lock.
 */
export function holdEmbeddedDatabase(config: { databaseUrl: string | null; pgliteDir: string }, what: string): void {
  if (config.databaseUrl || config.pgliteDir === 'memory://') return;
  const folder = config.pgliteDir;
  const file = `${resolve(folder)}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, what }));
      closeSync(fd);
      process.once('exit', () => rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isRunning(holder.pid)) {
        throw new Error(
          `The embedded database in ${folder} is open in ${holder.what} (process ${holder.pid}), and PGlite serves one process at a time. Stop it and try again.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
