import { describe, expect, test } from 'vitest';
import type { OrderStatus } from '#shared/back-office/order-status';
import { orderStatusMoveSchema } from '#shared/schemas/admin/orders';
import { currentTracking, type Tracking, trackingUpdateSchema } from '#shared/schemas/tracking-number';

const UPS: Tracking = { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01-2345 6784' };
const toInTransit = { from: 'processing', to: 'in_transit' } as const;

/** Each issue as the API names it: the field, then the message. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the carrier and tracking number staff give', () => {
  test('a move to In Transit takes both, trimmed, or neither', () => {
    expect(orderStatusMoveSchema.parse({ ...toInTransit, carrier: ' UPS ', trackingNumber: ' 1Z-99 AB ' })).toEqual({
      ...toInTransit,
      carrier: 'UPS',
      trackingNumber: '1Z-99 AB',
    });
    expect(orderStatusMoveSchema.parse(toInTransit)).toEqual(toInTransit);
    expect(orderStatusMoveSchema.parse({ ...toInTransit, carrier: null, trackingNumber: null })).toMatchObject(
      toInTransit,
    );
  });

  test('one without the other is refused under the one left out', () => {
    expect(issues(orderStatusMoveSchema.safeParse({ ...toInTransit, carrier: 'UPS' }))).toEqual([
      ['trackingNumber', 'Enter the tracking number with the carrier, or neither'],
    ]);
    expect(issues(orderStatusMoveSchema.safeParse({ ...toInTransit, trackingNumber: '1Z99' }))).toEqual([
      ['carrier', 'Enter the carrier with the tracking number, or neither'],
    ]);
    expect(issues(trackingUpdateSchema.safeParse({ carrier: 'UPS', trackingNumber: null }))).toEqual([
      ['trackingNumber', 'Enter the tracking number with the carrier, or neither'],
    ]);
  });

  test.each([
    [{ carrier: '', trackingNumber: '1Z99' }, 'carrier', 'Enter the carrier'],
    [{ carrier: '   ', trackingNumber: '1Z99' }, 'carrier', 'Enter the carrier'],
    [{ carrier: 'x'.repeat(61), trackingNumber: '1Z99' }, 'carrier', 'The carrier is at most 60 characters'],
    [{ carrier: 'UPS\nGround', trackingNumber: '1Z99' }, 'carrier', 'The carrier is one line of text'],
    [{ carrier: 5, trackingNumber: '1Z99' }, 'carrier', 'Enter the carrier'],
    [
      { carrier: 'UPS', trackingNumber: '1Z/99' },
      'trackingNumber',
      'A tracking number has only letters, digits, spaces and dashes',
    ],
    [
      { carrier: 'UPS', trackingNumber: '1Z_99' },
      'trackingNumber',
      'A tracking number has only letters, digits, spaces and dashes',
    ],
    [
      { carrier: 'UPS', trackingNumber: 'ÄBC123' },
      'trackingNumber',
      'A tracking number has only letters, digits, spaces and dashes',
    ],
    [
      { carrier: 'UPS', trackingNumber: '9'.repeat(41) },
      'trackingNumber',
      'A tracking number is at most 40 characters',
    ],
    [{ carrier: 'UPS', trackingNumber: '' }, 'trackingNumber', 'Enter the tracking number'],
  ])('%o is refused under %s', (pair, field, message) => {
    expect(issues(orderStatusMoveSchema.safeParse({ ...toInTransit, ...pair }))).toEqual([[field, message]]);
    expect(issues(trackingUpdateSchema.safeParse(pair))).toEqual([[field, message]]);
  });

  test('the longest of each is taken', () => {
    const longest = { carrier: 'x'.repeat(60), trackingNumber: '9'.repeat(40) };
    expect(trackingUpdateSchema.parse(longest)).toEqual(longest);
  });

  test('no other move takes them', () => {
    expect(
      issues(
        orderStatusMoveSchema.safeParse({ from: 'paid', to: 'processing', carrier: 'UPS', trackingNumber: '1Z99' }),
      ),
    ).toEqual([['carrier', 'Only a move to In Transit takes a carrier and tracking number']]);
  });

  test('setting them later names both, or both null to take them away', () => {
    expect(trackingUpdateSchema.parse(UPS)).toEqual(UPS);
    expect(trackingUpdateSchema.parse({ carrier: null, trackingNumber: null })).toEqual({
      carrier: null,
      trackingNumber: null,
    });
    expect(issues(trackingUpdateSchema.safeParse({}))).toEqual([
      ['carrier', 'Enter the carrier'],
      ['trackingNumber', 'Enter the tracking number'],
    ]);
  });
});

describe("an order's tracking now", () => {
  const moveTo = (to: OrderStatus, tracking: Tracking | null = null) => ({ kind: 'status', to, tracking });
  const set = (tracking: Tracking | null) => ({ kind: 'tracking', to: null, tracking });
  const FEDEX: Tracking = { carrier: 'FedEx', trackingNumber: '7749 1234' };
  const sentOut = [moveTo('paid'), moveTo('processing'), moveTo('in_transit', UPS)];

  test('is what the move to In Transit was given, while it is on its way and once delivered', () => {
    expect(currentTracking('in_transit', sentOut)).toEqual(UPS);
    expect(currentTracking('delivered', [...sentOut, moveTo('delivered')])).toEqual(UPS);
  });

  test('is what staff set after it went out, or none once they took it away', () => {
    expect(currentTracking('in_transit', [...sentOut, set(FEDEX)])).toEqual(FEDEX);
    expect(currentTracking('in_transit', [...sentOut, set(FEDEX), set(null)])).toBeNull();
    expect(
      currentTracking('in_transit', [moveTo('paid'), moveTo('processing'), moveTo('in_transit'), set(UPS)]),
    ).toEqual(UPS);
  });

  test('starts again with each run: a failed attempt leaves the next run without the last one’s', () => {
    const back = [...sentOut, set(FEDEX), moveTo('processing')];
    expect(currentTracking('processing', back)).toBeNull();
    expect(currentTracking('in_transit', [...back, moveTo('in_transit')])).toBeNull();
  });

  test('is none for an order that ended otherwise than delivered', () => {
    expect(currentTracking('returned', [...sentOut, moveTo('returned')])).toBeNull();
  });
});
