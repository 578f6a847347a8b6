import { describe, expect, test } from 'vitest';
import { nextTryText, syncStatusText } from '../../pwa/features/cart/sync-status.tsx';

describe("the cart drawer's sync words", () => {
  test('each state reads as one sentence', () => {
    expect(syncStatusText({ kind: 'synced', lastSyncAt: null })).toBe('All changes saved');
    expect(syncStatusText({ kind: 'pending', pending: 1, nextTryAt: null })).toBe('1 change waiting to sync');
    expect(syncStatusText({ kind: 'offline', pending: 2, nextTryAt: null })).toBe(
      'Offline — 2 changes saved on this device',
    );
    expect(syncStatusText({ kind: 'offline', pending: 0, nextTryAt: null })).toBe(
      'Offline — your cart is saved on this device',
    );
  });

  test('the next try is counted in whole seconds, rounded up, and says so once it is due', () => {
    const now = 1_000_000;
    expect(nextTryText(now + 14_200, now)).toBe('Next try in 15 s.');
    expect(nextTryText(now + 1, now)).toBe('Next try in 1 s.');
    expect(nextTryText(now, now)).toBe('Trying again now…');
    expect(nextTryText(now - 3000, now)).toBe('Trying again now…');
  });
});
