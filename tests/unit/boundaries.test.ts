import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * Every module a source text names, in every form: `import ... from`, `import type`,
 * `export ... from`, a side-effect `import '...'`, a dynamic `import('...')` and a type's
 * `typeof import('...')`. TypeScript's own scanner reads them, so comments and strings that
 * merely look like imports do not count.
 */
function specifiersIn(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** A project module as a path from the repository's root; a package stays its name. */
function resolveSpecifier(file: string, specifier: string): string {
  if (specifier.startsWith('#shared/')) return `shared/${specifier.slice('#shared/'.length)}`;
  if (specifier.startsWith('.')) return posix.join(posix.dirname(file), specifier);
  return specifier;
}

const inside = (path: string, ...folders: string[]) => folders.some((folder) => path.startsWith(`${folder}/`));

/** The app layer wires features into pages: nothing below it may reach up into it. */
const APP_LAYER = ['pwa/routes', 'pwa/ssr'];
const APP_LAYER_FILES = ['pwa/main', 'pwa/app', 'pwa/router'];
const inAppLayer = (path: string) =>
  inside(path, ...APP_LAYER) || APP_LAYER_FILES.some((file) => path.replace(/\.tsx?$/, '') === file);

/** The back office (pwa/admin): an app of its own, which only main.tsx loads, and lazily. */
const BACK_OFFICE = 'pwa/admin';
const isMainEntry = (path: string) => path.replace(/\.tsx?$/, '') === 'pwa/main';

const featureOf = (path: string) => /^pwa\/features\/([^/]+)\//.exec(path)?.[1];
const isFeatureIndex = (path: string) => /^pwa\/features\/[^/]+(\/index(\.tsx?)?)?$/.test(path);

/** Packages and modules that read or write data: a presentational component uses none. */
const DATA_ACCESS = [
  'dexie',
  'dexie-react-hooks',
  '@tanstack/react-query',
  'pwa/lib/api-client',
  'pwa/lib/query-client',
];
const accessesData = (path: string) =>
  DATA_ACCESS.some((module) => path === module || path.replace(/\.tsx?$/, '') === module);

interface ImportRule {
  rule: string;
  appliesTo: (file: string) => boolean;
  allows: (target: string, file: string) => boolean;
}

/** The import rules of docs/ARCHITECTURE.md. */
const IMPORT_RULES: ImportRule[] = [
  {
    rule: 'shared/ imports nothing but zod, zod/mini and itself',
    appliesTo: (file) => inside(file, 'shared'),
    allows: (target) => target === 'zod' || target === 'zod/mini' || inside(target, 'shared'),
  },
  {
    rule: 'the PWA never imports the API',
    appliesTo: (file) => inside(file, 'pwa'),
    allows: (target) => !inside(target, 'sync-api'),
  },
  {
    rule: 'the API never imports the PWA',
    appliesTo: (file) => inside(file, 'sync-api'),
    allows: (target) => !inside(target, 'pwa'),
  },
  {
    rule: 'the API makes its routers with routes/api-router.ts only (paths matched case-sensitively)',
    appliesTo: (file) => inside(file, 'sync-api') && file !== 'sync-api/routes/api-router.ts',
    allows: (target) => target !== '@koa/router',
  },
  {
    rule: 'a feature uses another feature only through its public index.ts, never through its internals',
    appliesTo: (file) => featureOf(file) !== undefined,
    allows: (target, file) => {
      const feature = /^pwa\/features\/([^/]+)/.exec(target)?.[1];
      return feature === undefined || feature === featureOf(file) || isFeatureIndex(target);
    },
  },
  {
    rule: 'features never import the app layer (routes/, ssr/, main.tsx, app.tsx, router.tsx)',
    appliesTo: (file) => inside(file, 'pwa/features'),
    allows: (target) => !inAppLayer(target),
  },
  {
    rule: 'sync/, db/, lib/, components/ and service-worker/ never import features/ or the app layer',
    appliesTo: (file) => inside(file, 'pwa/sync', 'pwa/db', 'pwa/lib', 'pwa/components', 'pwa/service-worker'),
    allows: (target) => !inside(target, 'pwa/features') && !inAppLayer(target),
  },
  {
    rule: 'the shop never imports the back office (only main.tsx loads it, on /admin addresses)',
    appliesTo: (file) => inside(file, 'pwa') && !inside(file, BACK_OFFICE) && !isMainEntry(file),
    allows: (target) => !inside(target, BACK_OFFICE),
  },
  {
    rule: 'the back office uses from pwa/ only its own code, components/ and lib/',
    appliesTo: (file) => inside(file, BACK_OFFICE),
    allows: (target) => !inside(target, 'pwa') || inside(target, BACK_OFFICE, 'pwa/components', 'pwa/lib'),
  },
  {
    rule: 'components/ imports from pwa/ only components/ and lib/, and reads or writes no data',
    appliesTo: (file) => inside(file, 'pwa/components'),
    allows: (target) =>
      (!inside(target, 'pwa') || inside(target, 'pwa/components', 'pwa/lib')) && !accessesData(target),
  },
];

/** What a file (path from the repository's root) breaks with the imports its text names. */
function importViolations(file: string, text: string): string[] {
  const rules = IMPORT_RULES.filter((rule) => rule.appliesTo(file));
  return specifiersIn(text).flatMap((specifier) => {
    const target = resolveSpecifier(file, specifier);
    return rules
      .filter((rule) => !rule.allows(target, file))
      .map(({ rule }) => `${file} imports ${specifier}: ${rule}`);
  });
}

describe('import boundaries (docs/ARCHITECTURE.md)', () => {
  const files = [...sourceFiles('shared'), ...sourceFiles('pwa'), ...sourceFiles('sync-api')];
  const violationsIn = (folder: string) =>
    files
      .filter((file) => inside(file, folder))
      .flatMap((file) => importViolations(file, readFileSync(join(root, file), 'utf8')));

  test('shared/ imports nothing but zod (or its small zod/mini form) and itself', () => {
    expect(violationsIn('shared')).toEqual([]);
  });

  test('the PWA and the API never import each other', () => {
    expect(
      [...violationsIn('pwa'), ...violationsIn('sync-api')].filter((line) => /the (PWA|API) never/.test(line)),
    ).toEqual([]);
  });

  test('every router of the API comes from routes/api-router.ts', () => {
    expect(violationsIn('sync-api').filter((line) => /api-router/.test(line))).toEqual([]);
  });

  test('a feature uses another only through its index.ts, and never the app layer', () => {
    expect(violationsIn('pwa/features')).toEqual([]);
  });

  test('the shop never imports the back office, and the back office only the shared layers', () => {
    expect(['pwa', 'shared'].flatMap(violationsIn).filter((line) => /back office/.test(line))).toEqual([]);
  });

  test('sync/, db/, lib/, components/ and the service worker never import features/ or the app layer', () => {
    expect(['pwa/sync', 'pwa/db', 'pwa/lib', 'pwa/components', 'pwa/service-worker'].flatMap(violationsIn)).toEqual([]);
  });

  test('the checker sees every form of import, resolves relative paths and ignores comments and strings', () => {
    const sample = [
      "import { addLine } from '../cart/cart-actions.ts';",
      "import type { CartLine } from '../cart/cart-model.ts';",
      "import {\n  CART_MESSAGES,\n  type CartMessage,\n} from '../cart/cart-messages.ts';",
      "export { openCart } from '../cart/cart-drawer-store.ts';",
      "import '../cart/cart-styles.ts';",
      "const drawer = lazy(() => import('../cart/cart-drawer.tsx'));",
      "type Runtime = typeof import('../../features/cart/cart-runtime.ts');",
      "import { homeRoute } from '../../routes/home-routes.tsx';",
      "import { CartButton } from '../cart/index.ts';",
      "import { StarRating } from '../../components/ui/star-rating.tsx';",
      "// import('../cart/cart-store.ts') in a comment",
      'const text = "import x from \'../cart/cart-store.ts\'";',
    ].join('\n');
    expect(importViolations('pwa/features/product/sample.tsx', sample)).toEqual([
      expect.stringContaining('../cart/cart-actions.ts'),
      expect.stringContaining('../cart/cart-model.ts'),
      expect.stringContaining('../cart/cart-messages.ts'),
      expect.stringContaining('../cart/cart-drawer-store.ts'),
      expect.stringContaining('../cart/cart-styles.ts'),
      expect.stringContaining('../cart/cart-drawer.tsx'),
      expect.stringContaining('../../features/cart/cart-runtime.ts'),
      expect.stringContaining('../../routes/home-routes.tsx: features never import the app layer'),
    ]);
  });

  test('the checker holds each layer to its rule', () => {
    expect(importViolations('pwa/sync/sample.ts', "import { readSyncMeta } from '../features/cart/index.ts';")).toEqual(
      [expect.stringContaining('sync/, db/, lib/, components/ and service-worker/ never import features/')],
    );
    expect(importViolations('pwa/components/ui/sample.tsx', "import { cartDb } from '../../db/cart-db.ts';")).toEqual([
      expect.stringContaining('components/ imports from pwa/ only components/ and lib/'),
    ]);
    expect(
      importViolations('pwa/components/ui/sample.tsx', "import { apiRequest } from '../../lib/api-client.ts';"),
    ).toEqual([expect.stringContaining('reads or writes no data')]);
    expect(importViolations('shared/sample.ts', "import { z } from 'zod/mini';\nimport React from 'react';")).toEqual([
      expect.stringContaining('react: shared/ imports nothing but zod'),
    ]);
    expect(importViolations('pwa/lib/sample.ts', "const api = await import('../../sync-api/app.ts');")).toEqual([
      expect.stringContaining('the PWA never imports the API'),
    ]);
    expect(
      importViolations('sync-api/sample.ts', "import { money } from '#shared/money';\nimport '../pwa/styles.css';"),
    ).toEqual([expect.stringContaining('the API never imports the PWA')]);
    expect(importViolations('sync-api/routes/sample.ts', "import Router from '@koa/router';")).toEqual([
      expect.stringContaining('the API makes its routers with routes/api-router.ts only'),
    ]);
    expect(
      importViolations('pwa/scripts/sample.ts', "import { seed } from '../../sync-api/db/seeds/catalogue.ts';"),
    ).toEqual([expect.stringContaining('the PWA never imports the API')]);
    expect(
      importViolations('pwa/features/cart/sample.ts', "const admin = () => import('../../admin/admin-main.tsx');"),
    ).toEqual([expect.stringContaining('the shop never imports the back office')]);
    expect(importViolations('pwa/routes/sample.tsx', "import { Badge } from '../admin/components/badge.tsx';")).toEqual(
      [expect.stringContaining('the shop never imports the back office')],
    );
    expect(
      importViolations('pwa/main.tsx', "void import('./admin/admin-main.tsx');").filter((line) =>
        /back office/.test(line),
      ),
    ).toEqual([]);
    expect(
      importViolations(
        'pwa/admin/orders/sample.tsx',
        [
          "import { useCart } from '../../features/cart/index.ts';",
          "import { rootRoute } from '../../routes/root-route.tsx';",
          "import { cartDb } from '../../db/cart-db.ts';",
          "import { Button } from '../../components/ui/button.tsx';",
          "import { apiRequest } from '../../lib/api-client.ts';",
          "import { can } from '#shared/back-office/permissions';",
        ].join('\n'),
      ),
    ).toEqual([
      expect.stringContaining('features/cart/index.ts: the back office uses from pwa/ only'),
      expect.stringContaining('routes/root-route.tsx: the back office uses from pwa/ only'),
      expect.stringContaining('db/cart-db.ts: the back office uses from pwa/ only'),
    ]);
  });
});
