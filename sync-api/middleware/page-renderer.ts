import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ApiTransport, PAGE_RENDERER_FILE, PAGE_RENDERER_FOLDER, type PageRenderer } from '#shared/page-rendering';

interface PageRendererModule {
  createPageRenderer(transport: ApiTransport): PageRenderer;
}

/**
 * The page renderer the storefront's build wrote (shared/page-rendering.ts), or null for a
 * build without one: pages then go out as the bare shell and the browser renders them.
 */
export async function loadPageRenderer(distDir: string, transport: ApiTransport): Promise<PageRenderer | null> {
  const file = join(distDir, PAGE_RENDERER_FOLDER, PAGE_RENDERER_FILE);
  try {
    await access(file);
  } catch {
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as PageRendererModule;
  return module.createPageRenderer(transport);
}
