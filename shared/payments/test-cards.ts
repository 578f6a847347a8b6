/**
 * The built-in test gateway's cards: Stripe's own test numbers, with the outcomes Stripe gives
 * them, so a shopper or a test sees the same behaviour with or without Stripe keys.
 */

export type TestCardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'declined'; code: 'card_declined'; message: string }
  | { kind: 'requires_authentication' };

export const DECLINED_MESSAGE = 'Your card was declined.';

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: { kind: 'succeeds' }, description: 'succeeds' },
  {
    number: '4000 0000 0000 0002',
    outcome: { kind: 'declined', code: 'card_declined', message: DECLINED_MESSAGE },
    description: 'is declined',
  },
  {
    number: '4000 0025 0000 3155',
    outcome: { kind: 'requires_authentication' },
    description: 'asks for authentication, then succeeds',
  },
] as const satisfies readonly { number: string; outcome: TestCardOutcome; description: string }[];

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** Whether a number passes the Luhn check every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardCheck =
  | { ok: true; outcome: TestCardOutcome }
  | { ok: false; field: 'cardNumber' | 'expiry' | 'cvc'; message: string };

/** What the test gateway does with a card, or which field is wrong. `now` decides expiry. */
export function checkTestCard(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const digits = digitsOf(card.cardNumber);
  if (!passesLuhn(digits)) return { ok: false, field: 'cardNumber', message: 'Your card number is incorrect.' };
  const known = TEST_CARDS.find((test) => digitsOf(test.number) === digits);
  if (!known) {
    return {
      ok: false,
      field: 'cardNumber',
      message: 'Test mode accepts only the test cards: 4242 4242 4242 4242, 4000 0000 0000 0002, 4000 0025 0000 3155.',
    };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  }
  const yearText = expiry[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // A card is good through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, field: 'expiry', message: "Your card's expiration year is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc))
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  return { ok: true, outcome: known.outcome };
}
