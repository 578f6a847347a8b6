import type { Knex } from 'knex';
import { gummyThcContent, MAX_THC_MG_PER_GUMMY } from '#shared/compliance/thc-per-gummy';
import { fillSizeContents } from '../seeds/size-contents.ts';

/**
 * What a gummy holds is a number only the owner sets, no longer read from a THC text anyone
 * could edit: each product gets its milligrams of THC per gummy, null for every other category,
 * more than 0 and at most MAX_THC_MG_PER_GUMMY. A gummy's number is read once, here, from the
 * text it had (the launch catalogue wrote every one as "5mg THC per gummy"); its text is then
 * written from the number, as every later change writes it, and what its packs hold is worked
 * out again from the number. A gummy whose text stated no such number keeps its text and no
 * number: its packs hold nothing known, so they are not sold where limits apply (as before)
 * until the owner gives it.
 *
 * Migration 013 filled size_contents from the THC text; a store older than 013 has them filled
 * here instead, from the number.
 */

/**
 * The milligrams a gummy's THC text stated, read as the back office read them until now:
 * "5mg THC per gummy", "10 MG thc per Piece"; not "1e3mg" (whose "3mg" must not be read alone),
 * nor 0, nor more than MAX_THC_MG_PER_GUMMY. Nothing reads a number from a text after this.
 */
function statedMgPerGummy(thcContent: string): number | null {
  const match = /(?<![\w.+-])(\d{1,3}(?:\.\d{1,3})?)\s*mg\s+THC\s+per\s+(?:gummy|piece)\b/i.exec(thcContent);
  if (!match) return null;
  const milligrams = Number(match[1]);
  return milligrams > 0 && milligrams <= MAX_THC_MG_PER_GUMMY ? milligrams : null;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (table) => {
    table.decimal('thc_mg_per_gummy', 6, 3);
  });
  const gummies = await knex('products')
    .where('category', 'gummies')
    .select<{ id: string; thc_content: string }[]>('id', 'thc_content');
  for (const gummy of gummies) {
    const milligrams = statedMgPerGummy(gummy.thc_content);
    if (milligrams === null) continue;
    await knex('products')
      .where('id', gummy.id)
      .update({ thc_mg_per_gummy: milligrams, thc_content: gummyThcContent(milligrams) });
  }
  await knex.raw(
    `alter table products add constraint products_thc_mg_per_gummy check (thc_mg_per_gummy is null or (category = 'gummies' and thc_mg_per_gummy > 0 and thc_mg_per_gummy <= ${MAX_THC_MG_PER_GUMMY}))`,
  );
  // Gummies' packs hold what their number says; a store older than 013 gets every size's row.
  await knex('size_contents')
    .whereIn('product_id', knex('products').select('id').where('category', 'gummies'))
    .delete();
  await fillSizeContents(knex);
}

/** The texts stay as this migration wrote them: they say what the number said. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table products drop constraint products_thc_mg_per_gummy');
  await knex.schema.alterTable('products', (table) => {
    table.dropColumn('thc_mg_per_gummy');
  });
}
