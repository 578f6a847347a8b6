import { usStateByCode } from '../compliance/us-states.ts';

/**
 * The shopper's chosen state stays on the device, stored by its two-letter code. Which places
 * the picker offers, and which it says the store does not deliver to, come from the state rules
 * the owner edits (shared/compliance/delivered-places.ts).
 */

/** The browser storage key of the shopper's chosen state (its code, e.g. "CA"). */
export const STATE_STORAGE_KEY = 'verdant:state';

/** A stored choice as a state's code; null when it names no US state (or nothing). */
export function chosenStateCode(stored: string | null | undefined): string | null {
  return typeof stored === 'string' ? (usStateByCode(stored)?.code ?? null) : null;
}
