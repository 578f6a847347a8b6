import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { HEMP_ONLY_REASON } from '#shared/compliance/state-rules';
import { stateRulesResponseSchema } from '#shared/schemas/state-rules';
import { down, LAUNCH_HEMP_ONLY_NOTE, up } from '../../sync-api/db/migrations/017-short-state-reasons.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';

/**
 * A store that launched before the state picker showed reasons holds the hemp-only states' long
 * note: migration 017 gives them the short reason, unless the owner has written their own.
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const OWNER_NOTE = 'Texas allows only low-THC medical cannabis; we will say here if that changes.';

async function shownNotes(): Promise<Record<string, string>> {
  const response = await api.client().get(API_PATHS.stateRules);
  expect(response.status).toBe(200);
  const { states } = stateRulesResponseSchema.parse(response.body);
  return Object.fromEntries(states.map((rule) => [rule.code, rule.note]));
}

/** The notes as a store launched before the change holds them, with Texas's rewritten by the owner. */
async function launchedBeforeTheChange(): Promise<void> {
  await api.db('state_rules').whereIn('code', ['FL', 'GA', 'TX']).update({ note: LAUNCH_HEMP_ONLY_NOTE });
  await api.db('state_rules').where({ code: 'TX' }).update({ note: OWNER_NOTE });
  await api.catalogue.refresh();
}

describe('migration 017: the hemp-only states’ reason', () => {
  test('a state still holding the launch note shows the short reason, and one the owner rewrote keeps the owner’s words', async () => {
    await launchedBeforeTheChange();
    expect((await shownNotes()).FL).toBe(LAUNCH_HEMP_ONLY_NOTE);

    await up(api.db);
    await api.catalogue.refresh();

    const notes = await shownNotes();
    expect(notes.FL).toBe(HEMP_ONLY_REASON);
    expect(notes.GA).toBe(HEMP_ONLY_REASON);
    expect(notes.TX).toBe(OWNER_NOTE);
  });

  test('undoing it puts the launch note back only where its own text still stands', async () => {
    await launchedBeforeTheChange();
    await up(api.db);
    await down(api.db);
    await api.catalogue.refresh();

    const notes = await shownNotes();
    expect(notes.FL).toBe(LAUNCH_HEMP_ONLY_NOTE);
    expect(notes.TX).toBe(OWNER_NOTE);
  });
});
