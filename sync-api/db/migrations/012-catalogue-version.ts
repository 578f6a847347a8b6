import type { Knex } from 'knex';

/**
 * The catalogue's version: every change to what the shop shows (a product, its sizes and prices,
 * a size crossing into or out of stock, an approved review) bumps it once per transaction and
 * notifies every listening process on commit, from triggers, so that no code path that writes
 * the catalogue can forget to. Each process keeps the answers every shopper shares in memory
 * under this version (sync-api/shared-answers) and drops them when it moves.
 *
 * The notification is sent only if the transaction commits, and after it has: a process that
 * hears it and reads again reads the change. The channel carries the schema's name so that two
 * stores in one PostgreSQL server (or two test files) do not hear each other.
 */
export const CATALOGUE_CHANNEL_PREFIX = 'verdant_catalogue_';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table catalogue_version (
    one boolean primary key default true check (one),
    version bigint not null default 1)`);
  await knex.raw('insert into catalogue_version default values');
  await knex.raw(`create function catalogue_changed() returns trigger language plpgsql as $$
    declare
      bumped bigint;
    begin
      -- Once per transaction, however many rows it changes: a setting local to the transaction
      -- remembers that this one has already bumped the version.
      if current_setting('verdant.catalogue_bumped_by', true) is distinct from txid_current()::text then
        perform set_config('verdant.catalogue_bumped_by', txid_current()::text, true);
        update catalogue_version set version = version + 1 returning version into bumped;
        perform pg_notify('${CATALOGUE_CHANNEL_PREFIX}' || current_schema(), bumped::text);
      end if;
      return null;
    end $$`);

  for (const table of ['products', 'size_options', 'size_multipliers']) {
    await knex.raw(`create trigger ${table}_inserted_or_deleted after insert or delete on ${table}
      for each row execute function catalogue_changed()`);
    await knex.raw(`create trigger ${table}_updated after update on ${table}
      for each row when (old.* is distinct from new.*) execute function catalogue_changed()`);
  }
  // The shop shows which sizes have stock, not how many: only crossing zero changes it.
  await knex.raw(`create trigger stock_levels_inserted after insert on stock_levels
    for each row when (new.on_hand > 0) execute function catalogue_changed()`);
  await knex.raw(`create trigger stock_levels_deleted after delete on stock_levels
    for each row when (old.on_hand > 0) execute function catalogue_changed()`);
  await knex.raw(`create trigger stock_levels_updated after update on stock_levels
    for each row when ((old.on_hand > 0) is distinct from (new.on_hand > 0)
      or old.product_id is distinct from new.product_id or old.size is distinct from new.size)
    execute function catalogue_changed()`);
  // Product pages show the approved reviews; pending and rejected ones are nobody's to see.
  await knex.raw(`create trigger reviews_inserted after insert on reviews
    for each row when (new.status = 'approved') execute function catalogue_changed()`);
  await knex.raw(`create trigger reviews_deleted after delete on reviews
    for each row when (old.status = 'approved') execute function catalogue_changed()`);
  await knex.raw(`create trigger reviews_updated after update on reviews
    for each row when ((old.status = 'approved' or new.status = 'approved') and old.* is distinct from new.*)
    execute function catalogue_changed()`);
  for (const table of ['products', 'size_options', 'size_multipliers', 'stock_levels', 'reviews']) {
    await knex.raw(`create trigger ${table}_truncated after truncate on ${table}
      for each statement execute function catalogue_changed()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function catalogue_changed() cascade');
  await knex.raw('drop table catalogue_version');
}
