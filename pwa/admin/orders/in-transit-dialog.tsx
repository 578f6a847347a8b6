import { useId, useState } from 'react';
import { ORDER_STATUS_LABELS } from '#shared/back-office/order-status';
import { type AdminOrder, type OrderStatusMove, orderStatusMoveSchema } from '#shared/schemas/admin/orders';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { moveOrder } from './orders-api.ts';
import { TrackingFields, useTrackingFields } from './tracking-fields.tsx';
import { useOrderChange } from './use-order-change.ts';

const IN_TRANSIT = ORDER_STATUS_LABELS.in_transit;

/**
 * The move to In Transit, which emails the shopper that the order is on its way: with the
 * carrier and tracking number when a carrier takes it, so the email and the order page show them.
 */
export function InTransitDialog({
  order,
  primary,
  onStale,
}: {
  order: AdminOrder;
  primary: boolean;
  onStale: (message: string) => void;
}) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const fields = useTrackingFields(formId, null);
  const change = useOrderChange((move: OrderStatusMove) => moveOrder(order.id, move), {
    done: () => `Order ${order.number} is now ${IN_TRANSIT}`,
    onStale: (message) => {
      setOpen(false);
      onStale(message);
    },
  });

  function confirm() {
    const move = fields.check(orderStatusMoveSchema, (typed) => ({ from: order.status, to: 'in_transit', ...typed }));
    if (move) change.run(move, { onSuccess: () => setOpen(false) });
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
        <Button variant={primary ? 'primary' : 'secondary'} size="compact">
          Mark as {IN_TRANSIT}
        </Button>
      }
      title={`Send order ${order.number} out`}
      description="The shopper is emailed that it is on its way. If a carrier takes it, give the carrier and its tracking number: the email and the order page show them. Leave both empty for our own driver."
      confirmLabel={`Mark as ${IN_TRANSIT}`}
      busy={change.busy}
      problem={change.problem}
      onConfirm={confirm}
    >
      <TrackingFields formId={formId} fields={fields} />
    </ConfirmDialog>
  );
}
