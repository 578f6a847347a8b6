import type { Knex } from 'knex';
import { todayUtc } from '#shared/age';
import { idCheckRefusal, RETURN_REASON_WORDS } from '#shared/back-office/handoff';
import type { ErrorCode } from '#shared/errors';
import { centsToDecimal, formatUsd, toCents } from '#shared/money';
import {
  amountHandedOverCents,
  authorisedChargeRefusal,
  DOOR_METHOD_NAMES,
  doorCollectionRefusal,
  notHandedOverRefusal,
  type OrderMoney,
} from '#shared/payments/order-payment';
import type { HandOverRequest, HandoffList, HandoffOrder, ReturnToStoreRequest } from '#shared/schemas/admin/handoffs';
import type { OrderLine } from '#shared/schemas/checkout';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import type { BankProvider } from '../payments/bank-provider.ts';
import { askBank } from '../payments/provider-calls.ts';
import type { Providers } from '../payments/providers.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import {
  type AdminOrderRow,
  findOrderRow,
  lockOrderRow,
  type OrderChanges,
  updateOrderRow,
} from './admin-order-store.ts';
import { appendOrderEvents, type NewOrderEvent } from './order-events-store.ts';
import { orderNotFound, statusLabel } from './order-fulfilment-service.ts';
import { captureCard, releaseHold } from './order-holds.ts';
import { moneyOfRow, paymentOfRow } from './order-money.ts';
import { returnLinesStock, returnOrderStock } from './order-stock.ts';

/**
 * The driver's handoff at the door (decision 026). An order in transit ends one of two ways:
 * - delivered: the ID was checked (the name matches, 21 or over on the date of birth on it), the
 *   lines not handed over were put back in stock and come off the amount, and the payment was
 *   taken: what was paid at the door (exactly what is due), or what was handed over debited from
 *   the bank account or charged to the card held at checkout (decisions 027 and 028);
 * - returned to store, with a reason: its stock back, nothing owed, a hold released.
 * Everything is checked before any money moves and again under the order's lock; a debit or a
 * capture is asked of the provider first, with the order's key, so a retry never takes twice, and
 * a provider that does not answer leaves the order as it was.
 */

const IN_TRANSIT = 'in_transit';

export function toHandoffOrder(row: AdminOrderRow): HandoffOrder {
  const { fullName, phone, street, city, state, zip } = row.delivery;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    delivery: { fullName, phone, street, city, state, zip },
    lines: row.lines,
    breakdown: row.breakdown,
    total: centsToDecimal(toCents(String(row.total))),
    tender: row.tender,
    payment: { ...paymentOfRow(row), refunded: centsToDecimal(row.refunded_cents) },
    notHandedOver: row.not_handed_over,
    returnReason: row.return_reason,
    deliveryAttempts: row.delivery_attempts,
  };
}

/** The orders out for delivery, the longest out first. */
export async function listHandoffs(db: Database): Promise<HandoffList> {
  const rows: AdminOrderRow[] = await db('orders')
    .where({ status: IN_TRANSIT })
    .orderBy([{ column: 'updated_at' }, { column: 'id' }])
    .limit(100);
  return { orders: rows.map(toHandoffOrder) };
}

export async function getHandoff(db: Database, id: string): Promise<HandoffOrder> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  return toHandoffOrder(row);
}

const refusal = (row: AdminOrderRow, code: ErrorCode, status: number, message: string, field?: string) =>
  new AppError(code, status, message, { ...(field ? { field } : {}), order: toHandoffOrder(row) });

const notInTransit = (row: AdminOrderRow) =>
  refusal(
    row,
    'order_status_conflict',
    409,
    `Only an order In Transit is handed over or returned; this one is ${statusLabel(row.status)}.`,
  );

const lineWords = (line: OrderLine) => `${line.quantity} × ${line.name} ${line.sizeLabel}`;

interface HandoffPlan {
  money: OrderMoney;
  /** What the bank account is debited: what was handed over. */
  debitCents: number;
  /** What the held card is charged: what was handed over. */
  captureCents: number;
  removed: OrderLine[];
}

const CHARGED_AT_CHECKOUT =
  'This card was charged in full at checkout: hand everything over, or return the order and refund it from its Payment panel.';

/** The handoff's outcome for this order as it is, or the refusal: nothing has moved yet. */
function planHandoff(row: AdminOrderRow, request: HandOverRequest, now: Date): HandoffPlan {
  if (row.status !== IN_TRANSIT) throw notInTransit(row);
  const idRefused = idCheckRefusal(request.idCheck, todayUtc(now));
  if (idRefused) {
    throw new AppError('id_check_failed', 422, idRefused.message, {
      field: 'idCheck',
      returnReason: idRefused.reason,
    });
  }
  const linesRefused = notHandedOverRefusal(row.lines.length, request.notHandedOver);
  if (linesRefused) throw refusal(row, 'invalid_request', 400, linesRefused, 'notHandedOver');
  const money = moneyOfRow(row);
  const dueCents = amountHandedOverCents(row.breakdown, row.lines, request.notHandedOver);
  const removed = request.notHandedOver.map((index) => row.lines[index] as OrderLine);
  if (money.tender === 'door') {
    if (!request.payment) {
      throw refusal(row, 'invalid_request', 400, 'payment: record how the shopper paid, and how much', 'payment');
    }
    const due = { ...money, dueCents };
    const amountCents = toCents(request.payment.amount);
    const paymentRefused = doorCollectionRefusal(due, amountCents);
    if (paymentRefused) throw refusal(row, 'payment_refused', 422, paymentRefused, 'payment.amount');
    return {
      money: { ...due, state: 'captured', capturedCents: amountCents, collectedAs: request.payment.method },
      debitCents: 0,
      captureCents: 0,
      removed,
    };
  }
  if (request.payment) {
    const how = money.tender === 'bank' ? 'by bank, debited' : 'by card, charged';
    throw refusal(row, 'invalid_request', 400, `payment: this order is paid ${how} when it is delivered`, 'payment');
  }
  if (money.collectedAs === 'card') {
    // Charged in full at checkout, before cards were held (decision 028): the charge stands.
    if (removed.length > 0) throw refusal(row, 'payment_refused', 422, CHARGED_AT_CHECKOUT);
    return { money, debitCents: 0, captureCents: 0, removed };
  }
  const chargeRefused = authorisedChargeRefusal(money, dueCents);
  if (chargeRefused) throw refusal(row, 'payment_refused', 422, chargeRefused);
  const bank = money.tender === 'bank';
  return {
    money: {
      ...money,
      dueCents,
      state: bank ? 'pending' : 'captured',
      capturedCents: dueCents,
      collectedAs: money.tender,
    },
    debitCents: bank ? dueCents : 0,
    captureCents: bank ? 0 : dueCents,
    removed,
  };
}

export const bankDebitKey = (orderId: string) => `order-${orderId}-debit`;

/** The bank debit a plan needs, made before the order changes: one key per order, so never twice. */
async function debitFirst(bank: BankProvider | null, row: AdminOrderRow, debitCents: number): Promise<void> {
  if (debitCents === 0) return;
  if (!bank || !row.bank_payment_id) {
    throw refusal(
      row,
      'payment_refused',
      409,
      'This server has no bank provider to debit the order: it was not changed.',
    );
  }
  const paymentId = row.bank_payment_id;
  await askBank(
    () => bank.debit({ paymentId, amountCents: debitCents, idempotencyKey: bankDebitKey(row.id) }),
    { code: 'payment_refused', status: 422 },
    'The order was not changed: try again in a moment. It is never debited twice.',
  );
}

const handoffEvent = (row: AdminOrderRow, actor: Actor, note: string): NewOrderEvent => ({
  orderId: row.id,
  kind: 'handoff',
  from: null,
  to: null,
  staffId: actor.staffId,
  note,
});

/** What the timeline says was paid at the handoff. */
function paidWords({ money, captureCents }: HandoffPlan, accountLast4: string | null): string {
  if (money.collectedAs === 'cash' || money.collectedAs === 'debit') {
    return `Took ${formatUsd(money.capturedCents)}: ${DOOR_METHOD_NAMES[money.collectedAs].toLowerCase()}`;
  }
  if (money.collectedAs === 'bank') {
    return `Debited ${formatUsd(money.capturedCents)} from the bank account ending ${accountLast4 ?? '????'}`;
  }
  if (captureCents === 0) return `Paid by card at checkout: ${formatUsd(money.capturedCents)}`;
  return `Charged ${formatUsd(captureCents)} to the card held at checkout`;
}

/** Leaves the locked order at `to`, with its changes, the timeline's entries and the audit's. */
async function finish(
  trx: Knex.Transaction,
  row: AdminOrderRow,
  to: 'delivered' | 'returned',
  changes: OrderChanges,
  notes: string[],
  actor: Actor,
): Promise<AdminOrderRow> {
  const updated = await updateOrderRow(trx, row.id, { ...changes, status: to });
  await appendOrderEvents(trx, [
    ...notes.map((note) => handoffEvent(row, actor, note)),
    { orderId: row.id, kind: 'status', from: row.status, to, staffId: actor.staffId, note: null },
  ]);
  return updated;
}

/** POST /api/admin/handoffs/{id}/deliver. */
export async function handOverOrder(
  db: Database,
  { card, bank }: Providers,
  id: string,
  request: HandOverRequest,
  actor: Actor,
  now: Date = new Date(),
): Promise<HandoffOrder> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  const first = planHandoff(row, request, now);
  await debitFirst(bank, row, first.debitCents);
  if (first.captureCents > 0) await captureCard(card, row, first.captureCents);
  const outcome = await db.transaction(async (trx: Knex.Transaction) => {
    const locked = await lockOrderRow(trx, id);
    if (!locked) throw orderNotFound(id);
    if (locked.status !== IN_TRANSIT) return { row: locked, delivered: false };
    const plan = planHandoff(locked, request, now);
    const removedWords = plan.removed.map(lineWords).join('; ');
    if (plan.removed.length > 0) await returnLinesStock(trx, id, plan.removed);
    const notes = [
      'ID checked: the name matches, 21 or over',
      ...(plan.removed.length > 0 ? [`Not handed over: ${removedWords}`] : []),
      paidWords(plan, locked.bank_account_last4),
    ];
    const updated = await finish(
      trx,
      locked,
      'delivered',
      {
        payment_state: plan.money.state,
        due_cents: plan.money.dueCents,
        captured_cents: plan.money.capturedCents,
        collected_as: plan.money.collectedAs,
        not_handed_over: request.notHandedOver,
        ...(plan.debitCents > 0 ? { bank_debited_at: now } : {}),
      },
      notes,
      actor,
    );
    const subject = { subjectType: 'order', subjectId: id } as const;
    await appendAudit(trx, actor, {
      action: 'order.id_checked',
      ...subject,
      before: { number: locked.number },
      after: { number: locked.number, nameMatches: true, ofAge: true },
    });
    await appendAudit(trx, actor, {
      action: 'order.payment_taken',
      ...subject,
      before: { number: locked.number, payment: locked.payment_state, due: centsToDecimal(locked.due_cents) },
      after: {
        number: locked.number,
        payment: updated.payment_state,
        due: centsToDecimal(updated.due_cents),
        taken: centsToDecimal(updated.captured_cents - updated.refunded_cents),
        collectedAs: updated.collected_as,
      },
    });
    await appendAudit(trx, actor, {
      action: 'order.handed_over',
      ...subject,
      before: { number: locked.number, status: locked.status },
      after: { number: locked.number, status: updated.status, notHandedOver: plan.removed.map(lineWords) },
    });
    return { row: updated, delivered: true };
  });
  if (!outcome.delivered) throw notInTransit(outcome.row);
  return toHandoffOrder(outcome.row);
}

/** POST /api/admin/handoffs/{id}/return: the order back at the store, nothing kept. */
export async function returnOrderToStore(
  db: Database,
  providers: Providers,
  id: string,
  request: ReturnToStoreRequest,
  actor: Actor,
): Promise<HandoffOrder> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  if (row.status !== IN_TRANSIT) throw notInTransit(row);
  const reason = RETURN_REASON_WORDS[request.reason];
  const note = request.note ? `${reason}. ${request.note}` : reason;
  await releaseHold(providers, row);
  const outcome = await db.transaction(async (trx: Knex.Transaction) => {
    const locked = await lockOrderRow(trx, id);
    if (!locked) throw orderNotFound(id);
    if (locked.status !== IN_TRANSIT) return { row: locked, returned: false };
    await returnOrderStock(trx, id);
    const updated = await finish(
      trx,
      locked,
      'returned',
      // A card charged at checkout stays charged: the owner refunds it from the Payment panel.
      { payment_state: locked.payment_state === 'captured' ? 'captured' : 'voided', return_reason: reason },
      [`Returned to store: ${note}`],
      actor,
    );
    await appendAudit(trx, actor, {
      action: 'order.returned_to_store',
      subjectType: 'order',
      subjectId: id,
      before: { number: locked.number, status: locked.status },
      after: {
        number: locked.number,
        status: updated.status,
        reason,
        note: request.note || null,
        refunded: centsToDecimal(updated.refunded_cents),
      },
    });
    return { row: updated, returned: true };
  });
  if (!outcome.returned) throw notInTransit(outcome.row);
  return toHandoffOrder(outcome.row);
}
