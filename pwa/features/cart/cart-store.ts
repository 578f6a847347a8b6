import { startTransition, useEffect, useState } from 'react';
import type { CartDatabase } from '../../db/cart-db.ts';
import { whenAgeVerified } from '../../lib/app-events.ts';

type CartRuntime = typeof import('./cart-runtime.ts');

let runtime: Promise<CartRuntime> | null = null;

/**
 * The cart's IndexedDB code, loaded once and shared; see cart-runtime.ts. A failed load (the
 * connection dropped mid-download) is forgotten, so the next call tries again.
 *
 * The hooks below load it only once the age gate is passed: behind the gate the page can be
 * neither used nor scrolled, so a visitor who never passes it never fetches Dexie (the largest
 * file after the app's own), and one who does gets it while the gate closes.
 */
export function loadCartRuntime(): Promise<CartRuntime> {
  runtime ??= import('./cart-runtime.ts').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/**
 * The cart's sync engine. Apart from the cart database, so evaluating it (and its schemas) is a
 * task of its own, once the page is idle, not part of the first one that shows the cart.
 */
export function loadCartSync(): Promise<typeof import('../../sync/start-cart-sync.ts')> {
  return import('../../sync/start-cart-sync.ts');
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
    const cancelWait = whenAgeVerified(() =>
      loadCartRuntime().then(
        ({ cartDb, liveQuery }) => {
          if (stopped) return;
          // As a transition, like useCartReady: the first answer must not force the rest of a
          // server-rendered page to be taken over in one go.
          subscription = liveQuery(() => query(cartDb)).subscribe({
            next: (next) => startTransition(() => setValue(() => next)),
            error: setFailure,
          });
        },
        (error: unknown) => {
          if (!stopped) setFailure(error);
        },
      ),
    );
    return () => {
      stopped = true;
      cancelWait();
      subscription?.unsubscribe();
    };
  }, [query]);
  // Like a failed render: the route's error screen says so instead of a cart that never loads.
  if (failure) throw failure;
  return value;
}

let opened = false;
let opening: Promise<void> | null = null;

/**
 * Whether the cart database is open, for the many Add to Cart buttons of a grid: each stays
 * disabled until it is. One shared opening rather than a live query per button. The buttons
 * are enabled as a transition: on a page the server rendered, an urgent update here would make
 * React finish taking over the whole page in one long task first.
 */
export function useCartReady(): boolean {
  const [ready, setReady] = useState(opened);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let mounted = true;
    const cancelWait = whenAgeVerified(() => {
      opening ??= loadCartRuntime()
        .then(async ({ cartDb }) => {
          await cartDb.open();
          opened = true;
        })
        .catch((error: unknown) => {
          opening = null;
          throw error;
        });
      opening.then(
        () => {
          if (mounted) startTransition(() => setReady(true));
        },
        (error: unknown) => {
          if (mounted) setFailure(error);
        },
      );
    });
    return () => {
      mounted = false;
      cancelWait();
    };
  }, []);
  if (failure) throw failure;
  return ready;
}
