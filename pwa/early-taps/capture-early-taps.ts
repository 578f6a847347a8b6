import {
  APP_ROOT_ID,
  EARLY_TAPS_GLOBAL,
  EARLY_TAPS_PENDING_ATTRIBUTE,
  type EarlyTaps,
  HELD_CONTROLS,
} from './early-taps.ts';

/**
 * Runs inline in the page's head, before anything is painted, with no framework: it must be
 * tiny (the build checks it stays under 1 KB) and it must not wait for the app's script.
 *
 * 1. Listens for clicks and form submissions on the whole document, in the capture phase, so it
 *    sees each press before anything else does (keyboard presses of a button arrive as clicks,
 *    Enter in a form's field as a click on its submit button, or else as a submission).
 * 2. A trusted press on a held control inside the app's root is queued and stopped there:
 *    nothing else handles it now, so the app never sees it twice.
 * 3. `<html data-early-taps>` counts the presses held, for the page's "getting ready" cue.
 * 4. The app takes the presses one by one once it has taken the page over and has each carried
 *    out here (`press`), which holds nothing it sets off; then it stops the holding.
 */
export function captureEarlyTaps(win: Window & typeof globalThis): void {
  const doc = win.document;
  const held: HTMLElement[] = [];
  let pressing = false;
  const mark = () => {
    if (held.length > 0) doc.documentElement.setAttribute(EARLY_TAPS_PENDING_ATTRIBUTE, String(held.length));
    else doc.documentElement.removeAttribute(EARLY_TAPS_PENDING_ATTRIBUTE);
  };
  const hold = (event: Event) => {
    const target = event.target;
    if (pressing || !event.isTrusted || !(target instanceof win.Element)) return;
    const control = event.type === 'submit' ? target : target.closest(HELD_CONTROLS);
    if (!(control instanceof win.HTMLElement) || !control.closest(`#${APP_ROOT_ID}`)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
    mark();
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', hold, true);
  const handle: EarlyTaps = {
    next() {
      const control = held.shift() ?? null;
      mark();
      return control;
    },
    press(control) {
      pressing = true;
      try {
        if (control instanceof win.HTMLFormElement) control.requestSubmit();
        else control.click();
      } finally {
        pressing = false;
      }
    },
    stop() {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('submit', hold, true);
      held.length = 0;
      mark();
    },
  };
  win[EARLY_TAPS_GLOBAL] = handle;
}
