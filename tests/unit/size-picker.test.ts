// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { sizeOptionsFor, sizeOptionViews } from '#shared/catalogue/sizes';
import { SizePicker } from '../../pwa/features/product/size-picker.tsx';

const flowerSizes = (inStock: (size: string) => boolean) => sizeOptionViews(sizeOptionsFor('flower', 4800), inStock);

function renderPicker(sizes: ReturnType<typeof flowerSizes>) {
  render(
    createElement(SizePicker, {
      sizes,
      value: '1g',
      purchaseType: 'one-time',
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
