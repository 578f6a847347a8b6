import { expect, test } from './fixtures.ts';
import { startPushWitness } from './push-witness.ts';
import { runRendererCrashes } from './renderer-crash.ts';

// The service worker is part of what dies and recovers here (it is blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('A page killed while the cart changes and syncs', () => {
  test('loses no change the shopper saw, applies none twice, and the device and the server agree', async ({
    browser,
    store,
  }) => {
    // About 45 s alone; two at once on a two-core machine take up to 1.9 min, beside the suite more.
    test.setTimeout(240_000);
    // A new seed each run covers new moments; a failure names its seed (CRASH_SEED repeats it).
    const seed = Number(process.env.CRASH_SEED) || Math.floor(Math.random() * 2 ** 31);
    // Answers held up to 80 ms: many kills land between the server applying a push and the page reading it.
    const witness = await startPushWitness(store.baseUrl, { answerDelay: () => Math.random() * 80 });
    try {
      const figures = await runRendererCrashes({ browser, witness, changes: 100, changesPerKill: 20, seed });
      const named = `seed ${seed}: ${JSON.stringify(figures)}`;
      test.info().annotations.push({ type: 'figures', description: named });
      expect(figures, named).toMatchObject({ acknowledgedLost: 0, appliedTwice: 0, impossibleAnswers: 0, agree: true });
      expect(figures.changes, named).toBeGreaterThanOrEqual(100);
      expect(figures.crashes + figures.closes, named).toBeGreaterThanOrEqual(2);
    } finally {
      await witness.close();
    }
  });
});
