import { useEffect } from 'react';
import { useCart } from '../cart/index.ts';

let asked = false;

/**
 * Asks the browser to keep this site's storage under pressure (Safari otherwise may clear it
 * after a week without a visit), once there is a cart worth keeping. The server's copy of the
 * cart stays the backup when the answer is no.
 */
export function useKeepStorageForCart(): void {
  const { lines } = useCart();
  const hasCart = lines.length > 0;
  useEffect(() => {
    if (!hasCart || asked || !navigator.storage?.persist) return;
    asked = true;
    void navigator.storage
      .persisted()
      .then((persisted) => (persisted ? true : navigator.storage.persist()))
      .catch(() => false);
  }, [hasCart]);
}
