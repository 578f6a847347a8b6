import { useEffect, useState } from 'react';
import type { CartDatabase } from '../../db/cart-db.ts';
import { createValueStore, useValueStore } from '../../lib/value-store.ts';

type CartRuntime = typeof import('./cart-runtime.ts');

let runtime: Promise<CartRuntime> | null = null;

/**
 * The cart's IndexedDB code, loaded once and shared; see cart-runtime.ts. A failed load (the
 * connection dropped mid-download) is forgotten, so the next call tries again.
 */
export function loadCartRuntime(): Promise<CartRuntime> {
  runtime ??= import('./cart-runtime.ts').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** The cart database, for actions that run on a click. */
export async function loadCartDb(): Promise<CartDatabase> {
  return (await loadCartRuntime()).cartDb;
}

/**
 * A live query over the cart database: undefined until the cart code and IndexedDB have
 * answered, then every change from any tab. `query` must not change between renders.
 */
export function useCartQuery<T>(query: (db: CartDatabase) => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void loadCartRuntime().then(
      ({ cartDb, liveQuery }) => {
        if (stopped) return;
        subscription = liveQuery(() => query(cartDb)).subscribe({ next: setValue, error: setFailure });
      },
      (error: unknown) => {
        if (!stopped) setFailure(error);
      },
    );
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [query]);
  // Like a failed render: the route's error screen says so instead of a cart that never loads.
  if (failure) throw failure;
  return value;
}

const ready = createValueStore(false);
let opening: Promise<void> | null = null;

/**
 * Whether the cart database is open, for the many Add to Cart buttons of a grid (spec 1 §5:
 * disabled until it is). One shared flag rather than a live query per button.
 */
export function useCartReady(): boolean {
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    opening ??= loadCartRuntime()
      .then(async ({ cartDb }) => {
        await cartDb.open();
        ready.set(true);
      })
      .catch((error: unknown) => {
        opening = null;
        throw error;
      });
    opening.catch(setFailure);
  }, []);
  if (failure) throw failure;
  return useValueStore(ready, false);
}
