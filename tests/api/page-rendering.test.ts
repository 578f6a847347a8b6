import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PAGE_RENDERER_FILE, PAGE_RENDERER_FOLDER } from '#shared/page-rendering';
import { SHARE_POLICIES } from '../../sync-api/shared-answers/share-answers.ts';
import { type ApiHarness, SHELL_HTML, startApi } from '../setup/api-harness.ts';

/**
 * The server's side of page rendering (shared/page-rendering.ts), with a stand-in renderer in
 * the build: what the server hands it, how the catalogue answers its reads, and that a page
 * still goes out when rendering fails. The real renderer is checked in the browser suite
 * (tests/e2e/server-rendering.spec.ts), against a real build.
 */

/**
 * Writes into the shell what it was asked and, for `?read=PATH`, what the catalogue answered
 * for PATH; `?fail=throw` and `?fail=null` make it fail.
 */
const STAND_IN_RENDERER = `
export function createPageRenderer(transport) {
  return {
    async renderPage({ url, ageVerified, shell }) {
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('fail') === 'throw') throw new Error('renderer failed');
      if (query.get('fail') === 'null') return null;
      const read = query.get('read');
      let answer = null;
      if (read) {
        const response = await transport(read);
        answer = { status: response.status, body: await response.json() };
      }
      const report = JSON.stringify({ url, ageVerified, answer });
      return shell.replace('<div id="root"></div>', () => '<div id="root"><pre id="report">' + report + '</pre></div>');
    },
  };
}
`;

interface Report {
  url: string;
  ageVerified: boolean;
  answer: { status: number; body: unknown } | null;
}

function reportIn(html: string): Report | null {
  const match = /<pre id="report">(.*)<\/pre>/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Report) : null;
}

let api: ApiHarness;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'verdant-dist-'));
  writeFileSync(join(dist, 'index.html'), SHELL_HTML);
  mkdirSync(join(dist, PAGE_RENDERER_FOLDER));
  writeFileSync(join(dist, PAGE_RENDERER_FOLDER, PAGE_RENDERER_FILE), STAND_IN_RENDERER);
  api = await startApi({ pwaDist: dist });
});
beforeEach(() => api.reset());
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a page rendered on the server', () => {
  test('the renderer gets the page address with its query, and its HTML is the answer', async () => {
    const response = await api.client().get('/shop?category=gummies&search=mango');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(SHARE_POLICIES.page.cacheControl);
    expect(reportIn(response.text)?.url).toBe('/shop?category=gummies&search=mango');
    // The page's own head is written in before the renderer sees the shell.
    expect(response.text).toContain('<link rel="canonical"');
  });

  test('is rendered behind the age gate without a confirmed age, past it with one', async () => {
    expect(reportIn((await api.client().get('/')).text)?.ageVerified).toBe(false);
    const verified = await api.verifiedClient();
    expect(reportIn((await verified.get('/')).text)?.ageVerified).toBe(true);

    const forged = api.client();
    forged.cookies.set('verdant_age', '00000000-0000-4000-8000-000000000000');
    forged.cookies.set('verdant_age.sig', 'forged');
    expect(reportIn((await forged.get('/')).text)?.ageVerified).toBe(false);
  });

  test('a path the store does not have is still rendered (its not-found screen), with 404', async () => {
    const response = await api.client().get('/no-such-page');
    expect(response.status).toBe(404);
    expect(reportIn(response.text)?.url).toBe('/no-such-page');
  });

  test('the back office is never rendered on the server: its shell goes out bare', async () => {
    for (const path of ['/admin', '/admin/orders?status=paid', '/admin/orders/some-order']) {
      const response = await api.client().get(path);
      expect(response.status, path).toBe(200);
      expect(reportIn(response.text), path).toBeNull();
      expect(response.text, path).toContain('<div id="root"></div>');
    }
  });

  test('when the renderer fails or gives up, the bare shell goes out and the page still opens', async () => {
    for (const fail of ['throw', 'null']) {
      const response = await api.client().get(`/?fail=${fail}`);
      expect(response.status, fail).toBe(200);
      expect(response.text, fail).toContain('<div id="root"></div>');
      expect(reportIn(response.text), fail).toBeNull();
    }
    expect(
      api.logs.some((line) => line.msg === 'the page could not be rendered on the server; the browser renders it'),
    ).toBe(true);
  });

  test('a HEAD request gets the shell without rendering the page', async () => {
    const response = await api.client().request('HEAD', '/');
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
  });

  test('the renderer bundle itself is never served', async () => {
    const response = await api.client().get(`/${PAGE_RENDERER_FOLDER}/${PAGE_RENDERER_FILE}`);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('createPageRenderer');
  });
});

describe("the catalogue's answers to the renderer", () => {
  const read = async (path: string) => {
    const page = await api.client().get(`/?read=${encodeURIComponent(path)}`);
    const report = reportIn(page.text);
    if (!report?.answer) throw new Error(`no answer for ${path}`);
    return report.answer;
  };

  test("are the API answers, for the featured list, filtered lists, a product and the states' rules", async () => {
    const client = api.client();
    for (const path of [
      '/api/state-rules',
      '/api/products/featured',
      '/api/products',
      '/api/products?category=gummies',
      '/api/products?search=blue&mood=chill-out',
      '/api/products/blue-dream-preroll',
    ]) {
      const viaHttp = await client.get(path);
      expect(viaHttp.status, path).toBe(200);
      expect(await read(path), path).toEqual({ status: 200, body: viaHttp.body });
    }
  });

  test('a product that does not exist is 404 product_not_found, as from the API', async () => {
    for (const path of ['/api/products/no-such-product', '/api/products/Bad_Id', '/api/products/%E0%A4%A']) {
      const answer = await read(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ error: { code: 'product_not_found' } });
    }
  });

  test('invalid filters are 400, and anything but the catalogue is not the renderer’s to read', async () => {
    expect(await read('/api/products?category=candy')).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    });
    for (const path of ['/api/cart', '/api/orders/1', '/api/age-verification/status']) {
      expect(await read(path), path).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    }
  });
});
