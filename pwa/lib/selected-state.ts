import { useSyncExternalStore } from 'react';
import { chosenStateCode, STATE_STORAGE_KEY } from '#shared/catalogue/states';

/**
 * The shopper's chosen state, kept on this device in localStorage, shared by the header's and
 * the mobile menu's pickers and by every open tab. The cart keeps to its purchase limits, so
 * the sync engine sends it with each push.
 */

const listeners = new Set<() => void>();
/** The choice when storage refuses to keep it. */
let memory: string | null = null;

function readStored(): string | null {
  try {
    return chosenStateCode(window.localStorage.getItem(STATE_STORAGE_KEY));
  } catch {
    // Storage can be off (private modes, policies): the picker then simply starts empty.
    return null;
  }
}

/** The chosen state now, outside React: the cart's sync sends it with each push. */
export function readSelectedState(): string | null {
  return readStored() ?? memory;
}

export function setSelectedState(code: string): void {
  try {
    window.localStorage.setItem(STATE_STORAGE_KEY, code);
  } catch {
    // Not kept across visits, but still shown for this page view.
    memory = code;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STATE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSelectedState(): string | null {
  return useSyncExternalStore(subscribe, readSelectedState, () => null);
}
