import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GUIDE_PATHS } from '#shared/content/guides';
import { productPath } from '#shared/routes';
import { productListSchema } from '#shared/schemas/product';
import { startStoreServer } from '../e2e/store-server.ts';
import { confirmedAgeCookie } from '../setup/age-cookie.ts';

/** One page as one kind of visitor sees it. */
export interface AuditedView {
  key: string;
  label: string;
  path: string;
  /** A returning shopper who confirmed their age (the signed cookie) or a first visit (the gate open). */
  verified: boolean;
}

export interface AuditedStore {
  baseUrl: string;
  views: AuditedView[];
  /** The `Cookie` header of a shopper who confirmed their age. */
  ageCookie: string;
  stop(): Promise<void>;
}

/** `vite build` into a temporary folder, so the audit never touches dist/. */
function buildStorefront(root: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'verdant-web-audit-pwa-'));
  process.stdout.write(`Building the storefront into ${outDir}…\n`);
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
  return outDir;
}

async function firstProductId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/products`);
  const [product] = productListSchema.parse(await response.json());
  if (!product) throw new Error('GET /api/products returned no product');
  return product.id;
}

/** Rounds of page requests before the first run. */
const WARM_UP_ROUNDS = 5;

/**
 * Requests every audited page a few times, as a server in service has long done: the first
 * render of a page in a new process takes most of a second (code compiled, caches filled), and
 * Lighthouse counts its server response time in every figure of the run that meets it.
 */
async function warmUp(baseUrl: string, views: AuditedView[], ageCookie: string): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const view of views) {
      const response = await fetch(`${baseUrl}${view.path}`, {
        headers: view.verified ? { Cookie: ageCookie } : {},
      });
      if (!response.ok) throw new Error(`GET ${view.path} answered ${response.status} while warming up`);
      await response.arrayBuffer();
    }
  }
}

/**
 * The production server as `npm start` runs it (sync-api/server.ts over a fresh embedded
 * database, seeded on start), serving PWA_DIST or a build made for the audit, and the views to
 * audit: the home page on a first visit and, as a verified shopper, the home page, the first
 * product of the catalogue and the first guide of the "Learn" menu, each page already requested a
 * few times (`warmUp`).
 */
export async function startAuditedStore(root: string): Promise<AuditedStore> {
  const givenDist = process.env.PWA_DIST;
  const pwaDist = givenDist ?? buildStorefront(root);
  try {
    const server = await startStoreServer(root, { pwaDist });
    const [productId, ageCookie] = await Promise.all([
      firstProductId(server.baseUrl),
      confirmedAgeCookie(server.baseUrl),
    ]);
    const guide = GUIDE_PATHS[0];
    const product = productPath(productId);
    const views: AuditedView[] = [
      { key: 'home-first-visit', label: 'Home, first visit (age gate open)', path: '/', verified: false },
      { key: 'home', label: 'Home', path: '/', verified: true },
      { key: 'product', label: `Product ${product}`, path: product, verified: true },
      { key: 'guide', label: `Guide ${guide}`, path: guide, verified: true },
    ];
    await warmUp(server.baseUrl, views, ageCookie);
    return {
      baseUrl: server.baseUrl,
      ageCookie,
      views,
      async stop() {
        await server.stop();
        if (!givenDist) rmSync(pwaDist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (!givenDist) rmSync(pwaDist, { recursive: true, force: true });
    throw error;
  }
}
