import type { ReactElement, ReactNode } from 'react';
import { COLLECTED_AS } from '#shared/payments/order-payment';
import type { ClosingReport } from '#shared/schemas/admin/closing-report';
import { countOf, formatMoney } from '../lib/format.ts';
import { byTenderWords, lessMoney, TAKINGS_LABELS, taxLineName } from './closing-words.ts';

/** A figure's row: what it is (with a line on it), and the amount, right-aligned. */
function Row({
  label,
  detail,
  value,
  total = false,
}: {
  label: string;
  detail?: ReactNode;
  value: ReactNode;
  total?: boolean;
}) {
  return (
    <tr className={total ? 'border-forest-900/15 border-t font-semibold text-forest-900' : ''}>
      <th scope="row" className="py-2 pr-3 text-left align-top font-normal">
        <span className={total ? 'font-semibold' : ''}>{label}</span>
        {detail ? <span className="block text-ink/65 text-xs leading-snug">{detail}</span> : null}
      </th>
      <td className="whitespace-nowrap py-2 text-right align-top tabular-nums">{value}</td>
    </tr>
  );
}

/** One of the report's three parts, a table captioned by its name. */
function FigureTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="pb-1 text-left font-semibold text-forest-900 text-xs uppercase tracking-wide">
        {caption}
      </caption>
      <tbody className="divide-y divide-forest-900/5">{children}</tbody>
    </table>
  );
}

function SalesTable({ report }: { report: ClosingReport }) {
  const { orders, sales } = report;
  return (
    <FigureTable caption="Sales">
      <Row
        label="Orders placed"
        detail={orders.cancelled > 0 ? `${orders.cancelled} cancelled, in no sum below` : undefined}
        value={orders.placed}
      />
      <Row label="Gross sales" detail="Items at their regular prices" value={formatMoney(sales.gross)} />
      <Row label="Discounts" detail="Subscribe & Save" value={lessMoney(sales.discounts)} />
      <Row label="Not handed over" value={lessMoney(sales.notHandedOver)} />
      <Row label="Refunds, less their tax" value={lessMoney(sales.refundsExclTax)} />
      <Row label="Net sales" value={formatMoney(sales.net)} total />
      <Row label="Delivery" value={formatMoney(sales.delivery)} />
    </FigureTable>
  );
}

function TaxTable({ report }: { report: ClosingReport }) {
  const { taxes } = report;
  return (
    <FigureTable caption="Taxes collected">
      {taxes.lines.length === 0 ? <Row label="No tax charged or given back" value={formatMoney('0.00')} /> : null}
      {taxes.lines.map((line) => (
        <Row
          key={`${line.state} ${line.kind}`}
          label={taxLineName(line)}
          detail={`${formatMoney(line.charged)} charged, ${formatMoney(line.refunded)} refunded`}
          value={formatMoney(line.collected)}
        />
      ))}
      <Row
        label="Tax collected"
        detail={`${formatMoney(taxes.charged)} charged, ${formatMoney(taxes.refunded)} refunded`}
        value={formatMoney(taxes.collected)}
        total
      />
    </FigureTable>
  );
}

function TakingsTable({ report }: { report: ClosingReport }) {
  const { takings, refunds } = report;
  const refundDetail = [
    refunds.count > 0 ? `${countOf(refunds.count, 'refund')}, ${formatMoney(refunds.tax)} of it tax` : null,
    byTenderWords(refunds.byTender) || null,
    refunds.withoutAmount > 0
      ? `${countOf(refunds.withoutAmount, 'older refund')} with no amount kept, not added`
      : null,
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <FigureTable caption="Takings and refunds">
      {COLLECTED_AS.map((tender) => (
        <Row key={tender} label={TAKINGS_LABELS[tender]} value={formatMoney(takings.byTender[tender])} />
      ))}
      <Row label="Taken" value={formatMoney(takings.total)} total />
      <Row label="Refunds made" detail={refundDetail || undefined} value={lessMoney(refunds.amount)} />
    </FigureTable>
  );
}

/** A day's closing report as three tables: side by side on a wide screen, one under another on a phone. */
export function ClosingFigures({ report }: { report: ClosingReport }): ReactElement {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <SalesTable report={report} />
      <TaxTable report={report} />
      <TakingsTable report={report} />
    </div>
  );
}
