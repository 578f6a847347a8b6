/** The lock every sender of the cart's outbox holds while it sends: each tab and the service worker. */
export const CART_SYNC_LOCK = 'verdant-cart-sync';

/** Runs a task while holding a lock, so only one tab at a time sends the outbox. */
export type LockRunner = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A Web Lock shared by every tab of the origin and its service worker; where the browser has
 * none, a lock within this tab only. Tabs may then send the same mutations at once, which the
 * server's once-per-mutation rule makes harmless. With `ifFree`, the task runs only when the lock
 * is free and is skipped otherwise: the service worker leaves the sending to a page that is at
 * it, rather than queue behind it and keep itself busy (which holds back a new release's worker).
 */
export function webLockRunner(name: string, { ifFree = false } = {}): LockRunner {
  const locks = globalThis.navigator?.locks;
  if (locks) {
    return async <T>(task: () => Promise<T>) => {
      let result: { value: T } | null = null;
      await locks.request(name, { ifAvailable: ifFree }, async (lock) => {
        if (lock) result = { value: await task() };
      });
      return (result as { value: T } | null)?.value as T;
    };
  }
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
