import { describe, expect, test } from 'vitest';
import { homeMeta } from '#shared/content/store-pages';
import { matchPage, STATIC_PAGE_PATHS } from '#shared/routes';
import { escapeHtml, jsonForScript } from '#shared/seo/escape';
import { headFor, headHtml, headTags } from '#shared/seo/head';
import { TANGIE_FLOWER } from '../fixtures/catalogue-products.ts';

const origin = 'https://verdant.test';

const product = TANGIE_FLOWER;

describe('page heads', () => {
  test('every page of the route table has a title with the store name and a real description', () => {
    for (const path of Object.values(STATIC_PAGE_PATHS)) {
      const head = headFor(matchPage(path), { origin });
      expect(head.title, path).toMatch(/Verdant/);
      expect(head.description.length, path).toBeGreaterThan(50);
      expect(head.noindex ?? false, path).toBe(
        ['/checkout', '/order-success', '/orders', '/sign-in', '/account'].includes(path),
      );
    }
  });

  test('a product page describes the product with the first 120 characters of its description', () => {
    const head = headFor(matchPage('/product/tangie-flower'), { origin, product });
    expect(head.title).toBe('Tangie Flower | Verdant');
    expect(head.description).toBe(product.description.slice(0, 120));
    expect(head.image).toBe('/images/products/tangie-flower-800.webp');
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['OnlineStore', 'Product', 'BreadcrumbList']);
  });

  test("an order's page is not indexed, and its head says nothing about the order", () => {
    const orderId = '0b7e6c1a-3f2d-4c5e-9a8b-7c6d5e4f3a2b';
    const head = headFor(matchPage(`/orders/${orderId}`), { origin });
    expect(head.title).toBe('Your Order | Verdant');
    expect(head.noindex).toBe(true);
    expect(JSON.stringify(headTags(head, origin))).not.toContain(orderId);
  });

  test('a product that does not exist gets a not-found head that asks not to be indexed', () => {
    const head = headFor(matchPage('/product/nope'), { origin, product: null });
    expect(head.title).toBe('Product Not Found | Verdant');
    expect(head.noindex).toBe(true);
  });

  test('the home title follows search, then category, then mood', () => {
    expect(homeMeta({ search: ' gummies ', category: 'flower' }).title).toBe('Search results for "gummies" | Verdant');
    expect(homeMeta({ category: 'flower', mood: 'better-sleep' }).title).toBe('Shop Flower | Verdant');
    expect(homeMeta({ mood: 'better-sleep' }).title).toBe('Better Sleep | Verdant');
    expect(homeMeta({ category: 'candy' }).title).toBe(homeMeta().title);
  });

  test('tags carry absolute URLs for the canonical link and the image', () => {
    const tags = headTags(headFor(matchPage('/category/vapes'), { origin }), origin);
    expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: `${origin}/category/vapes` } });
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { property: 'og:image', content: `${origin}/images/og-default.png` },
    });
  });

  test('the HTML escapes text and keeps JSON-LD from closing its script early', () => {
    const head = headFor(matchPage('/shop'), { origin, filters: { search: '</script><b>"x"' } });
    const html = headHtml(head, origin);
    expect(html).toContain(
      '<title>Search results for &quot;&lt;/script&gt;&lt;b&gt;&quot;x&quot;&quot; | Verdant</title>',
    );
    expect(html).not.toContain('</script><b>');
    expect(jsonForScript({ text: '</script><!--' })).toBe('{"text":"\\u003c/script\\u003e\\u003c!--"}');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
