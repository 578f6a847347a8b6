import type { Knex } from 'knex';

/**
 * The carrier and tracking number of an order sent out (shared/schemas/tracking-number.ts). They
 * are kept on its timeline, as the rest of its story is: a move to In Transit may carry them, and
 * a `tracking` entry sets them again later, or takes them away (both null). The order's tracking
 * is the last of these, so a new run after a failed attempt starts without the last run's number
 * and a correction never rewrites what the shopper was first sent.
 */

const EVENT_KINDS_BEFORE = "'status', 'delivery_attempt', 'refund', 'handoff', 'payment'";

async function replaceKinds(knex: Knex, kinds: string) {
  await knex.raw('alter table order_events drop constraint order_events_kind');
  await knex.raw(`alter table order_events add constraint order_events_kind check (kind in (${kinds}))`);
}

export async function up(knex: Knex): Promise<void> {
  await replaceKinds(knex, `${EVENT_KINDS_BEFORE}, 'tracking'`);
  await knex.schema.alterTable('order_events', (table) => {
    table.text('carrier');
    table.text('tracking_number');
  });
  await knex.raw(
    'alter table order_events add constraint order_events_tracking_pair check ((carrier is null) = (tracking_number is null))',
  );
  await knex.raw(
    "alter table order_events add constraint order_events_tracking_kind check (carrier is null or kind = 'tracking' or (kind = 'status' and to_status = 'in_transit'))",
  );
  // Unicode's control characters, as the schema's \p{Cc}: [[:cntrl:]] follows the server's locale.
  await knex.raw(
    "alter table order_events add constraint order_events_carrier check (char_length(carrier) between 1 and 60 and carrier !~ '[\\u0001-\\u001f\\u007f-\\u009f]')",
  );
  await knex.raw(
    "alter table order_events add constraint order_events_tracking_number check (tracking_number ~ '^[A-Za-z0-9 -]{1,40}$')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('order_events').where({ kind: 'tracking' }).delete();
  for (const name of ['tracking_number', 'carrier', 'tracking_kind', 'tracking_pair']) {
    await knex.raw(`alter table order_events drop constraint order_events_${name}`);
  }
  await knex.schema.alterTable('order_events', (table) => {
    table.dropColumns('carrier', 'tracking_number');
  });
  await replaceKinds(knex, EVENT_KINDS_BEFORE);
}
