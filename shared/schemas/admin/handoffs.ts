import { z } from 'zod';
import { parseIsoDate } from '../../age.ts';
import { RETURN_REASONS } from '../../back-office/handoff.ts';
import { DOOR_METHODS } from '../../payments/order-payment.ts';
import { TENDER_IDS } from '../../payments/tenders.ts';
import { deliveryDetailsSchema, orderBreakdownSchema, orderLineSchema, orderPaymentSchema } from '../checkout.ts';
import { ORDER_NOTE_MAX, orderStatusSchema } from './orders.ts';

/** The driver's handoff (decision 026): the orders out for delivery, and the two ways one ends. */

/** An order as the driver sees it at the door: who, where, what, and what to take. */
export const handoffOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  delivery: deliveryDetailsSchema.pick({
    fullName: true,
    phone: true,
    street: true,
    city: true,
    state: true,
    zip: true,
  }),
  lines: z.array(orderLineSchema),
  /** What the order was charged, taxes included: the handoff charges them again on what is kept. */
  breakdown: orderBreakdownSchema,
  total: z.string(),
  tender: z.enum(TENDER_IDS),
  payment: orderPaymentSchema.extend({ refunded: z.string() }),
  notHandedOver: z.array(z.number().int()),
  returnReason: z.string().nullable(),
  deliveryAttempts: z.number().int(),
});
export type HandoffOrder = z.infer<typeof handoffOrderSchema>;

export const handoffListSchema = z.object({ orders: z.array(handoffOrderSchema) });
export type HandoffList = z.infer<typeof handoffListSchema>;

const DATE_OF_BIRTH_FORMAT = 'idCheck.dateOfBirth is the date of birth on the ID, as YYYY-MM-DD';

const amountSchema = z
  .string({ error: 'amount is the amount taken, as 24.98' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'amount is the amount taken, as 24.98');

/**
 * POST /api/admin/handoffs/{id}/deliver: the ID checked, the lines not handed over (by their
 * place in the order), and, for an order paid at the door, how it was paid and how much.
 */
export const handOverSchema = z.object({
  idCheck: z.object(
    {
      nameMatches: z.boolean({ error: 'idCheck.nameMatches: say whether the name on the ID matches' }),
      // A date that is not one is the request's mistake (400); a real date that cannot be a
      // living adult's is the ID check's refusal (idCheckRefusal, 422).
      dateOfBirth: z
        .string({ error: DATE_OF_BIRTH_FORMAT })
        .trim()
        .refine((value) => parseIsoDate(value) !== null, DATE_OF_BIRTH_FORMAT),
    },
    { error: 'idCheck: check the shopper’s ID first' },
  ),
  notHandedOver: z.array(z.number().int().min(0).max(999)).max(100).default([]),
  payment: z
    .object({
      method: z.enum(DOOR_METHODS, { error: `payment.method is one of: ${DOOR_METHODS.join(', ')}` }),
      amount: amountSchema,
    })
    .optional(),
});
export type HandOverRequest = z.infer<typeof handOverSchema>;

/** POST /api/admin/handoffs/{id}/return: why the order came back, and anything the driver adds. */
export const returnToStoreSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: `reason is one of: ${RETURN_REASONS.join(', ')}` }),
  note: z.string().trim().max(ORDER_NOTE_MAX, `A note is at most ${ORDER_NOTE_MAX} characters`).optional(),
});
export type ReturnToStoreRequest = z.infer<typeof returnToStoreSchema>;
