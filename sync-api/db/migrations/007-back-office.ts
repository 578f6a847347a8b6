import type { Knex } from 'knex';
import { SEED_STOCK_PER_SIZE } from '#shared/catalogue/seed-products';

/**
 * The back office: staff and their sessions, the audit log, stock per size, the order's
 * fulfilment (status events, refunds, a flag for orders stock could not fill), moderation of
 * reviews and the contact inbox, and the owner's settings.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff', (table) => {
    table.uuid('id').primary();
    // Kept lower-cased and trimmed, so one address is one account however it is typed.
    table.text('email').notNullable().unique();
    table.text('password_hash').notNullable();
    table.text('role').notNullable();
    table.timestamp('disabled_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check("?? in ('owner', 'staff')", ['role'], 'staff_role');
    table.check('?? = lower(??)', ['email', 'email'], 'staff_email_lower_case');
  });

  // The cookie holds a random token; only its SHA-256 is stored, so a copy of the table opens nothing.
  await knex.schema.createTable('staff_sessions', (table) => {
    table.text('token_hash').primary();
    table.uuid('staff_id').notNullable().references('staff.id').index();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('ended_at', { useTz: true });
  });

  await knex.schema.createTable('audit_log', (table) => {
    table.bigIncrements('id').primary();
    table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Null for what nobody signed in did (a failed sign-in, the provider's webhook).
    table.uuid('staff_id').references('staff.id');
    table.text('staff_email');
    table.text('action').notNullable();
    table.text('subject_type');
    table.text('subject_id');
    table.jsonb('before');
    table.jsonb('after');
    table.text('ip');
    table.index(['at']);
    table.index(['action', 'at']);
    table.index(['staff_id', 'at']);
    table.index(['subject_type', 'subject_id']);
  });
  // Append-only for the application: no row of the log is ever changed or removed.
  await knex.raw(`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit log is append-only';
    end $$`);
  await knex.raw(
    'create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_append_only()',
  );

  await knex.schema.createTable('stock_levels', (table) => {
    table.text('product_id').notNullable().references('products.id').onDelete('cascade');
    table.text('size').notNullable();
    table.integer('on_hand').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['product_id', 'size']);
    table.check('?? >= 0', ['on_hand'], 'stock_levels_not_negative');
  });
  await knex.raw(
    `insert into stock_levels (product_id, size, on_hand)
     select p.id, s.size, case when p.in_stock then ? else 0 end
     from products p join size_options s on s.category = p.category`,
    [SEED_STOCK_PER_SIZE],
  );
  await knex.raw(
    `insert into stock_levels (product_id, size, on_hand)
     select p.id, m.size, case when p.in_stock then ? else 0 end
     from products p cross join size_multipliers m
     where not exists (select 1 from size_options s where s.category = p.category)`,
    [SEED_STOCK_PER_SIZE],
  );

  await knex.schema.createTable('store_settings', (table) => {
    table.text('key').primary();
    table.jsonb('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // 'paid' is the delivery page's "Order Placed"; the others follow its steps.
  await knex.schema.alterTable('orders', (table) => {
    table.text('shopper_name');
    table.text('shopper_email');
    table.text('ship_state');
    table.boolean('needs_attention').notNullable().defaultTo(false);
    table.text('attention_reason');
    table.integer('delivery_attempts').notNullable().defaultTo(0);
    table.integer('refunded_cents').notNullable().defaultTo(0);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    update orders set shopper_name = delivery->>'fullName', shopper_email = lower(delivery->>'email'),
      ship_state = delivery->>'state'`);
  await knex.schema.alterTable('orders', (table) => {
    table.text('shopper_name').notNullable().alter();
    table.text('shopper_email').notNullable().alter();
    table.text('ship_state').notNullable().alter();
  });
  // knex cannot bind column names in a check it adds to an existing table, so these are plain SQL.
  await knex.raw(
    "alter table orders add constraint orders_status check (status in ('paid', 'processing', 'in_transit', 'delivered', 'cancelled'))",
  );
  await knex.raw(
    'alter table orders add constraint orders_delivery_attempts check (delivery_attempts between 0 and 3)',
  );
  await knex.raw('alter table orders add constraint orders_refunded_not_negative check (refunded_cents >= 0)');
  // The list's filters and searches: newest first, by status, flagged first, by email or name.
  await knex.raw('create index orders_created_at on orders (created_at desc, id desc)');
  await knex.raw('create index orders_status_created_at on orders (status, created_at desc)');
  await knex.raw('create index orders_needs_attention on orders (created_at desc) where needs_attention');
  await knex.raw('create index orders_shopper_email on orders (shopper_email)');
  await knex.raw('create index orders_shopper_name on orders (lower(shopper_name) text_pattern_ops)');

  await knex.schema.createTable('order_events', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('order_id').notNullable().references('orders.id');
    table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // status: a move between statuses; delivery_attempt: a failed attempt; refund: money returned.
    table.text('kind').notNullable();
    table.text('from_status');
    table.text('to_status');
    table.uuid('staff_id').references('staff.id');
    table.text('note');
    table.index(['order_id', 'at']);
    table.check("?? in ('status', 'delivery_attempt', 'refund')", ['kind'], 'order_events_kind');
  });
  await knex.raw(
    `insert into order_events (order_id, at, kind, to_status) select id, created_at, 'status', 'paid' from orders`,
  );

  // One full refund per order, whoever records it first: the button, a second press or the webhook.
  await knex.schema.createTable('refunds', (table) => {
    table.text('id').primary();
    table.uuid('order_id').notNullable().unique().references('orders.id');
    table.text('provider').notNullable();
    table.text('payment_intent_id').notNullable();
    table.integer('amount_cents').notNullable();
    table.text('status').notNullable();
    table.uuid('staff_id').references('staff.id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('?? > 0', ['amount_cents'], 'refunds_amount_positive');
  });

  await knex.schema.createTable('test_payment_refunds', (table) => {
    table.text('id').primary();
    table.text('payment_intent_id').notNullable().index();
    table.text('idempotency_key').notNullable().unique();
    table.integer('amount_cents').notNullable();
    table.text('status').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('reviews', (table) => {
    table.text('moderation_note');
    table.uuid('moderated_by').references('staff.id');
    table.timestamp('moderated_at', { useTz: true });
  });

  await knex.schema.alterTable('contact_messages', (table) => {
    table.timestamp('read_at', { useTz: true });
    table.timestamp('handled_at', { useTz: true });
    table.uuid('handled_by').references('staff.id');
    table.text('note');
  });
  await knex.raw('create index contact_messages_inbox on contact_messages ((read_at is null) desc, created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index contact_messages_inbox');
  await knex.schema.alterTable('contact_messages', (table) => {
    table.dropColumns('read_at', 'handled_at', 'handled_by', 'note');
  });
  await knex.schema.alterTable('reviews', (table) => {
    table.dropColumns('moderation_note', 'moderated_by', 'moderated_at');
  });
  await knex.schema.dropTable('test_payment_refunds');
  await knex.schema.dropTable('refunds');
  await knex.schema.dropTable('order_events');
  for (const index of [
    'orders_created_at',
    'orders_status_created_at',
    'orders_needs_attention',
    'orders_shopper_email',
    'orders_shopper_name',
  ]) {
    await knex.raw(`drop index ${index}`);
  }
  await knex.schema.alterTable('orders', (table) => {
    table.dropChecks(['orders_status', 'orders_delivery_attempts', 'orders_refunded_not_negative']);
    table.dropColumns(
      'shopper_name',
      'shopper_email',
      'ship_state',
      'needs_attention',
      'attention_reason',
      'delivery_attempts',
      'refunded_cents',
      'updated_at',
    );
  });
  await knex.schema.dropTable('store_settings');
  await knex.schema.dropTable('stock_levels');
  await knex.raw('drop trigger audit_log_append_only on audit_log');
  await knex.raw('drop function audit_log_append_only');
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('staff_sessions');
  await knex.schema.dropTable('staff');
}
