import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CartItem } from '#shared/schemas/cart';
import { expect } from './fixtures.ts';

export const cartButton = (page: Page) => page.getByRole('button', { name: /^Open cart/ });
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /^Shopping Cart/ });

/** Opens the cart drawer from the header's cart button. */
export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The cart as the server holds it for this browser's session. */
export async function serverCart(request: APIRequestContext): Promise<CartItem[]> {
  const response = await request.get('/api/cart');
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartItem[];
}
