import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { stateRulesResponseSchema } from '#shared/schemas/state-rules';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

describe('GET /api/state-rules', () => {
  test('answers every seeded place with its delivery, categories, limits and sources', async () => {
    const response = await api.client().get('/api/state-rules');
    expect(response.status).toBe(200);
    const { states } = stateRulesResponseSchema.parse(response.body);
    expect(states.map((state) => state.code).sort()).toEqual(STATE_RULES_SEED.map((state) => state.code).sort());
    const california = states.find((state) => state.code === 'CA');
    expect(california).toMatchObject({ name: 'California', offered: true, timeZone: 'America/Los_Angeles' });
    expect(california?.limits.map((limit) => [limit.label, limit.amount, limit.unit, limit.period])).toEqual([
      ['Flower', 28.5, 'g', 'day'],
      ['Concentrate', 8, 'g', 'day'],
    ]);
    expect(california?.sources[0]?.title).toContain('15409');
    expect(states.find((state) => state.code === 'TX')).toMatchObject({ offered: false, limits: [] });
  });

  test('is shared like the catalogue: cacheable, with an ETag that a revalidation matches', async () => {
    const first = await api.client().get('/api/state-rules');
    expect(first.headers.get('cache-control')).toContain('public');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await api.client().get('/api/state-rules', { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
  });

  test('follows a rule changed in the database at once', async () => {
    await api.client().get('/api/state-rules');
    await api.db('state_rules').where('code', 'CA').update({ offered: false });
    await api.catalogue.refresh();
    const response = await api.client().get('/api/state-rules');
    expect(response.body.states.find((state: { code: string }) => state.code === 'CA').offered).toBe(false);
  });
});

describe('size contents', () => {
  test('every seeded size of every product holds what its size says', async () => {
    const rows = await api.db('size_contents').select('product_id', 'size', 'measure', 'amount');
    const contentOf = (productId: string, size: string) => {
      const row = rows.find((candidate) => candidate.product_id === productId && candidate.size === size);
      return row ? [row.measure, Number(row.amount)] : null;
    };
    expect(contentOf('tangie-flower', '7g')).toEqual(['flowerGrams', 7]);
    expect(contentOf('blue-dream-preroll', '5-pack')).toEqual(['prerollGrams', 6.5]);
    expect(contentOf('lychee-gummies', '6-pack')).toEqual(['edibleThcMg', 30]);
    expect(contentOf('midnight-berry-sleep-gummies', '2-pack')).toEqual(['edibleThcMg', 120]);
    const stockRows = await api.rowCount('stock_levels');
    expect(rows.length).toBe(stockRows);
  });

  test('a product answer says what one of each size holds', async () => {
    const product = (await api.client().get('/api/products/purple-gruntz-vape')).body;
    expect(product.sizes.map((size: { size: string; content: unknown }) => [size.size, size.content])).toEqual([
      ['1-vape', { measure: 'concentrateGrams', amount: 2 }],
      ['2-pack', { measure: 'concentrateGrams', amount: 4 }],
      ['3-pack', { measure: 'concentrateGrams', amount: 6 }],
    ]);
  });
});
