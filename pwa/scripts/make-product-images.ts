/**
 * Generates the store's artwork: one illustration per catalogue product (400 and 800 px WebP),
 * the app icons, the manifest's shortcut icons, the favicon and the default link-preview image.
 *
 *   npx tsx pwa/scripts/make-product-images.ts
 *
 * Every image is drawn from an SVG string built in ./artwork and rasterised with sharp, so the
 * output is deterministic: the same catalogue gives byte-identical files. No image contains
 * text (fonts are not reliable on the build machine).
 */
import { PRODUCT_IMAGE_WIDTHS, productImageUrl } from '#shared/catalogue/images';
import { DEFAULT_IMAGE } from '#shared/seo/head';
import { productsToDraw } from './artwork/catalogue.ts';
import { appIconSvg, faviconSvg, ICON_RADIUS, iconTile } from './artwork/icons.ts';
import { linkPreviewSvg } from './artwork/link-preview.ts';
import { directorySize, kb, publicFile, writePng, writePublicFile, writeWebp } from './artwork/output.ts';
import { productSvg } from './artwork/product-art.ts';
import { SHORTCUT_GLYPHS } from './artwork/shortcut-glyphs.ts';

/** The script's progress output (a CLI, so plain stdout). */
function report(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function writeProductImages(): Promise<void> {
  let largest = { id: '', bytes: 0 };
  for (const product of productsToDraw) {
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const bytes = await writeWebp(productImageUrl(product.id, width), productSvg(product, width));
      if (bytes > largest.bytes) largest = { id: product.id, bytes };
    }
  }
  report(
    `Wrote ${productsToDraw.length * PRODUCT_IMAGE_WIDTHS.length} product images; largest file: ${largest.id} (${kb(largest.bytes)})`,
  );
}

async function writeIcons(): Promise<void> {
  await writePng('/icons/icon-192.png', appIconSvg(192, { rounded: true, markScale: 0.68 }));
  await writePng('/icons/icon-512.png', appIconSvg(512, { rounded: true, markScale: 0.68 }));
  // Maskable: full-bleed background, mark well inside the central 80% safe zone.
  await writePng('/icons/maskable-512.png', appIconSvg(512, { rounded: false, markScale: 0.56 }));
  // iOS applies its own mask, so the touch icon is full bleed too.
  await writePng('/icons/apple-touch-icon-180.png', appIconSvg(180, { rounded: false, markScale: 0.64 }));
  for (const [name, glyph] of Object.entries(SHORTCUT_GLYPHS)) {
    await writePng(`/icons/shortcut-${name}-96.png`, iconTile(96, ICON_RADIUS, glyph()));
  }
  await writePublicFile('/favicon.svg', faviconSvg());
  await writePng(DEFAULT_IMAGE, linkPreviewSvg());
  report('Wrote the app icons, the shortcut icons, the favicon and the link-preview image');
}

await writeProductImages();
await writeIcons();
report(`Total size of pwa/public/images: ${kb(await directorySize(publicFile('/images')))}`);
