import type { BankProvider } from './bank-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The providers money moves through: the card's, and the bank's where one runs (decision 027). */
export interface Providers {
  card: PaymentProvider;
  bank: BankProvider | null;
}
