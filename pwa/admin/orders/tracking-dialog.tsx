import { useId, useState } from 'react';
import type { AdminOrder } from '#shared/schemas/admin/orders';
import { type TrackingUpdate, trackingUpdateSchema } from '#shared/schemas/tracking-number';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { setTracking } from './orders-api.ts';
import { TrackingFields, useTrackingFields } from './tracking-fields.tsx';
import { useOrderChange } from './use-order-change.ts';

/**
 * The carrier and tracking number of an order In Transit, given after it went out or put right.
 * The shopper is emailed the new ones; emptying both takes them off the order and emails nobody.
 */
export function TrackingDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const fields = useTrackingFields(formId, order.tracking);
  const change = useOrderChange((update: TrackingUpdate) => setTracking(order.id, update), {
    done: (update) =>
      update.carrier ? `Tracking saved on order ${order.number}` : `Tracking removed from order ${order.number}`,
    onStale: (message) => {
      setOpen(false);
      onStale(message);
    },
  });

  function confirm() {
    const update = fields.check(trackingUpdateSchema, (typed) => typed);
    if (update) change.run(update, { onSuccess: () => setOpen(false) });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        fields.reset();
        change.clearProblem();
      }}
      trigger={
        <Button variant="secondary" size="compact">
          {order.tracking ? 'Change tracking' : 'Add tracking'}
        </Button>
      }
      title={`Tracking for order ${order.number}`}
      description={
        order.tracking
          ? 'The shopper is emailed the corrected carrier and tracking number. Empty both to take them off the order.'
          : 'The shopper is emailed the carrier and tracking number, and the order page shows them.'
      }
      confirmLabel="Save tracking"
      busy={change.busy}
      problem={change.problem}
      onConfirm={confirm}
    >
      <TrackingFields formId={formId} fields={fields} />
    </ConfirmDialog>
  );
}
