import type { Knex } from 'knex';

/**
 * Each refund on an order's timeline keeps its own amount (`amount_cents`): what that refund gave
 * back, not what the order has had back in all, so the closing report can date each refund and
 * the tax it gave back. Refunds recorded before this kept their amount only in words, and a card
 * refund's words are the owner's note, if any. Every refund was audited in the transaction that
 * recorded it, as `order.refunded` with what the order had back before and after; a transaction's
 * rows share its time, so the audit entry of the same order at the same instant gives each refund
 * its amount. A refund whose entry cannot be told apart (none, or two at one instant) stays null:
 * a guess would put money on the wrong day. From now on a refund cannot be recorded without its
 * amount; the check is not run on the rows before it (NOT VALID), which may hold that null.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_events', (table) => {
    table.bigInteger('amount_cents');
  });
  await knex.raw(`
    update order_events e set amount_cents = audited.cents
    from (
      select subject_id, at,
        round(((min(after ->> 'refunded'))::numeric - (min(before ->> 'refunded'))::numeric) * 100)::bigint as cents
      from audit_log
      where action = 'order.refunded' and subject_type = 'order'
      group by subject_id, at
      having count(*) = 1
    ) audited
    where e.kind = 'refund' and audited.subject_id = e.order_id::text and audited.at = e.at and audited.cents > 0`);
  await knex.raw(
    "alter table order_events add constraint order_events_refund_amount check (kind <> 'refund' or (amount_cents is not null and amount_cents > 0)) not valid",
  );
  // The closing report reads a day's refunds and handoffs by kind and time.
  await knex.raw('create index order_events_kind_at on order_events (kind, at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index order_events_kind_at');
  await knex.raw('alter table order_events drop constraint order_events_refund_amount');
  await knex.schema.alterTable('order_events', (table) => {
    table.dropColumn('amount_cents');
  });
}
