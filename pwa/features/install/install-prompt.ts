import { createValueStore, useValueStore } from '../../lib/value-store.ts';

/**
 * The browser's offer to install the store. Chromium fires `beforeinstallprompt` once it finds
 * the app installable; the event is kept here so the store's own button can show the prompt
 * later, and forgotten on `appinstalled`. A module-level store like the cart drawer's.
 */

/** Chromium only, so not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: InstallOutcome; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed';

export interface InstallPromptState {
  /** A prompt is held and can be shown. */
  canPrompt: boolean;
  /** The shopper installed the app during this visit. */
  installed: boolean;
}

const NOTHING_YET: InstallPromptState = { canPrompt: false, installed: false };

let held: BeforeInstallPromptEvent | null = null;
const state = createValueStore(NOTHING_YET);
let prompting: Promise<InstallOutcome> | null = null;

function hold(event: BeforeInstallPromptEvent | null, installed = state.get().installed): void {
  held = event;
  state.set({ canPrompt: event !== null, installed });
}

/**
 * Starts listening. main.tsx calls it once, before the first render: the event may come before
 * any component subscribes.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Stops Chromium's own mini-infobar: the store offers the prompt from its button instead.
    event.preventDefault();
    hold(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => hold(null, true));
}

/**
 * Shows the held prompt and resolves with the shopper's choice, or null when none is held. An
 * event can prompt only once, so it is forgotten after the choice; a second call while the
 * prompt is open waits for the same choice.
 */
export function promptInstall(): Promise<InstallOutcome | null> {
  const event = held;
  if (!event) return Promise.resolve(null);
  prompting ??= (async () => {
    try {
      await event.prompt();
      return (await event.userChoice).outcome;
    } finally {
      prompting = null;
      // A newer event that came while the prompt was open stays usable.
      if (held === event) hold(null);
    }
  })();
  return prompting;
}

export function useInstallPrompt(): InstallPromptState {
  return useValueStore(state, NOTHING_YET);
}
