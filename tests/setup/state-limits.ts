import type { PurchaseLimit } from '#shared/compliance/state-rule';
import type { ApiHarness } from './api-harness.ts';

/**
 * Raises every offered state's purchase limits far above any cart, until the next `reset()`: for
 * the tests whose subject is something else (a line's cap of 99, a cart's 50 lines, stock
 * running out) and so need carts no shopper may buy. Which states are offered, and which
 * categories go where, stay as seeded. The limits' own tests are tests/api/state-limits.test.ts.
 */
export async function roomyStateLimits(api: ApiHarness, factor = 1000): Promise<void> {
  const offered = await api
    .db('state_rules')
    .where('offered', true)
    .select<{ code: string; limits: PurchaseLimit[] }[]>('code', 'limits');
  for (const { code, limits } of offered) {
    const roomy = limits.map((limit) => ({ ...limit, amount: limit.amount * factor }));
    await api
      .db('state_rules')
      .where('code', code)
      .update({ limits: JSON.stringify(roomy) });
  }
  await api.catalogue.refresh();
}
