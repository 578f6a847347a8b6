import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyRate, centsToDecimal, formatUsd, formatWholeNumber, toCents } from '#shared/money';

describe('money', () => {
  test('decimal strings from the wire become whole cents', () => {
    expect(toCents('14.99')).toBe(1499);
    expect(toCents('48')).toBe(4800);
    expect(toCents('0.5')).toBe(50);
    expect(toCents(12)).toBe(1200);
  });

  test('anything that is not an amount of money is refused', () => {
    for (const bad of ['', 'abc', '1.999', '1e3', '12,00', ' . ']) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
  });

  test('cents go back to the wire with exactly two decimals', () => {
    expect(centsToDecimal(1499)).toBe('14.99');
    expect(centsToDecimal(4800)).toBe('48.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  test('every whole number of cents survives the round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => toCents(centsToDecimal(cents)) === cents),
    );
  });

  test('prices show in dollars with two decimals and thousands separators', () => {
    expect(formatUsd(1499)).toBe('$14.99');
    expect(formatUsd(26500)).toBe('$265.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-999)).toBe('-$9.99');
  });

  test('whole numbers get the same separators as the en-US locale gives them, without it', () => {
    for (const value of [0, 7, 99, 100, 999, 1000, 2087, 12_345, 100_000, 1_234_567, -1000, -999_999, 2 ** 53 - 1]) {
      expect(formatWholeNumber(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
    expect(() => formatWholeNumber(1.5)).toThrow(RangeError);
  });

  test('a rate is applied and rounded half up to whole cents', () => {
    expect(applyRate(1499, 0.85)).toBe(1274);
    expect(applyRate(4800, 0.85)).toBe(4080);
    expect(applyRate(3999, 0.85)).toBe(3399);
    expect(applyRate(1000, 0.7)).toBe(700);
    expect(applyRate(1, 0.5)).toBe(1);
  });
});
