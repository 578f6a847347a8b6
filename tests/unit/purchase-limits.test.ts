import { describe, expect, test } from 'vitest';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { CATEGORY_SIZES } from '#shared/catalogue/sizes';
import {
  type CountedLine,
  checkCartRaise,
  checkOrder,
  countedLineName,
  strictestRule,
  usageLine,
  usageOf,
} from '#shared/compliance/purchase-limits';
import { seedSizeContent } from '#shared/compliance/size-contents';
import type { StateRule } from '#shared/compliance/state-rule';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';

/**
 * The seeded states' purchase limits, at, just under and just over each one, with what the
 * catalogue's real sizes hold: a 7g bag is 7 g of flower, a preroll 1.3 g, a vape 2 g of
 * concentrate, a Lychee 6-pack 30 mg of THC, a Midnight Berry 5-pack 300 mg.
 */

const STRICTEST_POSTSCRIPT = ' Until you choose your state, the cart keeps to the strictest state we deliver to.';

function ruleOf(code: string): StateRule {
  const rule = STATE_RULES_SEED.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`No seeded rule for ${code}`);
  return rule;
}

/** A line of a seeded product's size, as the cart or an order counts it. */
function line(productId: string, size: string, quantity = 1): CountedLine {
  const product = catalogueProducts.find((candidate) => candidate.id === productId);
  const label = product && CATEGORY_SIZES[product.category].find((option) => option.size === size)?.label;
  if (!product || !label) throw new Error(`No size ${size} of ${productId}`);
  return {
    name: countedLineName(product.name, label),
    category: product.category,
    content: seedSizeContent(product, size),
    quantity,
  };
}

const order = (code: string, lines: CountedLine[], earlierToday: CountedLine[] = []) =>
  checkOrder({ rule: STATE_RULES_SEED.find((rule) => rule.code === code) ?? null, code, lines, earlierToday });

/** Raising the last of `lines` to its quantity, the cart holding all of them. */
function raise(chosen: string | null, lines: CountedLine[]) {
  const raised = lines.at(-1);
  if (!raised) throw new Error('Nothing to raise');
  return checkCartRaise({ rules: STATE_RULES_SEED, chosen, line: raised, after: lines });
}

describe('California: 28.5 g of flower and 8 g of concentrate a day', () => {
  test('four quarters of flower (28 g) are allowed; a gram more (29 g) is refused, naming the limit', () => {
    expect(order('CA', [line('tangie-flower', '7g', 4)])).toBeNull();
    expect(order('CA', [line('tangie-flower', '7g', 4), line('og-kush-flower', '1g')])).toEqual({
      code: 'over_state_limit',
      message:
        'California allows 28.5 g of flower and prerolls a day; this order would hold 29 g (Tangie Flower (7g (Quarter)), OG Kush Flower (1g)).',
      lines: ['Tangie Flower (7g (Quarter))', 'OG Kush Flower (1g)'],
    });
  });

  test('an ounce bag and one preroll make 29.3 g of flower: refused in the cart and at payment', () => {
    const ounce = line('sour-diesel-flower', '28g');
    const preroll = line('blue-dream-preroll', '1-preroll');
    expect(raise('CA', [ounce])).toBeNull();
    expect(raise('CA', [ounce, preroll])).toMatchObject({
      code: 'over_state_limit',
      message: 'California allows 28.5 g of flower and prerolls a day; this cart would hold 29.3 g.',
      lines: [preroll.name],
    });
    expect(order('CA', [ounce, preroll])?.code).toBe('over_state_limit');
  });

  test('four 2 g vapes are exactly the 8 g of concentrate allowed; a fifth is refused', () => {
    expect(raise('CA', [line('purple-punch-vape', '1-vape', 4)])).toBeNull();
    expect(order('CA', [line('purple-punch-vape', '1-vape', 4)])).toBeNull();
    expect(raise('CA', [line('purple-punch-vape', '1-vape', 5)])).toEqual({
      code: 'over_state_limit',
      message: 'California allows 8 g of concentrate a day; this cart would hold 10 g.',
      lines: [line('purple-punch-vape', '1-vape').name],
    });
  });

  test("edibles count toward the concentrate limit by their THC's weight", () => {
    const vapes = line('jack-herer-vape', '1-vape', 3);
    // 6 g of concentrate and 1,800 mg of THC in gummies: 7.8 g.
    const gummies = line('midnight-berry-sleep-gummies', '5-pack', 6);
    expect(raise('CA', [vapes, gummies])).toBeNull();
    // 150 mg more: 7.95 g, just under.
    expect(raise('CA', [vapes, gummies, line('lychee-gummies', '5-pack', 1)])).toBeNull();
    // 150 mg more again: 8.1 g.
    expect(raise('CA', [vapes, gummies, line('lychee-gummies', '5-pack', 2)])).toMatchObject({
      code: 'over_state_limit',
      message: 'California allows 8 g of concentrate a day; this cart would hold 8.1 g.',
    });
  });

  test('flower and concentrate are separate limits: a full ounce of flower leaves room for 8 g of vapes', () => {
    expect(order('CA', [line('tangie-flower', '28g'), line('purple-punch-vape', '2-pack', 2)])).toBeNull();
  });
});

describe('Massachusetts: one ounce a day of flower or its equivalent', () => {
  test('a vape and a 300 mg gummy pack are exactly one ounce equivalent; 15 mg more is refused', () => {
    // 2 g of concentrate is 11.34 g of flower; 300 mg of THC in edibles is 17.01 g.
    const vape = line('white-widow-vape', '1-vape');
    const gummies = line('midnight-berry-sleep-gummies', '5-pack');
    expect(raise('MA', [vape, gummies])).toBeNull();
    expect(usageOf(ruleOf('MA'), [vape, gummies]).map(usageLine)).toEqual([
      'Flower equivalent: 28.35 g of 28.35 g today',
    ]);
    expect(raise('MA', [vape, gummies, line('mango-cbd-relief-gummies', '6-pack')])).toMatchObject({
      code: 'over_state_limit',
      message:
        'Massachusetts allows 28.35 g of flower or its equivalent (5 g of concentrate or 500 mg of THC in edibles for each ounce) a day; this cart would hold 29.201 g.',
    });
  });

  test('flower, a vape and gummies mix: 28.041 g is allowed, another 6-pack (29.742 g) is not', () => {
    const mix = [line('tangie-flower', '14g'), line('white-widow-vape', '1-vape'), line('og-kush-flower', '1g')];
    expect(order('MA', [...mix, line('lychee-gummies', '6-pack', 1)])).toBeNull();
    const refusal = order('MA', [...mix, line('lychee-gummies', '6-pack', 2)]);
    expect(refusal?.code).toBe('over_state_limit');
    expect(refusal?.message).toContain('this order would hold 29.742 g');
    expect(refusal?.lines).toHaveLength(4);
  });

  test('gummies alone: 480 mg of THC is allowed, 510 mg is not', () => {
    const gummies = [line('midnight-berry-sleep-gummies', '5-pack'), line('midnight-berry-sleep-gummies', '2-pack')];
    expect(order('MA', [...gummies, line('midnight-berry-sleep-gummies', '6-pack')])).toBeNull();
    expect(
      order('MA', [...gummies, line('midnight-berry-sleep-gummies', '6-pack'), line('lychee-gummies', '6-pack')])?.code,
    ).toBe('over_state_limit');
  });
});

describe('Arizona: an ounce per order, at most 5 g of it concentrate, and no edibles', () => {
  test('two vapes (4 g of concentrate) are allowed; three (6 g) are refused per order', () => {
    expect(raise('AZ', [line('maui-wowie-vape', '2-pack')])).toBeNull();
    expect(raise('AZ', [line('maui-wowie-vape', '3-pack')])).toMatchObject({
      code: 'over_state_limit',
      message: 'Arizona allows 5 g of concentrate per order; this cart would hold 6 g.',
    });
  });

  test('flower, prerolls and concentrate count together toward the ounce', () => {
    expect(order('AZ', [line('tangie-flower', '28g')])).toBeNull();
    expect(order('AZ', [line('tangie-flower', '28g'), line('blue-dream-preroll', '1-preroll')])).toMatchObject({
      code: 'over_state_limit',
      message: expect.stringMatching(
        /^Arizona allows 28\.35 g of cannabis \(flower, prerolls and concentrate together\) per order; this order would hold 29\.3 g/,
      ),
    });
    const mixed = [line('tangie-flower', '14g'), line('tangie-flower', '7g'), line('maui-wowie-vape', '2-pack')];
    expect(order('AZ', [...mixed, line('og-kush-flower', '1g'), line('blue-dream-preroll', '1-preroll')])).toBeNull();
    expect(order('AZ', [...mixed, line('og-kush-flower', '3.5g')])?.code).toBe('over_state_limit');
  });

  test('gummies are not delivered there, whatever the amount: the order and the cart name them', () => {
    const gummies = line('lychee-gummies', '6-pack');
    expect(order('AZ', [line('tangie-flower', '3.5g'), gummies])).toEqual({
      code: 'not_shipped_to_state',
      message: `Verdant does not deliver gummies to Arizona: ${gummies.name}.`,
      lines: [gummies.name],
    });
    expect(raise('AZ', [gummies])?.code).toBe('not_shipped_to_state');
  });
});

describe('states the store does not deliver to', () => {
  test('an unconfirmed state, a hemp-only state and a place with no rule are refused with their reasons', () => {
    const flower = [line('tangie-flower', '3.5g')];
    expect(order('NY', flower)).toEqual({
      code: 'not_shipped_to_state',
      message: 'Verdant does not deliver to New York. Its delivery rules and purchase limits are not confirmed yet.',
      lines: [flower[0]?.name],
    });
    expect(order('TX', flower)?.message).toMatch(
      /^Verdant does not deliver to Texas\. It has no adult-use cannabis market/,
    );
    expect(order('ID', flower)?.message).toBe('Verdant does not deliver to Idaho.');
    expect(raise('WA', flower)).toMatchObject({
      code: 'not_shipped_to_state',
      message:
        'Verdant does not deliver to Washington. Washington allows adult-use sales only in the store, not by delivery.',
    });
  });

  test('only California, Massachusetts and Arizona are offered in the seed', () => {
    expect(STATE_RULES_SEED.filter((rule) => rule.offered).map((rule) => rule.code)).toEqual(['CA', 'MA', 'AZ']);
  });
});

describe('per day and per order', () => {
  test("a per-day limit counts the shopper's earlier orders today", () => {
    const earlier = [line('tangie-flower', '7g', 3)];
    const now = [line('og-kush-flower', '7g'), line('og-kush-flower', '1g')];
    expect(order('CA', now)).toBeNull();
    expect(order('CA', now, earlier)).toMatchObject({
      code: 'over_state_limit',
      message: expect.stringContaining('this order and your earlier orders today would hold 29 g'),
      lines: now.map((counted) => counted.name),
    });
  });

  test("a per-order limit does not: Arizona's ounce is per order", () => {
    expect(order('AZ', [line('og-kush-flower', '28g')], [line('tangie-flower', '28g')])).toBeNull();
  });

  test('earlier orders of something else today do not make this order refused', () => {
    expect(order('CA', [line('tangie-flower', '28g')], [line('jack-herer-vape', '1-vape', 4)])).toBeNull();
  });
});

describe('changing the cart', () => {
  test('a raise is judged only on the limits its line counts toward, so a cart over one can still be filled in another', () => {
    const tooMuchFlower = line('tangie-flower', '28g', 2);
    expect(raise('CA', [tooMuchFlower, line('purple-punch-vape', '1-vape')])).toBeNull();
    expect(raise('CA', [line('purple-punch-vape', '1-vape'), tooMuchFlower])?.code).toBe('over_state_limit');
  });

  test("with no state chosen the strictest state's limit refuses, and the message says so", () => {
    expect(raise(null, [line('lychee-gummies', '6-pack', 16)])).toBeNull();
    expect(raise(null, [line('lychee-gummies', '6-pack', 17)])).toEqual({
      code: 'over_state_limit',
      message: `Massachusetts allows 28.35 g of flower or its equivalent (5 g of concentrate or 500 mg of THC in edibles for each ounce) a day; this cart would hold 28.917 g.${STRICTEST_POSTSCRIPT}`,
      lines: [line('lychee-gummies', '6-pack').name],
    });
    expect(raise(null, [line('jack-herer-vape', '1-vape', 2)])).toBeNull();
    expect(raise(null, [line('jack-herer-vape', '1-vape', 3)])?.message).toMatch(/this cart would hold (6|34\.02) g\./);
  });

  test('with no state chosen the refusal names the state the cart would pass by the most, in any order of rules', () => {
    // Arizona's 5 g of concentrate is passed by a fifth; Massachusetts' ounce equivalent by more.
    const cart = [line('og-kush-flower', '1g'), line('jack-herer-vape', '1-vape', 3)];
    for (const rules of [STATE_RULES_SEED, [...STATE_RULES_SEED].reverse()]) {
      const refusal = checkCartRaise({ rules, chosen: null, line: cart[1] as CountedLine, after: cart });
      expect(refusal?.message).toMatch(/^Massachusetts allows .* this cart would hold 35\.02 g\. Until you choose/);
    }
  });

  test('with no state chosen, gummies may be added (some offered state takes them), but a size that cannot be counted may not', () => {
    expect(raise(null, [line('lychee-gummies', '6-pack', 2)])).toBeNull();
    const uncounted = { ...line('lychee-gummies', '6-pack'), content: null };
    expect(raise(null, [uncounted])).toMatchObject({ code: 'not_shipped_to_state', lines: [uncounted.name] });
    expect(raise('CA', [uncounted])?.code).toBe('not_shipped_to_state');
  });

  test('a chosen state the store does not deliver to refuses every addition', () => {
    expect(raise('TX', [line('tangie-flower', '1g')])?.code).toBe('not_shipped_to_state');
  });

  test('the strictest state is the one whose limits the cart comes closest to', () => {
    expect(strictestRule(STATE_RULES_SEED, [])?.code).toBe('AZ');
    expect(strictestRule(STATE_RULES_SEED, [line('lychee-gummies', '6-pack', 10)])?.code).toBe('MA');
    expect(
      strictestRule(STATE_RULES_SEED, [line('tangie-flower', '28g'), line('jack-herer-vape', '1-vape')])?.code,
    ).toBe('MA');
  });

  test('usage reads as the drawer shows it', () => {
    expect(usageOf(ruleOf('CA'), [line('tangie-flower', '14g')]).map(usageLine)).toEqual([
      'Flower: 14 g of 28.5 g today',
      'Concentrate: 0 g of 8 g today',
    ]);
    expect(usageOf(ruleOf('AZ'), [line('jack-herer-vape', '1-vape')]).map(usageLine)).toEqual([
      'Cannabis: 2 g of 28.35 g in this order',
      'Concentrate: 2 g of 5 g in this order',
    ]);
  });
});
