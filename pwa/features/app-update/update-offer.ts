import { createValueStore, useValueStore } from '../../lib/value-store.ts';

/**
 * Whether a new release is waiting to be offered: set by the worker's registration, read by
 * the layout and the update toast. Apart from the registration, so pages render without it
 * (the server's page renderer has no worker).
 */
export const updateWaiting = createValueStore(false);

/** Puts the offer away until the next visit. */
export function postponeUpdate(): void {
  updateWaiting.set(false);
}

export function useUpdateWaiting(): boolean {
  return useValueStore(updateWaiting, false);
}
