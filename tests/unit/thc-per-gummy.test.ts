import { describe, expect, test } from 'vitest';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { gummyThcContent, MAX_THC_MG_PER_GUMMY, mgPerGummyText } from '#shared/compliance/thc-per-gummy';
import {
  THC_PER_GUMMY_MESSAGES as M,
  productEditSchema,
  sizeContentsProblems,
  thcMgPerGummySchema,
} from '#shared/schemas/admin/catalogue';

/** A gummy's milligrams of THC: a number the owner sets, from which its THC text is written. */

describe("a gummy's THC text", () => {
  test('is written from its milligrams per gummy, without float noise or trailing zeros', () => {
    expect(gummyThcContent(5)).toBe('5mg THC per gummy');
    expect(gummyThcContent(2.5)).toBe('2.5mg THC per gummy');
    expect(gummyThcContent('2.500')).toBe('2.5mg THC per gummy');
    expect(gummyThcContent(0.1 + 0.2)).toBe('0.3mg THC per gummy');
    expect(gummyThcContent(MAX_THC_MG_PER_GUMMY)).toBe('100mg THC per gummy');
    expect(mgPerGummyText('10.000')).toBe('10');
    expect(mgPerGummyText('0.125')).toBe('0.125');
  });

  test('every gummy of the launch catalogue has a number, and its text is the one written from it', () => {
    const gummies = catalogueProducts.filter((product) => product.category === 'gummies');
    expect(gummies.length).toBeGreaterThan(0);
    for (const gummy of gummies) {
      expect(gummy.thcMgPerGummy, gummy.id).toBeGreaterThan(0);
      expect(gummy.thcContent, gummy.id).toBe(gummyThcContent(gummy.thcMgPerGummy ?? 0));
    }
    const others = catalogueProducts.filter((product) => product.category !== 'gummies');
    expect(others.every((product) => product.thcMgPerGummy === undefined)).toBe(true);
  });
});

describe('a THC per gummy sent by the back office', () => {
  test.each([
    ['5', '5'],
    ['2.5', '2.5'],
    [' 10 ', '10'],
    ['0.001', '0.001'],
    ['100', '100'],
    ['100.000', '100.000'],
  ])('%j is taken', (sent, parsed) => {
    expect(thcMgPerGummySchema.parse(sent)).toBe(parsed);
  });

  test.each([
    ['1e3', M.plainDecimal],
    ['1.5e1', M.plainDecimal],
    ['0x10', M.plainDecimal],
    ['-1', M.plainDecimal],
    ['+5', M.plainDecimal],
    ['5mg', M.plainDecimal],
    ['.5', M.plainDecimal],
    ['5.', M.plainDecimal],
    ['Infinity', M.plainDecimal],
    ['NaN', M.plainDecimal],
    ['٥', M.plainDecimal],
    ['', M.required],
    ['   ', M.required],
    ['0', M.positive],
    ['0.000', M.positive],
    ['2.5001', M.decimals],
    ['100.001', M.max],
    ['101', M.max],
    ['99999999999999999999', M.max],
    [5, M.plainDecimal],
    [null, M.plainDecimal],
  ])('%j is refused with one message: %s', (sent, message) => {
    const result = thcMgPerGummySchema.safeParse(sent);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  test('an edit refuses it under its own name', () => {
    const result = productEditSchema.safeParse({ thcMgPerGummy: '1e3' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['thcMgPerGummy'], message: M.plainDecimal }),
    ]);
  });
});

describe('what an edit would leave wrong in what the sizes hold', () => {
  const gummy = { category: 'gummies', thcContent: '5mg THC per gummy' };
  const flower = { category: 'flower', thcContent: '22% THC' };

  test('a gummy takes a new number, and its unchanged text sent back with it', () => {
    expect(sizeContentsProblems(gummy, { thcMgPerGummy: '10' })).toEqual([]);
    expect(sizeContentsProblems(gummy, { thcContent: '5mg THC per gummy', thcMgPerGummy: '10' })).toEqual([]);
    expect(sizeContentsProblems(gummy, { category: 'gummies' })).toEqual([]);
  });

  test('a gummy’s text is written from its number, never typed', () => {
    expect(sizeContentsProblems(gummy, { thcContent: '50mg THC per gummy' })).toEqual([
      { path: ['thcContent'], message: M.gummyText },
    ]);
  });

  test('a product moved into gummies needs its number, and gives no text of its own', () => {
    expect(sizeContentsProblems(flower, { category: 'gummies' })).toEqual([
      { path: ['thcMgPerGummy'], message: M.movedIntoGummies },
    ]);
    expect(sizeContentsProblems(flower, { category: 'gummies', thcContent: '5mg THC per gummy' })).toEqual([
      { path: ['thcMgPerGummy'], message: M.movedIntoGummies },
      { path: ['thcContent'], message: M.gummyText },
    ]);
    expect(sizeContentsProblems(flower, { category: 'gummies', thcMgPerGummy: '2.5' })).toEqual([]);
  });

  test('only gummies have a number; anything else keeps its text', () => {
    expect(sizeContentsProblems(flower, { thcMgPerGummy: '5' })).toEqual([
      { path: ['thcMgPerGummy'], message: M.notGummies },
    ]);
    expect(sizeContentsProblems(gummy, { category: 'flower', thcMgPerGummy: '5' })).toEqual([
      { path: ['thcMgPerGummy'], message: M.notGummies },
    ]);
    expect(sizeContentsProblems(gummy, { category: 'flower', thcContent: '22% THC' })).toEqual([]);
    expect(sizeContentsProblems(flower, { thcContent: '23% THC' })).toEqual([]);
  });
});
