import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Folders and what is in them made readable by their owner only: 0700 and 0600. */
function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) {
    chmodSync(path, 0o600);
    return;
  }
  chmodSync(path, 0o700);
  for (const name of readdirSync(path)) tighten(join(path, name));
}

/**
 * The embedded database's folder holds shoppers' names, addresses and dates of birth, so only
 * the user running the store may read it: the folder is made 0700 before PGlite opens it, with
 * everything in it (an earlier version's files included) 0700 or 0600. The files PGlite makes
 * while it runs follow the process's umask, narrowed to the owner for the rest of the process
 * (it writes nothing others need); worker threads cannot change it, and there the folder's own
 * 0700 still shuts others out. The few its start-up writes readable by all are tightened by
 * calling this again once it has opened (prepareDatabase).
 */
export function makePrivateFolder(folder: string): void {
  if (isMainThread) process.umask(0o077);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  tighten(folder);
}
