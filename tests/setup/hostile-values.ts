import fc from 'fast-check';

/**
 * What the fuzz tests (fuzz.test.ts for the shop, admin-fuzz.test.ts for the back office) feed
 * the API: text and numbers no client should be trusted with, and JSON nested deep.
 */

export const SQL = [
  "' or 1=1 --",
  "'; drop table products; --",
  "'; drop table staff; --",
  '" or ""="',
  "1'); truncate carts cascade; --",
  "x'); delete from audit_log; --",
  "tangie-flower' union select * from orders --",
  '%_%',
  '\\',
];
export const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}#{7*7}',
];
export const UNICODE = [
  '\u202Etxt.exe\u202C', // right-to-left override
  'ta\u200Bngie', // zero-width space
  '\uFEFFflower',
  '🌿🔥👩‍👩‍👧',
  '\uD800',
  'a\uDFFFb',
  'a\u0000b',
  'e\u0301',
  'Ａｂｃ',
  '\r\n\t',
  '   ',
  '',
];
export const NUMERIC_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '1e308',
  '-0',
  '0x10',
  '9007199254740993',
  '1_000',
  '١٢',
  '3.0',
];
export const NUMBERS = [
  1e308,
  -1e308,
  -0,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  0.5,
  -1,
  0,
  100,
  1e-300,
  Number.MIN_VALUE,
  2 ** 31,
];
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 3 })
  .map((codes) => `x${String.fromCharCode(...codes)}`);

/** Text a client should never be trusted with. */
export const hostileText = fc.oneof(
  fc.constantFrom(...SQL, ...SCRIPT, ...UNICODE, ...NUMERIC_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  loneSurrogates,
  fc.string({ minLength: 300, maxLength: 3_000 }),
);

export const hostileScalar = fc.oneof(
  hostileText,
  fc.constantFrom<unknown>(...NUMBERS, true, false, null),
  fc.double(),
  fc.integer(),
);

/** `{"a":{"a":…}}` `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** A scalar, an array or an object of them, or JSON nested `deepest.min` to `deepest.max` deep. */
export function hostileValue(deepest: { min: number; max: number }): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileText, hostileScalar, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.integer(deepest).map(nested) },
  );
}
