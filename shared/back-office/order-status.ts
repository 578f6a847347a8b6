import { DELIVERY_STAGES, type DeliveryStage, MAX_DELIVERY_ATTEMPTS } from '../catalogue/delivery.ts';

/**
 * An order's status, following the delivery page's steps (DELIVERY_STAGES), plus Cancelled.
 * 'paid' is "Order Placed": an order exists only once its payment went through.
 */
export const ORDER_STATUSES = ['paid', 'processing', 'in_transit', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const [placed, processing, inTransit, delivered] = DELIVERY_STAGES;

export const ORDER_STATUS_LABELS: Record<OrderStatus, DeliveryStage | 'Cancelled'> = {
  paid: placed,
  processing,
  in_transit: inTransit,
  delivered,
  cancelled: 'Cancelled',
};

/** The moves staff may make; any other is refused and changes nothing. */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  paid: ['processing', 'cancelled'],
  processing: ['in_transit', 'cancelled'],
  in_transit: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[status];
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
