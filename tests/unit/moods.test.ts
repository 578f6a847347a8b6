import { describe, expect, test } from 'vitest';
import { MOOD_IDS, matchesMood, moodBadgeFor } from '#shared/catalogue/moods';

const product = (overrides: Partial<Parameters<typeof matchesMood>[0]> = {}) => ({
  name: 'House Blend Flower',
  description: 'A balanced everyday flower.',
  category: 'flower',
  effects: [] as string[],
  ...overrides,
});

describe('mood matching', () => {
  test('an effect term matches its mood, whatever its case', () => {
    expect(matchesMood(product({ effects: ['Sleepy'] }), 'better-sleep')).toBe(true);
    expect(matchesMood(product({ effects: ['ENERGETIC'] }), 'get-energized-focused')).toBe(true);
    expect(matchesMood(product({ effects: ['Euphoric'] }), 'feel-happy')).toBe(true);
  });

  test('a description keyword matches only as a whole word', () => {
    expect(matchesMood(product({ description: 'Perfect before bedtime.' }), 'better-sleep')).toBe(true);
    expect(matchesMood(product({ description: 'Eases muscle tension after the gym.' }), 'relief-from-aches')).toBe(
      true,
    );
    expect(matchesMood(product({ description: 'A painting-inspired label.' }), 'relief-from-aches')).toBe(false);
  });

  test('a known strain name in the product name matches', () => {
    expect(matchesMood(product({ name: 'Granddaddy Purple Flower' }), 'better-sleep')).toBe(true);
    expect(matchesMood(product({ name: 'Northern Lights Preroll' }), 'better-sleep')).toBe(true);
    expect(matchesMood(product({ name: 'Sour Diesel Vape' }), 'get-energized-focused')).toBe(true);
  });

  test('better-sex matches on effects and description words only, never on a strain name', () => {
    expect(matchesMood(product({ effects: ['Sensual'] }), 'better-sex')).toBe(true);
    expect(matchesMood(product({ description: 'Made for romantic evenings.' }), 'better-sex')).toBe(true);
    expect(matchesMood(product({ name: 'Sensual Kush' }), 'better-sex')).toBe(false);
  });

  test('gummies with relaxing, calming or balanced effects count as sleep; other products do not', () => {
    for (const effect of ['Relaxing', 'Calming', 'Balanced']) {
      expect(matchesMood(product({ category: 'gummies', effects: [effect] }), 'better-sleep'), effect).toBe(true);
      expect(matchesMood(product({ category: 'vapes', effects: [effect] }), 'better-sleep'), effect).toBe(false);
    }
  });

  test('gummies with happy, euphoric or uplifting effects count as feel-happy', () => {
    expect(matchesMood(product({ category: 'gummies', effects: ['Uplifting'] }), 'feel-happy')).toBe(true);
    expect(matchesMood(product({ category: 'flower', effects: ['Uplifting'] }), 'feel-happy')).toBe(false);
  });

  test('a product with no name or no description never matches a mood', () => {
    for (const mood of MOOD_IDS) {
      expect(matchesMood(product({ name: '', effects: ['Sleepy', 'Happy'] }), mood)).toBe(false);
      expect(matchesMood(product({ description: '  ', effects: ['Sleepy', 'Happy'] }), mood)).toBe(false);
      expect(matchesMood(product({ description: null, effects: ['Sleepy'] }), mood)).toBe(false);
    }
  });

  test('a sleep word in the description matches better-sleep; a focus effect does not', () => {
    expect(matchesMood(product({ description: 'Great for insomnia nights.' }), 'better-sleep')).toBe(true);
    expect(matchesMood(product({ effects: ['Focused'] }), 'better-sleep')).toBe(false);
  });
});

describe('mood badge', () => {
  test('the first match in priority order wins: sleep, pain, energy, happy, chill, sex', () => {
    const everything = ['Sleepy', 'Pain Relief', 'Energetic', 'Happy', 'Relaxed', 'Sensual'];
    expect(moodBadgeFor(product({ effects: everything }))).toBe('sleep');
    expect(moodBadgeFor(product({ effects: everything.slice(1) }))).toBe('pain');
    expect(moodBadgeFor(product({ effects: everything.slice(2) }))).toBe('energy');
    expect(moodBadgeFor(product({ effects: everything.slice(3) }))).toBe('happy');
    expect(moodBadgeFor(product({ effects: everything.slice(4) }))).toBe('chill');
    expect(moodBadgeFor(product({ effects: everything.slice(5) }))).toBe('sex');
  });

  test('a product that matches no mood has no badge', () => {
    expect(moodBadgeFor(product({ description: 'Plain.', effects: ['Earthy'] }))).toBeNull();
  });

  test('a relaxing gummy is badged sleep, a relaxing vape chill', () => {
    expect(moodBadgeFor(product({ category: 'gummies', effects: ['Relaxed'] }))).toBe('sleep');
    expect(moodBadgeFor(product({ category: 'vapes', effects: ['Relaxed'] }))).toBe('chill');
  });
});
