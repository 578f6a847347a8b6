import type { ProductToDraw } from './catalogue.ts';
import { clamp, hsl, type Tone } from './colour.ts';
import { between, hashString, type Random } from './random.ts';

/** Flavour words to colours. Longer phrases are listed before the words they contain. */
const FLAVOUR_TONES: ReadonlyArray<[keyword: string, tone: Tone]> = [
  ['blue raspberry', { h: 205, s: 70 }],
  ['pink lemonade', { h: 342, s: 68 }],
  ['blood orange', { h: 8, s: 72 }],
  ['black currant', { h: 300, s: 40 }],
  ['watermelon', { h: 354, s: 68 }],
  ['lychee', { h: 342, s: 55 }],
  ['rose', { h: 338, s: 50 }],
  ['strawberry', { h: 352, s: 66 }],
  ['raspberry', { h: 336, s: 62 }],
  ['cherry', { h: 348, s: 62 }],
  ['pomegranate', { h: 350, s: 60 }],
  ['blueberry', { h: 228, s: 52 }],
  ['blackberry', { h: 282, s: 42 }],
  ['grape', { h: 276, s: 44 }],
  ['lavender', { h: 262, s: 40 }],
  ['bubblegum', { h: 328, s: 62 }],
  ['candy', { h: 306, s: 48 }],
  ['berry', { h: 318, s: 52 }],
  ['sherbet', { h: 14, s: 70 }],
  ['tangerine', { h: 26, s: 80 }],
  ['orange', { h: 28, s: 78 }],
  ['citrus', { h: 34, s: 78 }],
  ['mango', { h: 38, s: 82 }],
  ['peach', { h: 20, s: 70 }],
  ['papaya', { h: 18, s: 72 }],
  ['passionfruit', { h: 32, s: 70 }],
  ['pineapple', { h: 46, s: 80 }],
  ['lemon', { h: 50, s: 80 }],
  ['banana', { h: 52, s: 72 }],
  ['champagne', { h: 44, s: 50 }],
  ['prosecco', { h: 48, s: 50 }],
  ['vanilla', { h: 40, s: 45 }],
  ['cream', { h: 40, s: 40 }],
  ['ginger', { h: 34, s: 55 }],
  ['tropical', { h: 172, s: 50 }],
  ['mint', { h: 152, s: 45 }],
  ['pine', { h: 140, s: 36 }],
  ['herbal', { h: 110, s: 30 }],
  ['diesel', { h: 72, s: 22 }],
  ['fuel', { h: 70, s: 22 }],
  ['skunk', { h: 82, s: 25 }],
  ['anise', { h: 96, s: 28 }],
  ['earthy', { h: 30, s: 26 }],
  ['wood', { h: 28, s: 30 }],
  ['coffee', { h: 26, s: 32 }],
  ['chocolate', { h: 22, s: 34 }],
  ['hash', { h: 30, s: 25 }],
  ['pepper', { h: 20, s: 22 }],
  ['spice', { h: 20, s: 45 }],
  ['musk', { h: 290, s: 22 }],
  ['pastry', { h: 34, s: 45 }],
  ['cookie', { h: 32, s: 40 }],
];

function toneForFlavour(flavour: string | undefined): Tone | null {
  if (!flavour) return null;
  const lowered = flavour.toLowerCase();
  return FLAVOUR_TONES.find(([keyword]) => lowered.includes(keyword))?.[1] ?? null;
}

export interface Palette {
  /** The tone of the first flavour, jittered a little per product. */
  main: Tone;
  /** The tone of the second flavour (or a neighbour of the main one). */
  second: Tone;
  bgLight: string;
  bgDeep: string;
  decor: string;
  shadow: string;
}

export function paletteFor(product: ProductToDraw, random: Random): Palette {
  const fallback: Tone = { h: hashString(product.id) % 360, s: 45 };
  const base = toneForFlavour(product.flavors[0]) ?? fallback;
  const main: Tone = { h: base.h + between(random, -7, 7), s: clamp(base.s + between(random, -6, 6), 15, 90) };
  const secondBase = toneForFlavour(product.flavors[1]) ?? { h: main.h + 24, s: main.s };
  const second: Tone = { h: secondBase.h + between(random, -5, 5), s: secondBase.s };
  const bgSat = clamp(main.s * 0.62, 12, 52);
  const light = between(random, 91, 94);
  return {
    main,
    second,
    bgLight: hsl(main.h - 6, bgSat, light),
    bgDeep: hsl(main.h + 8, bgSat + 4, light - between(random, 13, 17)),
    decor: hsl(main.h + 4, clamp(bgSat, 10, 40), 52),
    shadow: hsl(main.h + 10, clamp(bgSat, 10, 40), 22),
  };
}
