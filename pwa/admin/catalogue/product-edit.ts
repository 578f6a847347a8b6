import type { StaffRole } from '#shared/back-office/permissions';
import {
  type AdminProduct,
  mayEditProductField,
  type ProductEdit,
  productEditSchema,
  sizeContentsProblems,
} from '#shared/schemas/admin/catalogue';
import type { FieldErrors } from '../../components/ui/form-state.ts';

/**
 * The form's values: tags as comma-separated text, a THC per gummy it does not have as '',
 * everything else as the API has it.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  effects: string;
  flavors: string;
  thcContent: string;
  thcMgPerGummy: string;
  cbdContent: string;
  featured: boolean;
  discontinued: boolean;
}
export type ProductField = keyof ProductFormValues;

export const PRODUCT_FIELDS: readonly ProductField[] = [
  'name',
  'description',
  'price',
  'category',
  'effects',
  'flavors',
  'thcContent',
  'thcMgPerGummy',
  'cbdContent',
  'featured',
  'discontinued',
];

const tagsText = (tags: readonly string[]) => tags.join(', ');
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    effects: tagsText(product.effects),
    flavors: tagsText(product.flavors),
    thcContent: product.thcContent,
    thcMgPerGummy: product.thcMgPerGummy ?? '',
    cbdContent: product.cbdContent,
    featured: product.featured,
    discontinued: product.discontinued,
  };
}

/**
 * Whether the form shows `field` for the category chosen: a gummy's THC per gummy, anything
 * else's THC text (a gummy's is written from its number).
 */
export function shownFor(category: string, field: ProductField): boolean {
  if (field === 'thcMgPerGummy') return category === 'gummies';
  if (field === 'thcContent') return category !== 'gummies';
  return true;
}

/**
 * Only what changed goes to the server (PATCH): a field the role may not change is never
 * sent, so a staff member's edit of the description is not refused for the price beside it,
 * and neither is a field the chosen category does not show.
 */
export function changedFields(
  product: AdminProduct,
  values: ProductFormValues,
  role: StaffRole,
): Record<string, unknown> {
  const before = formValuesOf(product);
  const edit: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    if (values[field] === before[field]) continue;
    if (!mayEditProductField(role, field) || !shownFor(values.category, field)) continue;
    const value = values[field];
    edit[field] = field === 'effects' || field === 'flavors' ? tagsOf(String(value)) : value;
  }
  return edit;
}

/**
 * The edit checked with the API's own rules: its schema, and what it would leave wrong in what
 * the product's sizes hold (a move into gummies without a THC per gummy). The parsed edit, or a
 * message per field.
 */
export function checkEdit(
  product: AdminProduct,
  edit: Record<string, unknown>,
): { ok: true; edit: ProductEdit } | { ok: false; errors: FieldErrors<ProductField> } {
  const parsed = productEditSchema.safeParse(edit);
  const issues = parsed.success ? sizeContentsProblems(product, parsed.data) : parsed.error.issues;
  if (parsed.success && issues.length === 0) return { ok: true, edit: parsed.data };
  const errors: FieldErrors<ProductField> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as ProductField] = issue.message;
  }
  return { ok: false, errors };
}
