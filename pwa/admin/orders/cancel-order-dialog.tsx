import { type AdminOrder, ORDER_NOTE_MAX } from '#shared/schemas/admin/orders';
import { dangerOutlineButtonClass } from '../components/action-buttons.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { formatMoney } from '../lib/format.ts';
import { cancelAndRefund } from './orders-api.ts';
import { useOrderNoteDialog } from './use-order-change.ts';

/**
 * The owner cancels an order not yet out for delivery: the payment is refunded through its
 * provider and the items go back into stock. When the provider fails, nothing changes and the
 * dialog says so.
 */
export function CancelOrderDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const { formId, note, setNote, problem, dialog } = useOrderNoteDialog(
    (note) => cancelAndRefund(order.id, { from: order.status, ...(note ? { note } : {}) }),
    { done: () => `Order ${order.number} cancelled and ${formatMoney(order.payment.amount)} refunded`, onStale },
  );
  return (
    <ConfirmDialog
      {...dialog}
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
      problem={problem ? `${problem} The order has not changed.` : null}
    >
      <NoteField formId={formId} label="Reason (optional)" value={note} onChange={setNote} maxLength={ORDER_NOTE_MAX} />
    </ConfirmDialog>
  );
}
