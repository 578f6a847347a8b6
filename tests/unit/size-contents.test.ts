import { describe, expect, test } from 'vitest';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { CATEGORY_SIZES } from '#shared/catalogue/sizes';
import { describeContent, formatAmount } from '#shared/compliance/measures';
import { seedSizeContent, thcMgPerGummy } from '#shared/compliance/size-contents';

/** What each size of the catalogue holds, in the measures the states' purchase limits count. */

describe('what each size holds', () => {
  test('every size of every category has a content, and every seeded product every size it is sold in', () => {
    for (const product of catalogueProducts) {
      for (const { size } of CATEGORY_SIZES[product.category]) {
        const content = seedSizeContent(product, size);
        expect(content, `${product.id} ${size}`).not.toBeNull();
        expect(content?.amount, `${product.id} ${size}`).toBeGreaterThan(0);
      }
    }
    const categories = new Set(catalogueProducts.map((product) => product.category));
    expect([...categories].sort()).toEqual(Object.keys(CATEGORY_SIZES).sort());
  });

  test('flower is its weight, a preroll 1.3 g of flower, a vape cartridge 2 g of concentrate', () => {
    const flower = { category: 'flower', thcContent: '22% THC' };
    const preroll = { category: 'prerolls', thcContent: '21% THC' };
    const vape = { category: 'vapes', thcContent: '86% THC' };
    expect(seedSizeContent(flower, '3.5g')).toEqual({ measure: 'flowerGrams', amount: 3.5 });
    expect(seedSizeContent(flower, '28g')).toEqual({ measure: 'flowerGrams', amount: 28 });
    expect(seedSizeContent(preroll, '1-preroll')).toEqual({ measure: 'prerollGrams', amount: 1.3 });
    expect(seedSizeContent(preroll, '5-pack')).toEqual({ measure: 'prerollGrams', amount: 6.5 });
    expect(seedSizeContent(vape, '1-vape')).toEqual({ measure: 'concentrateGrams', amount: 2 });
    expect(seedSizeContent(vape, '3-pack')).toEqual({ measure: 'concentrateGrams', amount: 6 });
  });

  test("a gummy pack holds its gummies times the product's milligrams of THC per gummy", () => {
    const tenMg = { category: 'gummies', thcContent: '10mg THC per gummy' };
    const microdose = { category: 'gummies', thcContent: '2.5mg THC per gummy' };
    expect(seedSizeContent(tenMg, '6-pack')).toEqual({ measure: 'edibleThcMg', amount: 60 });
    expect(seedSizeContent(tenMg, '2-pack')).toEqual({ measure: 'edibleThcMg', amount: 120 });
    expect(seedSizeContent(tenMg, '5-pack')).toEqual({ measure: 'edibleThcMg', amount: 300 });
    expect(seedSizeContent(microdose, '6-pack')).toEqual({ measure: 'edibleThcMg', amount: 15 });
  });

  test('a size that cannot be known has no content, so it can never be counted as nothing', () => {
    expect(seedSizeContent({ category: 'gummies', thcContent: 'Full-spectrum THC' }, '6-pack')).toBeNull();
    expect(seedSizeContent({ category: 'flower', thcContent: '22% THC' }, '2-pack')).toBeNull();
    expect(seedSizeContent({ category: 'tinctures', thcContent: '10mg THC per gummy' }, '3.5g')).toBeNull();
  });
});

describe("reading a gummy's milligrams of THC", () => {
  test('milligrams per gummy or per piece parse, in any case and spacing', () => {
    expect(thcMgPerGummy('5mg THC per gummy')).toBe(5);
    expect(thcMgPerGummy('2.5mg THC per gummy')).toBe(2.5);
    expect(thcMgPerGummy('10 MG thc per Piece')).toBe(10);
  });

  test('a percentage, a total or milligrams of something else is not milligrams of THC per gummy', () => {
    expect(thcMgPerGummy('22% THC')).toBeNull();
    expect(thcMgPerGummy('100mg THC per pack')).toBeNull();
    expect(thcMgPerGummy('5mg CBD per gummy')).toBeNull();
    expect(thcMgPerGummy('')).toBeNull();
  });

  test('only a plain decimal of more than 0 and at most 100 mg counts: no exponent, no zero, no huge number', () => {
    expect(thcMgPerGummy('1e3mg THC per gummy')).toBeNull();
    expect(thcMgPerGummy('1.5e1mg THC per gummy')).toBeNull();
    expect(thcMgPerGummy('0mg THC per gummy')).toBeNull();
    expect(thcMgPerGummy('0.000mg THC per gummy')).toBeNull();
    expect(thcMgPerGummy('-5mg THC per gummy')).toBeNull();
    expect(thcMgPerGummy('100.5mg THC per gummy')).toBeNull();
    expect(thcMgPerGummy('99999999999999999999mg THC per gummy')).toBeNull();
    expect(thcMgPerGummy('100mg THC per gummy')).toBe(100);
    expect(thcMgPerGummy('0.5mg THC per gummy')).toBe(0.5);
  });
});

describe('how contents read', () => {
  test('an amount reads in its unit, without float noise', () => {
    expect(formatAmount(3 * 2.6, 'g')).toBe('7.8 g');
    expect(formatAmount(28.5, 'g')).toBe('28.5 g');
    expect(formatAmount(1500, 'mg')).toBe('1,500 mg');
    expect(describeContent({ measure: 'concentrateGrams', amount: 4 })).toBe('4 g of concentrate');
    expect(describeContent({ measure: 'edibleThcMg', amount: 60 })).toBe('60 mg of THC');
    expect(describeContent({ measure: 'prerollGrams', amount: 6.5 })).toBe('6.5 g of flower in prerolls');
  });
});
