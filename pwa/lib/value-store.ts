import { useSyncExternalStore } from 'react';

/**
 * One value shared by any number of components without a provider: what the app's small
 * module-level states (the cart drawer, the install prompt, a waiting update) are built on.
 */
export interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value in a component; `initial` is what server rendering would see. */
export function useValueStore<T>(store: ValueStore<T>, initial: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => initial);
}
