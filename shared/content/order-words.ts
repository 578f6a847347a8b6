import { MINIMUM_AGE } from '../age.ts';
import { formatUsd } from '../money.ts';

/** What an order's page and its emails say of an order until it is handed over. */
export const ID_READY_WORDS = `Have a government photo ID ready: an adult ${MINIMUM_AGE} or over must sign for the delivery.`;

/**
 * The rows under an order's totals when the driver handed over less than was ordered: what was
 * left out, and what the shopper was charged, on the order page and in the delivered email.
 */
export function handedOverRows(
  totalCents: number,
  dueCents: number,
): [{ label: string; value: string }, { label: string; value: string }] {
  return [
    { label: 'Not handed over', value: `-${formatUsd(totalCents - dueCents)}` },
    { label: 'Charged for what you received', value: formatUsd(dueCents) },
  ];
}
