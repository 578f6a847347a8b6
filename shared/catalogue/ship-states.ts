/**
 * Where the product page says we ship: 32 states plus DC.
 *
 * Why these:
 * - every state with legal adult-use cannabis as of 2026 (24: AK, AZ, CA, CO, CT, DE, IL, ME, MD,
 *   MA, MI, MN, MO, MT, NV, NJ, NM, NY, OH, OR, RI, VT, VA, WA) plus the District of Columbia;
 * - Florida, where the delivery page runs same-day delivery of hemp-derived products;
 * - seven states whose rules plausibly allow delivery of hemp-derived THC products to adults:
 *   Georgia, Kentucky, North Carolina, Pennsylvania, Tennessee, Texas and Wisconsin.
 * Left out are states that ban or cap intoxicating hemp products (for example Idaho, Iowa,
 * Utah, Arkansas) and the rest, where the store does not ship yet. Every state of the delivery
 * page's coverage (shared/catalogue/delivery.ts) is in the list; a unit test holds that.
 * This is a storefront promise, not legal advice: checkout decides per order.
 */

export interface ShipState {
  /** Two-letter USPS code. */
  code: string;
  name: string;
}

export const SHIP_STATES: readonly ShipState[] = [
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'IL', name: 'Illinois' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WI', name: 'Wisconsin' },
];

export const DC_CODE = 'DC';

/** The two-letter codes of every ship-to place, DC included, in the list's order. */
export const SHIP_STATE_CODES: readonly string[] = SHIP_STATES.map((state) => state.code);

/** The states alone (32), without DC. */
export const SHIP_STATE_COUNT = SHIP_STATES.filter((state) => state.code !== DC_CODE).length;

/** "Ships to 32 states + DC": the product page's summary of the list. */
export const SHIP_STATES_SUMMARY = `Ships to ${SHIP_STATE_COUNT} states + DC`;

const SHIP_CODE_SET = new Set(SHIP_STATE_CODES);

/** Whether the store ships to a place, by its two-letter code (any case). */
export function shipsTo(code: string): boolean {
  return SHIP_CODE_SET.has(code.trim().toUpperCase());
}
