import { type BrowserContext, expect, type Locator, type Page, type Route } from '@playwright/test';

/** Waits until the service worker is active and controls the page, so what follows is cached by it. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Waits for the background warm-up (the whole catalogue and its pictures) to finish. */
export async function untilCatalogueWarm(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('verdant-catalogue-warmed')), { timeout: 30_000 })
    .not.toBeNull();
}

const abortWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

/**
 * Offline as devtools' "Offline" sets it: the page's requests fail, and so do the service
 * worker's own (which `setOffline` does not reach).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**', abortWorkerRequests);
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.unroute('**', abortWorkerRequests);
}

/** Whether an <img> has loaded a real picture. */
export function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  });
}
