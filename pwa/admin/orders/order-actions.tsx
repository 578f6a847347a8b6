import { Truck } from 'lucide-react';
import { useState } from 'react';
import {
  canMoveOrder,
  canRecordFailedAttempt,
  MAX_DELIVERY_ATTEMPTS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  plainMoves,
} from '#shared/back-office/order-status';
import type { AdminOrder } from '#shared/schemas/admin/orders';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Panel } from '../components/screen-parts.tsx';
import { AdminLink } from '../lib/navigation.ts';
import { useCan } from '../session/staff-context.ts';
import { awaitsBankReturnClearing, bankReturnNextStep } from './bank-return.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { FailedDeliveryDialog } from './failed-delivery-dialog.tsx';
import { InTransitDialog } from './in-transit-dialog.tsx';
import { moveOrder } from './orders-api.ts';
import { useOrderChange } from './use-order-change.ts';

const DONE_TEXT: Partial<Record<OrderStatus, string>> = {
  delivered: 'Nothing left to do: the order was delivered.',
  cancelled: 'Nothing left to do: the order was cancelled.',
  returned: 'Nothing left to do: the order was returned to the store.',
};

/**
 * The moves the order allows next (shared/back-office/order-status.ts), the one to In Transit in
 * a dialog that takes the carrier and tracking number, a failed delivery while in transit, and
 * cancelling before it leaves (nothing is taken until the handoff); when nothing is left but a
 * returned bank payment to clear, where that is done. Each sends the status the screen showed,
 * so a second person pressing at the same time is told the order changed.
 */
export function OrderActions({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const mayMove = useCan('moveOrders');
  const mayHandOver = useCan('handOverOrders') && order.status === 'in_transit';
  const mayClear = useCan('clearBankReturns');
  const [busyMove, setBusyMove] = useState<OrderStatus | null>(null);
  const move = useOrderChange((to: OrderStatus) => moveOrder(order.id, { from: order.status, to }), {
    done: (to) => `Order ${order.number} is now ${ORDER_STATUS_LABELS[to]}`,
    onStale,
  });

  const moves = mayMove ? plainMoves(order.status) : [];
  const mayFail = mayMove && canRecordFailedAttempt(order.status, order.deliveryAttempts);
  const nothingTaken = ['due', 'authorised', 'voided'].includes(order.payment.state);
  const mayCancel = useCan('cancelOrders') && nothingTaken && canMoveOrder(order.status, 'cancelled');
  const nothing = moves.length === 0 && !mayFail && !mayCancel && !mayHandOver;

  return (
    <Panel title="Next step">
      {nothing ? (
        <p className="text-ink/75 text-sm">
          {awaitsBankReturnClearing(order)
            ? bankReturnNextStep(mayClear)
            : (DONE_TEXT[order.status] ?? 'Your role has no move to make here.')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((to, index) =>
            to === 'in_transit' ? (
              <InTransitDialog key={to} order={order} primary={index === 0} onStale={onStale} />
            ) : (
              <Button
                key={to}
                variant={index === 0 ? 'primary' : 'secondary'}
                size="compact"
                disabled={move.busy}
                onClick={() => {
                  setBusyMove(to);
                  move.run(to);
                }}
              >
                {move.busy && busyMove === to ? 'Saving…' : `Mark as ${ORDER_STATUS_LABELS[to]}`}
              </Button>
            ),
          )}
          {mayHandOver ? (
            <AdminLink
              to="/admin/deliveries/$orderId"
              params={{ orderId: order.id }}
              className={buttonClass('primary', undefined, 'compact')}
            >
              Hand over at the door
            </AdminLink>
          ) : null}
          {mayFail ? <FailedDeliveryDialog order={order} onStale={onStale} /> : null}
          {mayCancel ? <CancelOrderDialog order={order} onStale={onStale} /> : null}
        </div>
      )}
      {move.problem ? (
        <p role="alert" className="mt-3 text-red-800 text-sm">
          {move.problem}
        </p>
      ) : null}
      {order.deliveryAttempts > 0 || order.status === 'in_transit' ? (
        <p className="mt-3 flex items-center gap-1.5 text-ink/70 text-xs">
          <Truck aria-hidden="true" className="h-3.5 w-3.5" />
          Failed delivery attempts: {order.deliveryAttempts} of {MAX_DELIVERY_ATTEMPTS}
        </p>
      ) : null}
    </Panel>
  );
}
