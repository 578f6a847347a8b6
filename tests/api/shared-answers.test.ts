import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminProductApiPath, productApiPath } from '#shared/api-paths';
import { productPath } from '#shared/routes';
import { createApp } from '../../sync-api/app.ts';
import { createDatabase, type Database } from '../../sync-api/db/database.ts';
import { type CatalogueVersion, watchCatalogueVersion } from '../../sync-api/shared-answers/catalogue-version.ts';
import { type ApiHarness, SESSION_SECRET, SHELL_HTML, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import { TestClient } from '../setup/test-client.ts';
import { testDatabaseUrl } from '../setup/test-database.ts';

/**
 * The answers every shopper shares (the catalogue's and the pages) are kept in memory per
 * catalogue version: tagged, revalidated with 304, and never older than the catalogue once
 * the change has been heard.
 */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** What `action` answered, and the SQL statements the app ran meanwhile. */
async function withQueries<T>(action: () => Promise<T>): Promise<{ queries: string[]; answer: T }> {
  const queries: string[] = [];
  const record = (query: { sql: string }) => queries.push(query.sql);
  api.db.on('query', record);
  try {
    return { queries, answer: await action() };
  } finally {
    api.db.off('query', record);
  }
}

const queriesDuring = async (action: () => Promise<unknown>) => (await withQueries(action)).queries;

async function productName(client: TestClient, id: string): Promise<string> {
  const response = await client.get(productApiPath(id));
  expect(response.status, response.text).toBe(200);
  return response.body.name;
}

describe('a catalogue answer', () => {
  test('is read from the database once, then answered from memory', async () => {
    const client = api.client();
    const first = await queriesDuring(() => client.get(API_PATHS.products));
    expect(first.some((sql) => sql.includes('from products'))).toBe(true);
    const again = await queriesDuring(async () => {
      for (let n = 0; n < 5; n++) expect((await client.get(API_PATHS.products)).status).toBe(200);
    });
    expect(again).toEqual([]);
  });

  test('carries a strong ETag, and If-None-Match gets 304 with no body', async () => {
    const client = api.client();
    const first = await client.get(productApiPath('tangie-flower'));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{20}(-gzip|-br)?"$/);
    const again = await client.get(productApiPath('tangie-flower'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    const other = await client.get(productApiPath('tangie-flower'), {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  test('is compressed once per encoding, each with its own tag, and a tag of any of them is fresh', async () => {
    const client = api.client();
    const raw = await fetch(`${api.baseUrl}${API_PATHS.products}`, { headers: { 'accept-encoding': 'identity' } });
    const identityTag = raw.headers.get('etag') ?? '';
    const identity = Buffer.from(await raw.arrayBuffer());
    expect(raw.headers.get('content-encoding')).toBeNull();

    const zipped = await rawGet(API_PATHS.products, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(identityTag.replace(/"$/, '-gzip"'));
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(await promisify(gunzip)(zipped.body)).toEqual(identity);

    const brotli = await rawGet(API_PATHS.products, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(identity.length / 3);

    const revalidated = await rawGet(API_PATHS.products, { 'accept-encoding': 'br', 'if-none-match': identityTag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(identityTag.replace(/"$/, '-br"'));
    expect((await client.get(API_PATHS.products, { headers: { 'if-none-match': `W/${identityTag}` } })).status).toBe(
      304,
    );
  });

  test('lets a CDN keep it briefly, carries no cookie, and filters in any order share one answer', async () => {
    const client = await api.verifiedClient();
    const byCategory = await client.get(`${API_PATHS.products}?category=flower&mood=chill-out`);
    expect(byCategory.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(byCategory.headers.getSetCookie()).toEqual([]);
    const reordered = await queriesDuring(() => client.get(`${API_PATHS.products}?mood=chill-out&category=flower`));
    expect(reordered).toEqual([]);
  });

  test('logs its request line when it is read, and at debug when it comes from memory', async () => {
    const client = api.client();
    const requestLines = () =>
      api.logs.filter((line) => line.msg === 'request' && line.path === API_PATHS.featuredProducts);
    await client.get(API_PATHS.featuredProducts);
    expect(requestLines()).toHaveLength(1);
    await client.get(API_PATHS.featuredProducts);
    expect(requestLines()).toHaveLength(1);
  });

  test('a HEAD is answered as its GET would be, and its answer serves the GET', async () => {
    const client = api.client();
    const head = await client.request('HEAD', API_PATHS.featuredProducts);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const get = await withQueries(() => client.get(API_PATHS.featuredProducts));
    expect(get.queries).toEqual([]);
    expect(get.answer.headers.get('etag')).toBe(head.headers.get('etag'));
    expect(get.answer.body.length).toBeGreaterThan(0);
  });

  test('an unknown product is still a 404 error, never kept', async () => {
    const client = api.client();
    for (let n = 0; n < 2; n++) {
      const response = await client.get(productApiPath('no-such-product'));
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('product_not_found');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('after the catalogue changes', () => {
  test('an edit in the back office is in the very next answer and page', async () => {
    const shopper = api.client();
    expect(await productName(shopper, 'tangie-flower')).toBe('Tangie Flower');
    const page = await shopper.get('/product/tangie-flower');
    const { client: owner } = await staffClient(api, 'owner');
    const edited = await owner.patch(adminProductApiPath('tangie-flower'), { json: { name: 'Tangie Reserve' } });
    expect(edited.status, edited.text).toBe(200);
    expect(await productName(shopper, 'tangie-flower')).toBe('Tangie Reserve');
    const list = await shopper.get(API_PATHS.products);
    expect(list.body.find((product: { id: string }) => product.id === 'tangie-flower').name).toBe('Tangie Reserve');
    const pageAfter = await shopper.get('/product/tangie-flower', {
      headers: { 'if-none-match': page.headers.get('etag') ?? '' },
    });
    expect(pageAfter.status).toBe(200);
    expect(pageAfter.headers.get('etag')).not.toBe(page.headers.get('etag'));
  });

  test('a size running out of stock, written by any path, is heard within a second', async () => {
    const shopper = api.client();
    const sevenGram = async () =>
      (await shopper.get(productApiPath('tangie-flower'))).body.sizes.find(
        (size: { size: string }) => size.size === '7g',
      );
    expect((await sevenGram()).inStock).toBe(true);
    await api.db('stock_levels').where({ product_id: 'tangie-flower', size: '7g' }).update({ on_hand: 0 });
    await expect.poll(async () => (await sevenGram()).inStock, { timeout: 1_000, interval: 20 }).toBe(false);
  });

  test('stock that changes without crossing zero keeps the answers', async () => {
    const client = api.client();
    await client.get(productApiPath('tangie-flower'));
    await api.db('stock_levels').where({ product_id: 'tangie-flower', size: '7g' }).update({ on_hand: 3 });
    await api.catalogue.refresh();
    expect(await queriesDuring(() => client.get(productApiPath('tangie-flower')))).toEqual([]);
  });
});

describe('a page', () => {
  test('is kept per age-gate state: a visitor and a confirmed shopper each get their own', async () => {
    const visitor = api.client();
    const confirmed = await api.verifiedClient();
    const forVisitor = await visitor.get('/shop');
    const forConfirmed = await confirmed.get('/shop');
    expect(forVisitor.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(forConfirmed.headers.get('cache-control')).toBe('private, no-cache');
    expect(forVisitor.headers.get('vary')).toMatch(/Cookie/);
    const again = await queriesDuring(() => visitor.get('/shop'));
    expect(again).toEqual([]);
    expect(
      (await visitor.get('/shop', { headers: { 'if-none-match': forVisitor.headers.get('etag') ?? '' } })).status,
    ).toBe(304);
  });

  test('an order’s page is never shared', async () => {
    const response = await api.client().get('/orders/00000000-0000-4000-8000-000000000000');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeNull();
  });

  test('keeps the security headers of each request', async () => {
    const client = api.client();
    await client.get('/about');
    const kept = await client.get('/about');
    expect(kept.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(kept.headers.get('x-request-id')).toMatch(/\S/);
  });
});

describe('a kept answer sent before the app runs', () => {
  /** An app over the harness's database with a public origin, as production has: its pages need nothing from the request. */
  const appWithPublicOrigin = () =>
    serveApp({ db: api.db, catalogue: api.catalogue, publicOrigin: 'https://shop.example' });

  const comparable = (headers: Record<string, string | string[] | undefined>) => {
    const {
      date: _date,
      'x-request-id': requestId,
      connection: _connection,
      'keep-alive': _keepAlive,
      ...rest
    } = headers;
    expect(requestId).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    return rest;
  };

  test('goes out with the very headers and bytes the app gave it, and 304 when it is fresh', async () => {
    const store = await appWithPublicOrigin();
    try {
      for (const [path, encoding] of [
        [API_PATHS.products, 'br'],
        [API_PATHS.products, 'identity'],
        ['/shop', 'gzip'],
        [productPath('tangie-flower'), 'gzip'],
      ] as const) {
        const fromApp = await rawGet(path, { 'accept-encoding': encoding }, store.baseUrl);
        const kept = await withQueries(() => rawGet(path, { 'accept-encoding': encoding }, store.baseUrl));
        expect(kept.queries, path).toEqual([]);
        expect(comparable(kept.answer.headers), `${path} ${encoding}`).toEqual(comparable(fromApp.headers));
        expect(kept.answer.body.equals(fromApp.body), path).toBe(true);
        const revalidated = await rawGet(
          path,
          { 'accept-encoding': encoding, 'if-none-match': String(fromApp.headers.etag) },
          store.baseUrl,
        );
        expect(revalidated.status, path).toBe(304);
        expect(revalidated.body.length).toBe(0);
        expect(revalidated.headers['content-security-policy']).toBe(fromApp.headers['content-security-policy']);
      }
    } finally {
      await store.close();
    }
  });

  test('a page for a shopper with an age cookie is left to the app, which checks the cookie', async () => {
    const store = await appWithPublicOrigin();
    try {
      const confirmed = await api.verifiedClient();
      const cookie = [...confirmed.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      await rawGet('/shop', { cookie }, store.baseUrl);
      const again = await rawGet('/shop', { cookie }, store.baseUrl);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      const forged = await rawGet('/shop', { cookie: 'verdant_age=forged' }, store.baseUrl);
      expect(forged.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    } finally {
      await store.close();
    }
  });
});

interface ServedApp {
  baseUrl: string;
  close(): Promise<void>;
}

/** An app on a port of its own with a build of its own (a shell), over `db`. */
async function serveApp(options: {
  db: Database;
  catalogue: CatalogueVersion;
  publicOrigin?: string;
  /** What else to stop once the server has. */
  afterClose?: () => Promise<void>;
}): Promise<ServedApp> {
  const pwaDist = mkdtempSync(join(tmpdir(), 'verdant-dist-'));
  writeFileSync(join(pwaDist, 'index.html'), SHELL_HTML);
  const app = createApp({
    config: {
      sessionSecret: SESSION_SECRET,
      trustProxy: false,
      pwaDist,
      nodeEnv: 'test',
      ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    },
    db: options.db,
    catalogue: options.catalogue,
    logger: api.logger,
  });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await options.afterClose?.();
      rmSync(pwaDist, { recursive: true, force: true });
    },
  };
}

/** A second app over the same PostgreSQL schema with its own pool and listener: another process, as the database sees it. */
async function secondProcess(): Promise<ServedApp> {
  const settings = (api.db.client as { config: { connection: { connectionString: string }; searchPath?: string[] } })
    .config;
  const db = createDatabase({
    databaseUrl: settings.connection.connectionString,
    pgliteDir: 'memory://',
    ...(settings.searchPath?.[0] ? { schema: settings.searchPath[0] } : {}),
  });
  const catalogue = await watchCatalogueVersion(db, api.logger);
  return serveApp({
    db,
    catalogue,
    afterClose: async () => {
      await catalogue.stop();
      await db.destroy();
    },
  });
}

describe.skipIf(!testDatabaseUrl())('when the connection that hears changes is lost', () => {
  test('an edit made meanwhile still reaches the shop: nothing old is served once the loss is known', async () => {
    const shopper = api.client();
    expect(await productName(shopper, 'tangie-flower')).toBe('Tangie Flower');
    // Ends every connection of this app's, the listening one included, as a failover does.
    expect(await api.terminateDatabaseConnections()).toBeGreaterThan(0);
    await api.db('products').where({ id: 'tangie-flower' }).update({ name: 'Tangie Reserve' });
    await expect
      .poll(() => productName(shopper, 'tangie-flower'), { timeout: 5_000, interval: 50 })
      .toBe('Tangie Reserve');
    // Listening again, it keeps answers again, and drops them at the next change.
    await expect.poll(() => api.catalogue.current, { timeout: 5_000 }).not.toBeNull();
    await api.db('products').where({ id: 'tangie-flower' }).update({ name: 'Tangie Flower' });
    await expect
      .poll(() => productName(shopper, 'tangie-flower'), { timeout: 1_000, interval: 20 })
      .toBe('Tangie Flower');
  });
});

describe.skipIf(!testDatabaseUrl())('two processes on one PostgreSQL database', () => {
  test('an edit through one is served by the other within a second, and never the old answer after', async () => {
    const other = await secondProcess();
    try {
      const shopper = new TestClient(other.baseUrl);
      for (let n = 0; n < 3; n++) expect(await productName(shopper, 'tangie-flower')).toBe('Tangie Flower');
      const { client: owner } = await staffClient(api, 'owner');
      const edited = await owner.patch(adminProductApiPath('tangie-flower'), { json: { name: 'Tangie Reserve' } });
      expect(edited.status, edited.text).toBe(200);
      const editedAt = performance.now();
      await expect
        .poll(() => productName(shopper, 'tangie-flower'), { timeout: 1_000, interval: 10 })
        .toBe('Tangie Reserve');
      expect(performance.now() - editedAt).toBeLessThan(1_000);
      for (let n = 0; n < 50; n++) expect(await productName(shopper, 'tangie-flower')).toBe('Tangie Reserve');
    } finally {
      await other.close();
    }
  });
});

/** A GET with exactly these headers, its body as bytes (fetch would decode it). */
async function rawGet(
  path: string,
  headers: Record<string, string>,
  baseUrl = api.baseUrl,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
