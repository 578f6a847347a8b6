import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cartDb } from '../../pwa/db/cart-db.ts';
import { sendWaitingChanges } from '../../pwa/service-worker/send-waiting-changes.ts';

const noPage = async () => [];
const onePage = async () => [{ type: 'window' }];

async function queueOneChange(): Promise<void> {
  await cartDb.outbox.add({
    clientId: 'c1',
    mutationId: 1,
    mutation: { name: 'clearCart', args: {} },
    createdAt: Date.now(),
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await cartDb.outbox.clear();
  await cartDb.meta.clear();
});

describe("the service worker's part of the cart's sync", () => {
  test('with no page open it sends what waits, and a failed try rejects so the browser tries again', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await queueOneChange();

    await expect(sendWaitingChanges(noPage)).rejects.toThrow('Failed to fetch');

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await cartDb.outbox.count()).toBe(1);
  });

  test('with a page of the store open it leaves the sending to the page', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await queueOneChange();

    await sendWaitingChanges(onePage);

    expect(fetch).not.toHaveBeenCalled();
  });

  test('with nothing waiting it sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);

    await sendWaitingChanges(noPage);

    expect(fetch).not.toHaveBeenCalled();
  });
});
