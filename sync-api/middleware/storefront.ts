import type { Middleware, ParameterizedContext } from 'koa';
import send from 'koa-send';
import { isApiPath } from '#shared/api-paths';
import { backOfficeHeadHtml } from '#shared/back-office/screens';
import type { PageRenderer } from '#shared/page-rendering';
import { isBackOfficePath, matchPage, type PageMatch } from '#shared/routes';
import { headFor, headHtml } from '#shared/seo/head';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';
import { catalogueTransport } from '../catalogue/catalogue-requests.ts';
import { findProduct } from '../catalogue/catalogue-service.ts';
import { loadStateRules } from '../compliance/state-rules-store.ts';
import type { Database } from '../db/database.ts';
import { SHARE_POLICIES } from '../shared-answers/share-answers.ts';
import { readAgeVerification } from './age-check.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { readPageShell } from './page-shell.ts';
import { isSourceMapPath } from './source-maps.ts';

/** Files whose names never change but whose content does: always revalidate. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/**
 * Product pictures and icons change only when `npm run images` makes them again, and the
 * service worker already keeps pictures for 60 days: 30 days is the least Lighthouse counts
 * as an efficient cache lifetime.
 */
const LONG_LIVED_FOLDERS = ['/images/', '/icons/'];
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

function cacheControlFor(path: string): string {
  if (ALWAYS_REVALIDATE.has(path)) return 'no-cache';
  // Vite puts a content hash in every file name under /assets.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (LONG_LIVED_FOLDERS.some((folder) => path.startsWith(folder))) {
    return `public, max-age=${THIRTY_DAYS_S}, stale-while-revalidate=604800`;
  }
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/** The page's own head in place of the shell's default one (or before </head> without markers). */
function withHead(html: string, head: string): string {
  return HEAD_BLOCK.test(html) ? html.replace(HEAD_BLOCK, () => head) : html.replace('</head>', () => `${head}</head>`);
}

/**
 * Serves the built PWA: its files, and for every page path the app shell with that page's
 * title, description, social tags and structured data written in, and the page itself rendered
 * into it (pwa/ssr): a shopper sees the page before any script runs, and link previews and
 * crawlers that run no JavaScript read it. 200 for a page of the route table, 404 for any
 * other path (with the not-found screen). The back office's paths get the shell as it is.
 */
/** The pages whose structured data states delivery, from the state rules (shared/seo/head.ts). */
const STATES_IN_HEAD = new Set<PageMatch['page']>(['home', 'shop', 'product', 'shippingInfo']);

export function serveStorefront(options: {
  distDir: string;
  db: Database;
  /** The site's public origin for canonical URLs; the request's own origin when unset. */
  publicOrigin?: string | null;
}): Middleware<AppState> {
  let shell: string | null = null;
  const loadShell = async () => {
    shell ??= await readPageShell(options.distDir);
    return shell;
  };
  let renderer: Promise<PageRenderer | null> | null = null;
  const loadRenderer = () => {
    renderer ??= loadPageRenderer(options.distDir, catalogueTransport(options.db));
    return renderer;
  };

  return async function storefrontMiddleware(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      return next();
    }
    if (ctx.path !== '/' && !isSourceMapPath(ctx.path)) {
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
    if (isBackOfficePath(ctx.path)) {
      // The back office renders in the browser only, behind its sign-in: the bare shell, whose
      // script loads the back office's own code, and never indexed.
      ctx.status = 200;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.body = withHead(html, backOfficeHeadHtml());
      return;
    }
    const page = matchPage(ctx.path);
    const product = page?.page === 'product' ? await findProduct(options.db, page.productId) : undefined;
    const found = page !== null && product !== null;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const origin = options.publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
    const head = headFor(page, {
      origin,
      product: product ?? null,
      filters: { search: text(ctx.query.search), category: text(ctx.query.category), mood: text(ctx.query.mood) },
      rules: page && STATES_IN_HEAD.has(page.page) ? await loadStateRules(options.db) : [],
    });
    const shellWithHead = withHead(html, headHtml(head, origin));
    const ageVerified = await readAgeVerification(options.db, ctx).then(
      (verification) => verification !== null,
      (error: unknown) => {
        ctx.state.log.warn({ err: error }, 'the age confirmation could not be read; the browser renders the page');
        return null;
      },
    );
    // A HEAD is answered as its GET would be (Koa leaves the body out), so both share one answer.
    const rendered = ageVerified === null ? null : await renderPage(ctx, shellWithHead, ageVerified);
    ctx.status = found ? 200 : 404;
    ctx.type = 'html';
    ctx.body = rendered ?? shellWithHead;
    // An order's page is the order's alone, and a bare shell that stands in for a page that could
    // not be rendered is not the page: neither is kept.
    if (page?.page === 'order' || ageVerified === null || rendered === null) ctx.set('Cache-Control', 'no-cache');
    else ctx.state.shareAs = ageVerified ? SHARE_POLICIES.pageForConfirmedAge : SHARE_POLICIES.page;
  };

  /**
   * The page rendered into its shell (the shell itself for a build without a renderer); null
   * (the bare shell then) if the renderer failed.
   */
  async function renderPage(
    ctx: ParameterizedContext<AppState>,
    shellWithHead: string,
    ageVerified: boolean,
  ): Promise<string | null> {
    try {
      const pageRenderer = await loadRenderer();
      if (!pageRenderer) return shellWithHead;
      return await pageRenderer.renderPage({ url: ctx.url, ageVerified, shell: shellWithHead });
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'the page could not be rendered on the server; the browser renders it');
      return null;
    }
  }
}
