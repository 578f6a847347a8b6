import { TAX_KIND_NAMES, TAX_KINDS, type TaxKind } from '#shared/taxes/tax-rules';
import { ChoiceField } from './choice-field.tsx';
import type { PathErrors } from './state-rule-edit.ts';

/**
 * What a tax is charged on besides the items: the delivery, and the taxes it may be charged on
 * (`offered`). A tax it is charged on but may not be stays a choice, ticked and marked by its
 * error, so the owner can untick it.
 */
export function TaxBaseFields({
  formId,
  path,
  onTaxesLabel,
  offered,
  noneOffered,
  onDelivery,
  onTaxes,
  errors,
  onChange,
}: {
  formId: string;
  path: string;
  onTaxesLabel: string;
  offered: readonly TaxKind[];
  /** Said in place of the choices when there are none. */
  noneOffered: string;
  onDelivery: boolean;
  onTaxes: TaxKind[];
  errors: PathErrors;
  onChange: (change: { onDelivery?: boolean; onTaxes?: TaxKind[] }) => void;
}) {
  const kinds = [...new Set([...offered, ...TAX_KINDS.filter((kind) => onTaxes.includes(kind))])];
  const choices = kinds.map((id) => ({ id, label: TAX_KIND_NAMES[id] }));
  return (
    <div className="grid gap-3">
      <label className="flex w-fit items-center gap-2.5 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-forest-900/10 has-[:checked]:bg-forest-50 has-[:checked]:ring-forest-700/30">
        <input
          type="checkbox"
          checked={onDelivery}
          onChange={(event) => onChange({ onDelivery: event.target.checked })}
          className="h-4 w-4 accent-forest-700"
        />
        <span className="font-medium text-forest-900">Charged on delivery</span>
      </label>
      {choices.length > 0 ? (
        <ChoiceField
          formId={formId}
          name={`${path}.onTaxes`}
          label={onTaxesLabel}
          error={errors[`${path}.onTaxes`]}
          required={false}
          choices={choices}
          chosen={onTaxes}
          onChange={(chosen) => onChange({ onTaxes: chosen })}
          columns="sm:grid-cols-2"
        />
      ) : (
        <p className="text-ink/70 text-xs">{noneOffered}</p>
      )}
    </div>
  );
}
