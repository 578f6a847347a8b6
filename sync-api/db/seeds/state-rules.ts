import type { Knex } from 'knex';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';

/**
 * Writes the state rules' seed (shared/compliance/state-rules.ts) into an empty `state_rules`,
 * as migration 013 made it; seedStateDelivery and seedStateTenders then give each its delivery
 * (migration 018), its ways to pay (migration 019) and its taxes (migration 023).
 */
export async function seedStateRules(trx: Knex | Knex.Transaction): Promise<void> {
  await trx('state_rules').insert(
    STATE_RULES_SEED.map((rule) => ({
      code: rule.code,
      name: rule.name,
      offered: rule.offered,
      categories: JSON.stringify(rule.categories),
      limits: JSON.stringify(rule.limits),
      time_zone: rule.timeZone,
      sources: JSON.stringify(rule.sources),
      note: rule.note,
      reviewed_on: rule.reviewedOn,
    })),
  );
}

/** Gives each seeded place its seeded delivery options and terms (the column of migration 018). */
export async function seedStateDelivery(trx: Knex | Knex.Transaction): Promise<void> {
  for (const rule of STATE_RULES_SEED) {
    await trx('state_rules')
      .where('code', rule.code)
      .update({ delivery: JSON.stringify(rule.delivery) });
  }
}

/** Gives each seeded place its seeded ways to pay (the column of migration 019). */
export async function seedStateTenders(trx: Knex | Knex.Transaction): Promise<void> {
  for (const rule of STATE_RULES_SEED) {
    await trx('state_rules')
      .where('code', rule.code)
      .update({ tenders: JSON.stringify(rule.tenders) });
  }
}

/** Gives each seeded place its seeded taxes (the column of migration 023). */
export async function seedStateTaxes(trx: Knex | Knex.Transaction): Promise<void> {
  for (const rule of STATE_RULES_SEED) {
    await trx('state_rules')
      .where('code', rule.code)
      .update({ taxes: JSON.stringify(rule.taxes) });
  }
}
