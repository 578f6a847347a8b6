import type { StaffRole } from '#shared/back-office/permissions';
import {
  type AdminProduct,
  GUMMY_THC_MESSAGE,
  mayEditProductField,
  type ProductEdit,
  productEditSchema,
  thcStatesContent,
} from '#shared/schemas/admin/catalogue';
import type { FieldErrors } from '../../components/ui/form-state.ts';

/** The form's values: tags as comma-separated text, everything else as the API has it. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  effects: string;
  flavors: string;
  thcContent: string;
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
    cbdContent: product.cbdContent,
    featured: product.featured,
    discontinued: product.discontinued,
  };
}

/**
 * Only what changed goes to the server (PATCH): a field the role may not change is never
 * sent, so a staff member's edit of the description is not refused for the price beside it.
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
    if (!mayEditProductField(role, field)) continue;
    const value = values[field];
    edit[field] = field === 'effects' || field === 'flavors' ? tagsOf(String(value)) : value;
  }
  return edit;
}

/**
 * The edit checked with the API's own rules: its schema, and the product as the edit would leave
 * it (gummies' THC in milligrams per gummy). The parsed edit, or a message per field.
 */
export function checkEdit(
  product: AdminProduct,
  edit: Record<string, unknown>,
): { ok: true; edit: ProductEdit } | { ok: false; errors: FieldErrors<ProductField> } {
  const parsed = productEditSchema.safeParse(edit);
  if (parsed.success) {
    const { category = product.category, thcContent = product.thcContent } = parsed.data;
    const touchesContents = parsed.data.category !== undefined || parsed.data.thcContent !== undefined;
    if (touchesContents && !thcStatesContent({ category, thcContent })) {
      return { ok: false, errors: { thcContent: GUMMY_THC_MESSAGE } };
    }
    return { ok: true, edit: parsed.data };
  }
  const errors: FieldErrors<ProductField> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as ProductField] = issue.message;
  }
  return { ok: false, errors };
}
