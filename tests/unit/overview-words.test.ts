import { describe, expect, test } from 'vitest';
import { axisDollars, longDayOf, shortDayOf, weekChange } from '../../pwa/admin/overview/overview-words.ts';

/** The overview's figures in words (pwa/admin/overview/overview-words.ts). */

describe('the week against the week before', () => {
  test('says up or down by a whole percentage, or the same', () => {
    expect(weekChange('112.00', '100.00')).toBe('up 12% on the 7 days before');
    expect(weekChange('95.00', '100.00')).toBe('down 5% on the 7 days before');
    expect(weekChange('100.20', '100.00')).toBe('the same as the 7 days before');
    expect(weekChange('0.00', '80.00')).toBe('down 100% on the 7 days before');
  });

  test('gives no percentage of nothing', () => {
    expect(weekChange('127.98', '0.00')).toBe('no sales the 7 days before');
    expect(weekChange('0.00', '0.00')).toBe('no sales either week');
  });
});

describe('days and dollars on the chart', () => {
  test('a store day reads as itself in any zone', () => {
    expect(shortDayOf('2026-12-01')).toBe('Dec 1');
    expect(longDayOf('2026-12-01')).toBe('Tue, Dec 1');
    expect(shortDayOf('not a day')).toBe('not a day');
  });

  test('the axis says dollars short', () => {
    expect(axisDollars(0)).toBe('$0');
    expect(axisDollars(84.6)).toBe('$85');
    expect(axisDollars(1234)).toBe('$1.2k');
    expect(axisDollars(12_345)).toBe('$12k');
  });
});
