import type { Knex } from 'knex';
import { HEMP_ONLY_REASON } from '#shared/compliance/state-rules';

/**
 * The hemp-only states' reason, which the state picker and a refused addition now show as soon
 * as such a state is chosen, said more than a shopper needs there: the federal law behind it is
 * the compliance page's to explain. Each takes the short reason, but only while it still holds
 * the launch text word for word: a note the owner has edited is theirs, and stays.
 */
export const LAUNCH_HEMP_ONLY_NOTE =
  'It has no adult-use cannabis market, and since November 12, 2026 federal law no longer treats THC products like ours as hemp.';

export async function up(knex: Knex): Promise<void> {
  await knex('state_rules').where({ note: LAUNCH_HEMP_ONLY_NOTE }).update({ note: HEMP_ONLY_REASON });
}

/** Puts the launch text back only where this migration's text still stands. */
export async function down(knex: Knex): Promise<void> {
  await knex('state_rules').where({ note: HEMP_ONLY_REASON }).update({ note: LAUNCH_HEMP_ONLY_NOTE });
}
