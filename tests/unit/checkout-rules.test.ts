import { describe, expect, test } from 'vitest';
import { ageOn, parseIsoDate } from '#shared/age';
import { NO_DELIVERY } from '#shared/catalogue/delivery';
import { breakdownOf, orderTotals } from '#shared/catalogue/order-totals';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { checkTestCard, DECLINED_MESSAGE, passesLuhn, TEST_CARDS } from '#shared/payments/test-cards';
import { deliveryDetailsSchema } from '#shared/schemas/checkout';

/** Checkout's plain rules: age from a date of birth, totals, delivery availability, test cards, delivery details. */

const on = (year: number, month: number, day: number) => ({ year, month, day });

describe('age from a date of birth', () => {
  test('counts whole years, turning older on the birthday itself', () => {
    expect(ageOn('2005-11-22', on(2026, 11, 22))).toBe(21);
    expect(ageOn('2005-11-23', on(2026, 11, 22))).toBe(20);
    expect(ageOn('2005-12-01', on(2026, 11, 22))).toBe(20);
  });

  test('someone born on 29 February is a year older on 1 March in other years', () => {
    expect(ageOn('2004-02-29', on(2025, 2, 28))).toBe(20);
    expect(ageOn('2004-02-29', on(2025, 3, 1))).toBe(21);
  });

  test('only real calendar dates count', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('26-02-01')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual(on(2024, 2, 29));
    expect(ageOn('not a date', on(2026, 1, 1))).toBeNull();
  });
});

describe('order totals', () => {
  // California's seeded delivery: Standard $9.99 (free over $99), Express $19.99, Same-Day $29.99.
  const CALIFORNIA = STATE_RULES_SEED.find((rule) => rule.code === 'CA')?.delivery ?? NO_DELIVERY;

  const oneTime = (cents: number, quantity: number) => ({ quantity, unitCents: cents });

  test('standard delivery costs 9.99 up to $99.00 of items and is free above', () => {
    expect(orderTotals([oneTime(9900, 1)], 'standard', CALIFORNIA)).toEqual({
      subtotalCents: 9900,
      deliveryCents: 999,
      taxes: [],
      totalCents: 10899,
    });
    expect(orderTotals([oneTime(9901, 1)], 'standard', CALIFORNIA).deliveryCents).toBe(0);
  });

  test('express and same-day are never free', () => {
    expect(orderTotals([oneTime(20000, 1)], 'express', CALIFORNIA).deliveryCents).toBe(1999);
    expect(orderTotals([oneTime(20000, 1)], 'same-day', CALIFORNIA).deliveryCents).toBe(2999);
  });

  test('an order placed now saves nothing: the breakdown says 0.00, the field older builds read', () => {
    const totals = orderTotals([oneTime(4250, 2)], 'standard', CALIFORNIA);
    expect(breakdownOf(totals)).toEqual({ subtotal: '85.00', savings: '0.00', delivery: '9.99', total: '94.99' });
  });
});

describe("the test gateway's cards", () => {
  const now = new Date(Date.UTC(2026, 10, 22));
  const card = (cardNumber: string, expiry = '12/30', cvc = '123') => checkTestCard({ cardNumber, expiry, cvc }, now);

  test("Stripe's three test cards do what Stripe does", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, outcome: { kind: 'succeeds' } });
    expect(card('4000000000000002')).toEqual({
      ok: true,
      outcome: { kind: 'declined', code: 'card_declined', message: DECLINED_MESSAGE },
    });
    expect(card('4000-0025-0000-3155')).toEqual({ ok: true, outcome: { kind: 'requires_authentication' } });
    for (const test of TEST_CARDS) expect(passesLuhn(test.number.replaceAll(' ', ''))).toBe(true);
  });

  test('a mistyped or unknown number, a past expiry and a short CVC name their field', () => {
    expect(card('4242 4242 4242 4241')).toMatchObject({ ok: false, field: 'cardNumber' });
    expect(card('5555 5555 5555 4444')).toMatchObject({ ok: false, field: 'cardNumber' });
    expect(card('4242424242424242', '10/26')).toMatchObject({ ok: false, field: 'expiry' });
    expect(card('4242424242424242', '13/30')).toMatchObject({ ok: false, field: 'expiry' });
    expect(card('4242424242424242', '11/26').ok).toBe(true);
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ ok: false, field: 'cvc' });
  });
});

describe('delivery details', () => {
  const valid = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '(415) 555-0142',
    dateOfBirth: '1990-05-01',
    street: '1 Main St',
    city: 'Austin',
    zip: '73301',
    state: 'TX',
  };
  const fieldsFailing = (changes: Partial<typeof valid>) => {
    const result = deliveryDetailsSchema.safeParse({ ...valid, ...changes });
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  test('a complete address from a shopper of 21 or over passes, trimmed', () => {
    expect(deliveryDetailsSchema.parse({ ...valid, fullName: '  Ada Lovelace ' }).fullName).toBe('Ada Lovelace');
    expect(fieldsFailing({ phone: '+1 415.555.0142', zip: '73301-1234' })).toEqual([]);
  });

  test('each wrong field is named', () => {
    expect(fieldsFailing({ fullName: '  ' })).toEqual(['fullName']);
    expect(fieldsFailing({ email: 'ada@' })).toEqual(['email']);
    expect(fieldsFailing({ phone: '555-0142' })).toEqual(['phone']);
    expect(fieldsFailing({ dateOfBirth: '1990-02-30' })).toEqual(['dateOfBirth']);
    expect(fieldsFailing({ zip: '7330' })).toEqual(['zip']);
    expect(fieldsFailing({ state: 'Idaho' })).toEqual(['state']);
    expect(fieldsFailing({ street: '' })).toEqual(['street']);
  });

  test('any US state or DC is a state, in any case: whether it is delivered to is for the state rules to say', () => {
    for (const state of ['ID', 'tx', ' dc ', 'CA']) expect(fieldsFailing({ state }), state).toEqual([]);
    const result = deliveryDetailsSchema.safeParse({ ...valid, state: 'XX' });
    expect(result.error?.issues[0]?.message).toBe('Enter the two-letter code of a US state');
  });

  test('a shopper under 21 is refused with the reason', () => {
    const now = new Date();
    const twentyYearsAgo = `${now.getUTCFullYear() - 20}-01-01`;
    const result = deliveryDetailsSchema.safeParse({ ...valid, dateOfBirth: twentyYearsAgo });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('You must be 21 or older to order');
  });
});
