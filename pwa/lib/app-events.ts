/** Dispatched on window when the shopper confirms their age: cart writes are allowed from then. */
export const AGE_VERIFIED_EVENT = 'verdant:age-verified';

let ageVerified = false;

/**
 * Says the age is confirmed, to listeners now and to code that starts later (the cart's sync
 * starts once the page is idle, often after a server-rendered page already knew).
 */
export function announceAgeVerified(): void {
  ageVerified = true;
  window.dispatchEvent(new Event(AGE_VERIFIED_EVENT));
}

/** Whether the age was confirmed in this page's lifetime (see announceAgeVerified). */
export function isAgeVerifiedHere(): boolean {
  return ageVerified;
}
