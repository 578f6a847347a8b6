import { usStateByCode } from '#shared/compliance/us-states';
import { toCents } from '#shared/money';
import type { CollectedAs } from '#shared/payments/order-payment';
import type { ClosingTax } from '#shared/schemas/admin/closing-report';
import { TAX_KIND_NAMES } from '#shared/taxes/tax-rules';
import { formatMoney } from '../lib/format.ts';

/** How the closing report puts its figures in words; no React, so a unit test can read it. */

export const TAKINGS_LABELS: Record<CollectedAs, string> = {
  cash: 'Cash',
  debit: 'Debit card at the door',
  bank: 'Bank debit',
  card: 'Card',
};

/** "California · Cannabis excise"; a code the store does not know stays a code. */
export function taxLineName(line: Pick<ClosingTax, 'state' | 'kind'>): string {
  return `${usStateByCode(line.state)?.name ?? line.state} · ${TAX_KIND_NAMES[line.kind]}`;
}

/** A deduction: "−$11.50", and "$0.00" for nothing taken off. */
export function lessMoney(decimal: string): string {
  return toCents(decimal) === 0 ? formatMoney(decimal) : `−${formatMoney(decimal)}`;
}

/** "cash $5.00, card $12.50": only the tenders that moved money. */
export function byTenderWords(byTender: Record<CollectedAs, string>): string {
  return (Object.entries(byTender) as [CollectedAs, string][])
    .filter(([, amount]) => toCents(amount) !== 0)
    .map(([tender, amount]) => `${TAKINGS_LABELS[tender].toLowerCase()} ${formatMoney(amount)}`)
    .join(', ');
}
