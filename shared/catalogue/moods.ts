import type { ProductCategory } from './categories.ts';

/**
 * Mood matching and the mood badge: plain rules over a product's effects, description and
 * name, shared by the API's `mood` filter and the storefront's badge so both always agree.
 */

export const MOOD_IDS = [
  'better-sleep',
  'relief-from-aches',
  'chill-out',
  'get-energized-focused',
  'feel-happy',
  'better-sex',
] as const;
export type MoodId = (typeof MOOD_IDS)[number];

/** Badge types in priority order: the first that matches wins. */
export const BADGE_PRIORITY = ['sleep', 'pain', 'energy', 'happy', 'chill', 'sex'] as const;
export type MoodBadge = (typeof BADGE_PRIORITY)[number];

export interface MoodRule {
  id: MoodId;
  badge: MoodBadge;
  name: string;
  description: string;
  /** Matched against each effect; an effect matches when it contains a term as a whole word. */
  effectTerms: readonly string[];
  /** Matched as whole words in the description. */
  descriptionKeywords: readonly string[];
  /** Matched inside the product name. better-sex has none: it matches on effects and words only. */
  strainNames: readonly string[];
  /** Extra effects that count for gummies only. */
  gummyEffectTerms: readonly string[];
}

export const MOODS: Record<MoodId, MoodRule> = {
  'better-sleep': {
    id: 'better-sleep',
    badge: 'sleep',
    name: 'Better Sleep',
    description: 'Wind down and drift off with calming, sedating strains and bedtime edibles.',
    effectTerms: ['sleepy', 'sleep', 'sedating', 'sedated', 'drowsy', 'restful'],
    descriptionKeywords: ['sleep', 'sleepy', 'bedtime', 'insomnia', 'nighttime', 'restful', 'drowsy', 'sedating'],
    strainNames: [
      'granddaddy purple',
      'northern lights',
      'purple kush',
      'bubba kush',
      'hindu kush',
      'purple punch',
      'ice cream cake',
      'skywalker og',
    ],
    gummyEffectTerms: ['relaxing', 'relaxed', 'calming', 'calm', 'balanced'],
  },
  'relief-from-aches': {
    id: 'relief-from-aches',
    badge: 'pain',
    name: 'Relief from Aches',
    description: 'Body-focused products chosen by shoppers for soreness, tension and everyday aches.',
    effectTerms: ['pain relief', 'relief', 'soothing', 'body high', 'muscle relaxation', 'anti-inflammatory'],
    descriptionKeywords: [
      'pain',
      'aches',
      'ache',
      'sore',
      'soreness',
      'inflammation',
      'joint',
      'muscle',
      'muscles',
      'tension',
    ],
    strainNames: ['harlequin', 'acdc', 'cannatonic', 'white widow', 'og kush', 'ringo'],
    gummyEffectTerms: [],
  },
  'chill-out': {
    id: 'chill-out',
    badge: 'chill',
    name: 'Chill Out',
    description: 'Mellow, easygoing picks for unwinding after a long day.',
    effectTerms: ['relaxed', 'relaxing', 'calm', 'calming', 'mellow', 'chill', 'peaceful', 'balanced'],
    descriptionKeywords: ['relax', 'relaxing', 'unwind', 'calm', 'chill', 'mellow', 'stress', 'peaceful', 'easygoing'],
    strainNames: ['zkittlez', 'runtz', 'wedding cake', 'gelato', 'purple gruntz', 'sherbet'],
    gummyEffectTerms: [],
  },
  'get-energized-focused': {
    id: 'get-energized-focused',
    badge: 'energy',
    name: 'Get Energized & Focused',
    description: 'Bright, clear-headed sativas and daytime products for focus and motivation.',
    effectTerms: ['energetic', 'energized', 'energizing', 'focused', 'focus', 'creative', 'alert', 'motivated'],
    descriptionKeywords: [
      'energy',
      'energizing',
      'focus',
      'focused',
      'productive',
      'daytime',
      'morning',
      'creativity',
      'alert',
    ],
    strainNames: [
      'sour diesel',
      'green crack',
      'jack herer',
      'durban poison',
      'super lemon haze',
      'tangie',
      'strawberry cough',
      'pineapple express',
    ],
    gummyEffectTerms: [],
  },
  'feel-happy': {
    id: 'feel-happy',
    badge: 'happy',
    name: 'Feel Happy',
    description: 'Uplifting, euphoric products that bring a smile and a brighter mood.',
    effectTerms: ['happy', 'euphoric', 'uplifted', 'giggly', 'joyful', 'cheerful'],
    descriptionKeywords: ['happy', 'happiness', 'euphoria', 'euphoric', 'uplifting', 'joy', 'cheerful', 'smile'],
    strainNames: ['blue dream', 'lemon haze', 'mimosa', 'bubblegum', 'sunset sherbet', 'maui wowie'],
    gummyEffectTerms: ['happy', 'euphoric', 'uplifting'],
  },
  'better-sex': {
    id: 'better-sex',
    badge: 'sex',
    name: 'Better Sex',
    description: 'Sensual, body-aware products for intimacy and connection.',
    effectTerms: ['aroused', 'arousal', 'sensual', 'intimate', 'tingly', 'libido'],
    descriptionKeywords: ['intimacy', 'intimate', 'sensual', 'arousal', 'libido', 'romance', 'romantic'],
    strainNames: [],
    gummyEffectTerms: [],
  },
};

/** The fields of a product the mood rules read. */
export interface MoodSubject {
  name?: string | null;
  description?: string | null;
  category?: ProductCategory | null;
  effects?: readonly string[] | null;
}

export function isMoodId(value: string): value is MoodId {
  return (MOOD_IDS as readonly string[]).includes(value);
}

/** Each term's pattern, compiled once: the rules run for every product card and every filtered list. */
const wordPatterns = new Map<string, RegExp>();

function containsWord(text: string, term: string): boolean {
  let pattern = wordPatterns.get(term);
  if (!pattern) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`);
    wordPatterns.set(term, pattern);
  }
  return pattern.test(text);
}

function effectMatches(effects: readonly string[], terms: readonly string[]): boolean {
  return effects.some((effect) => {
    const lowered = effect.toLowerCase();
    return terms.some((term) => containsWord(lowered, term));
  });
}

/** Whether a product suits a mood. A product with no name or no description never matches. */
export function matchesMood(product: MoodSubject, moodId: MoodId): boolean {
  const name = product.name?.trim().toLowerCase();
  const description = product.description?.trim().toLowerCase();
  if (!name || !description) return false;
  const rule = MOODS[moodId];
  const effects = product.effects ?? [];
  if (effectMatches(effects, rule.effectTerms)) return true;
  if (rule.descriptionKeywords.some((keyword) => containsWord(description, keyword))) return true;
  if (rule.strainNames.some((strain) => name.includes(strain))) return true;
  return product.category === 'gummies' && effectMatches(effects, rule.gummyEffectTerms);
}

const MOOD_BY_BADGE = Object.fromEntries(Object.values(MOODS).map((rule) => [rule.badge, rule.id])) as Record<
  MoodBadge,
  MoodId
>;

/** The badge shown on a product card: the first match in BADGE_PRIORITY, or null. */
export function moodBadgeFor(product: MoodSubject): MoodBadge | null {
  return BADGE_PRIORITY.find((badge) => matchesMood(product, MOOD_BY_BADGE[badge])) ?? null;
}
