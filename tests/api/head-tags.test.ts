import { cpSync, mkdtempSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';

/**
 * What a link preview or a crawler that runs no JavaScript sees: the head the server writes
 * into the app shell for each route, read with a plain HTTP request.
 */

let api: ApiHarness;
beforeAll(async () => {
  // The real shell's source, so the test also proves its head markers are in place.
  const dist = mkdtempSync(join(tmpdir(), 'verdant-head-'));
  cpSync(join(import.meta.dirname, '../../pwa/index.html'), join(dist, 'index.html'));
  api = await startApi({ pwaDist: dist });
});
afterAll(() => api.close());

interface Head {
  status: number;
  titles: string[];
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function headOf(path: string): Promise<Head> {
  const response = await api.client().get(path);
  const head = response.text.slice(0, response.text.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? ''));
  const metas = [...head.matchAll(/<meta ([^>]*)>/g)].map((match) => {
    const attrs = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z:-]+)="([^"]*)"/g)].map((attr) => [attr[1], decode(attr[2] ?? '')]),
    );
    return attrs as Record<string, string>;
  });
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  return {
    status: response.status,
    titles,
    meta: (key) => metas.find((meta) => meta.name === key || meta.property === key)?.content,
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    jsonLd,
  };
}

const types = (head: Head) => head.jsonLd.map((data) => data['@type']);

describe('the head the server writes for each route', () => {
  test('the home page: one title, a description, social tags, the organisation and the delivery service', async () => {
    const head = await headOf('/');
    expect(head.status).toBe(200);
    expect(head.titles).toEqual(['Verdant | Premium Cannabis Delivered']);
    expect(head.meta('description')).toMatch(/gummies, flower, vapes and prerolls/);
    expect(head.meta('og:title')).toBe(head.titles[0]);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:image')).toBe(`${api.baseUrl}/images/og-default.png`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.canonical).toBe(`${api.baseUrl}/`);
    expect(types(head)).toEqual(['OnlineStore', 'Service']);
  });

  test('a product page: its name, the first 120 characters of its description, its image, Product and breadcrumbs', async () => {
    const product = (await api.client().get('/api/products/blue-dream-preroll')).body;
    const head = await headOf('/product/blue-dream-preroll');
    expect(head.status).toBe(200);
    expect(head.titles).toEqual(['Blue Dream Preroll | Verdant']);
    expect(head.meta('description')).toBe(product.description.slice(0, 120));
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toBe(`${api.baseUrl}/images/products/blue-dream-preroll-800.webp`);
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.canonical).toBe(`${api.baseUrl}/product/blue-dream-preroll`);
    const ld = head.jsonLd.find((data) => data['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: 'Blue Dream Preroll',
      sku: 'blue-dream-preroll',
      aggregateRating: { ratingValue: product.rating, reviewCount: product.reviewCount },
      offers: { price: product.price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    const crumbs = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Shop', 'Prerolls', 'Blue Dream Preroll']);
    expect(crumbs.itemListElement[1]?.item).toBe(`${api.baseUrl}/category/prerolls`);
  });

  test('an out-of-stock product says so in its offer', async () => {
    const head = await headOf('/product/runtz-preroll');
    const ld = head.jsonLd.find((data) => data['@type'] === 'Product') as { offers: { availability: string } };
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  test('a category page: the category name and description, with breadcrumbs', async () => {
    const head = await headOf('/category/gummies');
    expect(head.status).toBe(200);
    expect(head.titles).toEqual(['Gummies | Verdant']);
    expect(head.meta('description')).toMatch(/edibles/i);
    expect(types(head)).toEqual(['OnlineStore', 'BreadcrumbList']);
  });

  test('a guide: its own title, description and keywords, as an article', async () => {
    const head = await headOf('/cannabis-for-sleep');
    expect(head.status).toBe(200);
    expect(head.titles[0]).toMatch(/Sleep.*\| Verdant$/);
    expect(head.meta('description')?.length).toBeGreaterThan(100);
    expect(head.meta('keywords')).toBeTruthy();
    expect(head.meta('og:type')).toBe('article');
  });

  test('the delivery page carries the delivery service with each served state’s options, from its rules', async () => {
    const head = await headOf('/shipping-info');
    const service = head.jsonLd.find((data) => data['@type'] === 'Service') as {
      areaServed: { name: string }[];
      offers: { name: string; price: string }[];
    };
    expect(service.areaServed.map((area) => area.name)).toEqual(['Arizona', 'California', 'Massachusetts']);
    expect(service.offers.map((offer) => `${offer.name} ${offer.price}`)).toEqual([
      'Standard to Arizona (3-5 business days) 9.99',
      'Express to Arizona (1-2 business days) 19.99',
      'Standard to California (3-5 business days) 9.99',
      'Express to California (1-2 business days) 19.99',
      'Same-Day to California (2-4 hours) 29.99',
      'Standard to Massachusetts (3-5 business days) 9.99',
      'Express to Massachusetts (1-2 business days) 19.99',
      'Same-Day to Massachusetts (2-4 hours) 29.99',
    ]);
  });

  test('/shop?category= reflects the category in the title', async () => {
    const head = await headOf('/shop?category=vapes');
    expect(head.titles).toEqual(['Shop Vapes | Verdant']);
    expect(head.canonical).toBe(`${api.baseUrl}/?category=vapes`);
  });

  test('an unknown path and an unknown product are 404 and ask not to be indexed', async () => {
    for (const path of ['/no-such-page', '/product/no-such-product']) {
      const head = await headOf(path);
      expect(head.status, path).toBe(404);
      expect(head.titles, path).toHaveLength(1);
      expect(head.titles[0], path).toMatch(/Not Found \| Verdant$/);
      expect(head.meta('robots'), path).toBe('noindex');
    }
  });

  test('text from the address cannot inject markup into the head', async () => {
    const head = await headOf('/shop?search=%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const response = await api.client().get('/shop?search=%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.text).not.toContain('<script>alert(1)</script>');
    expect(head.titles).toEqual(['Search results for "</title><script>alert(1)</script>" | Verdant']);
  });
});

describe('pages kept in memory', () => {
  test("another Host's page is kept apart: a request naming evil.example does not set the next visitor's links", async () => {
    const path = '/product/blue-dream-preroll';
    const poisoned = await new Promise<string>((resolve, reject) => {
      const request = httpGet(`${api.baseUrl}${path}`, { headers: { host: 'evil.example' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      });
      request.on('error', reject);
    });
    expect(poisoned).toContain('<link rel="canonical" href="http://evil.example/product/blue-dream-preroll"');

    const head = await headOf(path);
    expect(head.canonical).toBe(`${api.baseUrl}${path}`);
    expect(head.meta('og:url')).toBe(`${api.baseUrl}${path}`);
  });
});
