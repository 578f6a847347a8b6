import type { Knex } from 'knex';
import type { StaffRole } from '#shared/back-office/permissions';
import { priceInNewCategory, type SizeTables, sizeOptionsFor } from '#shared/catalogue/sizes';
import { gummyThcContent, mgPerGummyText } from '#shared/compliance/thc-per-gummy';
import { centsToDecimal, toCents } from '#shared/money';
import {
  type AdminProduct,
  type AdminProductSize,
  fieldsRefusedTo,
  type ProductEdit,
  sizeContentsProblems,
} from '#shared/schemas/admin/catalogue';
import { AppError } from '../app-error.ts';
import { readSizeContents } from '../compliance/state-rules-store.ts';
import type { Database } from '../db/database.ts';
import { fillSizeContents } from '../db/seeds/size-contents.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import {
  type AdminProductFields,
  addMissingStockRows,
  adminProductFromRow,
  listProductRows,
  lockProductRow,
  type ProductChange,
  type ProductRow,
  updateProductRow,
} from './product-store.ts';
import { loadSizeTables } from './size-tables.ts';
import { refreshInStock, skuKey } from './stock-store.ts';

/**
 * The back office's catalogue: every product with what each of its sizes holds, and edits to
 * one. The shop reads the same rows with no cache in between, so an edit is in its next answer
 * (decision 010).
 */

type Queryable = Database | Knex.Transaction;

export async function listAdminProducts(db: Database): Promise<AdminProduct[]> {
  return withSizes(db, await listProductRows(db));
}

/** The products with the sizes each is sold in, and what one of each holds (size_contents). */
async function withSizes(db: Queryable, rows: readonly ProductRow[]): Promise<AdminProduct[]> {
  const tables = await loadSizeTables(db);
  const optionsOf = new Map(rows.map((row) => [row.id, sizeOptionsFor(row.category, toCents(row.price), tables)]));
  const contents = await readSizeContents(
    db,
    rows.flatMap((row) => (optionsOf.get(row.id) ?? []).map((option) => ({ productId: row.id, size: option.size }))),
  );
  return rows.map((row) => {
    const sizes: AdminProductSize[] = (optionsOf.get(row.id) ?? []).map((option) => ({
      size: option.size,
      label: option.label,
      content: contents.get(skuKey(row.id, option.size)) ?? null,
    }));
    return { ...adminProductFromRow(row), sizes };
  });
}

/**
 * Applies `edit` to the product: the fields sent, where they differ from what is stored, in one
 * transaction with its audit entry. A move to another category keeps the product sellable (a
 * stock row for each new size) and, unless a price is sent with it, keeps the price's ratio to
 * its category's list price (shared/catalogue/sizes.ts). A new category or THC per gummy changes
 * what its sizes hold, which the states' limits count, so their contents are worked out again
 * with it. A gummy's THC text is written from its THC per gummy; a move into gummies without
 * one, or a THC per gummy for anything else, is refused (sizeContentsProblems).
 */
export async function editProduct(
  db: Database,
  productId: string,
  edit: ProductEdit,
  editor: { actor: Actor; role: StaffRole },
): Promise<AdminProduct> {
  const refused = fieldsRefusedTo(editor.role, edit);
  if (refused.length > 0) {
    throw new AppError('forbidden', 403, `Only the owner can change ${refused.join(' or ')}.`, { fields: refused });
  }
  return db.transaction(async (trx: Knex.Transaction) => {
    const before = await lockProductRow(trx, productId);
    if (!before) throw new AppError('product_not_found', 404, `No product has the id "${productId}".`);
    const [problem, ...more] = sizeContentsProblems(adminProductFromRow(before), edit);
    if (problem) {
      throw new AppError('invalid_request', 400, `${problem.path.join('.')}: ${problem.message}`, [problem, ...more]);
    }
    const moved = edit.category !== undefined && edit.category !== before.category;
    const tables = moved ? await loadSizeTables(trx) : null;
    const change = changeOf(before, edit, tables);
    if (Object.keys(change).length === 0) return viewOf(trx, before);
    const after = await updateProductRow(trx, productId, change);
    if (tables) {
      const sizes = sizeOptionsFor(after.category, toCents(after.price), tables).map((option) => option.size);
      await addMissingStockRows(trx, productId, sizes);
      // In stock now means some of the new category's sizes has stock.
      await refreshInStock(trx, [productId]);
    }
    if (change.category !== undefined || change.thcMgPerGummy !== undefined) await refillSizeContents(trx, productId);
    const [beforeView, afterView] = [adminProductFromRow(before), adminProductFromRow(after)];
    const fields = Object.keys(change) as (keyof ProductChange)[];
    await appendAudit(trx, editor.actor, {
      action: 'product.edited',
      subjectType: 'product',
      subjectId: productId,
      before: pick(beforeView, fields),
      after: pick(afterView, fields),
    });
    return viewOf(trx, after);
  });
}

async function viewOf(db: Queryable, row: ProductRow): Promise<AdminProduct> {
  const [view] = await withSizes(db, [row]);
  if (!view) throw new Error(`The product ${row.id} has no view`);
  return view;
}

/** Works out again what each of the product's sizes holds, from its category and THC per gummy as they now are. */
async function refillSizeContents(trx: Knex.Transaction, productId: string): Promise<void> {
  await trx('size_contents').where('product_id', productId).delete();
  await fillSizeContents(trx, [productId]);
}

const TEXT_AND_FLAG_FIELDS = [
  'name',
  'description',
  'category',
  'thcContent',
  'cbdContent',
  'featured',
  'discontinued',
] as const;

/**
 * What the edit changes: only the fields whose values differ. `tables` are given when the product
 * moves to another category, whose list price then sets its price unless one is sent. A gummy's
 * new THC per gummy brings the THC text written from it; a product leaving gummies leaves its
 * THC per gummy behind.
 */
function changeOf(before: ProductRow, edit: ProductEdit, tables: SizeTables | null): ProductChange {
  const current = adminProductFromRow(before);
  const change: ProductChange = {};
  for (const field of TEXT_AND_FLAG_FIELDS) {
    const value = edit[field];
    if (value !== undefined && value !== current[field]) Object.assign(change, { [field]: value });
  }
  for (const field of ['effects', 'flavors'] as const) {
    const value = edit[field];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(current[field])) change[field] = value;
  }
  const gummies = (change.category ?? before.category) === 'gummies';
  if (gummies && edit.thcMgPerGummy !== undefined) {
    const milligrams = mgPerGummyText(edit.thcMgPerGummy);
    if (milligrams !== current.thcMgPerGummy) change.thcMgPerGummy = milligrams;
    const thcContent = gummyThcContent(milligrams);
    if (thcContent !== current.thcContent) change.thcContent = thcContent;
  } else if (!gummies && current.thcMgPerGummy !== null) {
    change.thcMgPerGummy = null;
  }
  const beforeCents = toCents(before.price);
  let priceCents = edit.price === undefined ? beforeCents : toCents(edit.price);
  if (tables && change.category !== undefined && edit.price === undefined) {
    priceCents = priceInNewCategory(beforeCents, before.category, change.category, tables);
  }
  if (priceCents !== beforeCents) change.price = centsToDecimal(priceCents);
  return change;
}

function pick(view: AdminProductFields, fields: readonly (keyof ProductChange)[]): Partial<AdminProductFields> {
  return Object.fromEntries(fields.map((field) => [field, view[field]]));
}
