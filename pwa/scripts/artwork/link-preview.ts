import type { ProductToDraw } from './catalogue.ts';
import { BRAND } from './colour.ts';
import { productScene } from './product-art.ts';
import { between, hashString, seededRandom } from './random.ts';
import { fanLeaf, logoMark } from './shapes.ts';
import { ART_SIZE, DIAGONAL, defs, glow, linearGradient, MIDDLE, n, svgDocument } from './svg.ts';

const WIDTH = 1200;
const HEIGHT = 630;

/** The four product tiles: one made-up product per category, in a flavour that shows it well. */
const TILES: readonly ProductToDraw[] = (
  [
    ['gummies', 'Lychee'],
    ['flower', 'Grape'],
    ['vapes', 'Mango'],
    ['prerolls', 'Mint'],
  ] as const
).map(([category, flavour]) => ({ id: `og-${category}`, name: category, category, flavors: [flavour] }));

const TILE_SIZE = 232;
const TILE_GAP = 22;

/** A product's scene as a rounded tile, its ids made unique among the other tiles'. */
function productTile(product: ProductToDraw, index: number): string {
  const scene = productScene(product)
    .replace(/id="([^"]+)"/g, `id="t${index}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#t${index}$1)`);
  const x = 640 + (index % 2) * (TILE_SIZE + TILE_GAP);
  const y = (HEIGHT - TILE_SIZE * 2 - TILE_GAP) / 2 + Math.floor(index / 2) * (TILE_SIZE + TILE_GAP);
  return `<g transform="translate(${x} ${y})"><clipPath id="tileClip${index}"><rect width="${TILE_SIZE}" height="${TILE_SIZE}" rx="28"/></clipPath><g clip-path="url(#tileClip${index})"><g transform="scale(${n(TILE_SIZE / ART_SIZE)})">${scene}</g></g></g>`;
}

/** The default link-preview image (Open Graph): the mark on green beside a tile per category. */
export function linkPreviewSvg(): string {
  const random = seededRandom(hashString('verdant-og'));
  const leafSpots: Array<[x: number, y: number, rotation: number, scale: number]> = [
    [70, 600, 35, 1.15],
    [560, 40, 200, 0.95],
  ];
  const leaves = leafSpots.map(
    ([x, y, rotation, scale]) =>
      `<g opacity="${n(between(random, 0.05, 0.07))}" transform="translate(${x} ${y}) rotate(${rotation}) scale(${scale})">${fanLeaf(1, BRAND.cream, null)}</g>`,
  );
  return svgDocument(
    WIDTH,
    HEIGHT,
    `
  ${defs(
    linearGradient('ogBg', DIAGONAL, [
      [0, BRAND.greenLight],
      [1, '#0f3f22'],
    ]),
    glow('ogGlow', MIDDLE, BRAND.emerald, 0.6),
  )}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ogBg)"/>
  ${leaves.join('')}
  <circle cx="310" cy="315" r="300" fill="url(#ogGlow)"/>
  <circle cx="310" cy="315" r="170" fill="${BRAND.cream}" opacity="0.08"/>
  <g transform="translate(160 160) scale(3)">${logoMark(BRAND.cream, BRAND.green)}</g>
  ${TILES.map(productTile).join('')}
`,
  );
}
