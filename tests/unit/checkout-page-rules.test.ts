import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { breakdownRows } from '#shared/catalogue/order-totals';
import {
  cartSignature,
  deliveryIssuesOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  initialDeliveryValues,
  intentFailureAction,
  itemsCentsOf,
  outcomeOfIntent,
  shownDeliveryErrors,
} from '../../pwa/features/checkout/checkout-rules.ts';

describe('checkout: the form starts from what the device knows', () => {
  test('remembered details fill the form, but never a date of birth', () => {
    const values = initialDeliveryValues(
      { fullName: 'Ada Lovelace', city: 'Denver', state: 'CO', dateOfBirth: '1990-01-01' },
      'CA',
    );
    expect(values).toMatchObject({ fullName: 'Ada Lovelace', city: 'Denver', state: 'CO', dateOfBirth: '' });
  });

  test("the header's chosen state fills the ship-to state, which the state's rules then judge on the page", () => {
    expect(initialDeliveryValues(null, 'FL').state).toBe('FL');
    expect(initialDeliveryValues(null, null).state).toBe('');
    // Any US state is kept, delivered to or not: checkout then says whether the store delivers there.
    expect(initialDeliveryValues(null, 'ID').state).toBe('ID');
    expect(initialDeliveryValues({ state: 'ID' }, 'NY').state).toBe('ID');
    expect(initialDeliveryValues({ state: 'XX' }, 'NY').state).toBe('NY');
  });
});

describe('checkout: the errors under the fields', () => {
  test('an empty field asks to be filled in; a wrong value keeps the rule it breaks', () => {
    const values = { ...initialDeliveryValues(null, null), email: 'ada@', fullName: '   ' };
    expect(
      shownDeliveryErrors(values, {
        fullName: 'Full name is required',
        email: 'Enter a valid email address',
        zip: 'Enter a 5-digit ZIP code',
        state: 'We ship to: AK, AZ, CA',
        dateOfBirth: 'Enter your date of birth as YYYY-MM-DD',
      }),
    ).toEqual({
      fullName: 'Full name is required',
      email: 'Enter a valid email address',
      dateOfBirth: 'Date of birth is required',
      zip: 'ZIP code is required',
      state: 'State is required',
    });
  });
});

describe("checkout: the server's totals", () => {
  test('savings (an order placed with Subscribe & Save) show only when there are some, and free delivery reads "Free"', () => {
    expect(breakdownRows({ subtotal: '120.00', savings: '0.00', delivery: '0.00', total: '120.00' })).toEqual([
      { label: 'Subtotal', value: '$120.00', kind: 'line' },
      { label: 'Delivery', value: 'Free', kind: 'line' },
      { label: 'Total', value: '$120.00', kind: 'total' },
    ]);
    expect(breakdownRows({ subtotal: '48.00', savings: '7.20', delivery: '19.99', total: '60.79' })).toEqual([
      { label: 'Subtotal', value: '$48.00', kind: 'line' },
      { label: 'Subscribe & Save savings', value: '-$7.20', kind: 'saving' },
      { label: 'Delivery', value: '$19.99', kind: 'line' },
      { label: 'Total', value: '$60.79', kind: 'total' },
    ]);
  });

  test('free delivery is measured against the items less any savings', () => {
    expect(itemsCentsOf({ subtotal: '104.00', savings: '15.60', delivery: '9.99', total: '98.39' })).toBe(8840);
  });
});

describe('checkout: when the payment session cannot start', () => {
  test("the shopper's own fixes stay on the page, other failures leave for the shop", () => {
    expect(intentFailureAction(422, 'delivery_unavailable')).toBe('fix');
    expect(intentFailureAction(400, 'invalid_request')).toBe('fix');
    expect(intentFailureAction(409, 'cart_unavailable')).toBe('fix');
    expect(intentFailureAction(409, 'insufficient_stock')).toBe('fix');
    expect(intentFailureAction(422, 'order_total_limit')).toBe('fix');
    // Too many tries: the page says how long to wait and keeps what was typed.
    expect(intentFailureAction(429, 'too_many_attempts')).toBe('fix');
    expect(intentFailureAction(429, null)).toBe('fix');
    expect(intentFailureAction(403, 'age_verification_required')).toBe('age');
    expect(intentFailureAction(409, 'empty_cart')).toBe('empty');
    expect(intentFailureAction(500, 'internal_error')).toBe('leave');
    expect(intentFailureAction(502, 'provider_unavailable')).toBe('leave');
    expect(intentFailureAction(404, null)).toBe('leave');
  });

  test("a 400's issues land under the delivery field they name", () => {
    const details = [
      { path: ['delivery', 'zip'], message: 'Enter a 5-digit ZIP code' },
      { path: ['delivery', 'zip'], message: 'a second message is not shown' },
      { path: ['delivery', 'dateOfBirth'], message: 'You must be 21 or older to order' },
      { path: ['deliveryOption'], message: 'not a field of the form' },
      { path: ['delivery', 'nickname'], message: 'not a field either' },
      'not an issue',
    ];
    expect(deliveryIssuesOf(details)).toEqual({
      zip: 'Enter a 5-digit ZIP code',
      dateOfBirth: 'You must be 21 or older to order',
    });
    expect(deliveryIssuesOf(undefined)).toEqual({});
  });

  test("the cart's signature follows lines and quantities, not their order", () => {
    const a = { key: 'tangie-flower|7g|one-time', quantity: 1 };
    const b = { key: 'lychee-gummies|10-pack|one-time', quantity: 2 };
    expect(cartSignature([a, b])).toBe(cartSignature([b, a]));
    expect(cartSignature([a, b])).not.toBe(cartSignature([a, { ...b, quantity: 3 }]));
    expect(cartSignature([a])).not.toBe(cartSignature([a, b]));
  });
});

describe('checkout: the test card form', () => {
  test('card numbers group in fours and keep digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025-0000-3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42 4')).toBe('424');
    fc.assert(
      fc.property(fc.string(), (input) => {
        const formatted = formatCardNumber(input);
        expect(formatted.replace(/ /g, '')).toBe(input.replace(/\D/g, '').slice(0, 19));
        expect(formatCardNumber(formatted)).toBe(formatted);
      }),
    );
  });

  test('the expiry gets its slash while typing forwards, and backspace is never stuck', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('1230', '')).toBe('12/30');
    expect(formatExpiry('12/345', '12/34')).toBe('12/34');
    // Deleting the slash leaves the month, and the next delete its last digit.
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1', '12')).toBe('1');
  });

  test('a CVC keeps at most four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe("checkout: a payment intent's outcome", () => {
  test('succeeded (or still processing) goes on to the order; a declined card carries its message', () => {
    expect(outcomeOfIntent({ status: 'succeeded', lastPaymentError: null })).toEqual({ kind: 'succeeded' });
    expect(outcomeOfIntent({ status: 'processing', lastPaymentError: null })).toEqual({ kind: 'succeeded' });
    expect(
      outcomeOfIntent({
        status: 'requires_payment_method',
        lastPaymentError: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    ).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(outcomeOfIntent({ status: 'requires_payment_method', lastPaymentError: null })).toEqual({ kind: 'failed' });
    expect(outcomeOfIntent({ status: 'canceled', lastPaymentError: null })).toEqual({ kind: 'failed' });
  });
});
