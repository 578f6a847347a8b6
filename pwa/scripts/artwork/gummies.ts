import { floorShadow } from './backdrop.ts';
import { clamp, hsl, type Tone } from './colour.ts';
import type { Palette } from './palette.ts';
import { between, type Random } from './random.ts';
import { ACROSS, defs, glow, linearGradient, n, radialGradient } from './svg.ts';

type GummyShape = 'square' | 'round';

/** One sugared gummy centred at (cx, cy): its side, its face, a glow and a scatter of sugar. */
function gummyPiece(
  index: number,
  cx: number,
  cy: number,
  size: number,
  rotation: number,
  tone: Tone,
  shape: GummyShape,
  random: Random,
): string {
  const w = size;
  const h = shape === 'square' ? size * 0.86 : size * 0.72;
  const depth = size * 0.17;
  const r = shape === 'square' ? size * 0.3 : h / 2;
  const id = `gm${index}`;
  const sat = clamp(tone.s + 6, 30, 72);
  const sugar: string[] = [];
  const grains = 34 + Math.floor(random() * 14);
  for (let i = 0; i < grains; i++) {
    const angle = random() * Math.PI * 2;
    const radius = Math.sqrt(random()) * 0.42;
    const gx = Math.cos(angle) * radius * w;
    const gy = Math.sin(angle) * radius * h;
    sugar.push(
      `<rect x="${n(gx)}" y="${n(gy)}" width="${n(between(random, 1.6, 3.4))}" height="${n(between(random, 1.6, 3.2))}" transform="rotate(${n(random() * 90)} ${n(gx)} ${n(gy)})" fill="#fffdf6" opacity="${n(between(random, 0.35, 0.8))}"/>`,
    );
  }
  const body = (y: number, fill: string, opacity: number) =>
    `<rect x="${n(-w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" opacity="${opacity}"/>`;
  return `
  <g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rotation)})">
    ${defs(
      radialGradient(
        `${id}f`,
        [0.38, 0.3, 0.78],
        [
          [0, hsl(tone.h, sat, 76)],
          [0.45, hsl(tone.h, sat + 6, 60)],
          [1, hsl(tone.h + 6, sat + 8, 42)],
        ],
      ),
      linearGradient(`${id}s`, ACROSS, [
        [0, hsl(tone.h + 8, sat, 30)],
        [0.55, hsl(tone.h + 4, sat + 10, 46)],
        [1, hsl(tone.h + 8, sat, 28)],
      ]),
      glow(`${id}g`, [0.7, 0.78, 0.5], hsl(tone.h - 4, sat + 20, 78), 0.75),
    )}
    ${body(depth, `url(#${id}s)`, 0.97)}
    ${body(0, `url(#${id}f)`, 0.95)}
    ${body(0, `url(#${id}g)`, 1)}
    <path d="M${n(-w * 0.36)} ${n(-h * 0.02)} Q${n(-w * 0.34)} ${n(-h * 0.36)} ${n(-w * 0.06)} ${n(-h * 0.4)}" stroke="#ffffff" stroke-width="${n(size * 0.05)}" stroke-linecap="round" fill="none" opacity="0.55"/>
    <circle cx="${n(-w * 0.2)}" cy="${n(-h * 0.22)}" r="${n(size * 0.035)}" fill="#ffffff" opacity="0.7"/>
    ${sugar.join('')}
  </g>`;
}

/** Where the eight gummies lie: centre and size, back row first so the front ones overlap it. */
const GUMMY_LAYOUT: ReadonlyArray<[x: number, y: number, size: number]> = [
  [262, 392, 176],
  [400, 352, 182],
  [540, 388, 172],
  [330, 470, 184],
  [470, 462, 186],
  [290, 556, 190],
  [440, 566, 196],
  [575, 530, 178],
];

export function gummiesArt(palette: Palette, random: Random): string {
  const tones: Tone[] = [palette.main, palette.second, { h: palette.main.h + 10, s: palette.main.s - 8 }];
  const shapes: GummyShape[] = random() < 0.5 ? ['square', 'square', 'round'] : ['square', 'round', 'square'];
  const pieces = GUMMY_LAYOUT.map(([x, y, size], index) =>
    gummyPiece(
      index,
      x + between(random, -10, 10),
      y + between(random, -8, 8),
      size * between(random, 0.95, 1.04),
      between(random, -24, 24),
      tones[(index * 2 + Math.floor(random() * 2)) % 3] ?? palette.main,
      shapes[index % 3] ?? 'square',
      random,
    ),
  );
  return floorShadow(420, 660, 290, 46) + pieces.join('');
}
