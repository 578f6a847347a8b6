import { DELIVERY_STAGES, type DeliveryStage, MAX_DELIVERY_ATTEMPTS } from '../catalogue/delivery.ts';

/**
 * An order's status, following the delivery page's steps (DELIVERY_STAGES), plus Cancelled and
 * Returned to store (the driver could not hand it over). 'paid' is "Order Placed": placed, and
 * paid by card or due at the door.
 */
export const ORDER_STATUSES = ['paid', 'processing', 'in_transit', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const [placed, processing, inTransit, delivered] = DELIVERY_STAGES;

export const ORDER_STATUS_LABELS: Record<OrderStatus, DeliveryStage | 'Cancelled' | 'Returned to store'> = {
  paid: placed,
  processing,
  in_transit: inTransit,
  delivered,
  cancelled: 'Cancelled',
  returned: 'Returned to store',
};

/** The moves an order may make; any other is refused and changes nothing. */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  paid: ['processing', 'cancelled'],
  processing: ['in_transit', 'cancelled'],
  in_transit: ['delivered', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/**
 * The moves only the driver's handoff makes (order-handoff-service): delivered once the ID was
 * checked and the payment recorded, or returned to the store with a reason.
 */
export const HANDOFF_STATUSES: readonly OrderStatus[] = ['delivered', 'returned'];

export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[status];
}

/** The moves the order screen's buttons make: neither cancelling (a call of its own) nor a handoff. */
export function plainMoves(status: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[status].filter((to) => to !== 'cancelled' && !HANDOFF_STATUSES.includes(to));
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Where an order ends: nothing is left to do for it, so it no longer needs anyone's attention. */
export function isSettled(status: OrderStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}

/**
 * A failed delivery attempt sends an order in transit back to Processing, up to the delivery
 * page's number of attempts; after the last one it stays with the store.
 */
export function canRecordFailedAttempt(status: OrderStatus, attemptsSoFar: number): boolean {
  return status === 'in_transit' && attemptsSoFar < MAX_DELIVERY_ATTEMPTS;
}

export { MAX_DELIVERY_ATTEMPTS };
