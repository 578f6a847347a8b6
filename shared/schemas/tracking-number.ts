import { z } from 'zod';
import type { OrderStatus } from '../back-office/order-status.ts';

/**
 * The carrier and tracking number staff may give an order when it goes out, or later while it is
 * In Transit: both or neither. These rules are the back office's form's, the API's and, in SQL,
 * migration 029's checks on `order_events`.
 */

export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;

/** As an order carries them: the shopper's order page, the emails, the back office. */
export const trackingSchema = z.object({ carrier: z.string(), trackingNumber: z.string() });
export type Tracking = z.infer<typeof trackingSchema>;

export const carrierSchema = z
  .string({ error: 'Enter the carrier' })
  .trim()
  .min(1, 'Enter the carrier')
  .max(CARRIER_MAX, `The carrier is at most ${CARRIER_MAX} characters`)
  // It is one row of an email and of a page: no line breaks or other control characters.
  .regex(/^\P{Cc}*$/u, 'The carrier is one line of text');

export const trackingNumberSchema = z
  .string({ error: 'Enter the tracking number' })
  .trim()
  .min(1, 'Enter the tracking number')
  .max(TRACKING_NUMBER_MAX, `A tracking number is at most ${TRACKING_NUMBER_MAX} characters`)
  .regex(/^[A-Za-z0-9 -]*$/, 'A tracking number has only letters, digits, spaces and dashes');

const given = (value: string | null | undefined): value is string => value !== null && value !== undefined;

/** The two given together or not at all: an issue under the one left out. */
export function checkTrackingPair(
  value: { carrier?: string | null; trackingNumber?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (given(value.carrier) && !given(value.trackingNumber)) {
    ctx.addIssue({
      code: 'custom',
      path: ['trackingNumber'],
      message: 'Enter the tracking number with the carrier, or neither',
    });
  }
  if (given(value.trackingNumber) && !given(value.carrier)) {
    ctx.addIssue({
      code: 'custom',
      path: ['carrier'],
      message: 'Enter the carrier with the tracking number, or neither',
    });
  }
}

/** The pair as an order keeps it: null when neither was given. */
export function trackingOf(value: { carrier?: string | null; trackingNumber?: string | null }): Tracking | null {
  return given(value.carrier) && given(value.trackingNumber)
    ? { carrier: value.carrier, trackingNumber: value.trackingNumber }
    : null;
}

/**
 * PUT /api/admin/orders/{id}/tracking: the pair for an order In Transit, replacing what it had;
 * both null takes them away.
 */
export const trackingUpdateSchema = z
  .object({ carrier: carrierSchema.nullable(), trackingNumber: trackingNumberSchema.nullable() })
  .superRefine(checkTrackingPair);
export type TrackingUpdate = z.infer<typeof trackingUpdateSchema>;

/** While an order shows its tracking: on its way, and once delivered. */
export const TRACKED_STATUSES: readonly OrderStatus[] = ['in_transit', 'delivered'];

/** An entry of an order's timeline that may set its tracking. */
interface TrackingEntry {
  kind: string;
  to: OrderStatus | null;
  tracking: Tracking | null;
}

/**
 * The order's tracking now: what its last move to In Transit was given, or what staff set after
 * it; none before it goes out, after a failed attempt sends it back, or once it has ended
 * otherwise than delivered.
 */
export function currentTracking(status: OrderStatus, timeline: readonly TrackingEntry[]): Tracking | null {
  if (!TRACKED_STATUSES.includes(status)) return null;
  const last = timeline.findLast(
    (entry) => entry.kind === 'tracking' || (entry.kind === 'status' && entry.to === 'in_transit'),
  );
  return last?.tracking ?? null;
}
