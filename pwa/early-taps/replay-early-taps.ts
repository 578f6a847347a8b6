import { nextTask } from '../lib/when-idle.ts';
import { APP_ROOT_ID, EARLY_TAPS_GLOBAL } from './early-taps.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Once the app has taken over the page, it carries out what the shopper did before:
 * 1. Fields (the state picker, the contact and sign-in forms) kept what was typed or chosen,
 *    as native fields do, but the app's state still holds what the server rendered, and its next
 *    render would put that back. Each such field is announced to the app as if typed now.
 * 2. The presses the page's inline script held are replayed in order, each in a task of its
 *    own so that the app has rendered the one before (a quantity pressed up three times ends at 4).
 * 3. Then presses reach the app directly.
 * On a page the server did not render (the offline shell), nothing was on screen to use: it
 * only stops the holding.
 */
export async function replayEarlyTaps(
  win: Window & typeof globalThis,
  { serverRendered }: { serverRendered: boolean },
): Promise<void> {
  const taps = win[EARLY_TAPS_GLOBAL];
  const root = win.document.getElementById(APP_ROOT_ID);
  if (serverRendered && root) {
    // Every value is read before any is announced: the app's render after one announcement
    // puts its own values back into the fields it has not heard about yet.
    const changes = changedFields(root).map((field) => ({ field, value: shopperValue(field) }));
    for (const { field, value } of changes) {
      if (await untilHydrated(field)) announceChange(win, field, value);
    }
  }
  if (!taps) return;
  for (let control = taps.next(); control; control = taps.next()) {
    // A press on what the page no longer shows (an earlier press closed it) is dropped.
    if (!(await untilHydrated(control))) continue;
    taps.press(control);
    await nextTask();
  }
  taps.stop();
}

/** Past this, a part of the page React has still not taken over is given up on. */
const HYDRATION_WAIT_MS = 15_000;
const HYDRATION_POLL_MS = 16;

/**
 * The app's first commit takes over the page's frame; a part inside a Suspense boundary (the
 * route's content) is taken over in a later pass, and a press sent to it before then is lost.
 * React marks each element it has taken over with its props (`__reactProps$…`, React DOM 17 to
 * 19): the only sign of it there is. False for an element gone from the page, or never taken over.
 */
async function untilHydrated(element: Element): Promise<boolean> {
  const giveUpAt = performance.now() + HYDRATION_WAIT_MS;
  while (!Object.getOwnPropertyNames(element).some((key) => key.startsWith('__reactProps$'))) {
    if (!element.isConnected || performance.now() > giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, HYDRATION_POLL_MS));
  }
  return element.isConnected;
}

/** The fields whose value differs from the one the app rendered. */
export function changedFields(root: HTMLElement): Field[] {
  const fields = root.querySelectorAll<Field>('input, textarea, select');
  return [...fields].filter((field) => {
    if (field instanceof HTMLSelectElement) {
      // The server marks its choice with `selected` (what `defaultSelected` reflects); with none
      // marked, a browser shows the first option.
      const rendered = [...field.options].find((option) => option.hasAttribute('selected')) ?? field.options[0];
      return field.value !== (rendered?.value ?? '');
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // Of a radio group, the one now chosen carries the change.
      return field.type === 'checkbox'
        ? field.checked !== field.defaultChecked
        : field.checked && !field.defaultChecked;
    }
    return field.value !== field.defaultValue;
  });
}

function shopperValue(field: Field): string | boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked;
  return field.value;
}

/**
 * Tells the app about a change the browser made before the app listened. React compares a
 * field's value with the last one it saw (kept through the field's own `value` and `checked`
 * setters): the field is given back the rendered value through them, then the shopper's value
 * behind them, and the event React listens for is sent. A box or radio is set back and clicked.
 */
function announceChange(win: Window & typeof globalThis, field: Field, value: string | boolean): void {
  if (typeof value === 'boolean' && field instanceof HTMLInputElement) {
    // A click turns the box (or chooses the radio) to what the shopper left it at.
    field.checked = !value;
    field.click();
    return;
  }
  if (typeof value === 'boolean') return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new win.Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  const prototype = field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement : win.HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new win.Event('input', { bubbles: true }));
}
