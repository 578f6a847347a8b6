/**
 * The contract between the page's inline script (capture-early-taps.ts) and the app
 * (replay-early-taps.ts): before the app has taken over a server-rendered page, a press on a
 * control that only the app can carry out is held, and the app carries it out once it can.
 * Decision 013 says which controls work how before the app takes over.
 */

/** Where the inline script leaves its handle on `window`. */
export const EARLY_TAPS_GLOBAL = '__verdantEarlyTaps';

/** Set on `<html>` while presses are held: the page shows that it is getting them ready. */
export const EARLY_TAPS_PENDING_ATTRIBUTE = 'data-early-taps';

/**
 * Controls whose press does nothing, or the wrong thing, without the app: every button (a form's
 * submit too: the store's forms are sent by the app, and the browser would instead load the page
 * again with what was typed in its address) and the pressable ARIA roles. Links, `<details>` and
 * native fields work on their own before the app takes over, so they are left to the browser.
 */
export const HELD_CONTROLS =
  'button,[role=button],[role=radio],[role=checkbox],[role=switch],[role=tab],[role=menuitem]';

/** The element the app renders into: presses outside it are none of its business. */
export const APP_ROOT_ID = 'root';

export interface EarlyTaps {
  /**
   * The oldest press still held, taken off the queue; null when none is left. A form stands for
   * a submission made without a button (Enter in a field of a form that has none).
   */
  next(): HTMLElement | null;
  /**
   * Carries out a held press (a click, or a form's submission), without holding what it sets
   * off: a submit button's click submits its form, and the browser marks that submission trusted.
   */
  press(control: HTMLElement): void;
  /** Stops holding presses: from now on they reach the app as they happen. */
  stop(): void;
}

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTaps;
  }
}
