import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The build's one stylesheet link in index.html, as Vite writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"/]+\.css)"[^>]*>/;

/**
 * The shell pages are sent in: the build's index.html with its stylesheet written in. A first
 * visit then paints as soon as its HTML arrives, instead of after a second request that shares
 * the connection with the app's script. Later visits take their pages from the service
 * worker's copy of index.html, which keeps the link to the (cached) file. Null when there is
 * no build.
 */
export async function readPageShell(distDir: string): Promise<string | null> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) return null;
  const link = STYLESHEET_LINK.exec(html);
  if (!link?.[1]) return html;
  const css = await readFile(join(distDir, link[1]), 'utf8').catch(() => null);
  // A stylesheet that could end the style element is left as a link.
  if (css === null || /<\/style/i.test(css)) return html;
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/** A script element with no attributes: one the build wrote inline (pwa/scripts/inline-early-taps.ts). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that admit the shell's inline scripts, and nothing else
 * inline: `'sha256-…'` of each one's text. Read once, when the app is built; none without a build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}
