import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Order } from '#shared/schemas/checkout';
import { ORDER_LOOKUP_NOT_FOUND_MESSAGE, type orderLookupRequestSchema } from '#shared/schemas/order-lookup';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { findOrderByNumber, findReadableOrder, followOrder, type ReadingAccount } from './order-followers-store.ts';

/**
 * Shoppers following their orders: reading one the session placed or follows, and Look Up
 * Order, which finds an order by its number and the email given at checkout and lets the
 * session follow it (decision 012). Neither answer tells whether an order exists.
 */

/**
 * Every lookup answer but a 429 is sent this long after the request, or later. Finding an
 * order by number and comparing emails takes a few milliseconds, a little more or less with
 * whether the number exists; held to a floor far above that, even on a busy database, the time
 * of an answer tells a script nothing. A shopper hardly notices 0.4 s on a form they submit.
 */
export const ORDER_LOOKUP_ANSWER_FLOOR_MS = 400;

/** One message for every order a session may not read: unknown, another's, or no id at all. */
export const ORDER_NOT_FOUND_MESSAGE = "We couldn't find that order.";

const orderNotFound = () => new AppError('order_not_found', 404, ORDER_NOT_FOUND_MESSAGE);
const orderIdSchema = z.uuid();

/**
 * GET /api/orders/:id: the order, for the session that placed it or follows it, or the account
 * signed in with its email or whose cart it was placed from. An id that is not one, an unknown
 * order and another's are the same 404.
 */
export async function readOrder(
  db: Database,
  sessionId: string | undefined,
  orderId: string,
  account: ReadingAccount | null = null,
): Promise<Order> {
  const readable = (sessionId !== undefined || account !== null) && orderIdSchema.safeParse(orderId).success;
  const order = readable ? await findReadableOrder(db, sessionId, orderId, account) : null;
  if (!order) throw orderNotFound();
  return order;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared when no order has the number, so that the same work is done either way; never an email. */
const NO_ORDER = 'no order has this number';

/**
 * Whether the typed email is the order's: trimmed and lower-cased as orders.shopper_email is
 * stored, compared as SHA-256 digests in constant time, against a stand-in when there is no order.
 */
function emailMatches(typed: string, stored: string | null): boolean {
  const same = timingSafeEqual(digest(typed.trim().toLowerCase()), digest(stored ?? NO_ORDER));
  return same && stored !== null;
}

/**
 * POST /api/orders/lookup (after the limits have counted it): the order whose number and email
 * both match, which the session follows from now on. Anything else is the one 404.
 */
export async function lookUpOrder(
  db: Database,
  sessionId: string,
  request: z.output<typeof orderLookupRequestSchema>,
): Promise<Order> {
  const found = await findOrderByNumber(db, request.number);
  if (!emailMatches(request.email, found?.shopperEmail ?? null) || !found) {
    throw new AppError('order_not_found', 404, ORDER_LOOKUP_NOT_FOUND_MESSAGE);
  }
  await followOrder(db, found.id, sessionId);
  const order = await findReadableOrder(db, sessionId, found.id);
  if (!order) throw new Error('A followed order could not be read');
  return order;
}
