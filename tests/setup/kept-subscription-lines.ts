import { randomUUID } from 'node:crypto';
import type { Database } from '../../sync-api/db/database.ts';
import type { TestClient } from './test-client.ts';

/**
 * A Subscribe & Save line as a cart kept it from before decision 032 withdrew it, written to the
 * table since no call adds one any more, and the cart's version moved as any change moves it.
 * The client's cart must exist: add something to it first.
 */
export async function keepSubscriptionLine(
  db: Database,
  client: TestClient,
  line: { productId: string; size: string; quantity: number },
): Promise<void> {
  const cart = await db('carts').where('session_id', client.cookies.get('verdant_session')).first('id');
  if (!cart) throw new Error('The client has no cart yet: add something first');
  await db('cart_lines').insert({
    id: randomUUID(),
    cart_id: cart.id,
    product_id: line.productId,
    size: line.size,
    purchase_type: 'subscription',
    quantity: line.quantity,
  });
  await db('carts').where('id', cart.id).increment('version', 1);
}
