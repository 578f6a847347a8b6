import { describe, expect, test } from 'vitest';
import { RETURN_REASON_WORDS } from '#shared/back-office/handoff';
import { MAX_DELIVERY_ATTEMPTS, ORDER_STATUS_LABELS } from '#shared/back-office/order-status';
import { breakdownRows } from '#shared/catalogue/order-totals';
import { CARD_REFUND_TIME } from '#shared/catalogue/returns';
import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '#shared/content/business';
import { TRACKING_WORDS } from '#shared/content/order-words';
import { toCents } from '#shared/money';
import { cardPaymentWords, doorPaymentWords } from '#shared/payments/tenders';
import type { Order } from '#shared/schemas/checkout';
import { escapeHtml } from '#shared/seo/escape';
import type { EmailContent } from '../../sync-api/mail/email-frame.ts';
import { STORE_ORIGIN_MARK } from '../../sync-api/mail/mailer.ts';
import { orderReceiptEmail } from '../../sync-api/mail/order-receipt-email.ts';
import { orderRefundEmail, orderStatusEmail, orderTrackingEmail } from '../../sync-api/mail/order-update-emails.ts';
import { californiaBreakdown, californiaTotalHandedOver } from '../fixtures/taxes.ts';

const PLACED = '2026-11-20T15:00:00.000Z';
const BREAKDOWN = californiaBreakdown({ subtotal: '79.98', savings: '7.50', delivery: '9.99' });
const TOTAL = toCents(BREAKDOWN.total);

/** An order paid at the door in San Francisco: two gummy packs, and a jar of flower on Subscribe & Save. */
function anOrder(changes: Partial<Order> = {}): Order {
  return {
    id: '0b7e6c1a-3f2d-4c5e-9a8b-7c6d5e4f3a2b',
    number: 'VD-7KQ2M9XH4P',
    status: 'paid',
    createdAt: PLACED,
    lines: [
      {
        productId: 'lychee-gummies',
        name: 'Lychee Gummies',
        image: '/images/products/lychee-gummies-400.webp',
        thcContent: '10mg THC per gummy',
        size: '6-pack',
        sizeLabel: '6-pack',
        purchaseType: 'one-time',
        quantity: 2,
        unitPrice: '14.99',
        lineTotal: '29.98',
      },
      {
        productId: 'tangie-flower',
        name: 'Tangie Flower',
        image: '/images/products/tangie-flower-400.webp',
        thcContent: '22% THC',
        size: '7g',
        sizeLabel: '7g',
        purchaseType: 'subscription',
        quantity: 1,
        unitPrice: '42.50',
        lineTotal: '42.50',
      },
    ],
    delivery: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(415) 555-0100',
      street: '2150 Folsom Street',
      city: 'San Francisco',
      zip: '94110',
      state: 'CA',
    },
    deliveryOption: 'standard',
    breakdown: BREAKDOWN,
    timeline: [{ status: 'paid', at: PLACED }],
    refunded: '0.00',
    tender: 'door',
    payment: { state: 'due', due: BREAKDOWN.total, captured: '0.00', collectedAs: null, accountLast4: null },
    notHandedOver: [],
    returnReason: null,
    tracking: null,
    ...changes,
  };
}

/** The order's money once all of it was taken, by `collectedAs`. */
const takenWhole = (collectedAs: 'card' | 'cash'): Order['payment'] => ({
  state: 'captured',
  due: BREAKDOWN.total,
  captured: BREAKDOWN.total,
  collectedAs,
  accountLast4: null,
});

/** The order after these statuses, each a minute after the one before. */
const timelineOf = (...statuses: Order['status'][]): Order['timeline'] =>
  statuses.map((status, index) => ({ status, at: new Date(Date.parse(PLACED) + index * 60_000).toISOString() }));

/** Both bodies say it: the text as written, the HTML escaped. */
function expectBoth(email: EmailContent, ...texts: string[]) {
  for (const text of texts) {
    expect(email.text).toContain(text);
    expect(email.html).toContain(escapeHtml(text));
  }
}

const inPattern = (text: string) => escapeHtml(text).replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');

/** A row of a table: "label: value" in the text, two cells of the HTML's table. */
function expectRow(email: EmailContent, label: string, value: string) {
  expect(email.text).toContain(`${label}: ${value}`);
  expect(email.html).toMatch(new RegExp(`>${inPattern(label)}(<br>.*?)?</td><td[^>]*>${inPattern(value)}</td>`));
}

function expectNeither(email: EmailContent, text: string) {
  expect(email.text).not.toContain(text);
  expect(email.html).not.toContain(escapeHtml(text));
}

const ORDER_LINK = `${STORE_ORIGIN_MARK}/orders/0b7e6c1a-3f2d-4c5e-9a8b-7c6d5e4f3a2b`;

describe('every order email', () => {
  const emails = {
    receipt: orderReceiptEmail(anOrder()),
    status: orderStatusEmail(anOrder({ status: 'processing' }), { from: 'paid', to: 'processing' }),
    refund: orderRefundEmail(anOrder(), 1000),
  };

  test.each(Object.entries(emails))(
    'the %s names the order, links to its page and says how to reach the store',
    (_, email) => {
      expect(email.subject).toContain('VD-7KQ2M9XH4P');
      expectBoth(
        email,
        'VD-7KQ2M9XH4P',
        'choose Look Up Order, then enter the order number and the email you gave at checkout',
        'ada@example.com',
        SUPPORT_EMAIL,
        SUPPORT_PHONE,
        SUPPORT_ADDRESS.street,
        `${SUPPORT_ADDRESS.city}, ${SUPPORT_ADDRESS.region} ${SUPPORT_ADDRESS.postalCode}`,
      );
      expect(email.text).toContain(`View your order: ${ORDER_LINK}`);
      expect(email.text).toContain(`On another device, open ${STORE_ORIGIN_MARK}/orders and choose Look Up Order`);
      expect(email.html).toContain(`href="${ORDER_LINK}"`);
      expect(email.html).toContain(`href="${STORE_ORIGIN_MARK}/orders"`);
    },
  );

  test.each(Object.entries(emails))(
    'the %s reads on a phone: one column, inline styles, nothing to fetch',
    (_, email) => {
      expect(email.html).toMatch(/^<!doctype html>/);
      expect(email.html).toContain('max-width:560px');
      expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(email.html).not.toMatch(/<img|<style|<link|<script|src=/i);
    },
  );
});

describe('the receipt', () => {
  test('lists each line, the totals row by row as the order page does, the delivery and what to have ready at the door', () => {
    const email = orderReceiptEmail(anOrder());
    expect(email.subject).toBe('Your Verdant order VD-7KQ2M9XH4P');
    expectBoth(
      email,
      'Thanks for your order, Ada Lovelace',
      '6-pack · One-time purchase · Quantity: 2 × $14.99',
      '7g · Subscribe & Save · Quantity: 1 × $42.50',
      '2150 Folsom Street',
      'San Francisco, California 94110',
      'Standard delivery',
      'Pay at the door',
      doorPaymentWords(TOTAL),
      'Have a government photo ID ready: an adult 21 or over must sign for the delivery.',
    );
    const rows = breakdownRows(BREAKDOWN);
    expect(rows.map((row) => row.label)).toEqual([
      'Subtotal',
      'Subscribe & Save savings',
      'Delivery',
      'California cannabis excise tax (15%)',
      'California sales tax (7.25%)',
      'District sales tax, San Francisco (1.375%)',
      'Total',
    ]);
    expectRow(email, 'Lychee Gummies', '$29.98');
    expectRow(email, 'Tangie Flower', '$42.50');
    for (const row of rows) expectRow(email, row.label, row.value);
    expect(email.text).toContain(rows.map((row) => `${row.label}: ${row.value}`).join('\n'));
  });

  test('of a card says it is held, not charged, until the handoff', () => {
    const email = orderReceiptEmail(
      anOrder({
        tender: 'card',
        payment: { state: 'authorised', due: BREAKDOWN.total, captured: '0.00', collectedAs: null, accountLast4: null },
      }),
    );
    expectBoth(email, 'Card', cardPaymentWords(TOTAL));
    expectNeither(email, doorPaymentWords(TOTAL));
  });

  test('escapes what the shopper typed, in the HTML only', () => {
    const hostile = '<script>alert("hi")</script> & Co';
    const email = orderReceiptEmail(
      anOrder({ delivery: { ...anOrder().delivery, fullName: hostile, street: hostile } }),
    );
    expect(email.text).toContain(`Thanks for your order, ${hostile}`);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; Co');
  });
});

describe('a status email', () => {
  test('says each move in the words of its status, its label in the subject', () => {
    const packing = orderStatusEmail(anOrder({ status: 'processing', timeline: timelineOf('paid', 'processing') }), {
      from: 'paid',
      to: 'processing',
    });
    expect(packing.subject).toBe(`Your Verdant order VD-7KQ2M9XH4P: ${ORDER_STATUS_LABELS.processing}`);
    expectBoth(packing, 'We are packing your order', 'packs them in plain, odor-proof packaging');

    const onItsWay = orderStatusEmail(
      anOrder({ status: 'in_transit', timeline: timelineOf('paid', 'processing', 'in_transit') }),
      { from: 'processing', to: 'in_transit' },
    );
    expect(onItsWay.subject).toContain(ORDER_STATUS_LABELS.in_transit);
    expectBoth(
      onItsWay,
      'Your order is on its way',
      "Driver's license, State ID, Passport, Military ID",
      doorPaymentWords(TOTAL),
    );
  });

  test('after a failed delivery attempt says it failed and that we will try again, not that it is being packed', () => {
    const back = anOrder({
      status: 'processing',
      timeline: timelineOf('paid', 'processing', 'in_transit', 'processing'),
    });
    const email = orderStatusEmail(back, { from: 'in_transit', to: 'processing' });
    expect(email.subject).toBe('Your Verdant order VD-7KQ2M9XH4P: we could not deliver it');
    expectBoth(email, `Delivery attempt 1 of ${MAX_DELIVERY_ATTEMPTS} did not succeed`, 'We will try again');
    expectNeither(email, 'packing');

    const statuses = timelineOf(
      'paid',
      'processing',
      ...Array(MAX_DELIVERY_ATTEMPTS).fill(['in_transit', 'processing']).flat(),
    );
    const last = orderStatusEmail(anOrder({ status: 'processing', timeline: statuses }), {
      from: 'in_transit',
      to: 'processing',
    });
    expectBoth(last, `That was the last of our ${MAX_DELIVERY_ATTEMPTS} attempts`);
    expectNeither(last, 'We will try again');
  });

  test('of a delivery names what was not handed over and what was taken for the rest', () => {
    const due = californiaTotalHandedOver(anOrder(), [1]);
    const delivered = anOrder({
      status: 'delivered',
      notHandedOver: [1],
      payment: { state: 'captured', due, captured: due, collectedAs: 'cash', accountLast4: null },
    });
    const email = orderStatusEmail(delivered, { from: 'in_transit', to: 'delivered' });
    expect(email.subject).toContain(ORDER_STATUS_LABELS.delivered);
    expectBoth(email, 'Your order was delivered', `${STORE_ORIGIN_MARK}/returns`);
    expect(email.text).toMatch(/Handed over\n-+\n\nLychee Gummies: \$29\.98/);
    expect(email.text).toMatch(/Not handed over, so not charged\n-+\n\nTangie Flower: \$42\.50/);
    expectRow(email, 'Charged for what you received', `$${due}`);
    expectRow(email, 'Paid at the door (cash)', `$${due}`);
  });

  test('of a cancelled card order, or one returned to the store, says the hold is released and why it came back', () => {
    const held = { tender: 'card' as const, payment: { ...anOrder().payment, state: 'voided' as const } };
    const cancelled = orderStatusEmail(anOrder({ ...held, status: 'cancelled' }), { from: 'paid', to: 'cancelled' });
    expect(cancelled.subject).toContain(ORDER_STATUS_LABELS.cancelled);
    expectBoth(cancelled, 'Your order was cancelled', 'The hold on your card is released: nothing was charged.');

    const returned = orderStatusEmail(
      anOrder({ ...held, status: 'returned', returnReason: RETURN_REASON_WORDS.no_id }),
      { from: 'in_transit', to: 'returned' },
    );
    expect(returned.subject).toContain(ORDER_STATUS_LABELS.returned);
    expectBoth(returned, 'back at our store', `Why: ${RETURN_REASON_WORDS.no_id}.`, 'nothing was charged');
  });
});

describe('the carrier and tracking number', () => {
  const UPS = { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01-2345 6784' };
  const onItsWay = (tracking: Order['tracking']) =>
    orderStatusEmail(
      anOrder({ status: 'in_transit', timeline: timelineOf('paid', 'processing', 'in_transit'), tracking }),
      {
        from: 'processing',
        to: 'in_transit',
      },
    );

  test('the in-transit email lists them as rows, when staff gave them', () => {
    const email = onItsWay(UPS);
    expectRow(email, 'Carrier', 'UPS');
    expectRow(email, 'Tracking number', '1Z 999 AA1 01-2345 6784');
    expect(email.text).toContain('Carrier: UPS\nTracking number: 1Z 999 AA1 01-2345 6784');
    expectBoth(email, TRACKING_WORDS, 'Your order is with a driver, on its way to you.');
  });

  test('the in-transit email says nothing of tracking when staff gave none', () => {
    const email = onItsWay(null);
    expectBoth(email, 'Your order is on its way');
    for (const text of ['Carrier', 'Tracking number', TRACKING_WORDS]) expectNeither(email, text);
    expect(email.text.toLowerCase()).not.toContain('tracking');
  });

  test('given or put right later, they are an email of their own that replaces what was sent', () => {
    const corrected = { carrier: 'FedEx <Ground> & Home', trackingNumber: '7749-1234-5678' };
    const email = orderTrackingEmail(anOrder({ status: 'in_transit', tracking: corrected }), corrected);
    expect(email.subject).toBe('Your Verdant order VD-7KQ2M9XH4P: tracking details');
    expectBoth(email, 'Follow your delivery', 'These tracking details replace any we sent you before.', TRACKING_WORDS);
    expectRow(email, 'Carrier', 'FedEx <Ground> & Home');
    expectRow(email, 'Tracking number', '7749-1234-5678');
    expect(email.html).not.toContain('<Ground>');
    expect(email.html).toContain(`href="${ORDER_LINK}"`);
  });
});

describe('a refund email', () => {
  test('says how much went back, where, and when a card shows it', () => {
    const byCard = anOrder({
      tender: 'card',
      status: 'delivered',
      refunded: '10.00',
      payment: takenWhole('card'),
    });
    const email = orderRefundEmail(byCard, 1000);
    expect(email.subject).toBe('Your Verdant order VD-7KQ2M9XH4P: $10.00 refunded');
    expectBoth(
      email,
      'We refunded $10.00',
      'It is refunded to the card the order was paid with.',
      `Your bank takes ${CARD_REFUND_TIME} to show it.`,
    );
    expectRow(email, 'Refunded', '$10.00');
  });

  test('of cash says the store paid it back, and promises no bank a time', () => {
    const inCash = anOrder({
      status: 'delivered',
      refunded: '10.00',
      payment: takenWhole('cash'),
    });
    const email = orderRefundEmail(inCash, 1000);
    expectBoth(email, 'It is paid back in cash by the store.');
    expectNeither(email, CARD_REFUND_TIME);
  });
});
