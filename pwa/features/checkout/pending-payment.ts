import { cartSync } from '../../sync/start-cart-sync.ts';

/**
 * Which payment this tab started, so /order-success empties the device's cart for that order and
 * only for it: after an in-page payment, or when Stripe comes back from a bank's page. A later
 * visit to an old confirmation never touches a cart filled since.
 */

const STORAGE_KEY = 'verdant:pending-payment';
/** Kept here too when session storage refuses. */
let memory: string | null = null;

export function rememberPendingPayment(paymentIntentId: string): void {
  memory = paymentIntentId;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, paymentIntentId);
  } catch {
    // The module's memory covers an in-page payment.
  }
}

function pendingPayment(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

/**
 * Brings the device's cart in line once its order exists: the server took the ordered items out
 * (and only those), so the device takes the server's cart rather than clearing its own.
 */
export async function settleCartAfterOrder(paymentIntentId: string): Promise<void> {
  if (pendingPayment() !== paymentIntentId) return;
  memory = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
  await cartSync.syncNow();
}
