import type { Knex } from 'knex';
import { catalogueProducts } from '#shared/catalogue/seed-products';

/**
 * Three launch gummies were described as "hemp-derived, under 0.3% Delta-9 THC by dry weight",
 * which stopped being true on 2026-11-12, when federal law began to count total THC (THCA
 * included) and to cap a finished hemp product at 0.4 mg per container (shared/compliance/
 * hemp-law.ts). Each takes the seed's present description, but only while it still holds the
 * launch text word for word: a description the owner has edited is theirs, and stays.
 *
 * A new database has no products yet when this runs; its seed writes the present text.
 */
export const LAUNCH_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'watermelon-gummies':
    'Summer-ripe watermelon with a cool cucumber-mint finish and a light, linalool-rich terpene profile. These gummies are hemp-derived, under 0.3% Delta-9 THC by dry weight, and deliver a mellow, low-key ease that leaves room for conversation. Shoppers keep them on hand for backyard evenings, a slow Sunday or the end of a long week. 5mg THC per gummy.',
  'mango-cbd-relief-gummies':
    'Ripe Alphonso mango and a squeeze of passionfruit carry a beta-caryophyllene terpene blend in this CBD-forward gummy, hemp-derived, under 0.3% Delta-9 THC by dry weight. The 10:1 CBD to THC ratio keeps the head clear while the body feels soothed and loose. Shoppers reach for it after a long run, a day of yard work or hours at a desk when muscles feel sore.',
  'blood-orange-daytime-gummies':
    'Tangy blood orange and a kick of fresh ginger, backed by a terpinolene and pinene blend that smells like a just-peeled citrus grove. These gummies are hemp-derived, under 0.3% Delta-9 THC by dry weight, and each brings a clear, bright lift with steady focus. Shoppers take one before a creative project, a long hike or a Saturday spent tackling the to-do list.',
};

function seedDescription(id: string): string {
  const product = catalogueProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`No seed product ${id}`);
  return product.description;
}

export async function up(knex: Knex): Promise<void> {
  for (const [id, launchText] of Object.entries(LAUNCH_DESCRIPTIONS)) {
    await knex('products')
      .where({ id, description: launchText })
      .update({ description: seedDescription(id) });
  }
}

/** Puts the launch text back only where this migration's text still stands. */
export async function down(knex: Knex): Promise<void> {
  for (const [id, launchText] of Object.entries(LAUNCH_DESCRIPTIONS)) {
    await knex('products')
      .where({ id, description: seedDescription(id) })
      .update({ description: launchText });
  }
}
