import { useId, useState } from 'react';
import { chargedAsHandedOver } from '#shared/catalogue/order-totals';
import { centsToDecimal, formatUsd, toCents } from '#shared/money';
import { moneyFromWire, refundDestination } from '#shared/payments/order-payment';
import { type AdminOrder, ORDER_NOTE_MAX } from '#shared/schemas/admin/orders';
import { refundedTaxShares } from '#shared/taxes/compute-taxes';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { dangerOutlineButtonClass } from '../components/action-buttons.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { refundOrder } from './orders-api.ts';
import { useOrderChange } from './use-order-change.ts';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** How much of a refund of `amount` is tax given back, as the closing report counts it; null until it is an amount. */
function refundTaxWords(order: AdminOrder, amount: string): string | null {
  if ((order.breakdown.taxes ?? []).length === 0 || !AMOUNT.test(amount.trim())) return null;
  const { totalCents, taxes } = chargedAsHandedOver(order.breakdown, order.lines, order.notHandedOver);
  const shares = refundedTaxShares(taxes, totalCents, toCents(amount.trim()));
  const taxCents = shares.reduce((sum, share) => sum + share, 0);
  return `Of this, ${formatUsd(taxCents)} is tax given back.`;
}

/**
 * The owner gives money back after the fact (a return, a damaged item): to the tender that paid,
 * at most what was taken and not yet refunded. The dialog names where the money goes; the
 * server checks the amount again and refuses a second press.
 */
export function RefundOrderDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const formId = useId().replaceAll(':', '');
  const money = moneyFromWire(order.payment.tender, order.payment, order.payment.refunded);
  const leftCents = money.capturedCents - money.refundedCents;
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(centsToDecimal(leftCents));
  const [note, setNote] = useState('');
  const change = useOrderChange(
    () =>
      refundOrder(order.id, {
        amount: amount.trim(),
        refundedBefore: order.payment.refunded,
        note: note.trim() || undefined,
      }),
    {
      done: () => `${formatUsd(toCents(amount.trim()))} refunded on order ${order.number}`,
      onStale: (message) => {
        setOpen(false);
        onStale(message);
      },
    },
  );
  const taxBack = refundTaxWords(order, amount);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setAmount(centsToDecimal(leftCents));
        if (!next) change.clearProblem();
      }}
      trigger={
        <button type="button" className={dangerOutlineButtonClass}>
          Refund
        </button>
      }
      title={`Refund order ${order.number}`}
      description={`Up to ${formatUsd(leftCents)} is left to refund. It is ${refundDestination(money)}.`}
      confirmLabel="Refund"
      tone="danger"
      busy={change.busy}
      problem={change.problem}
      onConfirm={() => change.run(undefined, { onSuccess: () => setOpen(false) })}
    >
      <Field formId={formId} name="amount" label="Amount to refund ($)" error={undefined}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={compactControlClass}
          />
        )}
      </Field>
      {taxBack ? <p className="text-ink/75 text-sm">{taxBack}</p> : null}
      <NoteField formId={formId} label="Reason (optional)" value={note} onChange={setNote} maxLength={ORDER_NOTE_MAX} />
    </ConfirmDialog>
  );
}
