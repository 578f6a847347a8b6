import { describe, expect, test } from 'vitest';
import { deliveryPriceCents, formatHour, qualifiesForFreeStandardDelivery } from '#shared/catalogue/delivery';
import { describeLimit, LAB_SAFETY_LIMITS } from '#shared/catalogue/lab-limits';

describe('hours as the pages show them', () => {
  test('the 24-hour clock reads as AM and PM, and anything else is refused', () => {
    expect([0, 9, 12, 14, 23].map(formatHour)).toEqual(['12 AM', '9 AM', '12 PM', '2 PM', '11 PM']);
    expect(() => formatHour(24)).toThrow(RangeError);
  });
});

describe('deliveryPriceCents', () => {
  test('Standard costs $9.99 up to and including $99.00, and is free over $99', () => {
    expect(deliveryPriceCents('standard', 0)).toBe(999);
    expect(deliveryPriceCents('standard', 4800)).toBe(999);
    expect(deliveryPriceCents('standard', 9899)).toBe(999);
    // "Over $99" is strict: exactly $99.00 still pays.
    expect(deliveryPriceCents('standard', 9900)).toBe(999);
    expect(deliveryPriceCents('standard', 9901)).toBe(0);
    expect(deliveryPriceCents('standard', 9999)).toBe(0);
    expect(deliveryPriceCents('standard', 26_500)).toBe(0);
    expect(qualifiesForFreeStandardDelivery(9900)).toBe(false);
    expect(qualifiesForFreeStandardDelivery(9901)).toBe(true);
  });

  test('Express and Same-Day never become free', () => {
    for (const subtotal of [0, 9900, 9901, 100_000]) {
      expect(deliveryPriceCents('express', subtotal)).toBe(1999);
      expect(deliveryPriceCents('same-day', subtotal)).toBe(2999);
    }
  });

  test('refuses a subtotal that is not whole, non-negative cents, and an unknown option', () => {
    for (const bad of [-1, 99.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => deliveryPriceCents('standard', bad)).toThrow(RangeError);
    }
    expect(() => deliveryPriceCents('overnight' as never, 1000)).toThrow(RangeError);
  });
});

describe('lab safety limits', () => {
  test('read as the lab reports page states them', () => {
    expect(Object.fromEntries(LAB_SAFETY_LIMITS.map((limit) => [limit.id, describeLimit(limit.rule)]))).toEqual({
      lead: 'Under 0.5 ppm',
      mercury: 'Under 0.1 ppm',
      'aerobic-bacteria': 'Under 100 CFU/g',
      'foreign-matter': 'Under 2% by weight',
      moisture: '5-13%',
      pesticides: 'Below detection (over 400 compounds tested)',
    });
  });
});
