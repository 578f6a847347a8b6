import { describe, expect, test } from 'vitest';
import { type InstallFacts, installMethod, isIos, isStandalone } from '../../pwa/features/install/install-platform.ts';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  // iPadOS asks for desktop sites, so its Safari reads like a Mac's.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('which devices get the Share-sheet steps', () => {
  test('an iPhone does, in Safari and in the other iOS browsers', () => {
    expect(isIos(UA.iPhoneSafari, 5)).toBe(true);
    expect(isIos(UA.iPhoneChrome, 5)).toBe(true);
  });

  test('an iPad that names itself Macintosh does, by its touch screen', () => {
    expect(isIos(UA.macSafari, 5)).toBe(true);
  });

  test('a Mac, Android and desktop Chrome do not', () => {
    expect(isIos(UA.macSafari, 0)).toBe(false);
    expect(isIos(UA.androidChrome, 5)).toBe(false);
    expect(isIos(UA.desktopChrome, 0)).toBe(false);
  });
});

describe('running as the installed app', () => {
  test('the standalone display mode or iOS’s navigator.standalone means installed', () => {
    expect(isStandalone(true, undefined)).toBe(true);
    expect(isStandalone(false, true)).toBe(true);
    expect(isStandalone(true, false)).toBe(true);
  });

  test('a browser tab is not, including where navigator.standalone does not exist', () => {
    expect(isStandalone(false, undefined)).toBe(false);
    expect(isStandalone(false, false)).toBe(false);
  });
});

describe('how installing is offered', () => {
  const facts = (overrides: Partial<InstallFacts>): InstallFacts => ({
    standalone: false,
    installed: false,
    canPrompt: false,
    ios: false,
    ...overrides,
  });

  test('a held prompt is offered as the browser’s own prompt', () => {
    expect(installMethod(facts({ canPrompt: true }))).toBe('prompt');
  });

  test('iOS gets the Share-sheet steps', () => {
    expect(installMethod(facts({ ios: true }))).toBe('share-sheet');
  });

  test('nothing is offered in the installed app, after installing, or with neither a prompt nor iOS', () => {
    expect(installMethod(facts({ standalone: true, canPrompt: true }))).toBeNull();
    expect(installMethod(facts({ standalone: true, ios: true }))).toBeNull();
    expect(installMethod(facts({ installed: true, canPrompt: true }))).toBeNull();
    expect(installMethod(facts({}))).toBeNull();
  });
});
