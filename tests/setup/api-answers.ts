import { expect } from 'vitest';
import { readErrorBody } from '#shared/errors';
import { type CartItem, cartSchema } from '#shared/schemas/cart';
import type { TestClient, TestResponse } from './test-client.ts';

/** An error answer: this status, JSON, and the shared error body with this code. */
export function expectError(response: TestResponse, status: number, code: string, label = '') {
  expect(response.status, `${label} ${response.text}`).toBe(status);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(readErrorBody(response.body)?.error.code, label).toBe(code);
}

/** The client's cart as GET /api/cart answers it, in the cart's wire shape. */
export async function cartOf(client: TestClient): Promise<CartItem[]> {
  const response = await client.get('/api/cart');
  expect(response.status).toBe(200);
  return cartSchema.parse(response.body);
}
