import type pg from 'pg';
import { productImageUrl } from '#shared/catalogue/images';
import { type SizeTables, sizeOptionsFor, subscriptionWithdrawnMessage } from '#shared/catalogue/sizes';
import type { Measure } from '#shared/compliance/measures';
import { centsToDecimal, toCents } from '#shared/money';
import type { CartItem, LineIssue } from '#shared/schemas/cart';
import type { Refusal, SyncRequest, SyncResponse } from '#shared/schemas/cart-sync';

/** The baseline's answer to a push: the cart priced from the size tables, as the API answers it. */

interface LineRow {
  id: string;
  name: string;
  price: string;
  image: string;
  category: string;
  in_stock: boolean;
  discontinued: boolean;
  quantity: number;
  size: string;
  purchase_type: 'one-time' | 'subscription';
  product_id: string;
  thc_content: string;
  on_hand: number;
  measure: Measure | null;
  amount: string | null;
}

function issueOf(line: LineRow, option: { label: string } | undefined): LineIssue | null {
  if (line.discontinued) return { code: 'discontinued', message: `${line.name} is no longer sold.` };
  if (!line.in_stock) return { code: 'out_of_stock', message: `${line.name} is out of stock.` };
  if (!option) return { code: 'size_unavailable', message: `${line.name} is no longer sold in this size.` };
  if (line.on_hand <= 0) return { code: 'out_of_stock', message: `${option.label} of ${line.name} is out of stock.` };
  if (line.purchase_type === 'subscription')
    return { code: 'discontinued', message: subscriptionWithdrawnMessage(line.name) };
  return null;
}

function cartItem(line: LineRow, tables: SizeTables): CartItem {
  const productCents = toCents(line.price);
  const option = sizeOptionsFor(line.category, productCents, tables).find((candidate) => candidate.size === line.size);
  const unitCents = option?.priceCents ?? productCents;
  return {
    id: line.id,
    quantity: line.quantity,
    size: line.size,
    sizeLabel: option?.label ?? line.size,
    purchaseType: line.purchase_type,
    unitPrice: centsToDecimal(unitCents),
    lineTotal: centsToDecimal(unitCents * line.quantity),
    product: {
      id: line.product_id,
      name: line.name,
      price: centsToDecimal(productCents),
      image: productImageUrl(line.image, 400),
      thcContent: line.thc_content,
      category: line.category,
      inStock: line.in_stock,
    },
    issue: issueOf(line, option),
    content:
      line.measure === null || line.amount === null ? null : { measure: line.measure, amount: Number(line.amount) },
  };
}

export async function answer(
  client: pg.PoolClient,
  cart: { id: string; version: number },
  tables: SizeTables,
  request: SyncRequest,
) {
  const clients = await client.query<{ client_id: string; last_mutation_id: string }>(
    'select client_id, last_mutation_id from cart_clients where cart_id = $1',
    [cart.id],
  );
  const pushedIds = request.mutations.map((mutation) => mutation.id);
  const refusals =
    pushedIds.length > 0
      ? await client.query<{ mutation_id: string; code: Refusal['code']; message: string }>(
          'select mutation_id, code, message from cart_refusals where client_id = $1 and mutation_id = any($2) order by mutation_id',
          [request.clientId, pushedIds],
        )
      : { rows: [] };
  const lines = await client.query<LineRow>(
    `select l.id, l.quantity, l.size, l.purchase_type, l.product_id, p.name, p.price, p.image, p.thc_content,
       p.category, p.in_stock, p.discontinued, coalesce(s.on_hand, 0) as on_hand, c.measure, c.amount
     from cart_lines l join products p on p.id = l.product_id
       left join stock_levels s on s.product_id = l.product_id and s.size = l.size
       left join size_contents c on c.product_id = l.product_id and c.size = l.size
     where l.cart_id = $1 order by l.created_at, l.id`,
    [cart.id],
  );
  return {
    cart: lines.rows.map((line) => cartItem(line, tables)),
    version: cart.version,
    lastMutationIds: Object.fromEntries(clients.rows.map((row) => [row.client_id, Number(row.last_mutation_id)])),
    refused: refusals.rows.map((row) => ({
      mutationId: Number(row.mutation_id),
      code: row.code,
      message: row.message,
    })),
  } satisfies SyncResponse;
}
