import { describe, expect, test } from 'vitest';
import { normalizedStreet, shopperIdentity } from '#shared/compliance/shopper-identity';

/** Who the per-day limits count as one shopper: the ways one door is written are one address. */

const SHOPPER = { dateOfBirth: '1990-01-15', street: '2150 Folsom Street', zip: '94110', state: 'CA' };

describe('one household written many ways is one shopper', () => {
  test.each([
    ['a suffix abbreviated', '2150 Folsom St'],
    ['an abbreviation with a full stop', '2150 Folsom St.'],
    ['case and spacing', '  2150   FOLSOM street '],
    ['an apartment', '2150 Folsom Street, Apt 1'],
    ['another apartment in the same building', '2150 Folsom St Apt. 4B'],
    ['a unit written with #', '2150 Folsom St #12'],
    ['a # stuck to its number', '2150 Folsom St, #12'],
    ['a suite', '2150 Folsom Street Suite 300'],
    ['a unit designator abbreviated', '2150 Folsom St Ste 300'],
  ])('%s', (_, street) => {
    expect(shopperIdentity({ ...SHOPPER, street })).toBe(shopperIdentity(SHOPPER));
  });

  test('a ZIP+4 names the same place as its five digits', () => {
    expect(shopperIdentity({ ...SHOPPER, zip: '94110-1234' })).toBe(shopperIdentity(SHOPPER));
  });

  test('the state code in any case', () => {
    expect(shopperIdentity({ ...SHOPPER, state: 'ca' })).toBe(shopperIdentity(SHOPPER));
  });

  test('directionals and the other common suffixes take USPS abbreviations', () => {
    expect(normalizedStreet('100 North Main Avenue')).toBe('100 N MAIN AVE');
    expect(normalizedStreet('100 N. Main Ave.')).toBe('100 N MAIN AVE');
    expect(normalizedStreet('9 Southwest Ocean Boulevard')).toBe('9 SW OCEAN BLVD');
    expect(normalizedStreet('12 Elm Court Unit 5')).toBe('12 ELM CT');
    expect(normalizedStreet('1 Park Place Apartment 2')).toBe('1 PARK PL');
  });

  test('the house number is never read as a unit', () => {
    expect(normalizedStreet('Lot 7 Frontage Road')).toBe('LOT 7 FRONTAGE RD');
  });
});

describe('anything else is another shopper', () => {
  test.each([
    ['another date of birth', { dateOfBirth: '1985-02-03' }],
    ['another house number', { street: '2152 Folsom Street' }],
    ['another street', { street: '2150 Mission Street' }],
    ['another suffix on the same name', { street: '2150 Folsom Avenue' }],
    ['another ZIP', { zip: '94103' }],
    ['another state', { state: 'NV' }],
  ])('%s', (_, change) => {
    expect(shopperIdentity({ ...SHOPPER, ...change })).not.toBe(shopperIdentity(SHOPPER));
  });
});
