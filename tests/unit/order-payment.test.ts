import { describe, expect, test } from 'vitest';
import { idCheckRefusal } from '#shared/back-office/handoff';
import type { StateDelivery } from '#shared/catalogue/delivery';
import { breakdownOf, orderTotals } from '#shared/catalogue/order-totals';
import { centsToDecimal } from '#shared/money';
import {
  amountHandedOverCents,
  authorisedChargeRefusal,
  doorCollectionRefusal,
  moneyAtOrder,
  moneyRows,
  notHandedOverRefusal,
  type OrderMoney,
  type PaymentState,
  paymentSummaryWords,
  refundDestination,
  refundRefusal,
} from '#shared/payments/order-payment';

/** An order's money (decision 026) and the driver's checks at the door. */

const LINES = [{ lineTotal: '29.98' }, { lineTotal: '45.00' }];
const TOTAL = 2998 + 4500 + 999;
const DAY = { year: 2026, month: 12, day: 2 };
const DELIVERY: StateDelivery = {
  options: [{ id: 'standard', priceCents: 999, window: '3-5 business days' }],
  freeStandardOverCents: null,
  sameDayAreas: [],
  sameDayCutoffHour: 14,
};

describe('an order’s money', () => {
  test('a card is held for the total at checkout; at the door, the whole total is due; nothing is taken', () => {
    expect(moneyAtOrder('card', TOTAL)).toEqual({
      tender: 'card',
      state: 'authorised',
      dueCents: TOTAL,
      capturedCents: 0,
      refundedCents: 0,
      collectedAs: null,
    });
    expect(moneyAtOrder('door', TOTAL)).toEqual({
      tender: 'door',
      state: 'due',
      dueCents: TOTAL,
      capturedCents: 0,
      refundedCents: 0,
      collectedAs: null,
    });
  });

  test('a line not handed over comes off the amount; delivery stays as charged', () => {
    const untaxed = { delivery: '9.99', total: centsToDecimal(TOTAL) };
    expect(amountHandedOverCents(untaxed, LINES, [])).toBe(TOTAL);
    expect(amountHandedOverCents(untaxed, LINES, [1])).toBe(2998 + 999);
    expect(amountHandedOverCents(untaxed, LINES, [0])).toBe(4500 + 999);
  });

  test('the taxes on a line not handed over come off with it, at the rates the order was charged', () => {
    // Charged when placed: 15% excise on the items and delivery, 7.25% sales tax on those and the excise.
    const items = 2998 + 4500;
    const totals = orderTotals([{ quantity: 1, unitCents: items }], 'standard', DELIVERY, [
      { kind: 'excise', label: 'Excise', ratePercent: '15', onDelivery: true, onTaxes: [] },
      { kind: 'sales', label: 'Sales', ratePercent: '7.25', onDelivery: true, onTaxes: ['excise'] },
    ]);
    const breakdown = breakdownOf(totals, { state: 'CA', version: 1 });
    expect(amountHandedOverCents(breakdown, LINES, [])).toBe(totals.totalCents);
    // 29.98 + 9.99 = 39.97; excise 6.00 (5.9955 rounded up); sales 7.25% of 45.97 = 3.33.
    expect(amountHandedOverCents(breakdown, LINES, [1])).toBe(3997 + 600 + 333);
  });

  test('the lines left out must be the order’s, each once, and not all of them', () => {
    expect(notHandedOverRefusal(2, [])).toBeNull();
    expect(notHandedOverRefusal(2, [1])).toBeNull();
    expect(notHandedOverRefusal(2, [2])).toMatch(/from 0 to 1/);
    expect(notHandedOverRefusal(2, [-1])).toMatch(/from 0 to 1/);
    expect(notHandedOverRefusal(2, [0.5])).toMatch(/from 0 to 1/);
    expect(notHandedOverRefusal(2, [1, 1])).toBe('Each line not handed over is named once.');
    expect(notHandedOverRefusal(2, [0, 1])).toMatch(/return the order to the store instead/);
  });

  test('at the door, exactly what is due is taken, once', () => {
    const due = moneyAtOrder('door', TOTAL);
    expect(doorCollectionRefusal(due, TOTAL)).toBeNull();
    expect(doorCollectionRefusal(due, TOTAL + 1)).toBe(
      'That is more than is due: take $84.97, and give change for cash.',
    );
    expect(doorCollectionRefusal(due, TOTAL - 1)).toMatch(/^That is less than is due \(\$84\.97\)/);
    const taken: OrderMoney = { ...due, state: 'captured', capturedCents: TOTAL, collectedAs: 'cash' };
    expect(doorCollectionRefusal(taken, TOTAL)).toBe('Payment for this order was already recorded.');
    expect(doorCollectionRefusal({ ...due, state: 'voided' }, TOTAL)).toBe('Nothing is owed on this order.');
    expect(doorCollectionRefusal(moneyAtOrder('card', TOTAL), TOTAL)).toBe(
      'This order is paid by card: it is charged when it is handed over.',
    );
  });

  test('a refund never passes what was captured and not yet refunded', () => {
    const card: OrderMoney = {
      ...moneyAtOrder('card', TOTAL),
      state: 'captured',
      capturedCents: TOTAL,
      collectedAs: 'card',
    };
    expect(refundRefusal(moneyAtOrder('card', TOTAL), 100)).toBe(
      'Nothing was taken for this order, so there is nothing to refund.',
    );
    expect(refundRefusal(card, TOTAL)).toBeNull();
    expect(refundRefusal(card, TOTAL + 1)).toBe(
      'A refund can return at most $84.97: what was taken and not yet refunded.',
    );
    expect(refundRefusal({ ...card, refundedCents: 4500 }, 4000)).toMatch(/at most \$39\.97/);
    expect(refundRefusal(card, 0)).toBe('A refund returns more than nothing.');
    expect(refundRefusal(moneyAtOrder('door', TOTAL), 100)).toBe(
      'Nothing was taken for this order, so there is nothing to refund.',
    );
  });

  test('a refund goes back to the tender that paid', () => {
    const door = moneyAtOrder('door', TOTAL);
    expect(refundDestination({ ...door, state: 'captured', collectedAs: 'cash' })).toBe(
      'paid back in cash by the store',
    );
    expect(refundDestination({ ...door, state: 'captured', collectedAs: 'debit' })).toBe(
      'refunded to the debit card at the store’s card terminal',
    );
    expect(refundDestination({ ...moneyAtOrder('card', TOTAL), collectedAs: 'card' })).toBe(
      'refunded to the card the order was paid with',
    );
  });

  test('reads the same in a list and on an order’s page', () => {
    const door = moneyAtOrder('door', TOTAL);
    expect(paymentSummaryWords('door', 'due')).toBe('Due at the door');
    expect(paymentSummaryWords('door', 'captured')).toBe('Paid at the door');
    expect(paymentSummaryWords('card', 'captured')).toBe('Paid by card');
    expect(paymentSummaryWords('door', 'voided')).toBe('Nothing charged');
    expect(moneyRows(door)).toEqual([{ label: 'Due at the door', value: '$84.97' }]);
    expect(moneyRows({ ...door, state: 'captured', dueCents: 3997, capturedCents: 3997, collectedAs: 'cash' })).toEqual(
      [{ label: 'Paid at the door (cash)', value: '$39.97' }],
    );
    expect(moneyRows(moneyAtOrder('card', TOTAL))).toEqual([{ label: 'Held on your card', value: '$84.97' }]);
    expect(paymentSummaryWords('card', 'authorised')).toBe('Card authorised');
    const charged: OrderMoney = {
      ...moneyAtOrder('card', TOTAL),
      state: 'captured',
      capturedCents: TOTAL,
      collectedAs: 'card',
    };
    expect(moneyRows({ ...charged, refundedCents: 4500 })).toEqual([
      { label: 'Paid by card', value: '$84.97' },
      { label: 'Refunded', value: '$45.00' },
    ]);
    expect(moneyRows({ ...door, state: 'voided' })).toEqual([{ label: 'Payment', value: 'Nothing was charged' }]);
  });
});

describe('the ID check at the door', () => {
  test('hands over to the named holder who is 21 or over today', () => {
    expect(idCheckRefusal({ nameMatches: true, dateOfBirth: '1990-05-17' }, DAY)).toBeNull();
    expect(idCheckRefusal({ nameMatches: true, dateOfBirth: '2005-12-02' }, DAY)).toBeNull();
  });

  test('refuses someone under 21, even by a day, with the reason to return the order with', () => {
    expect(idCheckRefusal({ nameMatches: true, dateOfBirth: '2005-12-03' }, DAY)).toEqual({
      reason: 'under_age',
      message: 'The ID shows 20 years old. Nobody under 21 may receive the order: return it to the store.',
    });
  });

  test('refuses a name that does not match, and asks again for a date that is not one', () => {
    expect(idCheckRefusal({ nameMatches: false, dateOfBirth: '1990-05-17' }, DAY)?.reason).toBe('name_mismatch');
    for (const dateOfBirth of ['1990-02-30', '17/05/1990', '', '1850-01-01', '2030-01-01']) {
      expect(idCheckRefusal({ nameMatches: true, dateOfBirth }, DAY), dateOfBirth).toEqual({
        reason: null,
        message: 'Enter the date of birth printed on the ID.',
      });
    }
  });
});

describe('an order paid by bank (decision 027)', () => {
  const authorised = moneyAtOrder('bank', TOTAL);
  const debited = (state: PaymentState, cents = TOTAL): OrderMoney => ({
    ...authorised,
    state,
    capturedCents: cents,
    collectedAs: 'bank',
  });

  test('is authorised for its total when placed, with nothing taken', () => {
    expect(authorised).toEqual({
      tender: 'bank',
      state: 'authorised',
      dueCents: TOTAL,
      capturedCents: 0,
      refundedCents: 0,
      collectedAs: null,
    });
    expect(moneyRows(authorised)).toEqual([{ label: 'Authorised from your bank', value: '$84.97' }]);
    expect(paymentSummaryWords('bank', 'authorised')).toBe('Bank authorised');
  });

  test('is debited once, at most what was authorised less the lines not handed over', () => {
    const lowered = { ...authorised, dueCents: 2998 + 999 };
    expect(authorisedChargeRefusal(lowered, 2998 + 999)).toBeNull();
    expect(authorisedChargeRefusal(lowered, 2998 + 1000)).toBe(
      'That is more than was authorised: at most $39.97 may be taken.',
    );
    expect(authorisedChargeRefusal(lowered, 0)).toBe('A payment takes more than nothing.');
    expect(authorisedChargeRefusal(debited('pending'), 100)).toBe('The bank payment for this order was already taken.');
    expect(authorisedChargeRefusal({ ...authorised, state: 'voided' }, 100)).toBe(
      'The bank payment was cancelled: nothing can be taken.',
    );
    expect(authorisedChargeRefusal(moneyAtOrder('door', TOTAL), 100)).toBe(
      'This order is paid at the door: the driver takes what is due.',
    );
    expect(doorCollectionRefusal(authorised, TOTAL)).toMatch(/paid by bank/);
  });

  test('is refunded only once it settles, to the account, and never once the bank returned it', () => {
    expect(refundRefusal(debited('pending'), 100)).toMatch(/has not settled yet/);
    expect(refundRefusal(debited('settled'), 100)).toBeNull();
    expect(refundRefusal(debited('settled'), TOTAL + 1)).toMatch(/at most \$84\.97/);
    expect(refundRefusal(debited('returned'), 100)).toMatch(/bank returned this payment/);
    expect(refundRefusal(authorised, 100)).toMatch(/nothing to refund/);
    expect(refundDestination(debited('settled'))).toBe('refunded to the bank account it was debited from');
  });

  test('reads where its money stands, for the shopper and the back office alike', () => {
    expect(moneyRows(debited('pending', 3997))).toEqual([
      { label: 'Debited from your bank (settling)', value: '$39.97' },
    ]);
    expect(moneyRows({ ...debited('settled'), refundedCents: 500 })).toEqual([
      { label: 'Paid by bank', value: '$84.97' },
      { label: 'Refunded', value: '$5.00' },
    ]);
    expect(moneyRows(debited('returned'))).toEqual([{ label: 'Debit returned by the bank', value: '$84.97' }]);
    expect(paymentSummaryWords('bank', 'pending')).toBe('Bank debit pending');
    expect(paymentSummaryWords('bank', 'settled')).toBe('Paid by bank');
    expect(paymentSummaryWords('bank', 'returned')).toBe('Bank payment returned');
  });
});

describe('an order paid by card (decision 028)', () => {
  const held = moneyAtOrder('card', TOTAL);

  test('is charged once at the handoff, at most what was held less the lines not handed over', () => {
    const lowered = { ...held, dueCents: 4500 + 999 };
    expect(authorisedChargeRefusal(lowered, 4500 + 999)).toBeNull();
    expect(authorisedChargeRefusal(lowered, 4500 + 1000)).toBe(
      'That is more than was authorised: at most $54.99 may be taken.',
    );
    const charged: OrderMoney = { ...lowered, state: 'captured', capturedCents: 5499, collectedAs: 'card' };
    expect(authorisedChargeRefusal(charged, 100)).toBe('The card payment for this order was already taken.');
    expect(authorisedChargeRefusal({ ...held, state: 'voided' }, 100)).toBe(
      'The card payment was cancelled: nothing can be taken.',
    );
  });

  test('is refunded only once charged, never more than the charge', () => {
    expect(refundRefusal(held, 100)).toMatch(/nothing to refund/);
    const charged: OrderMoney = { ...held, state: 'captured', capturedCents: 5499, collectedAs: 'card' };
    expect(refundRefusal(charged, 5499)).toBeNull();
    expect(refundRefusal(charged, 5500)).toMatch(/at most \$54\.99/);
    expect(moneyRows(charged)).toEqual([{ label: 'Paid by card', value: '$54.99' }]);
    expect(moneyRows({ ...held, state: 'voided' })).toEqual([{ label: 'Payment', value: 'Nothing was charged' }]);
  });
});
