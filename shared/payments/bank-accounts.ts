/**
 * A US bank account as a shopper types it to pay by bank: the nine-digit routing number of the
 * bank (with the check digit every ABA routing number carries) and the account number. The store
 * never keeps either: the bank provider links the account and answers a token and the last four.
 */

/** Whether nine digits pass the ABA routing number's checksum (weights 3, 7, 1). */
export function passesAbaChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1];
  const sum = [...routingNumber].reduce((total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 0), 0);
  return sum % 10 === 0;
}

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** Why a routing number cannot be a bank's, or null when it can. */
export function routingNumberProblem(value: string): string | null {
  const digits = digitsOf(value);
  if (!/^\d{9}$/.test(digits)) return 'A routing number has 9 digits: find it at the bottom left of a check.';
  if (!passesAbaChecksum(digits)) return 'That routing number is not right: check its digits.';
  return null;
}

/** Why an account number cannot be one, or null when it can. */
export function accountNumberProblem(value: string): string | null {
  const digits = digitsOf(value);
  return /^\d{4,17}$/.test(digits) ? null : 'An account number has 4 to 17 digits.';
}

export const bankDigits = digitsOf;

/** An account's last four digits, the only part of it the store shows. */
export const lastFour = (accountNumber: string) => digitsOf(accountNumber).slice(-4);

/**
 * The built-in test bank's accounts (decision 027), like the test gateway's cards: one routing
 * number, and an account for each outcome a real bank gives a debit.
 */
export const TEST_BANK_ROUTING_NUMBER = '110000000';

export type TestBankOutcome = 'settles' | 'insufficient_funds' | 'returned';

export const TEST_BANK_ACCOUNTS = [
  { accountNumber: '000123456789', outcome: 'settles', description: 'settles' },
  {
    accountNumber: '000111111116',
    outcome: 'insufficient_funds',
    description: 'is refused for funds when the order is placed',
  },
  {
    accountNumber: '000222222227',
    outcome: 'returned',
    description: 'settles, then is returned two days later',
  },
] as const satisfies readonly { accountNumber: string; outcome: TestBankOutcome; description: string }[];

/** What the test bank does with an account, or null for one it does not hold. */
export function testBankOutcome(routingNumber: string, accountNumber: string): TestBankOutcome | null {
  if (digitsOf(routingNumber) !== TEST_BANK_ROUTING_NUMBER) return null;
  const account = TEST_BANK_ACCOUNTS.find((candidate) => candidate.accountNumber === digitsOf(accountNumber));
  return account?.outcome ?? null;
}

/** A debit's days at the test bank: settled the day after it is made; returned two days after that. */
export const TEST_BANK_SETTLE_DAYS = 1;
export const TEST_BANK_RETURN_DAYS = 2;

export const INSUFFICIENT_FUNDS_MESSAGE =
  'Your bank says this account cannot pay this total now. Choose another way to pay, or another account.';
export const UNKNOWN_ACCOUNT_MESSAGE = 'Your bank does not know this account. Check the routing and account numbers.';
