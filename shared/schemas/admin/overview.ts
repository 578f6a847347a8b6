import { z } from 'zod';

/**
 * The back office's overview (issue 30): the store's day and week in sales, what waits for each
 * step, and the last 30 days. Days are the store's (STORE_TIME_ZONE). Sales are what the orders
 * placed that day come to, less what lines not handed over and refunds took off; cancelled and
 * returned orders count nothing.
 */

export const OVERVIEW_DAYS = 30;

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const takings = z.object({ sales: money, orders: z.number().int() });

export const overviewSchema = z.object({
  today: z.string(),
  sales: z.object({
    today: takings,
    /** The last 7 days, today included. */
    week: takings,
    /** The 7 days before those. */
    weekBefore: takings,
  }),
  waiting: z.object({
    /** Placed, to be packed. */
    toPack: z.number().int(),
    /** Packed (Processing), to be sent out. */
    toSend: z.number().int(),
    /** Out for delivery, to be handed over. */
    toHandOver: z.number().int(),
  }),
  lowStock: z.number().int(),
  unreadMessages: z.number().int(),
  reviewsWaiting: z.number().int(),
  /** Each of the last 30 days, oldest first, days without orders included. */
  daily: z.array(z.object({ day: z.string(), sales: money, orders: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;
