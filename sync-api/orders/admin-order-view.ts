import { ageOn, MINIMUM_AGE, todayUtc } from '#shared/age';
import { centsToDecimal, toCents } from '#shared/money';
import type { AdminOrder, AdminOrderSummary, OrderEvent } from '#shared/schemas/admin/orders';
import { currentTracking } from '#shared/schemas/tracking-number';
import type { AdminOrderRow, OrderSummaryRow } from './admin-order-store.ts';
import { paymentOfRow } from './order-money.ts';

/** Orders as the back office reads them (shared/schemas/admin/orders.ts). */

const money = (value: string) => centsToDecimal(toCents(String(value)));

export function toOrderSummary(row: OrderSummaryRow): AdminOrderSummary {
  return {
    id: row.id,
    number: row.number,
    placedAt: row.created_at.toISOString(),
    shopperName: row.shopper_name,
    shipState: row.ship_state,
    deliveryOption: row.delivery_option,
    total: money(row.total),
    tender: row.tender,
    paymentState: row.payment_state,
    refunded: centsToDecimal(row.refunded_cents),
    status: row.status,
    needsAttention: row.needs_attention,
  };
}

/**
 * The whole order. The date of birth stays on the server: staff see only that it was checked,
 * that is, the shopper was of age on the day the order was placed.
 */
export function toAdminOrder(row: AdminOrderRow, timeline: OrderEvent[]): AdminOrder {
  const { dateOfBirth, ...delivery } = row.delivery;
  const age = ageOn(dateOfBirth, todayUtc(row.created_at));
  return {
    ...toOrderSummary(row),
    lines: row.lines,
    delivery,
    ageChecked: age !== null && age >= MINIMUM_AGE,
    breakdown: row.breakdown,
    payment: {
      ...paymentOfRow(row),
      tender: row.tender,
      provider: row.provider,
      paymentIntentId: row.payment_intent_id,
      amount: money(row.total),
      refunded: centsToDecimal(row.refunded_cents),
      returnClearedAt: row.bank_return_cleared_at ? new Date(row.bank_return_cleared_at).toISOString() : null,
    },
    notHandedOver: row.not_handed_over,
    returnReason: row.return_reason,
    attentionReason: row.attention_reason,
    deliveryAttempts: row.delivery_attempts,
    tracking: currentTracking(row.status, timeline),
    timeline,
  };
}
