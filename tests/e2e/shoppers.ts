/**
 * A date of birth of its own for each shopper the journeys make. The store counts one shopper's
 * orders of a day (the same address and date of birth) against the state's per-day limits, and
 * the journeys place many orders to one address on one server, as different people would.
 */
let shoppersSoFar = 0;

export function nextShopperBirthday(): string {
  shoppersSoFar += 1;
  // Spread over forty years from 1950, so every shopper stays well over 21.
  const daysAfter = (shoppersSoFar * 37) % (40 * 365);
  const day = new Date(Date.UTC(1950, 0, 1) + daysAfter * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
}
