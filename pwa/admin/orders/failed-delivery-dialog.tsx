import { useId, useState } from 'react';
import { ORDER_STATUS_LABELS } from '#shared/back-office/order-status';
import type { AdminOrder } from '#shared/schemas/admin/orders';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { recordFailedDelivery } from './orders-api.ts';
import { useOrderChange } from './use-order-change.ts';

const NOTE_MAX = 500;

/** The driver could not deliver: the attempt goes on the timeline and the order back to Processing. */
export function FailedDeliveryDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const change = useOrderChange(() => recordFailedDelivery(order.id, note.trim() || undefined), {
    done: () => `Failed attempt recorded: ${order.number} is back in ${ORDER_STATUS_LABELS.processing}`,
    onStale: (message) => {
      setOpen(false);
      onStale(message);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.clearProblem();
      }}
      trigger={
        <Button variant="secondary" size="compact">
          Failed delivery attempt
        </Button>
      }
      title="Record a failed delivery attempt"
      description={`Order ${order.number} goes back to ${ORDER_STATUS_LABELS.processing} for another try. This is attempt ${order.deliveryAttempts + 1}.`}
      confirmLabel="Record failed attempt"
      busy={change.busy}
      problem={change.problem}
      onConfirm={() => change.run(undefined, { onSuccess: () => setOpen(false) })}
    >
      <NoteField
        formId={formId}
        label="What happened (optional)"
        value={note}
        onChange={setNote}
        maxLength={NOTE_MAX}
        hint="For example: nobody home, no ID shown."
      />
    </ConfirmDialog>
  );
}
