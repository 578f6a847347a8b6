import { floorShadow } from './backdrop.ts';
import { BRAND, clamp, GOLD_DEEP, GOLD_LIGHT, hsl, hueDegrees } from './colour.ts';
import type { Palette } from './palette.ts';
import { between, type Random } from './random.ts';
import { ACROSS, DOWN, defs, linearGradient, n } from './svg.ts';

/** A vape pen standing tilted: battery, gold ring, a glass cartridge of amber oil, a ceramic tip. */
export function vapeArt(palette: Palette, random: Random): string {
  const tilt = between(random, 22, 34);
  // Dark yellows and browns look muddy on a battery: those pens get the brand green instead.
  const hue = hueDegrees(palette.main.h);
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
  ${defs(
    linearGradient('penBody', ACROSS, [
      [0, body],
      [0.32, bodyLight],
      [0.45, body],
      [1, hsl(bodyHue, 20, 12)],
    ]),
    linearGradient('metal', ACROSS, [
      [0, '#8d8a80'],
      [0.3, '#f4f1e8'],
      [0.55, '#b7b2a4'],
      [1, '#6f6b61'],
    ]),
    linearGradient('gold', ACROSS, [
      [0, GOLD_DEEP],
      [0.35, GOLD_LIGHT],
      [1, '#8a6a2e'],
    ]),
    linearGradient('oil', DOWN, [
      [0, hsl(oilHue + 6, 88, 62)],
      [1, hsl(oilHue - 6, 90, 40)],
    ]),
    linearGradient('glass', ACROSS, [
      [0, '#ffffff', 0.1],
      [0.2, '#ffffff', 0.65],
      [0.32, '#ffffff', 0.08],
      [0.85, '#ffffff', 0.05],
      [1, '#ffffff', 0.35],
    ]),
    linearGradient('ceramic', ACROSS, [
      [0, '#d9d3c4'],
      [0.35, BRAND.cream],
      [1, '#bdb6a5'],
    ]),
  )}
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
