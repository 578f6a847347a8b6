import type { Knex } from 'knex';
import { MAX_LINE_QUANTITY } from '#shared/catalogue/cart-rules';

/**
 * Subscribe & Save is withdrawn (decision 032): every cart line kept as 'subscription' becomes a
 * one-time line of its product and size, added to the cart's one-time line of them when it has
 * one (up to the most a line holds). Each cart changed gets a new version, so its devices take
 * the cart in at their next push or pull instead of keeping the lines they hold. Past orders keep
 * their lines as they were placed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update carts set version = version + 1, updated_at = now()
     where id in (select cart_id from cart_lines where purchase_type = 'subscription')`);
  await knex.raw(
    `update cart_lines as o set quantity = least(o.quantity + s.quantity, ?), updated_at = now()
       from cart_lines as s
      where s.purchase_type = 'subscription' and o.purchase_type = 'one-time'
        and o.cart_id = s.cart_id and o.product_id = s.product_id and o.size = s.size`,
    [MAX_LINE_QUANTITY],
  );
  await knex.raw(`
    delete from cart_lines as s
     where s.purchase_type = 'subscription'
       and exists (select 1 from cart_lines as o
                    where o.purchase_type = 'one-time'
                      and o.cart_id = s.cart_id and o.product_id = s.product_id and o.size = s.size)`);
  await knex.raw(`
    update cart_lines set purchase_type = 'one-time', updated_at = now() where purchase_type = 'subscription'`);
}

/** Which lines were Subscribe & Save is not kept, so there is nothing to put back. */
export async function down(): Promise<void> {}
