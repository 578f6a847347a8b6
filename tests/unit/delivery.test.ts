import { describe, expect, test } from 'vitest';
import {
  type DeliveryPlace,
  deliveryOptionUnavailableReason,
  deliveryPriceCents,
  formatHour,
  hourIn,
  inSameDayArea,
  NO_DELIVERY,
  qualifiesForFreeStandardDelivery,
  type StateDelivery,
  sameDayAreasText,
} from '#shared/catalogue/delivery';
import {
  commonTerms,
  deliverySentence,
  freeDeliveryNote,
  freeShippingPromise,
  placesOffering,
  sameDayPromise,
  sharedFreeStandardThreshold,
} from '#shared/catalogue/delivery-promises';
import { describeLimit, LAB_SAFETY_LIMITS } from '#shared/catalogue/lab-limits';
import type { StateRule } from '#shared/compliance/state-rule';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { NO_TAXES } from '#shared/taxes/tax-rules';

const BOSTON: StateDelivery = {
  options: [
    { id: 'standard', priceCents: 999, window: '3-5 business days' },
    { id: 'express', priceCents: 1999, window: '1-2 business days' },
    { id: 'same-day', priceCents: 2999, window: '2-4 hours' },
  ],
  freeStandardOverCents: 9900,
  sameDayAreas: ['Boston', 'Cambridge', '02143'],
  sameDayCutoffHour: 14,
};
const MASSACHUSETTS: DeliveryPlace = { name: 'Massachusetts', timeZone: 'America/New_York', delivery: BOSTON };

/** An instant at an hour of Boston's clock on a day of Eastern Standard Time. */
const easternHour = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour + 5));
const inBoston = { zip: '02108', city: 'Boston' };

describe('hours as the pages show them', () => {
  test('the 24-hour clock reads as AM and PM, and anything else is refused', () => {
    expect([0, 9, 12, 14, 23].map(formatHour)).toEqual(['12 AM', '9 AM', '12 PM', '2 PM', '11 PM']);
    expect(() => formatHour(24)).toThrow(RangeError);
  });
});

describe('a place’s delivery prices', () => {
  test('Standard costs its price up to and including the threshold, and is free over it', () => {
    expect(deliveryPriceCents(BOSTON, 'standard', 0)).toBe(999);
    // "Over $99" is strict: exactly $99.00 still pays.
    expect(deliveryPriceCents(BOSTON, 'standard', 9900)).toBe(999);
    expect(deliveryPriceCents(BOSTON, 'standard', 9901)).toBe(0);
    expect(qualifiesForFreeStandardDelivery(BOSTON, 9900)).toBe(false);
    expect(qualifiesForFreeStandardDelivery(BOSTON, 9901)).toBe(true);
  });

  test('Express and Same-Day never become free, nor Standard where the place sets no threshold', () => {
    for (const subtotal of [0, 9901, 100_000]) {
      expect(deliveryPriceCents(BOSTON, 'express', subtotal)).toBe(1999);
      expect(deliveryPriceCents(BOSTON, 'same-day', subtotal)).toBe(2999);
      expect(deliveryPriceCents({ ...BOSTON, freeStandardOverCents: null }, 'standard', subtotal)).toBe(999);
    }
  });

  test('refuses a subtotal that is not whole, non-negative cents, and an option the place does not offer', () => {
    for (const bad of [-1, 99.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => deliveryPriceCents(BOSTON, 'standard', bad)).toThrow(RangeError);
    }
    expect(() => deliveryPriceCents(NO_DELIVERY, 'standard', 1000)).toThrow(RangeError);
  });
});

describe('which options an address can choose', () => {
  test('Same-Day reaches the cities and ZIP codes named, whatever their case and spaces', () => {
    expect(inSameDayArea(BOSTON, { zip: '02108', city: ' boston ' })).toBe(true);
    expect(inSameDayArea(BOSTON, { zip: '02143', city: 'Somerville' })).toBe(true);
    expect(inSameDayArea(BOSTON, { zip: '01060', city: 'Northampton' })).toBe(false);
    expect(sameDayAreasText(BOSTON)).toBe('Boston, Cambridge and ZIP 02143');
  });

  test('Same-Day is for an address in its areas before the cut-off on the state’s clock', () => {
    expect(hourIn('America/New_York', easternHour(13))).toBe(13);
    expect(deliveryOptionUnavailableReason(MASSACHUSETTS, 'same-day', inBoston, easternHour(13))).toBeNull();
    expect(deliveryOptionUnavailableReason(MASSACHUSETTS, 'same-day', inBoston, easternHour(14))).toBe(
      'Same-Day delivery must be ordered by 2 PM local time; choose another option.',
    );
    expect(
      deliveryOptionUnavailableReason(MASSACHUSETTS, 'same-day', { zip: '01060', city: 'Northampton' }, easternHour(9)),
    ).toBe('Same-Day delivery reaches Boston, Cambridge and ZIP 02143 in Massachusetts.');
  });

  test('an option the place does not offer, or a place with no rule, is refused in words', () => {
    const noSameDay = { ...MASSACHUSETTS, delivery: { ...BOSTON, options: BOSTON.options.slice(0, 2) } };
    expect(deliveryOptionUnavailableReason(noSameDay, 'same-day', inBoston, easternHour(9))).toBe(
      'Same-Day delivery is not offered in Massachusetts.',
    );
    expect(deliveryOptionUnavailableReason(null, 'standard', inBoston, easternHour(9))).toBe(
      'Standard delivery is not offered to this address.',
    );
  });

  test('Standard and Express run at any hour, for any address in the place', () => {
    for (const hour of [0, 13, 23]) {
      for (const option of ['standard', 'express'] as const) {
        expect(
          deliveryOptionUnavailableReason(
            MASSACHUSETTS,
            option,
            { zip: '01060', city: 'Northampton' },
            easternHour(hour),
          ),
        ).toBeNull();
      }
    }
  });
});

describe('what the pages may promise, from the rules', () => {
  const rule = (code: string, offered: boolean, delivery: StateDelivery): StateRule => ({
    code,
    name: code,
    offered,
    categories: ['flower'],
    limits: [],
    timeZone: 'America/New_York',
    sources: [],
    note: '',
    reviewedOn: '2026-12-02',
    delivery,
    tenders: [],
    taxes: NO_TAXES,
  });

  test('the launch offers Same-Day in California and Massachusetts only, and free shipping over $99 everywhere it delivers', () => {
    expect(placesOffering(STATE_RULES_SEED, 'same-day').map((place) => place.name)).toEqual([
      'California',
      'Massachusetts',
    ]);
    expect(sameDayPromise(STATE_RULES_SEED)).toBe('Same-day delivery in parts of California and Massachusetts');
    expect(freeShippingPromise(STATE_RULES_SEED)).toBe('Free shipping over $99');
    expect(deliverySentence(STATE_RULES_SEED)).toBe(
      'Same-day delivery in parts of California and Massachusetts, Standard and Express delivery wherever we deliver, and free shipping over $99.',
    );
  });

  test('no place the store does not deliver to is promised anything, whatever its data says', () => {
    const rules = [rule('AA', true, { ...BOSTON, options: BOSTON.options.slice(0, 1) }), rule('BB', false, BOSTON)];
    expect(sameDayPromise(rules)).toBeNull();
    expect(deliverySentence(rules)).toBe('Standard delivery wherever we deliver, and free shipping over $99.');
  });

  test('free shipping is promised only when every place delivered to gives it at the same amount', () => {
    const other = { ...BOSTON, freeStandardOverCents: 15_000 };
    expect(sharedFreeStandardThreshold([rule('AA', true, BOSTON), rule('BB', true, other)])).toBeNull();
    expect(
      freeShippingPromise([rule('AA', true, BOSTON), rule('BB', true, { ...BOSTON, freeStandardOverCents: null })]),
    ).toBeNull();
    expect(freeShippingPromise([rule('AA', true, BOSTON), rule('BB', false, other)])).toBe('Free shipping over $99');
    expect(deliverySentence([rule('AA', false, BOSTON)])).toBeNull();
  });

  test('the cart speaks of free Standard delivery for the chosen place, or for all when they agree', () => {
    expect(freeDeliveryNote(STATE_RULES_SEED, 'CA', 9900)).toBe(
      'Standard delivery to California is free on orders over $99.',
    );
    expect(freeDeliveryNote(STATE_RULES_SEED, 'CA', 9901)).toBe(
      'This order gets free Standard delivery to California.',
    );
    expect(freeDeliveryNote(STATE_RULES_SEED, null, 1200)).toBe('Standard delivery is free on orders over $99.');
    // A place the store does not deliver to promises nothing of its own: the places delivered to speak.
    expect(freeDeliveryNote(STATE_RULES_SEED, 'TX', 1200)).toBe('Standard delivery is free on orders over $99.');
    const noFree = [rule('AA', true, { ...BOSTON, freeStandardOverCents: null })];
    expect(freeDeliveryNote(noFree, 'AA', 50_000)).toBeNull();
    expect(freeDeliveryNote(noFree, null, 50_000)).toBeNull();
  });

  test('one line states an option’s terms only where every place shares them', () => {
    const dearer = { ...BOSTON, options: [{ id: 'standard' as const, priceCents: 1299, window: '3-5 business days' }] };
    expect(commonTerms([{ delivery: BOSTON }, { delivery: BOSTON }], 'standard')).toEqual({
      option: { id: 'standard', priceCents: 999, window: '3-5 business days' },
      freeOverCents: 9900,
    });
    expect(commonTerms([{ delivery: BOSTON }, { delivery: dearer }], 'standard')).toBeNull();
    expect(commonTerms([{ delivery: NO_DELIVERY }], 'standard')).toBeNull();
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
