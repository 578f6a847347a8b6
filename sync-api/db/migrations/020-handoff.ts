import type { Knex } from 'knex';

/**
 * The driver's handoff (decision 026): a `driver` role; an order may end Returned to store; its
 * money has a state (due, captured, voided), what it may take (`due_cents`, its total less the
 * lines not handed over), what was taken and how (`captured_cents`, `collected_as`), which lines
 * stayed in the van, and why an order came back. The handoff's steps join the timeline. Every
 * order before this one was either charged by card at checkout or is still due at the door.
 */

const STATUSES_BEFORE = "'paid', 'processing', 'in_transit', 'delivered', 'cancelled'";
const EVENT_KINDS_BEFORE = "'status', 'delivery_attempt', 'refund'";

async function replaceCheck(knex: Knex, table: string, name: string, condition: string) {
  await knex.raw(`alter table ${table} drop constraint ${name}`);
  await knex.raw(`alter table ${table} add constraint ${name} check (${condition})`);
}

export async function up(knex: Knex): Promise<void> {
  await replaceCheck(knex, 'staff', 'staff_role', "role in ('owner', 'staff', 'driver')");
  await replaceCheck(knex, 'orders', 'orders_status', `status in (${STATUSES_BEFORE}, 'returned')`);
  await replaceCheck(knex, 'order_events', 'order_events_kind', `kind in (${EVENT_KINDS_BEFORE}, 'handoff')`);
  await knex.schema.alterTable('orders', (table) => {
    table.text('payment_state').notNullable().defaultTo('due');
    table.integer('due_cents').notNullable().defaultTo(0);
    table.integer('captured_cents').notNullable().defaultTo(0);
    table.text('collected_as');
    table.jsonb('not_handed_over').notNullable().defaultTo('[]');
    table.text('return_reason');
  });
  await knex.raw(`update orders set due_cents = round(total * 100)::integer,
    payment_state = case when tender = 'card' then 'captured' when status = 'cancelled' then 'voided' else 'due' end,
    captured_cents = case when tender = 'card' then round(total * 100)::integer else 0 end,
    collected_as = case when tender = 'card' then 'card' end`);
  await knex.raw(
    "alter table orders add constraint orders_payment_state check (payment_state in ('due', 'captured', 'voided'))",
  );
  await knex.raw(
    "alter table orders add constraint orders_collected_as check (collected_as in ('cash', 'debit', 'card'))",
  );
  await knex.raw(
    'alter table orders add constraint orders_money_in_bounds check (due_cents >= 0 and captured_cents >= 0 and refunded_cents <= captured_cents)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('order_events').where({ kind: 'handoff' }).delete();
  await knex('orders').where({ status: 'returned' }).update({ status: 'cancelled' });
  await knex('staff').where({ role: 'driver' }).delete();
  await knex.raw('alter table orders drop constraint orders_payment_state');
  await knex.raw('alter table orders drop constraint orders_collected_as');
  await knex.raw('alter table orders drop constraint orders_money_in_bounds');
  await knex.schema.alterTable('orders', (table) => {
    table.dropColumns(
      'payment_state',
      'due_cents',
      'captured_cents',
      'collected_as',
      'not_handed_over',
      'return_reason',
    );
  });
  await replaceCheck(knex, 'order_events', 'order_events_kind', `kind in (${EVENT_KINDS_BEFORE})`);
  await replaceCheck(knex, 'orders', 'orders_status', `status in (${STATUSES_BEFORE})`);
  await replaceCheck(knex, 'staff', 'staff_role', "role in ('owner', 'staff')");
}
