import { MINIMUM_AGE } from '#shared/age';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#shared/back-office/order-status';
import { ENJOY_WORDS, HOLD_RELEASED_WORDS, RETURNED_WORDS } from '#shared/content/order-words';
import { toCents } from '#shared/money';
import type { Order } from '#shared/schemas/checkout';

/**
 * Where an order is, as its page shows it: the delivery page's four steps, each done (with the
 * time it was last reached), current or still to come, or the order's end if it was cancelled.
 * Plain functions of the public order, so the rules are tested without a screen.
 */

const STEP_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'in_transit', 'delivered'];

export type StepState = 'done' | 'current' | 'upcoming';

export interface OrderStep {
  status: OrderStatus;
  label: string;
  /** When the order last reached this step; null for a step still to come. */
  at: string | null;
  state: StepState;
}

export interface OrderProgressView {
  steps: OrderStep[];
  /** When the order ended before delivery (cancelled, or returned to the store), or null. */
  endedAt: string | null;
  refundedCents: number;
  /** Deliveries that did not succeed: the order went from In Transit back to Processing. */
  failedAttempts: number;
}

function lastReached(order: Order, status: OrderStatus): string | null {
  return order.timeline.findLast((entry) => entry.status === status)?.at ?? null;
}

export function orderProgress(order: Order): OrderProgressView {
  const cancelled = order.status === 'cancelled' || order.status === 'returned';
  // An order that ended early shows the steps it reached before it ended.
  const reachedBeforeEnd = cancelled ? order.timeline.at(-2)?.status : order.status;
  const currentIndex = reachedBeforeEnd ? STEP_STATUSES.indexOf(reachedBeforeEnd) : -1;
  const steps = STEP_STATUSES.map((status, index): OrderStep => {
    const state: StepState =
      index < currentIndex || (cancelled && index === currentIndex)
        ? 'done'
        : index === currentIndex
          ? 'current'
          : 'upcoming';
    return {
      status,
      label: ORDER_STATUS_LABELS[status],
      at: state === 'upcoming' ? null : (lastReached(order, status) ?? (status === 'paid' ? order.createdAt : null)),
      state,
    };
  });
  let failedAttempts = 0;
  order.timeline.forEach((entry, index) => {
    if (entry.status === 'processing' && order.timeline[index - 1]?.status === 'in_transit') failedAttempts += 1;
  });
  return {
    steps: cancelled ? steps.filter((step) => step.state === 'done') : steps,
    endedAt: cancelled ? lastReached(order, order.status) : null,
    refundedCents: toCents(order.refunded),
    failedAttempts,
  };
}

/** The status as the shopper reads it: the step's name, Cancelled or Returned to store. */
export const statusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

/** What the move to each status means for the shopper, in a sentence. */
const STATUS_NEWS: Record<OrderStatus, string> = {
  paid: 'We have your order.',
  processing: 'We are checking and packing your order.',
  in_transit: `It is on its way to you. Have your photo ID ready: an adult ${MINIMUM_AGE} or over signs for it.`,
  delivered: `It has been delivered. ${ENJOY_WORDS}`,
  cancelled: 'It has been cancelled.',
  returned: RETURNED_WORDS,
};

/** What placing the order meant for the shopper's money, by how it is paid: nothing is taken yet. */
const PLACED_NEWS: Record<Order['tender'], string> = {
  door: 'We have your order. You pay the driver when it arrives, once they have checked your ID.',
  bank: 'We have your order, and your bank has confirmed your account can pay. Nothing is taken until it is handed over.',
  card: 'We have your order, and your card is held for its total. Nothing is charged until it is handed over, and then only for what you receive.',
};

export function statusSentence(order: Pick<Order, 'status' | 'tender'>): string {
  if (order.status === 'paid') return PLACED_NEWS[order.tender];
  const released = HOLD_RELEASED_WORDS[order.tender];
  if ((order.status === 'cancelled' || order.status === 'returned') && released) {
    return `${STATUS_NEWS[order.status]} ${released}`;
  }
  return STATUS_NEWS[order.status];
}

/** An order that moved on since the device last knew it. */
export interface OrderNews {
  orderId: string;
  number: string;
  from: OrderStatus;
  to: OrderStatus;
  refunded: string;
  tender: Order['tender'];
}

/** One toast for whatever moved on, however many orders that is. */
export function orderNewsToast(news: readonly OrderNews[]): { title: string; description: string } | null {
  const [first] = news;
  if (!first) return null;
  if (news.length === 1) {
    const backAfterAttempt = first.from === 'in_transit' && first.to === 'processing';
    return {
      title: `Order ${first.number}: ${statusLabel(first.to)}`,
      description: backAfterAttempt
        ? 'We could not deliver it this time. It is back with us, and we will try again.'
        : statusSentence({ status: first.to, tender: first.tender }),
    };
  }
  return {
    title: `${news.length} of your orders have news`,
    description: news.map((item) => `${item.number}: ${statusLabel(item.to)}`).join(', '),
  };
}
