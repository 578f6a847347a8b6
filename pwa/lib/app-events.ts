import { pageWindow } from './page-globals.ts';

/** Dispatched on window when the shopper confirms their age: cart writes are allowed from then. */
export const AGE_VERIFIED_EVENT = 'verdant:age-verified';

let ageVerified = false;

/**
 * Says the age is confirmed, to listeners now and to code that starts later (the cart's sync
 * starts once the page is idle, often after a server-rendered page already knew).
 */
export function announceAgeVerified(): void {
  ageVerified = true;
  pageWindow().dispatchEvent(new Event(AGE_VERIFIED_EVENT));
}

/** Whether the age was confirmed in this page's lifetime (see announceAgeVerified). */
export function isAgeVerifiedHere(): boolean {
  return ageVerified;
}

/**
 * Runs `callback` once the age is confirmed: at once when it already is. Returns a cancel.
 * What only a shopper past the gate can use (the header's menus, the cart's sync) waits for it:
 * behind the gate the page is out of reach, and a visitor who never passes it never needs them.
 */
export function whenAgeVerified(callback: () => void): () => void {
  if (ageVerified) {
    callback();
    return () => undefined;
  }
  const onVerified = () => callback();
  const page = pageWindow();
  page.addEventListener(AGE_VERIFIED_EVENT, onVerified, { once: true });
  return () => page.removeEventListener(AGE_VERIFIED_EVENT, onVerified);
}
