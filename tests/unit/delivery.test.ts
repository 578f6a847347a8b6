import { describe, expect, test } from 'vitest';
import {
  ACCEPTED_IDS,
  DELIVERY_OPTIONS,
  DELIVERY_STAGES,
  deliveryPriceCents,
  EXPRESS_COVERAGE_STATES,
  FREE_SHIPPING_THRESHOLD_LABEL,
  formatHour,
  MAX_DELIVERY_ATTEMPTS,
  PLANNED_EXPANSION,
  PRODUCT_PAGE_SHIPPING_FEE_CENTS,
  qualifiesForFreeStandardDelivery,
  SAME_DAY_CUTOFF_HOUR,
  SAME_DAY_CUTOFF_LABEL,
  SAME_DAY_STATES,
} from '#shared/catalogue/delivery';
import {
  COA_MAX_AGE_MONTHS,
  describeLimit,
  isCertificateCurrent,
  LAB_SAFETY_LIMITS,
} from '#shared/catalogue/lab-limits';
import { RETURN_WINDOWS, returnShippingPaidBy } from '#shared/catalogue/returns';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '#shared/content/business';

describe('delivery options (spec 2 §9)', () => {
  test('the three options have the prices, times and notes of the delivery table', () => {
    expect(DELIVERY_OPTIONS.map((option) => [option.id, option.name, option.priceCents, option.time])).toEqual([
      ['standard', 'Standard', 999, '3-5 business days'],
      ['express', 'Express', 1999, '1-2 business days'],
      ['same-day', 'Same-Day', 2999, '2-4 hours'],
    ]);
    const [standard, express, sameDay] = DELIVERY_OPTIONS;
    expect(standard?.notes).toContain('Free on orders over $99');
    expect(express?.badge).toBe('Most Popular');
    expect(DELIVERY_OPTIONS.filter((option) => option.badge === 'Most Popular')).toHaveLength(1);
    expect(sameDay?.notes).toContain('Order by 2 PM local time');
    expect(sameDay?.notes.some((note) => note.includes('ID verification'))).toBe(true);
    expect(sameDay?.states).toEqual(['Florida']);
  });

  test('the product page fee is the Standard price', () => {
    expect(PRODUCT_PAGE_SHIPPING_FEE_CENTS).toBe(999);
    expect(PRODUCT_PAGE_SHIPPING_FEE_CENTS).toBe(
      DELIVERY_OPTIONS.find((option) => option.id === 'standard')?.priceCents,
    );
  });

  test('the same-day cut-off is 2 PM', () => {
    expect(SAME_DAY_CUTOFF_HOUR).toBe(14);
    expect(SAME_DAY_CUTOFF_LABEL).toBe('2 PM');
    expect([0, 9, 12, 23].map(formatHour)).toEqual(['12 AM', '9 AM', '12 PM', '11 PM']);
    expect(() => formatHour(24)).toThrow(RangeError);
  });

  test('coverage, expansion, attempts, stages and IDs', () => {
    expect(SAME_DAY_STATES).toEqual(['Florida']);
    expect(EXPRESS_COVERAGE_STATES).toEqual([
      'California',
      'New York',
      'Colorado',
      'Oregon',
      'Washington',
      'Nevada',
      'Arizona',
      'Massachusetts',
      'Illinois',
      'Michigan',
      'Maine',
      'Vermont',
    ]);
    expect(PLANNED_EXPANSION).toEqual({
      service: 'same-day',
      states: ['Nevada', 'Colorado', 'Oregon', 'Washington'],
      year: 2025,
    });
    expect(MAX_DELIVERY_ATTEMPTS).toBe(3);
    expect(DELIVERY_STAGES).toEqual(['Order Placed', 'Processing', 'In Transit', 'Delivered']);
    expect(ACCEPTED_IDS).toEqual(["Driver's license", 'State ID', 'Passport', 'Military ID']);
  });
});

describe('deliveryPriceCents', () => {
  test('uses the threshold of business.ts', () => {
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(9900);
    expect(FREE_SHIPPING_THRESHOLD_LABEL).toBe('$99');
  });

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

describe('returns and lab limits (spec 2 §9)', () => {
  test('return windows and who pays return shipping', () => {
    expect(RETURN_WINDOWS.map((entry) => entry.window)).toEqual([
      '7 days from delivery',
      '30 days from delivery',
      '24 hours from delivery',
    ]);
    expect(returnShippingPaidBy(true)).toBe('store');
    expect(returnShippingPaidBy(false)).toBe('customer');
  });

  test('safety limits read as the spec states them', () => {
    expect(Object.fromEntries(LAB_SAFETY_LIMITS.map((limit) => [limit.id, describeLimit(limit.rule)]))).toEqual({
      lead: 'Under 0.5 ppm',
      mercury: 'Under 0.1 ppm',
      'aerobic-bacteria': 'Under 100 CFU/g',
      'foreign-matter': 'Under 2% by weight',
      moisture: '5-13%',
      pesticides: 'Below detection (over 400 compounds tested)',
    });
  });

  test('a certificate is current for six months from its test date', () => {
    expect(COA_MAX_AGE_MONTHS).toBe(6);
    const tested = new Date('2026-05-15T00:00:00Z');
    expect(isCertificateCurrent(tested, new Date('2026-11-15T00:00:00Z'))).toBe(true);
    expect(isCertificateCurrent(tested, new Date('2026-11-16T00:00:00Z'))).toBe(false);
    expect(isCertificateCurrent(tested, new Date('2026-05-14T00:00:00Z'))).toBe(false);
  });
});
