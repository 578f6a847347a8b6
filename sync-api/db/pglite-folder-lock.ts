import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * PGlite is PostgreSQL inside one process, and it does not lock its folder: a second process
 * opening it keeps its own copy in memory, so neither sees the other's writes and each
 * overwrites the other's files. The server and the command-line tools hold this lock beside
 * the folder while they run; a holder that died without removing it no longer counts.
 *
 * Taking it is one step: the holder is written to a file of this process's own, which is then
 * linked to the lock's name, and a link fails if the name exists. A lock is never seen half
 * written (empty, as if nobody held it), so two processes starting together cannot both take it.
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

/** Creates the lock naming `holder`, whole, unless it exists: whether this process took it. */
function createLock(file: string, holder: Holder): boolean {
  const own = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(own, JSON.stringify(holder), { mode: 0o600 });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

/**
 * Removes a lock whose holder has exited, or that cannot be read: it is first moved aside under
 * a name of this process's own, and put back if what was moved is not the lock that was judged
 * (another process took the lock in between).
 */
function removeStaleLock(file: string, stale: Holder | null): void {
  const aside = `${file}.stale.${process.pid}.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && moved.pid !== stale?.pid) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process took the lock meanwhile: it holds it, and this process will find it.
    }
  }
  rmSync(aside, { force: true });
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
    if (createLock(file, { pid: process.pid, what })) {
      process.once('exit', () => rmSync(file, { force: true }));
      return;
    }
    const holder = readHolder(file);
    if (holder?.pid === process.pid) return;
    if (holder && isRunning(holder.pid)) {
      throw new Error(
        `The embedded database in ${folder} is open in ${holder.what} (process ${holder.pid}), and PGlite serves one process at a time. Stop it and try again.`,
      );
    }
    removeStaleLock(file, holder);
  }
  throw new Error(`Could not take the lock ${file}`);
}
