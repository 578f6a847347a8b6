import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { productApiPath } from '#shared/api-paths';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { productSchema } from '#shared/schemas/product';
import { down, LAUNCH_DESCRIPTIONS, up } from '../../sync-api/db/migrations/014-hemp-law-copy.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';

/**
 * A store that launched before 2026-11-12 still holds three gummies described as "hemp-derived,
 * under 0.3% Delta-9 THC": migration 014 gives them the seed's present text, unless the owner has
 * written their own.
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const OWNER_TEXT =
  'Our own words for this gummy: bright blood orange, fresh ginger and a clear lift for a busy Saturday, written by the owner in the back office.';
const [watermelon = '', mango = '', bloodOrange = ''] = Object.keys(LAUNCH_DESCRIPTIONS);

function seedText(id: string): string | undefined {
  return catalogueProducts.find((product) => product.id === id)?.description;
}

async function shownDescription(id: string): Promise<string> {
  const response = await api.client().get(productApiPath(id));
  expect(response.status).toBe(200);
  return productSchema.parse(response.body).description;
}

/** The database as a store launched before the change holds it, with one description the owner rewrote. */
async function launchedBeforeTheChange(): Promise<void> {
  for (const [id, text] of Object.entries(LAUNCH_DESCRIPTIONS)) {
    await api.db('products').where({ id }).update({ description: text });
  }
  await api.db('products').where({ id: bloodOrange }).update({ description: OWNER_TEXT });
  await api.catalogue.refresh();
}

describe('migration 014: the launch gummies described as hemp', () => {
  test('a gummy still holding the launch text is shown with the present text, and one the owner rewrote keeps the owner’s words', async () => {
    await launchedBeforeTheChange();
    expect(await shownDescription(watermelon)).toContain('hemp-derived, under 0.3% Delta-9 THC');

    await up(api.db);
    await api.catalogue.refresh();

    for (const id of [watermelon, mango]) {
      const shown = await shownDescription(id);
      expect(shown).toBe(seedText(id));
      expect(shown).not.toMatch(/hemp/i);
    }
    expect(await shownDescription(bloodOrange)).toBe(OWNER_TEXT);
  });

  test('undoing it puts the launch text back only where its own text still stands', async () => {
    await launchedBeforeTheChange();
    await up(api.db);
    await down(api.db);
    await api.catalogue.refresh();

    expect(await shownDescription(watermelon)).toBe(LAUNCH_DESCRIPTIONS[watermelon]);
    expect(await shownDescription(mango)).toBe(LAUNCH_DESCRIPTIONS[mango]);
    expect(await shownDescription(bloodOrange)).toBe(OWNER_TEXT);
  });
});
