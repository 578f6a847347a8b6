import { useSyncExternalStore } from 'react';

/**
 * Whether the app's one cart drawer is open. A module-level store rather than a context, so
 * the header button, the drawer and (later) the product page share it without a provider.
 */

let open = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the drawer, remembering what had focus so closing it can put focus back. */
export function openCartDrawer(): void {
  const active = document.activeElement;
  returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
  setOpen(true);
}

export function closeCartDrawer(): void {
  setOpen(false);
}

/** The element that had focus when the drawer opened, once; null when there was none. */
export function takeCartDrawerReturnFocus(): HTMLElement | null {
  const element = returnFocusTo;
  returnFocusTo = null;
  return element?.isConnected ? element : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
