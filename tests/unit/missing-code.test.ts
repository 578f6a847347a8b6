import { describe, expect, test } from 'vitest';
import { failedCodeUrl, isCodeGone } from '../../pwa/features/app-update/missing-code.ts';

const BASE = 'https://verdant.example/shop?category=Flower';

describe('the file a failed load names', () => {
  test("a dynamic import's failure names its absolute URL", () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://verdant.example/assets/cart-drawer-CfFjsYXc.js',
    );
    expect(failedCodeUrl(error, BASE)).toBe('https://verdant.example/assets/cart-drawer-CfFjsYXc.js');
  });

  test("a stylesheet preload's failure names a path, resolved against the page", () => {
    const error = new Error('Unable to preload CSS for /assets/checkout-page-BbJwvv2n.css');
    expect(failedCodeUrl(error, BASE)).toBe('https://verdant.example/assets/checkout-page-BbJwvv2n.css');
  });

  test('an error naming no file gives nothing to check', () => {
    expect(failedCodeUrl(new Error('Something else went wrong'), BASE)).toBeNull();
    expect(failedCodeUrl(undefined, BASE)).toBeNull();
    expect(failedCodeUrl({ message: 'https://verdant.example/assets/a.js' }, BASE)).toBeNull();
  });
});

describe('whether the file is gone', () => {
  const answering = (status: number) => (async () => new Response(null, { status })) as typeof fetch;

  test('404 and 410 say a newer release removed it', async () => {
    await expect(isCodeGone('https://verdant.example/assets/a.js', answering(404))).resolves.toBe(true);
    await expect(isCodeGone('https://verdant.example/assets/a.js', answering(410))).resolves.toBe(true);
  });

  test('a file that is there, or a server in trouble, is not proof', async () => {
    for (const status of [200, 304, 500, 503]) {
      await expect(isCodeGone('https://verdant.example/assets/a.js', answering(status)), String(status)).resolves.toBe(
        false,
      );
    }
  });

  test('a network that fails (offline) is not proof either', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(isCodeGone('https://verdant.example/assets/a.js', offline)).resolves.toBe(false);
  });

  test('it asks the server itself, never a cached copy', async () => {
    const asked: RequestInit[] = [];
    const recording = (async (_url: string, init: RequestInit) => {
      asked.push(init);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    await isCodeGone('https://verdant.example/assets/a.js', recording);
    expect(asked).toEqual([{ method: 'HEAD', cache: 'no-store' }]);
  });
});
