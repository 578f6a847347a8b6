/**
 * The ids the device makes (pwa/lib/new-id.ts), also where `crypto.randomUUID` is missing: a
 * store opened over plain http on a LAN address is not a secure context.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { newId } from '../../pwa/lib/new-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const realCrypto = globalThis.crypto;

/** A crypto as a page on plain http has it: random values, but no randomUUID. */
function withoutRandomUUID(getRandomValues: Crypto['getRandomValues'] = (array) => realCrypto.getRandomValues(array)) {
  vi.stubGlobal('crypto', { getRandomValues, subtle: realCrypto.subtle });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newId', () => {
  test('in a secure context it is the browser’s own randomUUID', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: () => {
        throw new Error('not needed');
      },
      randomUUID: () => '3b241101-e2bb-4255-8caf-4136c566a962',
    });
    expect(newId()).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  test('without randomUUID it is still a version 4 UUID, and unique over many calls', () => {
    withoutRandomUUID();
    expect('randomUUID' in globalThis.crypto).toBe(false);
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('without randomUUID it keeps every random bit but the version and variant', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (random) => {
        withoutRandomUUID((array) => {
          if (array instanceof Uint8Array) array.set(random);
          return array;
        });
        const id = newId();
        expect(id).toMatch(UUID_V4);
        const bytes = (id.replaceAll('-', '').match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
        const expected = [...random];
        expected[6] = ((random[6] ?? 0) & 0x0f) | 0x40;
        expected[8] = ((random[8] ?? 0) & 0x3f) | 0x80;
        expect(bytes).toEqual(expected);
      }),
    );
  });
});
