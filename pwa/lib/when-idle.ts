/**
 * Runs `callback` once the browser has nothing more urgent to do, or after `timeoutMs` at the
 * latest (Safari has no requestIdleCallback: there it is the timeout). Returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, timeoutMs);
  return () => clearTimeout(timer);
}

/**
 * Resolves in a task of its own: work split at these points lets the browser paint and answer
 * input in between, where one long task would hold the main thread.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
