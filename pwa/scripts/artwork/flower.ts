import { floorShadow } from './backdrop.ts';
import type { ProductToDraw } from './catalogue.ts';
import { clamp, hsl, hueDegrees, LEAF_VEIN } from './colour.ts';
import type { Palette } from './palette.ts';
import { between, type Random } from './random.ts';
import { fanLeaf, leafletPath } from './shapes.ts';
import { ACROSS, DIAGONAL, defs, linearGradient, n, radialGradient } from './svg.ts';

/**
 * The calyxes' three greens and the purple of a purple strain, each from its lit side to its
 * shaded one: gradients `c1` to `c4` of a bud.
 */
const CALYX_SHADES: ReadonlyArray<[from: string, to: string]> = [
  [hsl(88, 44, 68), hsl(100, 46, 36)],
  [hsl(96, 36, 60), hsl(110, 42, 28)],
  [hsl(80, 34, 70), hsl(94, 36, 42)],
  [hsl(290, 20, 56), hsl(284, 30, 28)],
];

/** Half the width of a bud at t (0 = tip, 1 = base), as a share of its widest point. */
function budWidth(t: number): number {
  if (t < 0.62) return Math.sin(((t / 0.62) * Math.PI) / 2) ** 0.85;
  return Math.cos(((t - 0.62) / 0.38) * Math.PI * 0.36);
}

/**
 * A bud hanging from its tip at (cx, top), `height` long and at most `maxHalfWidth` either side:
 * a core, overlapping calyxes lit from the upper left, sugar leaves, pistils and frost. Its
 * gradients' ids start with `prefix`.
 */
function budCluster(
  cx: number,
  top: number,
  height: number,
  maxHalfWidth: number,
  random: Random,
  purple: boolean,
  prefix: string,
): string {
  const widthAt = (t: number) => maxHalfWidth * budWidth(t);
  // Calyxes, leaves, pistils and frost were sized for a bud 135 units wide on each side.
  const unit = maxHalfWidth / 135;
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
  const rows = 21;
  for (let row = 0; row < rows; row++) {
    const t = 0.03 + (row / (rows - 1)) * 0.93;
    const w = widthAt(t);
    const count = Math.max(1, Math.round((w / maxHalfWidth) * 8));
    for (let k = 0; k < count; k++) {
      const u = count === 1 ? 0 : (k / (count - 1)) * 2 - 1;
      const offset = clamp(u * 0.84 + between(random, -0.08, 0.08), -0.92, 0.92);
      const size = unit * between(random, 34, 46) * (0.62 + 0.38 * (w / maxHalfWidth));
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
  const leafCount = 8;
  for (let i = 0; i < leafCount; i++) {
    const t = between(random, 0.18, 0.9);
    const side = i % 2 === 0 ? -1 : 1;
    const length = unit * between(random, 60, 95);
    sugarLeaves.push(
      `<path transform="translate(${n(cx + side * widthAt(t) * 0.7)} ${n(top + t * height)}) rotate(${n(side * between(random, 40, 80))})" d="${leafletPath(length, length * 0.3)}" fill="url(#${prefix}sl)"/>`,
    );
  }

  const pistils: string[] = [];
  const pistilCount = 34;
  for (let i = 0; i < pistilCount; i++) {
    const t = between(random, 0.02, 0.88);
    const x = cx + between(random, -0.85, 0.85) * widthAt(t);
    const y = top + t * height;
    const len = unit * between(random, 14, 28);
    const dx = ((x - cx) / maxHalfWidth) * len * 0.9 + between(random, -len * 0.3, len * 0.3);
    const curl = between(random, -0.6, 0.6) * len;
    pistils.push(
      `<path d="M${n(x)} ${n(y)} c${n(curl * 0.4)} ${n(-len * 0.4)} ${n(dx + curl)} ${n(-len * 0.6)} ${n(dx)} ${n(-len)}" stroke="${hsl(between(random, 18, 32), 76, between(random, 48, 60))}" stroke-width="${n(unit * between(random, 1.8, 2.8))}" stroke-linecap="round" fill="none"/>`,
    );
  }

  const frost: string[] = [];
  const frostCount = 220;
  for (let i = 0; i < frostCount; i++) {
    const t = between(random, 0.02, 0.96);
    frost.push(
      `<circle cx="${n(cx + between(random, -0.92, 0.92) * widthAt(t))}" cy="${n(top + t * height)}" r="${n(unit * between(random, 0.9, 2))}" fill="#f8faf0" opacity="${n(between(random, 0.4, 0.85))}"/>`,
    );
  }

  return `
  ${defs(
    ...CALYX_SHADES.map(([from, to], index) =>
      radialGradient(
        `${prefix}c${index + 1}`,
        [0.4, 0.3, 0.8],
        [
          [0, from],
          [1, to],
        ],
      ),
    ),
    linearGradient(`${prefix}sl`, ACROSS, [
      [0, hsl(120, 40, 26)],
      [1, hsl(108, 36, 40)],
    ]),
    linearGradient(
      `${prefix}shade`,
      [0.15, 0, 0.9, 0.45],
      [
        [0, '#ffffff', 0.16],
        [0.4, '#ffffff', 0],
        [0.65, '#0d2608', 0.06],
        [1, '#0d2608', 0.4],
      ],
    ),
    linearGradient(`${prefix}core`, ACROSS, [
      [0, hsl(112, 40, 22)],
      [0.45, hsl(104, 38, 34)],
      [1, hsl(116, 40, 18)],
    ]),
  )}
  ${sugarLeaves.join('')}
  <path d="M${outline.join(' L')}Z" fill="url(#${prefix}core)"/>
  ${calyxSvg}
  ${shading}
  ${pistils.join('')}
  ${frost.join('')}`;
}

function isPurpleStrain(product: ProductToDraw, palette: Palette): boolean {
  const hue = hueDegrees(palette.main.h);
  return /purple|grape|punch/i.test(product.name) || (hue > 250 && hue < 330);
}

export function flowerArt(product: ProductToDraw, palette: Palette, random: Random): string {
  const leafRotation = between(random, -52, -36);
  const leafRotation2 = between(random, 34, 50);
  const tilt = between(random, -9, 9);
  return `
  ${defs(
    linearGradient('leafFill', DIAGONAL, [
      [0, hsl(130, 36, 40)],
      [1, hsl(136, 42, 26)],
    ]),
  )}
  ${floorShadow(410, 662, 250, 40)}
  <g transform="translate(360 640) rotate(${n(leafRotation)}) scale(1.12)">${fanLeaf(1, 'url(#leafFill)', LEAF_VEIN, false)}</g>
  <g transform="translate(470 650) rotate(${n(leafRotation2)}) scale(0.82)" opacity="0.92">${fanLeaf(1, 'url(#leafFill)', LEAF_VEIN, false)}</g>
  <g transform="rotate(${n(tilt)} 410 450)">
    <path d="M410 610 Q404 640 414 668" stroke="${hsl(84, 26, 38)}" stroke-width="16" stroke-linecap="round" fill="none"/>
    ${budCluster(410, 232, 400, 142, random, isPurpleStrain(product, palette), 'bud')}
  </g>`;
}
