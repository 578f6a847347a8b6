import type { Knex } from 'knex';
import { seedSizeContent } from '#shared/compliance/size-contents';

/**
 * Fills `size_contents` for products' sizes that have none, from the size table and, for
 * gummies, each product's milligrams of THC per gummy (shared/compliance/size-contents.ts),
 * never its THC text. A size whose content cannot be known gets no row, and is then not sold
 * where limits apply.
 */
export async function fillSizeContents(trx: Knex | Knex.Transaction, productIds?: readonly string[]): Promise<void> {
  const query = trx('stock_levels as s')
    .join('products as p', 'p.id', 's.product_id')
    .leftJoin('size_contents as c', function matchingContent() {
      this.on('c.product_id', 's.product_id').andOn('c.size', 's.size');
    })
    .whereNull('c.product_id')
    .select<{ product_id: string; size: string; category: string; thc_mg_per_gummy: string | number | null }[]>(
      's.product_id',
      's.size',
      'p.category',
      'p.thc_mg_per_gummy',
    );
  if (productIds) query.whereIn('s.product_id', productIds);
  const rows = (await query).flatMap((row) => {
    // numeric(6,3): a decimal string from both drivers.
    const thcMgPerGummy = row.thc_mg_per_gummy === null ? null : Number(row.thc_mg_per_gummy);
    const content = seedSizeContent({ category: row.category, thcMgPerGummy }, row.size);
    return content
      ? [{ product_id: row.product_id, size: row.size, measure: content.measure, amount: content.amount }]
      : [];
  });
  if (rows.length > 0) await trx('size_contents').insert(rows);
}
