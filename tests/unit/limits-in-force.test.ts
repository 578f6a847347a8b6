import { describe, expect, test } from 'vitest';
import { chosenStateCode } from '#shared/catalogue/states';
import { deliveredPlaces, deliveredPlacesSummary, placesNotDelivered } from '#shared/compliance/delivered-places';
import type { CountedLine } from '#shared/compliance/purchase-limits';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { cartStanding, whyNotAddable } from '../../pwa/features/compliance/cart-limits.ts';

const vapes = (quantity: number, grams = 2): CountedLine => ({
  name: `Purple Gruntz Vape (${grams}g)`,
  category: 'vapes',
  content: { measure: 'concentrateGrams', amount: grams },
  quantity,
});
const gummies: CountedLine = {
  name: 'Lychee Gummies (6-Pack)',
  category: 'gummies',
  content: { measure: 'edibleThcMg', amount: 30 },
  quantity: 1,
};

describe('the limits a cart keeps to, on the device', () => {
  test('with a state chosen, its own limits; with one the store does not deliver to, that it does not', () => {
    expect(cartStanding({ rules: STATE_RULES_SEED, chosen: 'CA' }, [vapes(1)])).toMatchObject({
      kind: 'limits',
      rule: { code: 'CA' },
      strictest: false,
    });
    expect(cartStanding({ rules: STATE_RULES_SEED, chosen: 'TX' }, [])).toMatchObject({
      kind: 'not-delivered',
      code: 'TX',
    });
  });

  test('with none chosen, the offered state whose limits the cart comes closest to', () => {
    // Two cartridges are 4 g: 80% of Arizona's 5 g per order, half of California's 8 g a day.
    expect(cartStanding({ rules: STATE_RULES_SEED, chosen: null }, [vapes(2)])).toMatchObject({
      rule: { code: 'AZ' },
      strictest: true,
    });
  });

  test('a size that would pass the limit says why before it is added; one that fits says nothing', () => {
    const california = { rules: STATE_RULES_SEED, chosen: 'CA' };
    expect(whyNotAddable(california, [vapes(3)], vapes(1))).toBeNull();
    expect(whyNotAddable(california, [vapes(4)], vapes(1))).toBe(
      'California allows 8 g of concentrate a day; this cart would hold 10 g.',
    );
    expect(whyNotAddable({ rules: STATE_RULES_SEED, chosen: 'AZ' }, [], gummies)).toBe(
      'Verdant does not deliver gummies to Arizona: Lychee Gummies (6-Pack).',
    );
  });
});

describe('where the product page says a product is delivered', () => {
  test("a product's category narrows the places, named in order while they are few", () => {
    expect(deliveredPlacesSummary(deliveredPlaces(STATE_RULES_SEED))).toBe(
      'Delivers to Arizona, California and Massachusetts',
    );
    expect(deliveredPlacesSummary(deliveredPlaces(STATE_RULES_SEED, 'gummies'))).toBe(
      'Delivers to California and Massachusetts',
    );
    expect(deliveredPlacesSummary([])).toBe('Not delivered anywhere yet');
    const many = ['Alaska', 'Maine', 'Ohio', 'Oregon', 'Vermont'].map((name) => ({ name }));
    expect(deliveredPlacesSummary(many)).toBe('Delivers to 5 states');
  });
});

describe("the header's state picker", () => {
  test('lists every place the rules name once: those delivered to, then apart the rest, each by name', () => {
    const delivered = deliveredPlaces(STATE_RULES_SEED).map((rule) => rule.name);
    const elsewhere = placesNotDelivered(STATE_RULES_SEED).map((rule) => rule.name);
    expect(delivered).toEqual(['Arizona', 'California', 'Massachusetts']);
    expect(elsewhere).toContain('Texas');
    expect(elsewhere).toEqual([...elsewhere].sort((a, b) => a.localeCompare(b)));
    expect([...delivered, ...elsewhere].sort()).toEqual(STATE_RULES_SEED.map((rule) => rule.name).sort());
    const owned = STATE_RULES_SEED.map((rule) => (rule.code === 'TX' ? { ...rule, offered: true } : rule));
    expect(deliveredPlaces(owned).map((rule) => rule.name)).toContain('Texas');
    expect(placesNotDelivered(owned).map((rule) => rule.name)).not.toContain('Texas');
  });

  test('a stored choice counts only when it names a US state', () => {
    expect(chosenStateCode('TX')).toBe('TX');
    expect(chosenStateCode('ca')).toBe('CA');
    expect(chosenStateCode('XX')).toBeNull();
    expect(chosenStateCode('')).toBeNull();
    expect(chosenStateCode(null)).toBeNull();
  });
});
