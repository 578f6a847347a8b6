// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { sizeOptionsFor, sizeOptionViews } from '#shared/catalogue/sizes';
import { unitPriceText } from '#shared/catalogue/unit-price';
import { toCents } from '#shared/money';
import { SizePicker } from '../../pwa/features/product/size-picker.tsx';

const flowerSizes = (inStock: (size: string) => boolean) => sizeOptionViews(sizeOptionsFor('flower', 4800), inStock);

function renderPicker(sizes: ReturnType<typeof flowerSizes>) {
  render(
    createElement(SizePicker, {
      sizes,
      value: '1g',
      category: 'flower',
      onChange: () => undefined,
    }),
  );
  return screen.getAllByRole('radio');
}

describe('the size picker follows stock per size', () => {
  test('a sold-out size is marked and cannot be chosen; the others can', () => {
    const radios = renderPicker(flowerSizes((size) => size !== '7g'));
    const sevenGrams = radios.find((radio) => radio.textContent?.startsWith('7g'));
    expect(sevenGrams?.textContent).toContain('$85.00 · Sold out');
    expect(sevenGrams?.hasAttribute('disabled')).toBe(true);
    const others = radios.filter((radio) => radio !== sevenGrams);
    expect(others.some((radio) => radio.hasAttribute('disabled') || radio.textContent?.includes('Sold out'))).toBe(
      false,
    );
  });

  test('a product out of stock altogether keeps its sizes to compare, unmarked', () => {
    const radios = renderPicker(flowerSizes(() => false));
    expect(radios.some((radio) => radio.hasAttribute('disabled') || radio.textContent?.includes('Sold out'))).toBe(
      false,
    );
  });
});

describe('each size says its price per piece or gram, so packs compare', () => {
  const gummies = sizeOptionViews(sizeOptionsFor('gummies', 1499), () => true);

  test('gummy packs read per gummy: a 6-Pack of six, a 2-Pack of two 6-packs, a 5-Pack of five', () => {
    const perGummy = (size: string) => unitPriceText('gummies', { size, content: null }, priceOf(gummies, size));
    expect(perGummy('6-pack')).toBe('$2.50 per gummy');
    expect(perGummy('2-pack')).toBe('$2.08 per gummy');
    expect(perGummy('5-pack')).toBe('$1.33 per gummy');
  });

  test('flower reads per gram of what the size holds, prerolls per preroll, vapes per cartridge', () => {
    expect(unitPriceText('flower', { size: '3.5g', content: null }, 4800)).toBe('$13.71 per gram');
    expect(unitPriceText('flower', { size: '3.5g', content: { measure: 'flowerGrams', amount: 4 } }, 4800)).toBe(
      '$12.00 per gram',
    );
    expect(unitPriceText('prerolls', { size: '5-pack', content: null }, 3999)).toBe('$8.00 per preroll');
    expect(unitPriceText('prerolls', { size: '1-preroll', content: null }, 1200)).toBe('$12.00 per preroll');
    expect(unitPriceText('vapes', { size: '2-pack', content: null }, 6999)).toBe('$35.00 per cartridge');
  });

  test('a size the table does not know says nothing rather than guess', () => {
    expect(unitPriceText('flower', { size: '2g', content: null }, 2000)).toBeNull();
    expect(unitPriceText('tinctures', { size: '1-bottle', content: null }, 2000)).toBeNull();
  });

  test('the picker shows it under each price', () => {
    render(
      createElement(SizePicker, {
        sizes: gummies,
        value: '6-pack',
        category: 'gummies',
        onChange: () => undefined,
      }),
    );
    const sixPack = screen.getAllByRole('radio').find((radio) => radio.textContent?.startsWith('6-Pack'));
    expect(sixPack?.textContent).toContain('$14.99$2.50 per gummy');
  });
});

function priceOf(options: readonly { size: string; price: string }[], size: string): number {
  return toCents(options.find((option) => option.size === size)?.price ?? '0.00');
}
