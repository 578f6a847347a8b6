/**
 * The device's memory of a confirmed age (pwa/features/age-gate/age-memory.ts): how long a
 * confirmation counts, and remembering, reading and forgetting it in localStorage.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AGE_VERIFICATION_DAYS } from '#shared/age';
import {
  forgetAgeVerified,
  isAgeRemembered,
  isRememberedVerificationValid,
  rememberAgeVerified,
} from '../../pwa/features/age-gate/age-memory.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const VALIDITY_MS = AGE_VERIFICATION_DAYS * DAY_MS;
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

/** The unit suite runs in Node, which has no localStorage: a minimal one kept in memory. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

describe('how long a remembered confirmation counts', () => {
  test('nothing remembered is not valid', () => {
    expect(isRememberedVerificationValid(null, NOW)).toBe(false);
  });

  test('a confirmation from the future is not valid', () => {
    expect(isRememberedVerificationValid(NOW + 1, NOW)).toBe(false);
    expect(isRememberedVerificationValid(NOW + DAY_MS, NOW)).toBe(false);
  });

  test(`a confirmation counts from its moment until just before ${AGE_VERIFICATION_DAYS} days have passed`, () => {
    expect(AGE_VERIFICATION_DAYS).toBe(30);
    expect(isRememberedVerificationValid(NOW, NOW)).toBe(true);
    expect(isRememberedVerificationValid(NOW - DAY_MS, NOW)).toBe(true);
    expect(isRememberedVerificationValid(NOW - VALIDITY_MS + 1, NOW)).toBe(true);
  });

  test(`a confirmation ${AGE_VERIFICATION_DAYS} days old or older no longer counts`, () => {
    expect(isRememberedVerificationValid(NOW - VALIDITY_MS, NOW)).toBe(false);
    expect(isRememberedVerificationValid(NOW - VALIDITY_MS - 1, NOW)).toBe(false);
    expect(isRememberedVerificationValid(NOW - 365 * DAY_MS, NOW)).toBe(false);
  });
});

describe('remembering on the device', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('a device that never confirmed is not remembered', () => {
    expect(isAgeRemembered(NOW)).toBe(false);
  });

  test('a confirmation is remembered until it expires', () => {
    rememberAgeVerified(NOW);
    expect(isAgeRemembered(NOW)).toBe(true);
    expect(isAgeRemembered(NOW + 29 * DAY_MS)).toBe(true);
    expect(isAgeRemembered(NOW + VALIDITY_MS)).toBe(false);
  });

  test('remembering again starts the period again', () => {
    rememberAgeVerified(NOW);
    rememberAgeVerified(NOW + 20 * DAY_MS);
    expect(isAgeRemembered(NOW + 40 * DAY_MS)).toBe(true);
  });

  test('forgetting removes the confirmation, and forgetting twice is harmless', () => {
    rememberAgeVerified(NOW);
    forgetAgeVerified();
    expect(isAgeRemembered(NOW)).toBe(false);
    expect(() => forgetAgeVerified()).not.toThrow();
    expect(storage.length).toBe(0);
  });

  test('a corrupted stored value counts as not remembered', () => {
    for (const corrupted of ['not-a-number', '', '0', '-5', 'Infinity', 'NaN', '{"at":1}']) {
      rememberAgeVerified(NOW);
      expect(storage.length).toBe(1);
      const key = storage.key(0) ?? '';
      storage.setItem(key, corrupted);
      expect(isAgeRemembered(NOW), corrupted).toBe(false);
    }
  });

  test('storage that refuses every call means not remembered, and nothing throws', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => rememberAgeVerified(NOW)).not.toThrow();
    expect(isAgeRemembered(NOW)).toBe(false);
    expect(() => forgetAgeVerified()).not.toThrow();
  });

  test('without localStorage at all the device is not remembered, and nothing throws', () => {
    vi.unstubAllGlobals();
    expect('localStorage' in globalThis).toBe(false);
    expect(() => rememberAgeVerified(NOW)).not.toThrow();
    expect(isAgeRemembered(NOW)).toBe(false);
    expect(() => forgetAgeVerified()).not.toThrow();
  });
});
