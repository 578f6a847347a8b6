/**
 * The catalogue warm-up's pure rules (pwa/features/offline/catalogue-warm-up.ts): when a
 * saved catalogue is fresh enough to leave alone, and which picture of a product it fetches.
 */
import { describe, expect, test } from 'vitest';
import { productImages } from '#shared/catalogue/images';
import { isWarm, REWARM_AFTER_MS, warmImageUrl } from '../../pwa/features/offline/catalogue-warm-up.ts';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const BUILD = 'build-2025-06-15';

describe('whether the saved catalogue is warm', () => {
  test('a device that never warmed the catalogue is not warm', () => {
    expect(isWarm(null, BUILD, NOW)).toBe(false);
  });

  test('a catalogue saved by another build is not warm, however recent', () => {
    expect(isWarm({ buildId: 'build-2025-06-01', at: NOW }, BUILD, NOW)).toBe(false);
    expect(isWarm({ buildId: '', at: NOW }, BUILD, NOW)).toBe(false);
  });

  test('a catalogue saved by this build is warm until REWARM_AFTER_MS has passed', () => {
    expect(REWARM_AFTER_MS).toBeGreaterThan(0);
    expect(isWarm({ buildId: BUILD, at: NOW }, BUILD, NOW)).toBe(true);
    expect(isWarm({ buildId: BUILD, at: NOW - REWARM_AFTER_MS / 2 }, BUILD, NOW)).toBe(true);
    expect(isWarm({ buildId: BUILD, at: NOW - REWARM_AFTER_MS + 1 }, BUILD, NOW)).toBe(true);
  });

  test('a catalogue REWARM_AFTER_MS old or older is warmed again', () => {
    expect(isWarm({ buildId: BUILD, at: NOW - REWARM_AFTER_MS }, BUILD, NOW)).toBe(false);
    expect(isWarm({ buildId: BUILD, at: NOW - REWARM_AFTER_MS - 1 }, BUILD, NOW)).toBe(false);
    expect(isWarm({ buildId: BUILD, at: NOW - 30 * REWARM_AFTER_MS }, BUILD, NOW)).toBe(false);
  });
});

describe('the picture the warm-up fetches', () => {
  test('is the 400 px picture, wherever it is in the list', () => {
    const images = productImages('blue-dream-preroll');
    expect(warmImageUrl({ images })).toBe('/images/products/blue-dream-preroll-400.webp');
    expect(warmImageUrl({ images: [...images].reverse() })).toBe('/images/products/blue-dream-preroll-400.webp');
  });

  test('is none when the product has no 400 px picture', () => {
    expect(warmImageUrl({ images: [] })).toBeUndefined();
    expect(
      warmImageUrl({ images: [{ width: 800, height: 800, url: '/images/products/blue-dream-preroll-800.webp' }] }),
    ).toBeUndefined();
  });
});
