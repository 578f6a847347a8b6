/**
 * What this device offers for installing the store, from facts the caller reads off the browser,
 * so the rules stay testable without one.
 */

/** How the store can be installed here: Chromium's own prompt, or Apple's Share sheet. */
export type InstallMethod = 'prompt' | 'share-sheet';

/**
 * Whether the device runs iOS or iPadOS. Every browser there is WebKit, none fires
 * `beforeinstallprompt`, and since iOS 16.4 Chrome, Firefox and Edge add to the home screen from
 * their Share menu as Safari does, so one set of instructions serves them all. iPadOS asks for
 * desktop sites and names itself Macintosh; unlike a Mac it has a touch screen.
 */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPod|iPad/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Whether the page runs as the installed app: the `display-mode` media query, or the older
 * `navigator.standalone` that iOS set before it supported the query.
 */
export function isStandalone(displayModeStandalone: boolean, navigatorStandalone: boolean | undefined): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

export interface InstallFacts {
  standalone: boolean;
  /** The app was installed during this visit (`appinstalled`), though this page is still a tab. */
  installed: boolean;
  /** A `beforeinstallprompt` event is held, ready to prompt. */
  canPrompt: boolean;
  ios: boolean;
}

/** The way to offer installing the store, or null when there is none or it is already installed. */
export function installMethod(facts: InstallFacts): InstallMethod | null {
  if (facts.standalone || facts.installed) return null;
  if (facts.canPrompt) return 'prompt';
  return facts.ios ? 'share-sheet' : null;
}
