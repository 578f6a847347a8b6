import { backdrop } from './backdrop.ts';
import type { ProductToDraw } from './catalogue.ts';
import { flowerArt } from './flower.ts';
import { gummiesArt } from './gummies.ts';
import { type Palette, paletteFor } from './palette.ts';
import { prerollArt } from './preroll.ts';
import { between, hashString, type Random, seededRandom } from './random.ts';
import { artDocument } from './svg.ts';
import { vapeArt } from './vape.ts';

function subjectArt(product: ProductToDraw, palette: Palette, random: Random): string {
  switch (product.category) {
    case 'gummies':
      return gummiesArt(palette, random);
    case 'flower':
      return flowerArt(product, palette, random);
    case 'vapes':
      return vapeArt(palette, random);
    case 'prerolls':
      return prerollArt(palette, random);
  }
}

/**
 * A product's scene in the ART_SIZE square: the backdrop and its category's subject, in colours
 * from its flavours. Seeded by the product's id, so the same product always looks the same.
 */
export function productScene(product: ProductToDraw): string {
  const random = seededRandom(hashString(product.id));
  const palette = paletteFor(product, random);
  const groundY = between(random, 560, 600);
  // The subject takes its numbers from the sequence before the backdrop: swapping them would
  // change every published picture.
  const subject = subjectArt(product, palette, random);
  return backdrop(palette, random, groundY) + subject;
}

export function productSvg(product: ProductToDraw, size: number): string {
  return artDocument(size, productScene(product));
}
