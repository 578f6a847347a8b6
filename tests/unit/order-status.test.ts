import { describe, expect, test } from 'vitest';
import {
  canMoveOrder,
  canRecordFailedAttempt,
  isSettled,
  MAX_DELIVERY_ATTEMPTS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  plainMoves,
} from '#shared/back-office/order-status';
import { DELIVERY_STAGES } from '#shared/catalogue/delivery';

describe('an order’s statuses', () => {
  test('are named as the delivery page names its steps, then Cancelled and Returned to store', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      ...DELIVERY_STAGES,
      'Cancelled',
      'Returned to store',
    ]);
  });

  test('move forward one step at a time, and only a placed or processing order can be cancelled', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'paid→processing',
      'paid→cancelled',
      'processing→in_transit',
      'processing→cancelled',
      'in_transit→delivered',
      'in_transit→returned',
    ]);
  });

  test('the order screen’s buttons move along the steps; delivering and returning are the handoff’s', () => {
    expect(ORDER_STATUSES.map((status) => [status, plainMoves(status)])).toEqual([
      ['paid', ['processing']],
      ['processing', ['in_transit']],
      ['in_transit', []],
      ['delivered', []],
      ['cancelled', []],
      ['returned', []],
    ]);
  });

  test('a failed delivery is recorded only in transit, up to the delivery page’s number of attempts', () => {
    expect(canRecordFailedAttempt('in_transit', 0)).toBe(true);
    expect(canRecordFailedAttempt('in_transit', MAX_DELIVERY_ATTEMPTS - 1)).toBe(true);
    expect(canRecordFailedAttempt('in_transit', MAX_DELIVERY_ATTEMPTS)).toBe(false);
    expect(canRecordFailedAttempt('processing', 0)).toBe(false);
  });

  test('delivered, cancelled and returned orders are settled; the others still have a step to go', () => {
    expect(ORDER_STATUSES.filter(isSettled)).toEqual(['delivered', 'cancelled', 'returned']);
  });
});
