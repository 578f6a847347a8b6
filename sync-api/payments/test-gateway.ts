import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { checkTestCard } from '#shared/payments/test-cards';
import type { PaymentIntentStatus } from '#shared/schemas/checkout';
import { AppError } from '../app-error.ts';
import {
  type CancelInput,
  type CaptureInput,
  type CreateIntentInput,
  InvalidSignatureError,
  type PaymentProvider,
  PaymentRefusedError,
  type ProviderPaymentIntent,
  type UpdateIntentInput,
} from './payment-provider.ts';
import { refundTestPayment } from './test-gateway-refunds.ts';

/**
 * The built-in test gateway: payment intents in the database, following Stripe's states with
 * manual capture (a confirmed card is `requires_capture` until captured or cancelled), and a card
 * step that takes Stripe's test cards. The default without Stripe keys; never in
 * production (see select-provider.ts).
 */

interface TestIntentRow {
  id: string;
  client_secret: string;
  idempotency_key: string;
  status: PaymentIntentStatus;
  amount_cents: number;
  captured_cents: number;
  capture_key: string | null;
  currency: 'usd';
  metadata: Record<string, string>;
  last_error_code: string | null;
  last_error_message: string | null;
}

const UPDATABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

const token = (bytes: number) => randomBytes(bytes).toString('hex');

function toIntent(row: TestIntentRow): ProviderPaymentIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    status: row.status,
    amountCents: row.amount_cents,
    capturedCents: row.captured_cents,
    currency: row.currency,
    metadata: row.metadata,
    lastPaymentError:
      row.last_error_code && row.last_error_message
        ? { code: row.last_error_code, message: row.last_error_message }
        : null,
  };
}

async function findRow(db: Knex, id: string): Promise<TestIntentRow | null> {
  return ((await db('test_payment_intents').where({ id }).first()) as TestIntentRow | undefined) ?? null;
}

export function createTestGateway(db: Knex): PaymentProvider {
  return {
    name: 'test',

    async createIntent(input: CreateIntentInput) {
      const id = `pi_test_${token(12)}`;
      await db('test_payment_intents')
        .insert({
          id,
          client_secret: `${id}_secret_${token(12)}`,
          idempotency_key: input.idempotencyKey,
          status: 'requires_payment_method',
          amount_cents: input.amountCents,
          currency: input.currency,
          metadata: JSON.stringify(input.metadata),
        })
        .onConflict('idempotency_key')
        .ignore();
      const row = (await db('test_payment_intents').where({ idempotency_key: input.idempotencyKey }).first()) as
        | TestIntentRow
        | undefined;
      if (!row) throw new Error('The test payment intent vanished after it was written');
      return toIntent(row);
    },

    async updateIntent(id: string, input: UpdateIntentInput) {
      const row = await findRow(db, id);
      if (!row) throw new AppError('payment_not_found', 404, `No payment intent has the id "${id}".`);
      if (!UPDATABLE.includes(row.status)) {
        throw new AppError('payment_not_succeeded', 409, `The payment intent is ${row.status} and cannot change.`);
      }
      await db('test_payment_intents')
        .where({ id })
        .update({ amount_cents: input.amountCents, metadata: JSON.stringify(input.metadata), updated_at: db.fn.now() });
      return toIntent({ ...row, amount_cents: input.amountCents, metadata: input.metadata });
    },

    async retrieveIntent(id: string) {
      const row = await findRow(db, id);
      return row ? toIntent(row) : null;
    },

    capture(input) {
      return captureTestPayment(db, input);
    },

    cancel(input) {
      return cancelTestPayment(db, input);
    },

    refund(input) {
      return refundTestPayment(db, input);
    },

    verifyWebhook(): never {
      throw new InvalidSignatureError('The test gateway sends no webhooks; it records payments as it confirms them.');
    },
  };
}

/**
 * Stripe's capture: only an intent `requires_capture`, for at most what it holds; the rest of the
 * hold is released. A retry with the capture's key answers the captured intent; the key with
 * another amount, or a second capture, is refused, as Stripe does.
 */
async function captureTestPayment(db: Knex, input: CaptureInput): Promise<ProviderPaymentIntent> {
  const { paymentIntentId, amountCents, idempotencyKey } = input;
  return db.transaction(async (trx: Knex.Transaction) => {
    const row = (await trx('test_payment_intents').where({ id: paymentIntentId }).forUpdate().first()) as
      | TestIntentRow
      | undefined;
    if (!row) throw new PaymentRefusedError(`No such payment_intent: '${paymentIntentId}'.`);
    if (row.capture_key === idempotencyKey && row.captured_cents === amountCents) return toIntent(row);
    if (row.status !== 'requires_capture') {
      throw new PaymentRefusedError(
        `This PaymentIntent could not be captured because it has a status of ${row.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > row.amount_cents) {
      throw new PaymentRefusedError(
        `The amount to capture must be a positive whole number of cents, at most the $${(row.amount_cents / 100).toFixed(2)} authorised.`,
      );
    }
    const changes = { status: 'succeeded' as const, captured_cents: amountCents, capture_key: idempotencyKey };
    await trx('test_payment_intents')
      .where({ id: row.id })
      .update({ ...changes, updated_at: trx.fn.now() });
    return toIntent({ ...row, ...changes });
  });
}

const CANCELLABLE: readonly PaymentIntentStatus[] = [...UPDATABLE, 'requires_capture'];

/** Stripe's cancel: releases an intent not yet captured; a cancelled one answers as it is. */
async function cancelTestPayment(db: Knex, { paymentIntentId }: CancelInput): Promise<ProviderPaymentIntent> {
  const row = await findRow(db, paymentIntentId);
  if (!row) throw new PaymentRefusedError(`No such payment_intent: '${paymentIntentId}'.`);
  if (row.status === 'canceled') return toIntent(row);
  if (!CANCELLABLE.includes(row.status)) {
    throw new PaymentRefusedError(`You cannot cancel this PaymentIntent because it has a status of ${row.status}.`);
  }
  return setState(db, row, 'canceled', null);
}

/** The intent, when the client secret matches: a browser proves it holds this payment. */
async function ownedRow(db: Knex, id: string, clientSecret: string): Promise<TestIntentRow> {
  const row = await findRow(db, id);
  if (!row || row.client_secret !== clientSecret) {
    throw new AppError('payment_not_found', 404, `No payment intent has the id "${id}".`);
  }
  return row;
}

async function setState(
  db: Knex,
  row: TestIntentRow,
  status: PaymentIntentStatus,
  error: { code: string; message: string } | null,
): Promise<ProviderPaymentIntent> {
  const changes = {
    status,
    last_error_code: error?.code ?? null,
    last_error_message: error?.message ?? null,
  };
  await db('test_payment_intents')
    .where({ id: row.id })
    .update({ ...changes, updated_at: db.fn.now() });
  return toIntent({ ...row, ...changes });
}

/**
 * The card step (Stripe's confirm): 4242… succeeds, 4000…0002 is declined, 4000…3155 needs an
 * authentication step first. A malformed card is the shopper's mistake: 400, intent unchanged.
 */
export async function confirmTestPayment(
  db: Knex,
  id: string,
  card: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
  now: Date,
): Promise<ProviderPaymentIntent> {
  const row = await ownedRow(db, id, card.clientSecret);
  if (!UPDATABLE.includes(row.status)) return toIntent(row);
  const check = checkTestCard(card, now);
  if (!check.ok) throw new AppError('invalid_request', 400, check.message, { field: check.field });
  switch (check.outcome.kind) {
    case 'succeeds':
      return setState(db, row, 'requires_capture', null);
    case 'declined':
      return setState(db, row, 'requires_payment_method', { code: check.outcome.code, message: check.outcome.message });
    case 'requires_authentication':
      return setState(db, row, 'requires_action', null);
  }
}

export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The bank's extra step (3-D Secure) for a card that asked for it. */
export async function authenticateTestPayment(
  db: Knex,
  id: string,
  request: { clientSecret: string; outcome: 'complete' | 'fail' },
): Promise<ProviderPaymentIntent> {
  const row = await ownedRow(db, id, request.clientSecret);
  if (row.status !== 'requires_action') {
    throw new AppError('invalid_request', 400, `The payment intent is ${row.status}; it needs no authentication.`);
  }
  return request.outcome === 'complete'
    ? setState(db, row, 'requires_capture', null)
    : setState(db, row, 'requires_payment_method', {
        code: 'payment_intent_authentication_failure',
        message: AUTHENTICATION_FAILED_MESSAGE,
      });
}
