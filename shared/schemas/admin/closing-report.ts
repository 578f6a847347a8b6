import { z } from 'zod';
import { COLLECTED_AS, type CollectedAs } from '../../payments/order-payment.ts';
import { TAX_KINDS, type TaxKind } from '../../taxes/tax-rules.ts';
import { storeDaySchema } from './exports.ts';

/**
 * The daily closing report (issue 30): one of the store's days (STORE_TIME_ZONE), as the
 * accountant closes it. Three things are dated, each by its own moment:
 * - sales: the orders placed that day, as far as they were handed over. An order cancelled or
 *   returned before anything was taken (its payment voided) counts in `orders.cancelled` and in
 *   no sum;
 * - refunds: those made that day, whatever day their order was placed, each with the tax it gave
 *   back (refundedTaxShares: the order's taxes in proportion to the refund);
 * - takings: money taken that day, by what took it: at the handoff for every order since cards
 *   are held (decisions 026 to 028), at checkout for a card charged then. A bank debit the bank
 *   returned never reached the store and is not counted.
 *
 * Net sales = gross sales − discounts − items not handed over − refunds excluding their tax: what
 * the items handed over sold for, less what was given back for them. Delivery and taxes are apart
 * from it; a refund's share of a delivery is not told apart from its items'.
 */

const money = z.string().regex(/^\d+\.\d{2}$/);
const signedMoney = z.string().regex(/^-?\d+\.\d{2}$/);
const count = z.number().int().nonnegative();

const byTender = z.object(
  Object.fromEntries(COLLECTED_AS.map((tender) => [tender, money])) as Record<CollectedAs, typeof money>,
);

/** GET /api/admin/reports/closing?day=: a day that has begun in the store's calendar (`today` is the store's). */
export const closingReportQuerySchema = (today: string) =>
  z.object({
    day: storeDaySchema.refine((day) => day <= today, `That day has not begun: it is ${today} at the store`),
  });
export type ClosingReportQuery = z.infer<ReturnType<typeof closingReportQuerySchema>>;

/** Each tax by the state whose rules charged it and its kind. */
export const closingTaxSchema = z.object({
  state: z.string(),
  kind: z.enum(TAX_KINDS),
  /** On the day's sales. */
  charged: money,
  /** By the day's refunds. */
  refunded: money,
  /** Charged less refunded: what the store owes the state for the day. */
  collected: signedMoney,
});
export type ClosingTax = z.infer<typeof closingTaxSchema>;

export const closingReportSchema = z.object({
  day: storeDaySchema,
  orders: z.object({ placed: count, cancelled: count }),
  sales: z.object({
    /** Items at their regular prices (the orders' subtotals). */
    gross: money,
    /** Subscribe & Save (the orders' savings). */
    discounts: money,
    /** What the shopper would have paid for the items the driver did not hand over. */
    notHandedOver: money,
    /** The day's refunds, less the tax they gave back. */
    refundsExclTax: money,
    net: signedMoney,
    delivery: money,
  }),
  refunds: z.object({
    count,
    /** All they gave back, tax included. */
    amount: money,
    tax: money,
    byTender,
    /** Refunds recorded before each kept its amount, whose amount could not be told (migration 024): in no sum. */
    withoutAmount: count,
  }),
  taxes: z.object({
    /** On the day's sales, on what was handed over. */
    charged: money,
    /** By the day's refunds (`refunds.tax`). */
    refunded: money,
    collected: signedMoney,
    /** By state, then kind in TAX_KINDS' order. */
    lines: z.array(closingTaxSchema),
  }),
  takings: z.object({ byTender, total: money }),
});
export type ClosingReport = z.infer<typeof closingReportSchema>;

/** The closing CSV's column of a tax collected: "tax_CA_excise". */
export const closingTaxColumn = (state: string, kind: TaxKind): string => `tax_${state}_${kind}`;
