import { createHash } from 'node:crypto';
import { type ShopperAddress, shopperIdentity } from '#shared/compliance/shopper-identity';

/**
 * What orders and checkouts keep of their shopper's identity for the per-day limits: a digest,
 * so that counting needs no second copy of a date of birth and an address, and an index finds
 * a shopper's orders of the day.
 */
export function shopperKey(address: ShopperAddress): string {
  return createHash('sha256').update(shopperIdentity(address)).digest('hex');
}
