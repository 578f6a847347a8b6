import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { matchPage } from '#shared/routes';
import type { AppState } from '../app-state.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../services/app-error.ts';
import { productExists } from '../services/catalogue-service.ts';

/** Files whose names never change but whose content does: always revalidate. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

function cacheControlFor(path: string): string {
  if (ALWAYS_REVALIDATE.has(path)) return 'no-cache';
  // Vite puts a content hash in every file name under /assets.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

/**
 * Serves the built PWA: its files, and for every page path the app shell, with 200 for a
 * page in the route table and 404 for anything else (the PWA then shows its not-found screen).
 */
export function serveStorefront(options: { distDir: string; db: Database }): Middleware<AppState> {
  let shell: string | null = null;
  const loadShell = async () => {
    shell ??= await readFile(join(options.distDir, 'index.html'), 'utf8').catch(() => null);
    return shell;
  };

  return async function storefrontMiddleware(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    if (ctx.path !== '/') {
      try {
        // send resolves without serving for a directory or a hidden path: those get the shell too.
        const served = await send(ctx, ctx.path, {
          root: options.distDir,
          index: false,
          hidden: false,
          setHeaders: (res, path) => {
            res.setHeader('Cache-Control', cacheControlFor(path.slice(options.distDir.length)));
          },
        });
        if (served) return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw error;
      }
    }
    const html = await loadShell();
    if (html === null) {
      throw new AppError('storefront_not_built', 503, 'The storefront has not been built yet: run "npm run build".');
    }
    const page = matchPage(ctx.path);
    const found = page !== null && (page.page !== 'product' || (await productExists(options.db, page.productId)));
    ctx.status = found ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html;
  };
}
