import { useId, useState } from 'react';
import type { AdminOrder } from '#shared/schemas/admin/orders';
import { dangerOutlineButtonClass } from '../components/action-buttons.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { formatMoney } from '../lib/format.ts';
import { cancelAndRefund } from './orders-api.ts';
import { useOrderChange } from './use-order-change.ts';

const NOTE_MAX = 500;

/**
 * The owner cancels an order not yet out for delivery: the payment is refunded through its
 * provider and the items go back into stock. When the provider fails, nothing changes and the
 * dialog says so.
 */
export function CancelOrderDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const change = useOrderChange(
    () => cancelAndRefund(order.id, { from: order.status, ...(note.trim() ? { note: note.trim() } : {}) }),
    {
      done: () => `Order ${order.number} cancelled and ${formatMoney(order.payment.amount)} refunded`,
      onStale: (message) => {
        setOpen(false);
        onStale(message);
      },
    },
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.clearProblem();
      }}
      trigger={
        <button type="button" className={dangerOutlineButtonClass}>
          Cancel and refund
        </button>
      }
      title={`Cancel order ${order.number}?`}
      description={`${formatMoney(order.payment.amount)} goes back to the shopper’s card and the items back into stock. This cannot be undone.`}
      confirmLabel="Cancel and refund"
      cancelLabel="Keep the order"
      tone="danger"
      busy={change.busy}
      problem={change.problem ? `${change.problem} The order has not changed.` : null}
      onConfirm={() => change.run(undefined, { onSuccess: () => setOpen(false) })}
    >
      <NoteField formId={formId} label="Reason (optional)" value={note} onChange={setNote} maxLength={NOTE_MAX} />
    </ConfirmDialog>
  );
}
