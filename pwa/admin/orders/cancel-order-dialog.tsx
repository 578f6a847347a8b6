import { type AdminOrder, ORDER_NOTE_MAX } from '#shared/schemas/admin/orders';
import { dangerOutlineButtonClass } from '../components/action-buttons.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { formatMoney } from '../lib/format.ts';
import { cancelAndRefund } from './orders-api.ts';
import { useOrderNoteDialog } from './use-order-change.ts';

/**
 * The owner cancels an order not yet out for delivery: a card's payment is refunded through its
 * provider (an order paid at the door has had no money to give back) and the items go back into
 * stock. When the provider fails, nothing changes and the dialog says so.
 */
export function CancelOrderDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const paid = order.payment.tender === 'card';
  const amount = formatMoney(order.payment.amount);
  const { formId, note, setNote, problem, dialog } = useOrderNoteDialog(
    (note) => cancelAndRefund(order.id, { from: order.status, ...(note ? { note } : {}) }),
    { done: () => `Order ${order.number} cancelled${paid ? ` and ${amount} refunded` : ''}`, onStale },
  );
  const action = paid ? 'Cancel and refund' : 'Cancel order';
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <button type="button" className={dangerOutlineButtonClass}>
          {action}
        </button>
      }
      title={`Cancel order ${order.number}?`}
      description={
        paid
          ? `${amount} goes back to the shopper’s card and the items back into stock. This cannot be undone.`
          : `Nothing was charged, as it was to be paid at the door; the items go back into stock. This cannot be undone.`
      }
      confirmLabel={action}
      cancelLabel="Keep the order"
      tone="danger"
      problem={problem ? `${problem} The order has not changed.` : null}
    >
      <NoteField formId={formId} label="Reason (optional)" value={note} onChange={setNote} maxLength={ORDER_NOTE_MAX} />
    </ConfirmDialog>
  );
}
