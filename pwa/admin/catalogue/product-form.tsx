import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CATEGORIES, CATEGORY_IDS } from '#shared/catalogue/categories';
import { gummyThcContent } from '#shared/compliance/thc-per-gummy';
import {
  type AdminProduct,
  mayEditProductField,
  PRODUCT_TEXT_LIMITS,
  thcMgPerGummySchema,
} from '#shared/schemas/admin/catalogue';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { type FieldErrors, focusFirstError } from '../../components/ui/form-state.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { FormActions } from '../components/form-actions.tsx';
import { Panel } from '../components/screen-parts.tsx';
import { SelectBox } from '../components/select-box.tsx';
import { Toggle } from '../components/toggle.tsx';
import { fieldErrorsFrom, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { useStaff } from '../session/staff-context.ts';
import { STOCK_KEY } from '../stock/stock-api.ts';
import { CATALOGUE_KEY, editProduct } from './catalogue-api.ts';
import {
  changedFields,
  checkEdit,
  formValuesOf,
  PRODUCT_FIELDS,
  type ProductField,
  type ProductFormValues,
  shownFor,
} from './product-edit.ts';
import { SizeContentsPanel } from './size-contents-panel.tsx';

const FORM_ID = 'product';
const OWNER_ONLY_HINT = 'Only the owner changes this.';

/** What the shop will show for the THC per gummy typed, once it is one the API takes. */
function thcPerGummyHint(typed: string): string {
  const parsed = thcMgPerGummySchema.safeParse(typed);
  return parsed.success
    ? `Shown in the shop as “${gummyThcContent(parsed.data)}”`
    : 'Milligrams in one gummy, like 5 or 2.5';
}

/** The product's editable fields, checked with the API's rules before they are sent. */
export function ProductForm({ product }: { product: AdminProduct }) {
  const { role } = useStaff();
  const may = (field: ProductField) => mayEditProductField(role, field);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(product));
  const [errors, setErrors] = useState<FieldErrors<ProductField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends ProductField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const save = useMutation({
    mutationFn: (edit: Parameters<typeof editProduct>[1]) => editProduct(product.id, edit),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
        queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
      ]);
      toast({
        title: 'Product saved',
        description: `${values.name.trim()}: the shop shows the change within seconds.`,
      });
    },
    onError: (failure) => {
      if (isSignedOut(failure)) return;
      const fromServer = fieldErrorsFrom<ProductField>(failure);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstError(FORM_ID, PRODUCT_FIELDS, fromServer);
      } else {
        setProblem(problemMessage(failure));
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const edit = changedFields(product, values, role);
    if (Object.keys(edit).length === 0) {
      setProblem('Nothing has changed yet.');
      return;
    }
    const checked = checkEdit(product, edit);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(FORM_ID, PRODUCT_FIELDS, checked.errors);
      return;
    }
    save.mutate(checked.edit);
  }

  const text = (
    field: ProductField,
    label: string,
    max: number,
    hint?: string,
    disabled = false,
    inputMode?: 'decimal',
  ) => (
    <Field formId={FORM_ID} name={field} label={label} error={errors[field]} hint={hint}>
      {({ labelId: _labelId, ...control }) => (
        <input
          {...control}
          type="text"
          inputMode={inputMode}
          maxLength={max}
          disabled={disabled}
          value={String(values[field])}
          onChange={(event) => set(field, event.target.value)}
          className={`${compactControlClass} disabled:bg-cream/60 disabled:text-ink/70`}
        />
      )}
    </Field>
  );

  return (
    <form noValidate data-form={FORM_ID} aria-label="Edit product" onSubmit={submit} className="grid gap-4">
      <Panel title="Details">
        <div className="grid gap-4">
          {text('name', 'Name', PRODUCT_TEXT_LIMITS.name)}
          <Field formId={FORM_ID} name="description" label="Description" error={errors.description}>
            {({ labelId: _labelId, ...control }) => (
              <textarea
                {...control}
                rows={6}
                maxLength={PRODUCT_TEXT_LIMITS.description}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
                className={`${compactControlClass} resize-y`}
              />
            )}
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            {text(
              'price',
              'Price (USD)',
              12,
              may('price') ? 'Dollars and cents, like 48.00' : OWNER_ONLY_HINT,
              !may('price'),
            )}
            <Field
              formId={FORM_ID}
              name="category"
              label="Category"
              error={errors.category}
              hint={may('category') ? undefined : OWNER_ONLY_HINT}
            >
              {({ labelId: _labelId, ...control }) => (
                <SelectBox
                  {...control}
                  disabled={!may('category')}
                  value={values.category}
                  onChange={(event) => set('category', event.target.value)}
                >
                  {CATEGORY_IDS.map((id) => (
                    <option key={id} value={id}>
                      {CATEGORIES[id].name}
                    </option>
                  ))}
                </SelectBox>
              )}
            </Field>
          </div>
        </div>
      </Panel>
      <Panel title="Effects, flavors and potency">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {text('effects', 'Effects', 400, 'Separate with commas')}
          {text('flavors', 'Flavors', 400, 'Separate with commas')}
          {shownFor(values.category, 'thcMgPerGummy')
            ? text(
                'thcMgPerGummy',
                'THC per gummy (mg)',
                12,
                may('thcMgPerGummy') ? thcPerGummyHint(values.thcMgPerGummy) : OWNER_ONLY_HINT,
                !may('thcMgPerGummy'),
                'decimal',
              )
            : text(
                'thcContent',
                'THC',
                PRODUCT_TEXT_LIMITS.potency,
                may('thcContent') ? 'As the label says, like 22% THC' : OWNER_ONLY_HINT,
                !may('thcContent'),
              )}
          {text('cbdContent', 'CBD', PRODUCT_TEXT_LIMITS.potency, 'As the label says, like <1% CBD')}
        </div>
      </Panel>
      <SizeContentsPanel sizes={product.sizes} />
      <Panel title="On the shop">
        <div className="grid gap-3 sm:grid-cols-2">
          <Toggle
            label="Featured"
            checked={values.featured}
            disabled={false}
            onChange={(checked) => set('featured', checked)}
            hint="Shown among the featured products on the home page."
          />
          <Toggle
            label="Discontinued"
            checked={values.discontinued}
            disabled={!may('discontinued')}
            onChange={(checked) => set('discontinued', checked)}
            hint={may('discontinued') ? 'No longer sold: it cannot be added to a cart.' : OWNER_ONLY_HINT}
          />
        </div>
      </Panel>
      <FormActions
        saving={save.isPending}
        problem={problem}
        onUndo={() => {
          setValues(formValuesOf(product));
          setErrors({});
          setProblem(null);
        }}
      />
    </form>
  );
}
