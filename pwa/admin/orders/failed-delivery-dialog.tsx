import { ORDER_STATUS_LABELS } from '#shared/back-office/order-status';
import { type AdminOrder, ORDER_NOTE_MAX } from '#shared/schemas/admin/orders';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { recordFailedDelivery } from './orders-api.ts';
import { useOrderNoteDialog } from './use-order-change.ts';

/** The driver could not deliver: the attempt goes on the timeline and the order back to Processing. */
export function FailedDeliveryDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const { formId, note, setNote, problem, dialog } = useOrderNoteDialog(
    (note) => recordFailedDelivery(order.id, note),
    {
      done: () => `Failed attempt recorded: ${order.number} is back in ${ORDER_STATUS_LABELS.processing}`,
      onStale,
    },
  );
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <Button variant="secondary" size="compact">
          Failed delivery attempt
        </Button>
      }
      title="Record a failed delivery attempt"
      description={`Order ${order.number} goes back to ${ORDER_STATUS_LABELS.processing} for another try. This is attempt ${order.deliveryAttempts + 1}.`}
      confirmLabel="Record failed attempt"
      problem={problem}
    >
      <NoteField
        formId={formId}
        label="What happened (optional)"
        value={note}
        onChange={setNote}
        maxLength={ORDER_NOTE_MAX}
        hint="For example: nobody home, no ID shown."
      />
    </ConfirmDialog>
  );
}
