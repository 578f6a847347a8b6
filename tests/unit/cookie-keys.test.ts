/**
 * The keys the server signs cookies with (sync-api/middleware/cookie-keys.ts): the same
 * signatures keygrip makes with SHA-256, so every cookie signed before still counts, and only
 * an exact signature by one of the keys is accepted.
 */
import Keygrip from 'keygrip';
import { describe, expect, test } from 'vitest';
import { CookieKeys } from '../../sync-api/middleware/cookie-keys.ts';

const SECRET = 'a-session-secret-long-enough-for-the-config-0123456789';
const DATA = 'verdant_session=0b0e8a4e-2f0c-4a57-9d8e-7f1c2d3e4a5b';

describe('cookie signatures', () => {
  test('are those keygrip makes with SHA-256, so cookies signed before stay valid', () => {
    const keygrip = new Keygrip([SECRET], 'sha256');
    const keys = new CookieKeys([SECRET]);
    for (const data of [DATA, '', 'verdant_age=é✓ and more', 'x'.repeat(5000)]) {
      expect(keys.sign(data)).toBe(keygrip.sign(data));
      expect(keys.verify(data, keygrip.sign(data))).toBe(true);
    }
  });

  test('a signature of other data, by another key, cut short or changed by one character is refused', () => {
    const keys = new CookieKeys([SECRET]);
    const signature = keys.sign(DATA);
    expect(keys.verify(`${DATA}0`, signature)).toBe(false);
    expect(keys.verify(DATA, new CookieKeys(['another-secret-just-as-long-0123456789abcdef']).sign(DATA))).toBe(false);
    expect(keys.verify(DATA, signature.slice(0, -1))).toBe(false);
    const changed = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(keys.verify(DATA, changed)).toBe(false);
    expect(keys.verify(DATA, '')).toBe(false);
  });

  test('the first key signs, and a signature by any key is found by its index, for a secret being rotated', () => {
    const old = 'the-previous-secret-long-enough-0123456789abcdef';
    const keys = new CookieKeys([SECRET, old]);
    expect(keys.sign(DATA)).toBe(new CookieKeys([SECRET]).sign(DATA));
    expect(keys.index(DATA, new CookieKeys([old]).sign(DATA))).toBe(1);
    expect(keys.index(DATA, keys.sign(DATA))).toBe(0);
    expect(keys.index(DATA, 'not-a-signature')).toBe(-1);
  });
});
