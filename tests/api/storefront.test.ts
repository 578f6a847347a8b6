import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { knownErrorBody } from '#shared/errors';
import { categoryPath, productPath, STATIC_PAGE_PATHS } from '#shared/routes';
import { SHARE_POLICIES } from '../../sync-api/shared-answers/share-answers.ts';
import { type ApiHarness, ASSET_NAME, SHELL_HTML, SOURCE_MAP, startApi } from '../setup/api-harness.ts';
import type { TestResponse } from '../setup/test-client.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** A shop page is the same for every visitor without an age confirmation: a CDN may keep it briefly. */
const SHOP_PAGE_CACHE = SHARE_POLICIES.page.cacheControl;

function expectShell(response: TestResponse, status: number, label: string, cacheControl: string = SHOP_PAGE_CACHE) {
  expect(response.status, label).toBe(status);
  expect(response.headers.get('content-type'), label).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control'), label).toBe(cacheControl);
  expect(response.text, label).toContain(APP_ROOT);
}

const APP_ROOT = '<div id="root"></div>';

/**
 * Sends the path exactly as written: fetch would normalise `..` segments away before they
 * ever reached the server.
 */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages', () => {
  test('every page of the route table answers the app shell with 200, shareable briefly', async () => {
    const client = api.client();
    const paths = [
      '/',
      '/shop',
      '/about',
      '/checkout',
      ...Object.values(STATIC_PAGE_PATHS),
      ...CATEGORY_IDS.map(categoryPath),
      productPath('blue-dream-preroll'),
      productPath('pomegranate-evening-gummies'),
    ];
    expect(paths).toContain('/category/gummies');
    for (const path of paths) {
      expectShell(await client.get(path), 200, path);
    }
  });

  test('a path the store does not have answers the shell with 404', async () => {
    const client = api.client();
    for (const path of [
      '/nope',
      '/category/candy',
      '/category/',
      '/product/no-such-product',
      '/product/Bad_Id',
      '/product/blue-dream-preroll/reviews',
      '/about/extra',
      '/index',
      // Folders of the build and hidden files are not pages either.
      '/assets',
      '/images/',
      '/.env',
      '/.well-known/security.txt',
    ]) {
      expectShell(await client.get(path), 404, path);
    }
  });

  test('a product page turns 404 once the product is gone from the catalogue', async () => {
    const client = api.client();
    expectShell(await client.get('/product/gelato-preroll'), 200, 'present');
    await api.db('products').where({ id: 'gelato-preroll' }).delete();
    // A change made straight in the database is heard within a second, by every process.
    await expect.poll(async () => (await client.get('/product/gelato-preroll')).status, { timeout: 1_000 }).toBe(404);
    expectShell(await client.get('/product/gelato-preroll'), 404, 'deleted');
  });

  test('a write to a page path is not a server error and does not answer the shell', async () => {
    const client = api.client();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await client.request(method, '/about');
      expect(response.status, method).toBeGreaterThanOrEqual(400);
      expect(response.status, method).toBeLessThan(500);
      expect(response.text, method).not.toContain(APP_ROOT);
    }
  });
});

describe('the back office’s pages', () => {
  const BACK_OFFICE_PAGES = ['/admin', '/admin/', '/admin/orders', '/admin/orders/any-id?x=1', '/admin/no/such/screen'];

  test('every /admin address answers the bare shell with 200, kept out of search engines', async () => {
    const client = api.client();
    for (const path of BACK_OFFICE_PAGES) {
      const response = await client.get(path);
      expectShell(response, 200, path, 'no-cache');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(response.text, path).toContain('<meta name="robots" content="noindex">');
      expect(response.text, path).toContain('<title>Verdant back office</title>');
    }
  });

  test('its shell carries none of the shop’s head: no description, canonical link, social tags or structured data', async () => {
    const { text } = await api.client().get('/admin/orders');
    for (const shopTag of ['name="description"', 'rel="canonical"', 'property="og:', 'application/ld+json']) {
      expect(text, shopTag).not.toContain(shopTag);
    }
  });

  test('a shop path that only begins like the back office’s is not one', async () => {
    const response = await api.client().get('/administration');
    expectShell(response, 404, '/administration');
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('files of the build', () => {
  test('a hashed asset is cached for a year as immutable', async () => {
    const response = await api.client().get(`/assets/${ASSET_NAME}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.text).toMatch(/^console\.log\("x+"\);$/);
  });

  test('index.html itself is always revalidated', async () => {
    const response = await api.client().get('/index.html');
    expect(response.status).toBe(200);
    expect(response.text).toBe(SHELL_HTML);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('a public file whose name carries no hash is cached, but not as immutable', async () => {
    const response = await api.client().get('/images/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/max-age=\d+/);
    expect(cacheControl).not.toContain('immutable');
    expect(cacheControl).not.toContain('max-age=31536000');
  });

  test('a product picture or icon, remade only by `npm run images`, is cached for 30 days', async () => {
    const response = await api.client().get('/images/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000, stale-while-revalidate=604800');
  });

  test('a missing asset is 404', async () => {
    const response = await api.client().get('/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  test('a source map in the build is never served: 404, however its name is spelled', async () => {
    for (const path of [`/assets/${ASSET_NAME}.map`, `/assets/${ASSET_NAME}.%6Dap`, `/assets/${ASSET_NAME}%2Emap`]) {
      const response = await rawGet(api.baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).not.toContain(SOURCE_MAP);
    }
  });

  test('a path traversal attempt never answers a file from outside the build', async () => {
    const deep = '..%2F'.repeat(8);
    const attempts = [
      '/..%2F..%2Fetc%2Fpasswd',
      `/${deep}etc%2Fpasswd`,
      '/assets/..%2F..%2Fpackage.json',
      `/assets/${deep}etc%2Fpasswd`,
      '/../../../../../../../../etc/passwd',
      '/assets/../../../../../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5C..%5C..%5C..%5C..%5C..%5C..%5C..%5Cetc%5Cpasswd',
      '/images/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets/%00../../etc/passwd',
    ];
    for (const path of attempts) {
      const response = await rawGet(api.baseUrl, path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.text, path).not.toContain('root:');
      expect(response.text, path).not.toContain('"dependencies"');
      if (response.status === 200) expect(response.text, path).toContain(APP_ROOT);
      else expect([400, 403, 404], path).toContain(response.status);
    }
  });
});

describe('the service worker and the web app manifest', () => {
  const SERVICE_WORKER = 'self.addEventListener("install", () => {});';
  const MANIFEST = JSON.stringify({ name: 'Verdant', start_url: '/', display: 'standalone' });
  let dist: string;
  let built: ApiHarness;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'verdant-pwa-dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL_HTML);
    writeFileSync(join(dist, 'sw.js'), SERVICE_WORKER);
    writeFileSync(join(dist, 'manifest.webmanifest'), MANIFEST);
    built = await startApi({ pwaDist: dist });
  });
  afterAll(async () => {
    await built.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('the service worker is served as JavaScript and always revalidated, so updates reach shoppers', async () => {
    const response = await built.client().get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(SERVICE_WORKER);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('the web app manifest is served as application/manifest+json and always revalidated', async () => {
    const response = await built.client().get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.text).toBe(MANIFEST);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('without a service worker in the build, /sw.js is a 404 and never a script', async () => {
    const response = await api.client().get('/sw.js');
    expect(response.headers.get('content-type') ?? '').not.toMatch(/javascript/);
    expect(response.status).toBe(404);
  });
});

describe('without a build of the storefront', () => {
  let unbuilt: ApiHarness;
  beforeAll(async () => {
    unbuilt = await startApi({ pwaDist: '/nonexistent-dir' });
  });
  afterAll(() => unbuilt.close());

  test('a page answers 503 storefront_not_built as JSON, and the API still works', async () => {
    const client = unbuilt.client();
    for (const path of ['/', '/shop', '/product/blue-dream-preroll', '/nope']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(knownErrorBody(response.body)?.error.code, path).toBe('storefront_not_built');
    }
    const products = await client.get('/api/products');
    expect(products.status).toBe(200);
    expect(products.body.length).toBeGreaterThanOrEqual(40);
    expect((await client.get('/api/cart')).body).toEqual([]);
    expect((await client.post('/api/age-verification')).status).toBe(200);
  });
});
