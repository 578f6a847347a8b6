import type { Knex } from 'knex';
import { can, type Permission, type StaffRole } from '#shared/back-office/permissions';
import { priceInNewCategory, type SizeTables, sizeOptionsFor } from '#shared/catalogue/sizes';
import { centsToDecimal, toCents } from '#shared/money';
import type { AdminProduct, ProductEdit } from '#shared/schemas/admin/catalogue';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { type Actor, appendAudit } from './audit-log.ts';
import {
  addMissingStockRows,
  adminProductFromRow,
  listProductRows,
  lockProductRow,
  type ProductChange,
  type ProductRow,
  updateProductRow,
} from './product-store.ts';
import { loadSizeTables } from './size-tables.ts';
import { refreshInStock } from './stock-store.ts';

/**
 * The back office's catalogue: every product, and edits to one. The shop reads the same rows
 * with no cache in between, so an edit is in its next answer (decision 010).
 */

export async function listAdminProducts(db: Database): Promise<AdminProduct[]> {
  return (await listProductRows(db)).map(adminProductFromRow);
}

/** Fields only some roles may change (shared/back-office/permissions.ts). */
const GUARDED_FIELDS: Partial<Record<keyof ProductEdit, Permission>> = {
  price: 'changePrices',
  discontinued: 'discontinueProducts',
};

/** The fields of `edit` that `role` may not change: any of them refuses the whole edit. */
export function fieldsRefusedTo(role: StaffRole, edit: ProductEdit): (keyof ProductEdit)[] {
  return (Object.keys(edit) as (keyof ProductEdit)[]).filter((field) => {
    const permission = GUARDED_FIELDS[field];
    return permission !== undefined && !can(role, permission);
  });
}

/**
 * Applies `edit` to the product: the fields sent, where they differ from what is stored, in one
 * transaction with its audit entry. A move to another category keeps the product sellable (a
 * stock row for each new size) and, unless a price is sent with it, keeps the price's ratio to
 * its category's list price (shared/catalogue/sizes.ts).
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
    const moved = edit.category !== undefined && edit.category !== before.category;
    const tables = moved ? await loadSizeTables(trx) : null;
    const change = changeOf(before, edit, tables);
    if (Object.keys(change).length === 0) return adminProductFromRow(before);
    const after = await updateProductRow(trx, productId, change);
    if (tables) {
      const sizes = sizeOptionsFor(after.category, toCents(after.price), tables).map((option) => option.size);
      await addMissingStockRows(trx, productId, sizes);
      // In stock now means some of the new category's sizes has stock.
      await refreshInStock(trx, [productId]);
    }
    const [beforeView, afterView] = [adminProductFromRow(before), adminProductFromRow(after)];
    const fields = Object.keys(change) as (keyof ProductChange)[];
    await appendAudit(trx, editor.actor, {
      action: 'product.edited',
      subjectType: 'product',
      subjectId: productId,
      before: pick(beforeView, fields),
      after: pick(afterView, fields),
    });
    return afterView;
  });
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
 * moves to another category, whose list price then sets its price unless one is sent.
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
  const beforeCents = toCents(before.price);
  let priceCents = edit.price === undefined ? beforeCents : toCents(edit.price);
  if (tables && change.category !== undefined && edit.price === undefined) {
    priceCents = priceInNewCategory(beforeCents, before.category, change.category, tables);
  }
  if (priceCents !== beforeCents) change.price = centsToDecimal(priceCents);
  return change;
}

function pick(view: AdminProduct, fields: readonly (keyof ProductChange)[]): Partial<AdminProduct> {
  return Object.fromEntries(fields.map((field) => [field, view[field]]));
}
