import { describe, expect, test } from 'vitest';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { CATEGORY_SIZES } from '#shared/catalogue/sizes';
import { describeContent, formatAmount } from '#shared/compliance/measures';
import { seedSizeContent } from '#shared/compliance/size-contents';

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
    const [flower, preroll, vape] = [{ category: 'flower' }, { category: 'prerolls' }, { category: 'vapes' }];
    expect(seedSizeContent(flower, '3.5g')).toEqual({ measure: 'flowerGrams', amount: 3.5 });
    expect(seedSizeContent(flower, '28g')).toEqual({ measure: 'flowerGrams', amount: 28 });
    expect(seedSizeContent(preroll, '1-preroll')).toEqual({ measure: 'prerollGrams', amount: 1.3 });
    expect(seedSizeContent(preroll, '5-pack')).toEqual({ measure: 'prerollGrams', amount: 6.5 });
    expect(seedSizeContent(vape, '1-vape')).toEqual({ measure: 'concentrateGrams', amount: 2 });
    expect(seedSizeContent(vape, '3-pack')).toEqual({ measure: 'concentrateGrams', amount: 6 });
  });

  test("a gummy pack holds its gummies times the product's milligrams of THC per gummy", () => {
    const tenMg = { category: 'gummies', thcMgPerGummy: 10 };
    const microdose = { category: 'gummies', thcMgPerGummy: 2.5 };
    expect(seedSizeContent(tenMg, '6-pack')).toEqual({ measure: 'edibleThcMg', amount: 60 });
    expect(seedSizeContent(tenMg, '2-pack')).toEqual({ measure: 'edibleThcMg', amount: 120 });
    expect(seedSizeContent(tenMg, '5-pack')).toEqual({ measure: 'edibleThcMg', amount: 300 });
    expect(seedSizeContent(microdose, '6-pack')).toEqual({ measure: 'edibleThcMg', amount: 15 });
  });

  test('a size that cannot be known has no content, so it can never be counted as nothing', () => {
    expect(seedSizeContent({ category: 'gummies', thcMgPerGummy: null }, '6-pack')).toBeNull();
    expect(seedSizeContent({ category: 'gummies' }, '6-pack')).toBeNull();
    expect(seedSizeContent({ category: 'gummies', thcMgPerGummy: 0 }, '6-pack')).toBeNull();
    expect(seedSizeContent({ category: 'gummies', thcMgPerGummy: Number.NaN }, '6-pack')).toBeNull();
    expect(seedSizeContent({ category: 'flower' }, '2-pack')).toBeNull();
    expect(seedSizeContent({ category: 'tinctures', thcMgPerGummy: 10 }, '3.5g')).toBeNull();
  });

  test("a gummy's THC text never changes what its packs hold: only its number does", () => {
    const gummy = { category: 'gummies', thcMgPerGummy: 5, thcContent: '1e3mg THC per gummy' };
    expect(seedSizeContent(gummy, '6-pack')).toEqual({ measure: 'edibleThcMg', amount: 30 });
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
