import { describe, expect, test } from 'vitest';
import {
  accountNumberProblem,
  lastFour,
  passesAbaChecksum,
  routingNumberProblem,
  TEST_BANK_ACCOUNTS,
  TEST_BANK_ROUTING_NUMBER,
  testBankOutcome,
} from '#shared/payments/bank-accounts';
import { bankPaymentWords, whenMoneyMoves } from '#shared/payments/tenders';
import { bankAccountSchema } from '#shared/schemas/checkout';

/** A bank account as a shopper types it to pay by bank, and the test bank's accounts (decision 027). */

describe('a routing number', () => {
  test('has nine digits that pass the ABA checksum', () => {
    // Real routing numbers: the Federal Reserve Bank of New York, and a large bank's.
    for (const valid of ['021000021', '011000015', TEST_BANK_ROUTING_NUMBER]) {
      expect(passesAbaChecksum(valid), valid).toBe(true);
      expect(routingNumberProblem(valid), valid).toBeNull();
    }
    expect(passesAbaChecksum('021000022')).toBe(false);
    expect(routingNumberProblem('021000022')).toBe('That routing number is not right: check its digits.');
    expect(routingNumberProblem('02100002')).toMatch(/9 digits/);
    expect(routingNumberProblem('02100002a')).toMatch(/9 digits/);
    expect(routingNumberProblem('021-000-021')).toBeNull();
  });
});

describe('an account number', () => {
  test('has 4 to 17 digits; only its last four are shown', () => {
    expect(accountNumberProblem('1234')).toBeNull();
    expect(accountNumberProblem('12345678901234567')).toBeNull();
    expect(accountNumberProblem('123')).toBe('An account number has 4 to 17 digits.');
    expect(accountNumberProblem('123456789012345678')).toBe('An account number has 4 to 17 digits.');
    expect(accountNumberProblem('12ab')).toBe('An account number has 4 to 17 digits.');
    expect(lastFour('000123456789')).toBe('6789');
  });

  test('the request’s schema names each problem in the same words', () => {
    const parsed = bankAccountSchema.safeParse({ holderName: ' ', routingNumber: '021000022', accountNumber: '12' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['holderName', 'Enter the name on the account'],
      ['routingNumber', 'That routing number is not right: check its digits.'],
      ['accountNumber', 'An account number has 4 to 17 digits.'],
    ]);
  });
});

describe('the test bank', () => {
  test('holds one account for each outcome, at its routing number, and no other', () => {
    expect(
      TEST_BANK_ACCOUNTS.map((account) => testBankOutcome(TEST_BANK_ROUTING_NUMBER, account.accountNumber)),
    ).toEqual(['settles', 'insufficient_funds', 'returned']);
    for (const account of TEST_BANK_ACCOUNTS) expect(accountNumberProblem(account.accountNumber)).toBeNull();
    expect(testBankOutcome('021000021', '000123456789')).toBeNull();
    expect(testBankOutcome(TEST_BANK_ROUTING_NUMBER, '000999999999')).toBeNull();
  });
});

test('checkout says when a bank payment moves: nothing now, the debit after the handoff', () => {
  expect(whenMoneyMoves('bank', 3997)).toBe(bankPaymentWords(3997));
  expect(bankPaymentWords(3997)).toBe(
    'Nothing is taken now: your bank confirms your account can pay $39.97. Once the driver hands your order over, we debit what you received, never more.',
  );
});
