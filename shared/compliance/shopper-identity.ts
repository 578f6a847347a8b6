/**
 * Who a state's per-day purchase limits count as one shopper: one date of birth at one
 * household's address (decision 018). Addresses are typed by hand, so the same door is written
 * many ways; each part is brought to one spelling before two are compared:
 * - the street as USPS Publication 28 writes it: upper case, no punctuation, one space between
 *   words, street suffixes and directionals abbreviated ("Street" and "St." are ST, "North" is N);
 * - no unit: an apartment, suite or "#" and what follows it never makes another person;
 * - the ZIP's five digits (a ZIP+4 names the same place);
 * - no city: the ZIP already names it, and "SF" and "San Francisco" are one city.
 */

export interface ShopperAddress {
  dateOfBirth: string;
  street: string;
  zip: string;
  state: string;
}

/** USPS Publication 28, appendix C1: common street suffixes and the abbreviation it prefers. */
const STREET_SUFFIXES: Readonly<Record<string, string>> = {
  ALLEY: 'ALY',
  ALLY: 'ALY',
  AVENUE: 'AVE',
  AV: 'AVE',
  AVEN: 'AVE',
  AVENU: 'AVE',
  AVN: 'AVE',
  AVNUE: 'AVE',
  BOULEVARD: 'BLVD',
  BOUL: 'BLVD',
  BOULV: 'BLVD',
  CIRCLE: 'CIR',
  CIRC: 'CIR',
  CIRCL: 'CIR',
  CRCL: 'CIR',
  COURT: 'CT',
  CRT: 'CT',
  COVE: 'CV',
  CRESCENT: 'CRES',
  DRIVE: 'DR',
  DRIV: 'DR',
  DRV: 'DR',
  EXPRESSWAY: 'EXPY',
  EXPRESS: 'EXPY',
  FREEWAY: 'FWY',
  HIGHWAY: 'HWY',
  HIGHWY: 'HWY',
  HIWAY: 'HWY',
  HIWY: 'HWY',
  LANE: 'LN',
  LOOP: 'LOOP',
  PARKWAY: 'PKWY',
  PARKWY: 'PKWY',
  PKWAY: 'PKWY',
  PKY: 'PKWY',
  PLACE: 'PL',
  PLAZA: 'PLZ',
  PLZA: 'PLZ',
  POINT: 'PT',
  ROAD: 'RD',
  ROUTE: 'RTE',
  SQUARE: 'SQ',
  SQR: 'SQ',
  SQU: 'SQ',
  STREET: 'ST',
  STRT: 'ST',
  STR: 'ST',
  TERRACE: 'TER',
  TERR: 'TER',
  TRAIL: 'TRL',
  TRAILS: 'TRL',
  TURNPIKE: 'TPKE',
  WAY: 'WAY',
};

/** USPS Publication 28, section 233: directionals in a street's name. */
const DIRECTIONALS: Readonly<Record<string, string>> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
};

/** USPS Publication 28, appendix C2: secondary unit designators, written out and abbreviated. */
const UNIT_DESIGNATORS: ReadonlySet<string> = new Set([
  'APARTMENT',
  'APT',
  'BASEMENT',
  'BSMT',
  'BUILDING',
  'BLDG',
  'DEPARTMENT',
  'DEPT',
  'FLOOR',
  'FL',
  'FRONT',
  'FRNT',
  'HANGAR',
  'HNGR',
  'LOBBY',
  'LBBY',
  'LOT',
  'LOWER',
  'LOWR',
  'OFFICE',
  'OFC',
  'PENTHOUSE',
  'PH',
  'PIER',
  'REAR',
  'ROOM',
  'RM',
  'SIDE',
  'SLIP',
  'SPACE',
  'SPC',
  'STOP',
  'SUITE',
  'STE',
  'TRAILER',
  'TRLR',
  'UNIT',
  'UPPER',
  'UPPR',
]);

/**
 * The street as one spelling: "2150 Folsom Street, Apt. 1" and "2150  folsom st #1" are both
 * "2150 FOLSOM ST". The first word (the house number) is never read as a unit, so that a street
 * named "Lot" or "Front" keeps its name.
 */
export function normalizedStreet(street: string): string {
  const words = street
    .toUpperCase()
    .replace(/#/g, ' # ')
    .replace(/[.,;:'"()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const unitAt = words.findIndex((word, index) => index > 0 && (word === '#' || UNIT_DESIGNATORS.has(word)));
  const kept = unitAt === -1 ? words : words.slice(0, unitAt);
  return kept.map((word) => STREET_SUFFIXES[word] ?? DIRECTIONALS[word] ?? word).join(' ');
}

/** The ZIP code's first five digits. */
export const zip5 = (zip: string) => zip.trim().slice(0, 5);

/**
 * One text per shopper: equal for every way of writing the same date of birth at the same
 * household's address, different for another date of birth or another address.
 */
export function shopperIdentity({ dateOfBirth, street, zip, state }: ShopperAddress): string {
  return [dateOfBirth.trim(), state.trim().toUpperCase(), zip5(zip), normalizedStreet(street)].join('|');
}
