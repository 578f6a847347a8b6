/**
 * Generates the store's artwork: one illustration per catalogue product (400 and 800 px WebP),
 * the app icons, the manifest's shortcut icons, the favicon and the default link-preview image.
 *
 *   npx tsx pwa/scripts/make-product-images.ts
 *
 * Every image is drawn from an SVG string built here and rasterised with sharp, so the output
 * is deterministic: the same catalogue gives byte-identical files. No image contains text
 * (fonts are not reliable on the build machine).
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { catalogueProducts, type SeedProduct } from '#shared/catalogue/seed-products';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC_DIR = path.join(ROOT, 'pwa/public');
const PRODUCT_DIR = path.join(PUBLIC_DIR, 'images/products');
const ICON_DIR = path.join(PUBLIC_DIR, 'icons');

const BRAND = {
  green: '#14532d',
  greenLight: '#166534',
  emerald: '#047857',
  cream: '#faf7f0',
} as const;

/* ------------------------------------------------------------------ helpers */

/** FNV-1a: a stable 32-bit hash of a string. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded PRNG, so the art varies per product but never per run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}

/** Rounds for compact SVG. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** An HSL colour (h in degrees, s and l in percent) as #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (offset: number) => {
    let t = hue + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let value = p;
    if (t < 1 / 6) value = p + (q - p) * 6 * t;
    else if (t < 1 / 2) value = q;
    else if (t < 2 / 3) value = p + (q - p) * (2 / 3 - t) * 6;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

/* ------------------------------------------------------------------ palette */

interface Tone {
  h: number;
  s: number;
}

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

interface Palette {
  /** The tone of the first flavour, jittered a little per product. */
  main: Tone;
  /** The tone of the second flavour (or a neighbour of the main one). */
  second: Tone;
  bgLight: string;
  bgDeep: string;
  decor: string;
  shadow: string;
}

function paletteFor(product: SeedProduct, random: () => number): Palette {
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

/* ------------------------------------------------------------------ shared shapes */

/** A pointed leaflet from (0,0) growing up to (0,-length). */
function leafletPath(length: number, width: number): string {
  const w = width / 2;
  return `M0 0 C${n(w * 1.1)} ${n(-length * 0.25)} ${n(w)} ${n(-length * 0.72)} 0 ${n(-length)} C${n(-w)} ${n(-length * 0.72)} ${n(-w * 1.1)} ${n(-length * 0.25)} 0 0Z`;
}

/** A seven-leaflet cannabis fan leaf with its stem, origin at the base of the leaflets. */
function fanLeaf(scale: number, fill: string, vein: string | null, stem = true): string {
  const leaflets: Array<[angle: number, length: number]> = [
    [0, 1],
    [-27, 0.88],
    [27, 0.88],
    [-56, 0.68],
    [56, 0.68],
    [-88, 0.42],
    [88, 0.42],
  ];
  const parts: string[] = [];
  if (stem) {
    parts.push(
      `<path d="M0 0 Q${n(6 * scale)} ${n(60 * scale)} ${n(-4 * scale)} ${n(120 * scale)}" stroke="${fill}" stroke-width="${n(7 * scale)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // Side leaflets first so the long middle leaflet sits on top.
  for (const [angle, length] of [...leaflets].reverse()) {
    const len = 250 * scale * length;
    parts.push(`<path transform="rotate(${angle})" d="${leafletPath(len, len * 0.2)}" fill="${fill}"/>`);
    if (vein) {
      parts.push(
        `<path transform="rotate(${angle})" d="M0 ${n(-len * 0.08)} L0 ${n(-len * 0.9)}" stroke="${vein}" stroke-width="${n(2.2 * scale)}" stroke-linecap="round" opacity="0.55"/>`,
      );
    }
  }
  return parts.join('');
}

/** The Verdant mark: a sprout with two leaves, drawn in a 100x100 box. */
function logoMark(fill: string, cut: string): string {
  return [
    `<path d="M50 88 C50.5 74 50.5 62 51.5 50" stroke="${fill}" stroke-width="5.5" stroke-linecap="round" fill="none"/>`,
    `<path d="M51 55 C51 35 62 21 83 15 C85 37 73 53 51 55Z" fill="${fill}"/>`,
    `<path d="M49.5 66 C34 67 22 58 17 42 C35 39 48 49 49.5 66Z" fill="${fill}"/>`,
    `<path d="M54.5 50.5 Q64 36 77 23" stroke="${cut}" stroke-width="2.6" stroke-linecap="round" fill="none"/>`,
    `<path d="M46 61.5 Q35 55 24 45.5" stroke="${cut}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
  ].join('');
}

/* ------------------------------------------------------------------ backdrop */

function backdrop(palette: Palette, random: () => number, groundY: number): string {
  const haloX = between(random, 330, 470);
  const haloY = between(random, 300, 390);
  const haloR = between(random, 270, 320);
  const leafA = {
    x: between(random, 650, 760),
    y: between(random, 70, 170),
    rot: between(random, 190, 235),
    scale: between(random, 0.9, 1.15),
  };
  const leafB = {
    x: between(random, 30, 140),
    y: between(random, 640, 760),
    rot: between(random, 20, 60),
    scale: between(random, 0.75, 1),
  };
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.85" y2="1">
      <stop offset="0" stop-color="${palette.bgLight}"/>
      <stop offset="1" stop-color="${palette.bgDeep}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${BRAND.cream}" stop-opacity="0.95"/>
      <stop offset="0.55" stop-color="${BRAND.cream}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${BRAND.cream}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.shadow}" stop-opacity="0"/>
      <stop offset="1" stop-color="${palette.shadow}" stop-opacity="0.1"/>
    </linearGradient>
    <radialGradient id="floorShadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.shadow}" stop-opacity="0.34"/>
      <stop offset="0.6" stop-color="${palette.shadow}" stop-opacity="0.12"/>
      <stop offset="1" stop-color="${palette.shadow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <g opacity="0.13" transform="translate(${n(leafA.x)} ${n(leafA.y)}) rotate(${n(leafA.rot)}) scale(${n(leafA.scale)})">${fanLeaf(1, palette.decor, null)}</g>
  <g opacity="0.1" transform="translate(${n(leafB.x)} ${n(leafB.y)}) rotate(${n(leafB.rot)}) scale(${n(leafB.scale)})">${fanLeaf(0.8, palette.decor, null)}</g>
  <circle cx="${n(haloX)}" cy="${n(haloY)}" r="${n(haloR)}" fill="url(#halo)"/>
  <path d="M0 ${n(groundY)} Q400 ${n(groundY - 36)} 800 ${n(groundY)} L800 800 L0 800Z" fill="url(#ground)"/>`;
}

function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#floorShadow)"/>`;
}

/* ------------------------------------------------------------------ gummies */

type GummyShape = 'square' | 'round';

function gummyPiece(
  index: number,
  cx: number,
  cy: number,
  size: number,
  rotation: number,
  tone: Tone,
  shape: GummyShape,
  random: () => number,
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
    <defs>
      <radialGradient id="${id}f" cx="0.38" cy="0.3" r="0.78">
        <stop offset="0" stop-color="${hsl(tone.h, sat, 76)}"/>
        <stop offset="0.45" stop-color="${hsl(tone.h, sat + 6, 60)}"/>
        <stop offset="1" stop-color="${hsl(tone.h + 6, sat + 8, 42)}"/>
      </radialGradient>
      <linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${hsl(tone.h + 8, sat, 30)}"/>
        <stop offset="0.55" stop-color="${hsl(tone.h + 4, sat + 10, 46)}"/>
        <stop offset="1" stop-color="${hsl(tone.h + 8, sat, 28)}"/>
      </linearGradient>
      <radialGradient id="${id}g" cx="0.7" cy="0.78" r="0.5">
        <stop offset="0" stop-color="${hsl(tone.h - 4, sat + 20, 78)}" stop-opacity="0.75"/>
        <stop offset="1" stop-color="${hsl(tone.h - 4, sat + 20, 78)}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    ${body(depth, `url(#${id}s)`, 0.97)}
    ${body(0, `url(#${id}f)`, 0.95)}
    ${body(0, `url(#${id}g)`, 1)}
    <path d="M${n(-w * 0.36)} ${n(-h * 0.02)} Q${n(-w * 0.34)} ${n(-h * 0.36)} ${n(-w * 0.06)} ${n(-h * 0.4)}" stroke="#ffffff" stroke-width="${n(size * 0.05)}" stroke-linecap="round" fill="none" opacity="0.55"/>
    <circle cx="${n(-w * 0.2)}" cy="${n(-h * 0.22)}" r="${n(size * 0.035)}" fill="#ffffff" opacity="0.7"/>
    ${sugar.join('')}
  </g>`;
}

function gummiesArt(palette: Palette, random: () => number): string {
  const layout: Array<[x: number, y: number, size: number]> = [
    [262, 392, 176],
    [400, 352, 182],
    [540, 388, 172],
    [330, 470, 184],
    [470, 462, 186],
    [290, 556, 190],
    [440, 566, 196],
    [575, 530, 178],
  ];
  const tones: Tone[] = [palette.main, palette.second, { h: palette.main.h + 10, s: palette.main.s - 8 }];
  const shapes: GummyShape[] = random() < 0.5 ? ['square', 'square', 'round'] : ['square', 'round', 'square'];
  const pieces = layout.map(([x, y, size], index) =>
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

/* ------------------------------------------------------------------ flower */

/** Half the width of a bud at t (0 = tip, 1 = base), as a share of its widest point. */
function budWidth(t: number): number {
  if (t < 0.62) return Math.sin(((t / 0.62) * Math.PI) / 2) ** 0.85;
  return Math.cos(((t - 0.62) / 0.38) * Math.PI * 0.36);
}

function budCluster(
  cx: number,
  top: number,
  height: number,
  maxHalfWidth: number,
  random: () => number,
  purple: boolean,
  prefix: string,
  detail = 1,
): string {
  const widthAt = (t: number) => maxHalfWidth * budWidth(t);
  const outline: string[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    outline.push(`${n(cx + widthAt(t) * 0.92)} ${n(top + t * height)}`);
  }
  for (let i = 24; i >= 0; i--) {
    const t = i / 24;
    outline.push(`${n(cx - widthAt(t) * 0.92)} ${n(top + t * height)}`);
  }

  const fills = [`url(#${prefix}c1)`, `url(#${prefix}c2)`, `url(#${prefix}c3)`];
  const calyxes: Array<{ x: number; y: number; size: number; angle: number; fill: string; order: number }> = [];
  const rows = Math.round(21 * detail);
  for (let row = 0; row < rows; row++) {
    const t = 0.03 + (row / (rows - 1)) * 0.93;
    const w = widthAt(t);
    const count = Math.max(1, Math.round((w / maxHalfWidth) * 8 * detail));
    for (let k = 0; k < count; k++) {
      const u = count === 1 ? 0 : (k / (count - 1)) * 2 - 1;
      const offset = clamp(u * 0.84 + between(random, -0.08, 0.08), -0.92, 0.92);
      const size = (maxHalfWidth / 135) * between(random, 34, 46) * (0.62 + 0.38 * (w / maxHalfWidth));
      let fill = fills[Math.floor(random() * fills.length)] ?? '';
      if (purple && random() < 0.3) fill = `url(#${prefix}c4)`;
      calyxes.push({
        x: cx + offset * w,
        y: top + t * height + between(random, -6, 6),
        size,
        angle: offset * 42 + between(random, -10, 10),
        fill,
        order: t * 10 + (1 - Math.abs(offset)) * 2 + random() * 0.5,
      });
    }
  }
  calyxes.sort((a, b) => a.order - b.order);
  const calyxShapes = calyxes.map((c) => {
    const s = c.size;
    return {
      fill: c.fill,
      shape: `transform="translate(${n(c.x)} ${n(c.y)}) rotate(${n(c.angle)})" d="M0 ${n(-s * 0.66)} C${n(s * 0.52)} ${n(-s * 0.2)} ${n(s * 0.48)} ${n(s * 0.36)} 0 ${n(s * 0.4)} C${n(-s * 0.48)} ${n(s * 0.36)} ${n(-s * 0.52)} ${n(-s * 0.2)} 0 ${n(-s * 0.66)}Z"`,
    };
  });
  const calyxSvg = calyxShapes
    .map((c) => `<path ${c.shape} fill="${c.fill}" stroke="#1f3d14" stroke-opacity="0.28" stroke-width="1.2"/>`)
    .join('');
  // Light from the upper left: shade the whole cluster, clipped to the calyxes themselves.
  const shadeBox = `x="${n(cx - maxHalfWidth * 1.3)}" y="${n(top - height * 0.05)}" width="${n(maxHalfWidth * 2.6)}" height="${n(height * 1.1)}"`;
  const shading = `<clipPath id="${prefix}clip"><path d="M${outline.join(' L')}Z"/>${calyxShapes.map((c) => `<path ${c.shape}/>`).join('')}</clipPath><rect ${shadeBox} fill="url(#${prefix}shade)" clip-path="url(#${prefix}clip)"/>`;

  const sugarLeaves: string[] = [];
  const leafCount = Math.round(8 * detail);
  for (let i = 0; i < leafCount; i++) {
    const t = between(random, 0.18, 0.9);
    const side = i % 2 === 0 ? -1 : 1;
    const length = (maxHalfWidth / 135) * between(random, 60, 95);
    sugarLeaves.push(
      `<path transform="translate(${n(cx + side * widthAt(t) * 0.7)} ${n(top + t * height)}) rotate(${n(side * between(random, 40, 80))})" d="${leafletPath(length, length * 0.3)}" fill="url(#${prefix}sl)"/>`,
    );
  }

  const pistils: string[] = [];
  const pistilCount = Math.round(34 * detail);
  for (let i = 0; i < pistilCount; i++) {
    const t = between(random, 0.02, 0.88);
    const x = cx + between(random, -0.85, 0.85) * widthAt(t);
    const y = top + t * height;
    const len = (maxHalfWidth / 135) * between(random, 14, 28);
    const dx = ((x - cx) / maxHalfWidth) * len * 0.9 + between(random, -len * 0.3, len * 0.3);
    const curl = between(random, -0.6, 0.6) * len;
    pistils.push(
      `<path d="M${n(x)} ${n(y)} c${n(curl * 0.4)} ${n(-len * 0.4)} ${n(dx + curl)} ${n(-len * 0.6)} ${n(dx)} ${n(-len)}" stroke="${hsl(between(random, 18, 32), 76, between(random, 48, 60))}" stroke-width="${n((maxHalfWidth / 135) * between(random, 1.8, 2.8))}" stroke-linecap="round" fill="none"/>`,
    );
  }

  const frost: string[] = [];
  const frostCount = Math.round(220 * detail);
  for (let i = 0; i < frostCount; i++) {
    const t = between(random, 0.02, 0.96);
    frost.push(
      `<circle cx="${n(cx + between(random, -0.92, 0.92) * widthAt(t))}" cy="${n(top + t * height)}" r="${n((maxHalfWidth / 135) * between(random, 0.9, 2))}" fill="#f8faf0" opacity="${n(between(random, 0.4, 0.85))}"/>`,
    );
  }

  return `
  <defs>
    <radialGradient id="${prefix}c1" cx="0.4" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${hsl(88, 44, 68)}"/>
      <stop offset="1" stop-color="${hsl(100, 46, 36)}"/>
    </radialGradient>
    <radialGradient id="${prefix}c2" cx="0.4" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${hsl(96, 36, 60)}"/>
      <stop offset="1" stop-color="${hsl(110, 42, 28)}"/>
    </radialGradient>
    <radialGradient id="${prefix}c3" cx="0.4" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${hsl(80, 34, 70)}"/>
      <stop offset="1" stop-color="${hsl(94, 36, 42)}"/>
    </radialGradient>
    <radialGradient id="${prefix}c4" cx="0.4" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${hsl(290, 20, 56)}"/>
      <stop offset="1" stop-color="${hsl(284, 30, 28)}"/>
    </radialGradient>
    <linearGradient id="${prefix}sl" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${hsl(120, 40, 26)}"/>
      <stop offset="1" stop-color="${hsl(108, 36, 40)}"/>
    </linearGradient>
    <linearGradient id="${prefix}shade" x1="0.15" y1="0" x2="0.9" y2="0.45">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>
      <stop offset="0.4" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="0.65" stop-color="#0d2608" stop-opacity="0.06"/>
      <stop offset="1" stop-color="#0d2608" stop-opacity="0.4"/>
    </linearGradient>
    <linearGradient id="${prefix}core" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${hsl(112, 40, 22)}"/>
      <stop offset="0.45" stop-color="${hsl(104, 38, 34)}"/>
      <stop offset="1" stop-color="${hsl(116, 40, 18)}"/>
    </linearGradient>
  </defs>
  ${sugarLeaves.join('')}
  <path d="M${outline.join(' L')}Z" fill="url(#${prefix}core)"/>
  ${calyxSvg}
  ${shading}
  ${pistils.join('')}
  ${frost.join('')}`;
}

function isPurpleStrain(product: SeedProduct, palette: Palette): boolean {
  const hue = ((palette.main.h % 360) + 360) % 360;
  return /purple|grape|punch/i.test(product.name) || (hue > 250 && hue < 330);
}

function flowerArt(product: SeedProduct, palette: Palette, random: () => number): string {
  const leafRotation = between(random, -52, -36);
  const leafRotation2 = between(random, 34, 50);
  const tilt = between(random, -9, 9);
  return `
  <defs>
    <linearGradient id="leafFill" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(130, 36, 40)}"/>
      <stop offset="1" stop-color="${hsl(136, 42, 26)}"/>
    </linearGradient>
  </defs>
  ${floorShadow(410, 662, 250, 40)}
  <g transform="translate(360 640) rotate(${n(leafRotation)}) scale(1.12)">${fanLeaf(1, 'url(#leafFill)', hsl(110, 30, 58), false)}</g>
  <g transform="translate(470 650) rotate(${n(leafRotation2)}) scale(0.82)" opacity="0.92">${fanLeaf(1, 'url(#leafFill)', hsl(110, 30, 58), false)}</g>
  <g transform="rotate(${n(tilt)} 410 450)">
    <path d="M410 610 Q404 640 414 668" stroke="${hsl(84, 26, 38)}" stroke-width="16" stroke-linecap="round" fill="none"/>
    ${budCluster(410, 232, 400, 142, random, isPurpleStrain(product, palette), 'bud')}
  </g>`;
}

/* ------------------------------------------------------------------ vapes */

function vapeArt(palette: Palette, random: () => number): string {
  const tilt = between(random, 22, 34);
  // Dark yellows and browns look muddy on a battery: those pens get the brand green instead.
  const hue = ((palette.main.h % 360) + 360) % 360;
  const bodyHue = hue > 24 && hue < 80 ? 150 : palette.main.h;
  const bodySat = hue > 24 && hue < 80 ? 44 : clamp(palette.main.s * 0.45, 12, 38);
  const body = hsl(bodyHue, bodySat, 22);
  const bodyLight = hsl(bodyHue, bodySat, 36);
  const accent = hsl(palette.main.h, palette.main.s + 10, 62);
  const oilHue = 36 + between(random, -4, 6);
  const bubbles: string[] = [];
  for (let i = 0; i < 5; i++) {
    bubbles.push(
      `<circle cx="${n(between(random, 380, 420))}" cy="${n(between(random, 200, 320))}" r="${n(between(random, 2, 5))}" fill="#fff6d8" opacity="${n(between(random, 0.35, 0.7))}"/>`,
    );
  }
  return `
  <defs>
    <linearGradient id="penBody" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${body}"/>
      <stop offset="0.32" stop-color="${bodyLight}"/>
      <stop offset="0.45" stop-color="${body}"/>
      <stop offset="1" stop-color="${hsl(bodyHue, 20, 12)}"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#8d8a80"/>
      <stop offset="0.3" stop-color="#f4f1e8"/>
      <stop offset="0.55" stop-color="#b7b2a4"/>
      <stop offset="1" stop-color="#6f6b61"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#9a7a3c"/>
      <stop offset="0.35" stop-color="#f3dc9b"/>
      <stop offset="1" stop-color="#8a6a2e"/>
    </linearGradient>
    <linearGradient id="oil" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(oilHue + 6, 88, 62)}"/>
      <stop offset="1" stop-color="${hsl(oilHue - 6, 90, 40)}"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.1"/>
      <stop offset="0.2" stop-color="#ffffff" stop-opacity="0.65"/>
      <stop offset="0.32" stop-color="#ffffff" stop-opacity="0.08"/>
      <stop offset="0.85" stop-color="#ffffff" stop-opacity="0.05"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.35"/>
    </linearGradient>
    <linearGradient id="ceramic" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#d9d3c4"/>
      <stop offset="0.35" stop-color="${BRAND.cream}"/>
      <stop offset="1" stop-color="#bdb6a5"/>
    </linearGradient>
  </defs>
  ${floorShadow(380, 676, 220, 28)}
  <g transform="translate(400 410) scale(1.04) rotate(${n(tilt)}) translate(-400 -420)">
    <rect x="368" y="388" width="64" height="330" rx="14" fill="url(#penBody)"/>
    <rect x="368" y="676" width="64" height="10" fill="${accent}" opacity="0.85"/>
    <rect x="380" y="396" width="7" height="300" rx="3.5" fill="#ffffff" opacity="0.12"/>
    <rect x="366" y="370" width="68" height="22" rx="4" fill="url(#gold)"/>
    <rect x="372" y="342" width="56" height="30" rx="3" fill="url(#metal)"/>
    <rect x="372" y="150" width="56" height="196" rx="9" fill="${hsl(oilHue, 30, 88)}" opacity="0.35"/>
    <rect x="376" y="188" width="48" height="154" rx="6" fill="url(#oil)" opacity="0.95"/>
    <rect x="396" y="160" width="8" height="182" fill="${hsl(oilHue - 8, 60, 30)}" opacity="0.35"/>
    ${bubbles.join('')}
    <rect x="372" y="150" width="56" height="196" rx="9" fill="url(#glass)"/>
    <rect x="372" y="150" width="56" height="196" rx="9" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>
    <rect x="370" y="136" width="60" height="18" rx="4" fill="url(#metal)"/>
    <path d="M376 138 L380 84 Q382 70 396 70 L404 70 Q418 70 420 84 L424 138Z" fill="url(#ceramic)"/>
    <rect x="386" y="84" width="6" height="46" rx="3" fill="#ffffff" opacity="0.55"/>
  </g>`;
}

/* ------------------------------------------------------------------ prerolls */

function prerollArt(palette: Palette, random: () => number): string {
  const tilt = between(random, -33, -25);
  const band = hsl(palette.main.h, palette.main.s + 6, 46);
  const bandDeep = hsl(palette.main.h, palette.main.s + 6, 32);
  // The cone, drawn lying along the x axis before the tilt: filter at the left, twist at the right.
  const filterStart = 160;
  const coneStart = 256;
  const coneEnd = 580;
  const r0 = 23;
  const r1 = 58;
  const radiusAt = (x: number) => r0 + ((x - coneStart) / (coneEnd - coneStart)) * (r1 - r0);
  const cy = 400;
  const streaks: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = between(random, coneStart + 90, coneEnd - 20);
    const spread = radiusAt(x) * 0.75;
    streaks.push(
      `<ellipse cx="${n(x)}" cy="${n(cy + between(random, -spread, spread))}" rx="${n(between(random, 10, 22))}" ry="${n(between(random, 1.5, 3))}" fill="${hsl(between(random, 70, 100), 24, 44)}" opacity="${n(between(random, 0.03, 0.06))}"/>`,
    );
  }
  const bandX = 282;
  const bandW = 56;
  const top = (x: number) => n(cy - radiusAt(x));
  const bottom = (x: number) => n(cy + radiusAt(x));
  const bandPath = `M${bandX} ${top(bandX)} L${bandX + bandW} ${top(bandX + bandW)} L${bandX + bandW} ${bottom(bandX + bandW)} L${bandX} ${bottom(bandX)}Z`;
  const e = coneEnd;
  const tip = `M${e} ${cy - r1} C${e + 30} ${cy - r1} ${e + 56} ${cy - 26} ${e + 62} ${cy - 9} C${e + 70} ${cy - 14} ${e + 82} ${cy - 22} ${e + 92} ${cy - 20} C${e + 86} ${cy - 10} ${e + 84} ${cy + 2} ${e + 90} ${cy + 12} C${e + 80} ${cy + 10} ${e + 70} ${cy + 8} ${e + 62} ${cy + 9} C${e + 56} ${cy + 26} ${e + 30} ${cy + r1} ${e} ${cy + r1}Z`;
  const leafX = between(random, 560, 600);
  return `
  <defs>
    <linearGradient id="paper" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fffdf8"/>
      <stop offset="0.3" stop-color="#f8f3e9"/>
      <stop offset="0.75" stop-color="#e4dac7"/>
      <stop offset="1" stop-color="#c9bda4"/>
    </linearGradient>
    <linearGradient id="crutch" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#eee2c6"/>
      <stop offset="0.45" stop-color="#d6c49e"/>
      <stop offset="1" stop-color="#a48e66"/>
    </linearGradient>
    <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(palette.main.h, palette.main.s + 6, 60)}"/>
      <stop offset="0.45" stop-color="${band}"/>
      <stop offset="1" stop-color="${bandDeep}"/>
    </linearGradient>
    <linearGradient id="goldLine" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f3dc9b"/>
      <stop offset="1" stop-color="#9a7a3c"/>
    </linearGradient>
    <linearGradient id="sprig" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(126, 36, 42)}"/>
      <stop offset="1" stop-color="${hsl(136, 42, 26)}"/>
    </linearGradient>
  </defs>
  ${floorShadow(400, 598, 270, 32)}
  <g transform="translate(${n(leafX)} 640) rotate(${n(between(random, -80, -60))}) scale(0.5, 0.36)">${fanLeaf(1, 'url(#sprig)', hsl(110, 30, 58), true)}</g>
  <g transform="translate(400 392) scale(1.08) rotate(${n(tilt)}) translate(-400 -400)">
    <path d="M${filterStart + 8} ${cy - r0} L${coneStart} ${cy - r0} L${coneStart} ${cy + r0} L${filterStart + 8} ${cy + r0} Q${filterStart} ${cy + r0} ${filterStart} ${cy} Q${filterStart} ${cy - r0} ${filterStart + 8} ${cy - r0}Z" fill="url(#crutch)"/>
    <ellipse cx="${filterStart + 2}" cy="${cy}" rx="7" ry="${r0 - 1}" fill="#c2ae86"/>
    <path d="M${filterStart + 2} ${cy - 14} q7 5 1 12 q-6 6 2 12 M${filterStart + 2} ${cy - 7} q4 3 0 7" stroke="#8c7750" stroke-width="2" fill="none" stroke-linecap="round"/>
    <path d="${tip}" fill="url(#paper)"/>
    <path d="M${e + 8} ${cy - r1 * 0.62} C${e + 32} ${cy - r1 * 0.45} ${e + 50} ${cy - 16} ${e + 62} ${cy - 6} M${e + 8} ${cy + r1 * 0.55} C${e + 32} ${cy + r1 * 0.4} ${e + 50} ${cy + 14} ${e + 62} ${cy + 6} M${e + 66} ${cy - 6} C${e + 74} ${cy - 8} ${e + 80} ${cy - 4} ${e + 86} ${cy + 6}" stroke="#cdbfa3" stroke-width="1.7" fill="none" stroke-linecap="round"/>
    <path d="M${coneStart - 4} ${cy - r0 - 1} L${e} ${cy - r1} Q${e + 8} ${cy} ${e} ${cy + r1} L${coneStart - 4} ${cy + r0 + 1}Z" fill="url(#paper)"/>
    ${streaks.join('')}
    <path d="M${coneStart} ${cy - r0 * 0.3} L${e + 2} ${cy - r1 * 0.22}" stroke="#d6cab0" stroke-width="1.5" opacity="0.8"/>
    <path d="${bandPath}" fill="url(#band)"/>
    <path d="M${bandX + 3} ${top(bandX + 3)} L${bandX + 3} ${bottom(bandX + 3)} M${bandX + bandW - 3} ${top(bandX + bandW - 3)} L${bandX + bandW - 3} ${bottom(bandX + bandW - 3)}" stroke="url(#goldLine)" stroke-width="2.6"/>
    <g transform="translate(${bandX + 10} ${cy - 18}) scale(0.36)">${logoMark(BRAND.cream, band)}</g>
    <path d="M${coneStart + 4} ${cy - r0 + 6} L${e - 6} ${cy - r1 + 9}" stroke="#ffffff" stroke-width="4" opacity="0.75" stroke-linecap="round"/>
  </g>`;
}

/* ------------------------------------------------------------------ product images */

function productSvg(product: SeedProduct, size: number): string {
  const random = seededRandom(hashString(product.id));
  const palette = paletteFor(product, random);
  const groundY = between(random, 560, 600);
  let art: string;
  switch (product.category) {
    case 'gummies':
      art = gummiesArt(palette, random);
      break;
    case 'flower':
      art = flowerArt(product, palette, random);
      break;
    case 'vapes':
      art = vapeArt(palette, random);
      break;
    case 'prerolls':
      art = prerollArt(palette, random);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">${backdrop(palette, random, groundY)}${art}</svg>`;
}

async function writeWebp(svg: string, file: string): Promise<number> {
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toBuffer();
  await writeFile(file, buffer);
  return buffer.length;
}

/* ------------------------------------------------------------------ icons */

/** The app icon's square: brand green with a soft glow from the upper left, `content` on top. */
function iconTile(size: number, radius: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="iconBg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND.greenLight}"/>
      <stop offset="1" stop-color="${BRAND.green}"/>
    </linearGradient>
    <radialGradient id="iconGlow" cx="0.3" cy="0.2" r="0.8">
      <stop offset="0" stop-color="${BRAND.emerald}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${BRAND.emerald}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="800" rx="${n(radius)}" fill="url(#iconBg)"/>
  <rect width="800" height="800" rx="${n(radius)}" fill="url(#iconGlow)"/>
  ${content}
</svg>`;
}

const ICON_RADIUS = 800 * 0.22;

function iconSvg(size: number, options: { rounded: boolean; markScale: number }): string {
  const markSize = 800 * options.markScale;
  const offset = (800 - markSize) / 2;
  return iconTile(
    size,
    options.rounded ? ICON_RADIUS : 0,
    `<g transform="translate(${n(offset)} ${n(offset + markSize * 0.02)}) scale(${n(markSize / 100)})">${logoMark(BRAND.cream, BRAND.green)}</g>`,
  );
}

function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${BRAND.green}"/><g transform="translate(12 11) scale(0.76)">${logoMark(BRAND.cream, BRAND.green)}</g></svg>\n`;
}

/* ------------------------------------------------------------------ shortcut icons */

// The app's shortcuts (long-press on Android, the taskbar menu on Windows): one flat cream
// glyph each on the app icon's square, kept to its middle so launchers that mask it keep it whole.

function gummyBearGlyph(): string {
  const c = BRAND.cream;
  return `<g fill="${c}" transform="translate(0 28)">
    <circle cx="322" cy="178" r="44"/><circle cx="478" cy="178" r="44"/>
    <circle cx="400" cy="252" r="96"/>
    <ellipse cx="282" cy="392" rx="46" ry="74" transform="rotate(38 282 392)"/>
    <ellipse cx="518" cy="392" rx="46" ry="74" transform="rotate(-38 518 392)"/>
    <ellipse cx="400" cy="448" rx="124" ry="140"/>
    <ellipse cx="322" cy="560" rx="64" ry="58"/><ellipse cx="478" cy="560" rx="64" ry="58"/>
    <ellipse cx="400" cy="452" rx="62" ry="74" fill="${BRAND.green}" opacity="0.22"/>
  </g>`;
}

function fanLeafGlyph(): string {
  return `<g transform="translate(400 494) scale(1.45)">${fanLeaf(1, BRAND.cream, BRAND.green)}</g>`;
}

function vapePenGlyph(): string {
  const c = BRAND.cream;
  const g = BRAND.green;
  return `<g transform="rotate(35 400 410)">
    <path d="M372 150 L428 150 L442 218 L358 218Z" fill="${c}"/>
    <rect x="355" y="224" width="90" height="164" rx="14" fill="${c}"/>
    <rect x="381" y="250" width="38" height="112" rx="10" fill="${g}"/>
    <rect x="381" y="300" width="38" height="62" rx="10" fill="${c}" opacity="0.45"/>
    <rect x="348" y="394" width="104" height="24" rx="6" fill="${c}"/>
    <rect x="355" y="424" width="90" height="246" rx="24" fill="${c}"/>
    <circle cx="400" cy="478" r="12" fill="${g}"/>
  </g>`;
}

function prerollGlyph(): string {
  const c = BRAND.cream;
  const g = BRAND.green;
  return `<g transform="rotate(-35 410 400)">
    <rect x="168" y="358" width="100" height="84" rx="16" fill="${c}"/>
    <path d="M196 366 V434 M226 366 V434" stroke="${g}" stroke-width="8" stroke-linecap="round" opacity="0.4"/>
    <path d="M276 356 L560 306 Q590 400 560 494 L276 444Z" fill="${c}"/>
    <path d="M566 314 C604 330 628 370 640 388 C656 382 670 380 684 386 C676 396 676 404 684 414 C670 420 656 418 640 412 C628 430 604 470 566 486 Q592 400 566 314Z" fill="${c}"/>
    <path d="M304 351 L346 344 L346 456 L304 449Z" fill="${g}" opacity="0.5"/>
  </g>`;
}

function shoppingBagGlyph(): string {
  const c = BRAND.cream;
  return `<path d="M318 318 V262 A82 82 0 0 1 482 262 V318" stroke="${c}" stroke-width="36" stroke-linecap="round" fill="none"/>
  <path d="M246 300 H554 Q586 300 588 332 L604 602 Q606 640 568 640 H232 Q194 640 196 602 L212 332 Q214 300 246 300Z" fill="${c}"/>
  <g transform="translate(318 378) scale(1.64)">${logoMark(BRAND.green, BRAND.cream)}</g>`;
}

/** One per manifest shortcut: the four categories and the cart (the header's bag icon). */
const SHORTCUT_GLYPHS: Record<SeedProduct['category'] | 'cart', () => string> = {
  gummies: gummyBearGlyph,
  flower: fanLeafGlyph,
  vapes: vapePenGlyph,
  prerolls: prerollGlyph,
  cart: shoppingBagGlyph,
};

/* ------------------------------------------------------------------ link preview */

function ogSvg(): string {
  const random = seededRandom(hashString('verdant-og'));
  const tiles: Array<{ category: SeedProduct['category']; flavour: string }> = [
    { category: 'gummies', flavour: 'Lychee' },
    { category: 'flower', flavour: 'Grape' },
    { category: 'vapes', flavour: 'Mango' },
    { category: 'prerolls', flavour: 'Mint' },
  ];
  const tileSize = 232;
  const gap = 22;
  const originX = 640;
  const originY = (630 - tileSize * 2 - gap) / 2;
  const tileSvgs = tiles.map((tile, index) => {
    const product: SeedProduct = {
      id: `og-${tile.category}`,
      name: tile.category,
      description: '',
      category: tile.category,
      thcContent: '',
      cbdContent: '',
      effects: [],
      flavors: [tile.flavour],
      rating: '5.0',
      reviewCount: 0,
      inStock: true,
      featured: true,
    };
    const inner = productSvg(product, tileSize)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
      .replace(/id="([^"]+)"/g, `id="t${index}$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#t${index}$1)`);
    const x = originX + (index % 2) * (tileSize + gap);
    const y = originY + Math.floor(index / 2) * (tileSize + gap);
    return `<g transform="translate(${x} ${y})"><clipPath id="tileClip${index}"><rect width="${tileSize}" height="${tileSize}" rx="28"/></clipPath><g clip-path="url(#tileClip${index})"><g transform="scale(${n(tileSize / 800)})">${inner}</g></g></g>`;
  });
  const leafSpots: Array<[x: number, y: number, rotation: number, scale: number]> = [
    [70, 600, 35, 1.15],
    [560, 40, 200, 0.95],
  ];
  const leaves = leafSpots.map(
    ([x, y, rotation, scale]) =>
      `<g opacity="${n(between(random, 0.05, 0.07))}" transform="translate(${x} ${y}) rotate(${rotation}) scale(${scale})">${fanLeaf(1, BRAND.cream, null)}</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="ogBg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND.greenLight}"/>
      <stop offset="1" stop-color="#0f3f22"/>
    </linearGradient>
    <radialGradient id="ogGlow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${BRAND.emerald}" stop-opacity="0.6"/>
      <stop offset="1" stop-color="${BRAND.emerald}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#ogBg)"/>
  ${leaves.join('')}
  <circle cx="310" cy="315" r="300" fill="url(#ogGlow)"/>
  <circle cx="310" cy="315" r="170" fill="${BRAND.cream}" opacity="0.08"/>
  <g transform="translate(160 160) scale(3)">${logoMark(BRAND.cream, BRAND.green)}</g>
  ${tileSvgs.join('')}
</svg>`;
}

/* ------------------------------------------------------------------ main */

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await directorySize(full) : (await stat(full)).size;
  }
  return total;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The script's progress output (a CLI, so plain stdout). */
function report(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  await mkdir(PRODUCT_DIR, { recursive: true });
  await mkdir(ICON_DIR, { recursive: true });

  let largest = { id: '', bytes: 0 };
  for (const product of catalogueProducts) {
    await writeWebp(productSvg(product, 400), path.join(PRODUCT_DIR, `${product.id}-400.webp`));
    const bytes = await writeWebp(productSvg(product, 800), path.join(PRODUCT_DIR, `${product.id}-800.webp`));
    if (bytes > largest.bytes) largest = { id: product.id, bytes };
  }
  report(
    `Wrote ${catalogueProducts.length * 2} product images; largest 800px file: ${largest.id} (${kb(largest.bytes)})`,
  );

  const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  await writeFile(path.join(ICON_DIR, 'icon-192.png'), await png(iconSvg(192, { rounded: true, markScale: 0.68 })));
  await writeFile(path.join(ICON_DIR, 'icon-512.png'), await png(iconSvg(512, { rounded: true, markScale: 0.68 })));
  // Maskable: full-bleed background, mark well inside the central 80% safe zone.
  await writeFile(
    path.join(ICON_DIR, 'maskable-512.png'),
    await png(iconSvg(512, { rounded: false, markScale: 0.56 })),
  );
  // iOS applies its own mask, so the touch icon is full bleed too.
  await writeFile(
    path.join(ICON_DIR, 'apple-touch-icon-180.png'),
    await png(iconSvg(180, { rounded: false, markScale: 0.64 })),
  );
  for (const [name, glyph] of Object.entries(SHORTCUT_GLYPHS)) {
    await writeFile(path.join(ICON_DIR, `shortcut-${name}-96.png`), await png(iconTile(96, ICON_RADIUS, glyph())));
  }
  await writeFile(path.join(PUBLIC_DIR, 'favicon.svg'), faviconSvg());
  await writeFile(path.join(PUBLIC_DIR, 'images/og-default.png'), await png(ogSvg()));
  report('Wrote icons, shortcut icons, favicon.svg and images/og-default.png');

  report(`Total size of pwa/public/images: ${kb(await directorySize(path.join(PUBLIC_DIR, 'images')))}`);
}

await main();
