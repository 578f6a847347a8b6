import type { Knex } from 'knex';
import type { DeliveryDetails } from '#shared/schemas/checkout';
import { shopperKey } from '../../compliance/shopper-key.ts';

/**
 * The per-day limits count a shopper's orders by one identity (decision 018): each order and
 * checkout keeps its digest, worked out here for those made before. A checkout whose payment
 * went through but whose order would have passed a limit is `refused`, with what the shopper
 * was told and the refund that returned their money.
 */

async function fillShopperKeys(knex: Knex, table: 'orders' | 'checkouts'): Promise<void> {
  const rows = await knex(table).select<{ id: string; delivery: DeliveryDetails }[]>('id', 'delivery');
  for (const row of rows) {
    await knex(table)
      .where('id', row.id)
      .update({ shopper_key: shopperKey(row.delivery) });
  }
}

export async function up(knex: Knex): Promise<void> {
  for (const table of ['orders', 'checkouts'] as const) {
    await knex.schema.alterTable(table, (builder) => {
      builder.text('shopper_key');
    });
    await fillShopperKeys(knex, table);
    await knex.schema.alterTable(table, (builder) => {
      builder.dropNullable('shopper_key');
      builder.index(['shopper_key', 'created_at'], `${table}_shopper_day`);
    });
  }
  await knex.schema.alterTable('checkouts', (table) => {
    table.text('refusal');
    table.text('refund_id');
  });
  await statuses(knex, ['open', 'ordered', 'closed', 'refused']);
}

async function statuses(knex: Knex, allowed: readonly string[]): Promise<void> {
  await knex.raw(
    `alter table checkouts drop constraint checkouts_status, add constraint checkouts_status check (status in (${allowed
      .map((status) => `'${status}'`)
      .join(', ')}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('checkouts').where('status', 'refused').update({ status: 'closed' });
  await statuses(knex, ['open', 'ordered', 'closed']);
  await knex.schema.alterTable('checkouts', (table) => {
    table.dropColumns('refusal', 'refund_id');
  });
  for (const table of ['orders', 'checkouts'] as const) {
    await knex.schema.alterTable(table, (builder) => {
      builder.dropIndex(['shopper_key', 'created_at'], `${table}_shopper_day`);
      builder.dropColumn('shopper_key');
    });
  }
}
