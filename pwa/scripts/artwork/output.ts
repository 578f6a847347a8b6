import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** pwa/public: the files are written at the URL paths the app, the manifest and the API use. */
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

/** Where the file served at `urlPath` is written. */
export function publicFile(urlPath: string): string {
  return path.join(PUBLIC_DIR, urlPath);
}

export async function writePublicFile(urlPath: string, content: string | Buffer): Promise<void> {
  const file = publicFile(urlPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** Rasterises `svg` to WebP at `urlPath`; returns the file's size in bytes. */
export async function writeWebp(urlPath: string, svg: string): Promise<number> {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toBuffer();
  await writePublicFile(urlPath, webp);
  return webp.length;
}

export async function writePng(urlPath: string, svg: string): Promise<void> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  await writePublicFile(urlPath, png);
}

export async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await directorySize(full) : (await stat(full)).size;
  }
  return total;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
