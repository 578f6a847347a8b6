import { type AdminOrder, ORDER_NOTE_MAX } from '#shared/schemas/admin/orders';
import { dangerOutlineButtonClass } from '../components/action-buttons.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { formatMoney } from '../lib/format.ts';
import { cancelOrder } from './orders-api.ts';
import { useOrderNoteDialog } from './use-order-change.ts';

/** What cancelling does with the order's money: nothing was taken before it left the store. */
function releaseWords(order: AdminOrder): string {
  const amount = formatMoney(order.payment.amount);
  if (order.payment.tender === 'card') return `The ${amount} held on the shopper’s card is released`;
  if (order.payment.tender === 'bank') return `The ${amount} authorised from the shopper’s bank account is released`;
  return 'Nothing was charged, as it was to be paid at the door';
}

/**
 * Staff cancel an order not yet out for delivery: nothing was taken yet, so a card's or a bank
 * account's hold is released through its provider and the items go back into stock. When the
 * provider fails, nothing changes and the dialog says so.
 */
export function CancelOrderDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const { formId, note, setNote, problem, dialog } = useOrderNoteDialog(
    (note) => cancelOrder(order.id, { from: order.status, ...(note ? { note } : {}) }),
    { done: () => `Order ${order.number} cancelled`, onStale },
  );
  const action = 'Cancel order';
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <button type="button" className={dangerOutlineButtonClass}>
          {action}
        </button>
      }
      title={`Cancel order ${order.number}?`}
      description={`${releaseWords(order)}; the items go back into stock. This cannot be undone.`}
      confirmLabel={action}
      cancelLabel="Keep the order"
      tone="danger"
      problem={problem ? `${problem} The order has not changed.` : null}
    >
      <NoteField formId={formId} label="Reason (optional)" value={note} onChange={setNote} maxLength={ORDER_NOTE_MAX} />
    </ConfirmDialog>
  );
}
