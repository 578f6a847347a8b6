/**
 * The carts a process keeps from its last pushes (sync-api/cart/kept-carts.ts): one per
 * session, the least recently used forgotten first once the bound is reached.
 */
import { describe, expect, test } from 'vitest';
import { type KeptCart, KeptCarts } from '../../sync-api/cart/kept-carts.ts';

function keptCart(cartId: string): KeptCart {
  return {
    ageConfirmationId: '00000000-0000-4000-8000-000000000001',
    ageConfirmedUntil: new Date('2030-01-01T00:00:00Z'),
    clientId: '00000000-0000-4000-8000-000000000002',
    snapshot: {
      cartId,
      version: 1,
      catalogueVersion: '1',
      client: { cartId, lastMutationId: 1 },
      lastMutationIds: {},
      lines: [],
      keptRefusals: [],
    },
  };
}

describe('the carts a process keeps', () => {
  test('a session has one: the last kept replaces the one before, and a forgotten one is gone', () => {
    const kept = new KeptCarts();
    kept.keep('session-a', keptCart('cart-1'));
    kept.keep('session-a', keptCart('cart-2'));
    expect(kept.take('session-a')?.snapshot.cartId).toBe('cart-2');
    kept.forget('session-a');
    expect(kept.take('session-a')).toBeUndefined();
  });

  test('past the bound the least recently used goes first, and taking one counts as using it', () => {
    const kept = new KeptCarts(2);
    kept.keep('session-a', keptCart('cart-a'));
    kept.keep('session-b', keptCart('cart-b'));
    expect(kept.take('session-a')).toBeDefined();
    kept.keep('session-c', keptCart('cart-c'));
    expect(kept.take('session-b')).toBeUndefined();
    expect(kept.take('session-a')?.snapshot.cartId).toBe('cart-a');
    expect(kept.take('session-c')?.snapshot.cartId).toBe('cart-c');
  });
});
