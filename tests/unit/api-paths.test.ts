import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { API_PATHS, isApiPath, productApiPath, testGatewayStepApiPath } from '#shared/api-paths';
import { isCatalogueRequest, NAVIGATION_DENYLIST } from '../../pwa/service-worker/cache-rules.ts';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('API paths', () => {
  test('an API path is /api or below it, and nothing that merely starts with the letters', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/products')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/product/api')).toBe(false);
  });

  test('builders escape the id they put in a path', () => {
    expect(productApiPath('blue-dream-preroll')).toBe('/api/products/blue-dream-preroll');
    expect(productApiPath('a/b?c')).toBe('/api/products/a%2Fb%3Fc');
    expect(testGatewayStepApiPath('pi_1/2', 'confirm')).toBe('/api/test-gateway/payment-intents/pi_1%2F2/confirm');
  });

  test('the service worker caches the catalogue paths and never answers an API call with the shell', () => {
    const origin = 'https://verdant.test';
    expect(isCatalogueRequest(new URL(productApiPath('og-kush'), origin), 'GET', origin)).toBe(true);
    expect(isCatalogueRequest(new URL(API_PATHS.featuredProducts, origin), 'GET', origin)).toBe(true);
    expect(isCatalogueRequest(new URL(API_PATHS.cartSync, origin), 'GET', origin)).toBe(false);
    for (const path of Object.values(API_PATHS)) {
      expect(
        NAVIGATION_DENYLIST.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    }
  });

  test('no code spells an API path outside shared/api-paths.ts', () => {
    const literal = /['"`]\/api(?:[/?'"`]|\$\{)/;
    const files = ['pwa', 'sync-api', 'shared'].flatMap(sourceFiles).filter((file) => file !== 'shared/api-paths.ts');
    const offenders = files.filter((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .some((line) => !line.trim().startsWith('*') && !line.trim().startsWith('//') && literal.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
