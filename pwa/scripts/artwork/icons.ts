import { BRAND } from './colour.ts';
import { logoMark } from './shapes.ts';
import { ART_SIZE, artDocument, DIAGONAL, defs, glow, linearGradient, n } from './svg.ts';

/** The corner radius of a rounded app icon, as launchers that do not mask icons show it. */
export const ICON_RADIUS = ART_SIZE * 0.22;

/** The app icon's square: brand green with a soft glow from the upper left, `content` on top. */
export function iconTile(size: number, radius: number, content: string): string {
  const gradients = defs(
    linearGradient('iconBg', DIAGONAL, [
      [0, BRAND.greenLight],
      [1, BRAND.green],
    ]),
    glow('iconGlow', [0.3, 0.2, 0.8], BRAND.emerald, 0.55),
  );
  const square = (fill: string) => `<rect width="${ART_SIZE}" height="${ART_SIZE}" rx="${n(radius)}" fill="${fill}"/>`;
  return artDocument(size, gradients + square('url(#iconBg)') + square('url(#iconGlow)') + content);
}

/**
 * The app icon: the mark in cream on the tile, `markScale` of its width. Rounded where the
 * platform shows the icon as it is; full bleed where it applies its own mask.
 */
export function appIconSvg(size: number, options: { rounded: boolean; markScale: number }): string {
  const markSize = ART_SIZE * options.markScale;
  const offset = (ART_SIZE - markSize) / 2;
  return iconTile(
    size,
    options.rounded ? ICON_RADIUS : 0,
    `<g transform="translate(${n(offset)} ${n(offset + markSize * 0.02)}) scale(${n(markSize / 100)})">${logoMark(BRAND.cream, BRAND.green)}</g>`,
  );
}

/** The favicon, written as SVG text: the mark on a rounded green square. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${BRAND.green}"/><g transform="translate(12 11) scale(0.76)">${logoMark(BRAND.cream, BRAND.green)}</g></svg>\n`;
}
