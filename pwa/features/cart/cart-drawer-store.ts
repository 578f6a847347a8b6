import { createValueStore, useValueStore } from '../../lib/value-store.ts';

/**
 * Whether the app's one cart drawer is open. A module-level store rather than a context, so
 * the header button, the drawer and the product page share it without a provider.
 */

const open = createValueStore(false);
let returnFocusTo: HTMLElement | null = null;

/** Opens the drawer, remembering what had focus so closing it can put focus back. */
export function openCartDrawer(): void {
  const active = document.activeElement;
  returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
  open.set(true);
}

export function closeCartDrawer(): void {
  open.set(false);
}

/** The element that had focus when the drawer opened, once; null when there was none. */
export function takeCartDrawerReturnFocus(): HTMLElement | null {
  const element = returnFocusTo;
  returnFocusTo = null;
  return element?.isConnected ? element : null;
}

export function useCartDrawerOpen(): boolean {
  return useValueStore(open, false);
}
