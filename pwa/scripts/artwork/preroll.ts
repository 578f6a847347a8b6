import { floorShadow } from './backdrop.ts';
import { BRAND, GOLD_DEEP, GOLD_LIGHT, hsl, LEAF_VEIN } from './colour.ts';
import type { Palette } from './palette.ts';
import { between, type Random } from './random.ts';
import { fanLeaf, logoMark } from './shapes.ts';
import { DIAGONAL, DOWN, defs, linearGradient, n } from './svg.ts';

/** A preroll lying tilted beside a sprig: filter, paper cone with a band in the product's colour, twisted tip. */
export function prerollArt(palette: Palette, random: Random): string {
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
  const leafTurn = between(random, -80, -60);
  return `
  ${defs(
    linearGradient('paper', DOWN, [
      [0, '#fffdf8'],
      [0.3, '#f8f3e9'],
      [0.75, '#e4dac7'],
      [1, '#c9bda4'],
    ]),
    linearGradient('crutch', DOWN, [
      [0, '#eee2c6'],
      [0.45, '#d6c49e'],
      [1, '#a48e66'],
    ]),
    linearGradient('band', DOWN, [
      [0, hsl(palette.main.h, palette.main.s + 6, 60)],
      [0.45, band],
      [1, bandDeep],
    ]),
    linearGradient('goldLine', DOWN, [
      [0, GOLD_LIGHT],
      [1, GOLD_DEEP],
    ]),
    linearGradient('sprig', DIAGONAL, [
      [0, hsl(126, 36, 42)],
      [1, hsl(136, 42, 26)],
    ]),
  )}
  ${floorShadow(400, 598, 270, 32)}
  <g transform="translate(${n(leafX)} 640) rotate(${n(leafTurn)}) scale(0.5, 0.36)">${fanLeaf(1, 'url(#sprig)', LEAF_VEIN, true)}</g>
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
