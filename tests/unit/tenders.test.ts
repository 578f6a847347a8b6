import { describe, expect, test } from 'vitest';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { tendersOffered, tenderUnavailableReason, whenMoneyMoves } from '#shared/payments/tenders';

const place = (tenders: ('door' | 'card')[]) => ({ name: 'California', tenders });

describe('the ways to pay', () => {
  test('the launch takes pay at the door and a card wherever it delivers, and nothing where it does not', () => {
    for (const rule of STATE_RULES_SEED) {
      expect(rule.tenders, rule.code).toEqual(rule.offered ? ['door', 'card'] : []);
    }
  });

  test('a place offers its tenders in the store’s order, whatever order its rule lists them in', () => {
    expect(tendersOffered(place(['card', 'door']))).toEqual(['door', 'card']);
    expect(tendersOffered(place([]))).toEqual([]);
    expect(tendersOffered(null)).toEqual([]);
  });

  test.each([
    [['door', 'card'], 'door', null],
    [['door'], 'card', 'Card is not offered for delivery to California. Choose Pay at the door.'],
    [['card'], 'door', 'Pay at the door is not offered for delivery to California. Choose Card.'],
    [[], 'door', 'No payment is offered for delivery to California yet.'],
  ] as const)('offering %j, %s is refused with %j', (tenders, tender, reason) => {
    expect(tenderUnavailableReason(place([...tenders]), tender)).toBe(reason);
  });

  test('an unknown place is refused until the shopper names one the store delivers to', () => {
    expect(tenderUnavailableReason(null, 'card')).toBe('Choose a state we deliver to first.');
  });

  test('checkout says when money moves, with the amount', () => {
    expect(whenMoneyMoves('door', 3997)).toBe(
      'Nothing is charged now. Have $39.97 ready in cash or on a debit card: the driver checks your ID, then takes payment.',
    );
    expect(whenMoneyMoves('card', 123456)).toBe(
      "Nothing is charged now: your card's bank holds $1,234.56. Once the driver hands your order over, we charge what you received, never more, and release the rest.",
    );
  });
});
