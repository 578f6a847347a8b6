import { BRAND } from './colour.ts';
import type { Palette } from './palette.ts';
import { between, type Random } from './random.ts';
import { fanLeaf } from './shapes.ts';
import { ART_SIZE, DOWN, defs, fade, linearGradient, MIDDLE, n, radialGradient } from './svg.ts';

/**
 * Behind every product: a soft gradient in the product's colours, two faint fan leaves, a cream
 * halo where the product stands and the ground from `groundY` down. Defines the `floorShadow`
 * gradient that `floorShadow` fills with.
 */
export function backdrop(palette: Palette, random: Random, groundY: number): string {
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
  ${defs(
    linearGradient(
      'bg',
      [0, 0, 0.85, 1],
      [
        [0, palette.bgLight],
        [1, palette.bgDeep],
      ],
    ),
    radialGradient(
      'halo',
      MIDDLE,
      fade(BRAND.cream, [
        [0, 0.95],
        [0.55, 0.55],
        [1, 0],
      ]),
    ),
    linearGradient(
      'ground',
      DOWN,
      fade(palette.shadow, [
        [0, 0],
        [1, 0.1],
      ]),
    ),
    radialGradient(
      'floorShadow',
      MIDDLE,
      fade(palette.shadow, [
        [0, 0.34],
        [0.6, 0.12],
        [1, 0],
      ]),
    ),
  )}
  <rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#bg)"/>
  <g opacity="0.13" transform="translate(${n(leafA.x)} ${n(leafA.y)}) rotate(${n(leafA.rot)}) scale(${n(leafA.scale)})">${fanLeaf(1, palette.decor, null)}</g>
  <g opacity="0.1" transform="translate(${n(leafB.x)} ${n(leafB.y)}) rotate(${n(leafB.rot)}) scale(${n(leafB.scale)})">${fanLeaf(0.8, palette.decor, null)}</g>
  <circle cx="${n(haloX)}" cy="${n(haloY)}" r="${n(haloR)}" fill="url(#halo)"/>
  <path d="M0 ${n(groundY)} Q400 ${n(groundY - 36)} 800 ${n(groundY)} L800 800 L0 800Z" fill="url(#ground)"/>`;
}

/** The soft shadow a product casts on the ground, centred at (cx, cy). */
export function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#floorShadow)"/>`;
}
