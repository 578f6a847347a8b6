import { z } from 'zod';

/**
 * Order numbers and the Look Up Order call. A number is what a shopper reads out on the phone
 * or types from a confirmation: VD-, then ten characters from an alphabet without the look-alikes
 * 0/O and 1/I. Typed by hand, it may come in lower case, with spaces, or without its prefix.
 */

export const ORDER_NUMBER_PREFIX = 'VD-';
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_NUMBER_LENGTH = 10;

/** An example in the form's hint; no order has it (the real ones are random). */
export const ORDER_NUMBER_EXAMPLE = 'VD-7KQ2M9XH4P';

const ORDER_NUMBER_BODY = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/** The number as the store writes it ("VD-7KQ2M9XH4P"), or null for text that cannot be one. */
export function normalizeOrderNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const body = compact.startsWith('VD') && compact.length === ORDER_NUMBER_LENGTH + 2 ? compact.slice(2) : compact;
  return ORDER_NUMBER_BODY.test(body) ? `${ORDER_NUMBER_PREFIX}${body}` : null;
}

export const ORDER_LOOKUP_FIELD_LABELS = { number: 'Order number', email: 'Email' } as const;

export const ORDER_NUMBER_FORMAT_MESSAGE = `Enter the order number from your confirmation, like ${ORDER_NUMBER_EXAMPLE}`;
export const ORDER_LOOKUP_EMAIL_MESSAGE = 'Enter the email you gave at checkout';

/**
 * The one answer to a lookup that matches no order: it never says whether the number exists or
 * the email was wrong.
 */
export const ORDER_LOOKUP_NOT_FOUND_MESSAGE = "We couldn't find an order with that number and email";

/** POST /api/orders/lookup: the order number and the email given at checkout. */
export const orderLookupRequestSchema = z.object({
  number: z
    .string({ error: `${ORDER_LOOKUP_FIELD_LABELS.number} is required` })
    .max(40, ORDER_NUMBER_FORMAT_MESSAGE)
    .transform((typed, context) => {
      const number = normalizeOrderNumber(typed);
      if (number) return number;
      context.addIssue({ code: 'custom', message: ORDER_NUMBER_FORMAT_MESSAGE });
      return z.NEVER;
    }),
  email: z
    .string({ error: `${ORDER_LOOKUP_FIELD_LABELS.email} is required` })
    .trim()
    .pipe(z.email(ORDER_LOOKUP_EMAIL_MESSAGE).max(254, ORDER_LOOKUP_EMAIL_MESSAGE)),
});
export type OrderLookupRequest = z.input<typeof orderLookupRequestSchema>;
