import type { BankAccount } from '#shared/schemas/checkout';

/**
 * What pay by bank needs from a bank payment provider (decision 027), modelled on the ACH
 * providers licensed delivery stores use: link an account, authorise the order's total when it is
 * placed (the provider checks the balance), debit at the handoff what was handed over (never more
 * than authorised), and follow the debit until it settles or the bank returns it. One
 * implementation today: the built-in test bank, only where the test gateway may run.
 */

export interface LinkedBankAccount {
  /** The provider's token for the account: the store never keeps its numbers. */
  id: string;
  last4: string;
  /** The same for the same account however often it is linked: who a returned debit blocks. */
  fingerprint: string;
}

export type BankPaymentStatus = 'authorised' | 'voided' | 'pending' | 'settled' | 'returned';

export interface BankPayment {
  id: string;
  status: BankPaymentStatus;
  authorisedCents: number;
  debitedCents: number;
  refundedCents: number;
}

export interface BankProvider {
  readonly name: 'test_bank';
  /** Links the account; throws BankRefusedError for one the bank does not hold. */
  linkAccount(account: BankAccount): Promise<LinkedBankAccount>;
  /**
   * Checks the account can pay `amountCents` and holds the authorisation; throws BankRefusedError
   * when it cannot. The same key answers the same authorisation.
   */
  authorise(input: { accountId: string; amountCents: number; idempotencyKey: string }): Promise<BankPayment>;
  /** Debits an authorised payment, once per key, at most what was authorised. */
  debit(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<BankPayment>;
  /** Lets an authorisation go: nothing will be debited. A payment already voided answers as it is. */
  voidAuthorisation(paymentId: string): Promise<BankPayment>;
  /** Sends back part of a settled debit, once per key. */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<BankPayment>;
  /** The payment as the bank sees it at `now`: a debit settles, and may later be returned. */
  payment(paymentId: string, now: Date): Promise<BankPayment | null>;
}

/** The bank answered and said no: the account is unknown, short of funds, or the step not allowed. */
export class BankRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown_account' | 'insufficient_funds' | 'not_allowed',
  ) {
    super(message);
    this.name = 'BankRefusedError';
  }
}
