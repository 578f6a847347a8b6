import { AGE_VERIFICATION_DAYS } from '#shared/age';

/**
 * The device's memory of a confirmed age, so an already verified device opens the store
 * offline. The server's signed cookie stays the authority whenever the server can be asked.
 */

const REMEMBERED_KEY = 'verdant-age-verified-at';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A confirmation counts for as long as the server's cookie does. */
export function isRememberedVerificationValid(verifiedAt: number | null, now: number): boolean {
  return verifiedAt !== null && verifiedAt <= now && now - verifiedAt < AGE_VERIFICATION_DAYS * DAY_MS;
}

function readVerifiedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(REMEMBERED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function isAgeRemembered(now = Date.now()): boolean {
  return isRememberedVerificationValid(readVerifiedAt(), now);
}

export function rememberAgeVerified(now = Date.now()): void {
  try {
    localStorage.setItem(REMEMBERED_KEY, String(now));
  } catch {
    // Storage refused: the device then asks the server each time, as before.
  }
}

export function forgetAgeVerified(): void {
  try {
    localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Nothing was stored.
  }
}
