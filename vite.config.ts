import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { builtCartDbSchema } from './pwa/db/cart-db-schemas.ts';
import { backOfficeChunks } from './pwa/scripts/back-office-chunks.ts';
import { inlineEarlyTaps } from './pwa/scripts/inline-early-taps.ts';
import { precompressAssets } from './pwa/scripts/precompress-assets.ts';
import { THEME_COLOR, webAppManifest } from './pwa/web-app-manifest.ts';
import { HOME_META } from './shared/content/store-pages.ts';
import { PAGE_RENDERER_FILE, PAGE_RENDERER_FOLDER } from './shared/page-rendering.ts';
import { escapeHtml } from './shared/seo/escape.ts';

const apiTarget = process.env.VITE_API_PROXY ?? `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Names this build. The persisted query cache is dropped when it changes, so a new release
 * never reads data shaped by an old one. VERDANT_BUILD_ID pins it (tests build two versions).
 */
const buildId = process.env.VERDANT_BUILD_ID ?? `${packageJson.version}-${Date.now().toString(36)}`;

// A build as of an earlier cart database schema is for the update test; a bad one stops here.
builtCartDbSchema(process.env.VITE_CART_DB_SCHEMA);

/**
 * After the storefront's build, the page renderer's (pwa/ssr/render-page.tsx) for the server,
 * into a dot folder of the same build, which the server never serves and the worker never caches.
 */
function pageRendererBuild(): Plugin {
  let outDir = '';
  return {
    name: 'verdant-page-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: async () => {
      await build({
        configFile: fileURLToPath(import.meta.url),
        logLevel: 'warn',
        build: {
          ssr: 'ssr/render-page.tsx',
          outDir: join(outDir, PAGE_RENDERER_FOLDER),
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: {
            // Only the update toast's chunk imports the worker's registration, and the server
            // never renders it (no update is ever waiting there).
            external: ['virtual:pwa-register'],
            output: { entryFileNames: PAGE_RENDERER_FILE },
          },
        },
      });
    },
  };
}

const backOffice = backOfficeChunks();

/** The page renderer's build needs only the app's code: no styles, worker, manifest or compression. */
const pageRendererConfig = defineConfig({
  root: 'pwa',
  publicDir: false,
  // React's production build, whatever NODE_ENV the server runs with, as in the browser.
  define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [react()],
  // Self-contained, so a build anywhere (tests build into temporary folders) runs without
  // finding node_modules next to it; the server's own dependencies stay its own.
  ssr: { noExternal: true },
});

const storefrontConfig = defineConfig({
  root: 'pwa',
  publicDir: 'public',
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    react(),
    tailwindcss(),
    {
      // The shell's colour and home head come from the modules that own them, so the offline
      // shell and a page the server could not render say what the rendered home page says.
      name: 'verdant-shell-text',
      transformIndexHtml: (html) =>
        html
          .replaceAll('%THEME_COLOR%', THEME_COLOR)
          .replaceAll('%HOME_TITLE%', () => escapeHtml(HOME_META.title))
          .replaceAll('%HOME_DESCRIPTION%', () => escapeHtml(HOME_META.description)),
    },
    inlineEarlyTaps(),
    precompressAssets(),
    backOffice.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The app registers the worker itself (pwa/features/app-update), to offer updates.
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The shell, every route's code and the icons; product images are cached as they are
        // seen and warmed in the background, and the install screenshots are never needed offline.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['screenshots/**', 'images/**'],
        // The back office is never used offline (decision 011): none of its files are kept.
        manifestTransforms: [backOffice.withoutBackOffice],
      },
      devOptions: {
        // `VITE_PWA_DEV=true npm run dev` runs the worker in development (see README, Testing offline).
        enabled: process.env.VITE_PWA_DEV === 'true',
        type: 'module',
        navigateFallback: 'index.html',
      },
    }),
    pageRendererBuild(),
  ],
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    // Maps for the team, with no comment pointing a browser at them: the server never serves one.
    sourcemap: 'hidden',
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: one request, and one gzip stream
        // compresses ~10% better than sixty small ones. Every other route and widget stays in
        // chunks of its own, loaded when first needed (docs/web-audit.md).
        codeSplitting: {
          groups: [
            { name: 'app-shell', tags: ['$initial'] },
            // Every page loads each of these sets at one moment, so each is one file: the
            // toasts' and dialogs' Radix code once the app has the page, the header's menus and
            // their Radix code when idle, zod/mini with the cart's sync, Dexie with the cart's
            // database. Left to the bundler, the pieces these share with other chunks split into
            // dozens of files of a few hundred bytes (45 on a first visit, 11 of them Radix's).
            { name: 'overlays', test: /node_modules[\\/]@radix-ui[\\/]react-(toast|dialog)[\\/]/ },
            { name: 'menus', test: /node_modules[\\/]@radix-ui[\\/]react-(dropdown-menu|popover)[\\/]/ },
            { name: 'zod-mini', test: /node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]/ },
            {
              name: 'header-widgets',
              test: /pwa[\\/]features[\\/]layout[\\/](mobile-menu-sheet|nav-menu-dropdowns|account-menu-dropdown|search-popover)\.tsx$/,
            },
            {
              name: 'toasts',
              test: /pwa[\\/](components[\\/]ui[\\/]toaster|features[\\/]app-update[\\/]update-toast)\.tsx$/,
            },
            { name: 'cart-runtime', test: /pwa[\\/]features[\\/]cart[\\/]cart-runtime\.ts$/ },
          ],
        },
        chunkFileNames: backOffice.chunkFileNames,
      },
    },
  },
  server: {
    port: 5173,
    // In development Vite serves the app and hands API calls to the Koa server.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? pageRendererConfig : storefrontConfig));
