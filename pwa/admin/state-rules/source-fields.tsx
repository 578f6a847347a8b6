import { Trash2 } from 'lucide-react';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { removeButtonClass } from './form-parts.tsx';
import type { SourceText } from './row-values.ts';
import type { PathErrors, SourceValues } from './state-rule-edit.ts';

/**
 * A source's fields, named by `path` as the API names them ("sources.0", "taxes.taxes.1.source"):
 * the official text's title, its address, and the date it was current through.
 */
export function SourceInputs({
  formId,
  path,
  source,
  errors,
  onChange,
}: {
  formId: string;
  path: string;
  source: SourceText;
  errors: PathErrors;
  onChange: (change: Partial<SourceText>) => void;
}) {
  const at = (field: keyof SourceText) => `${path}.${field}`;
  return (
    <>
      <Field formId={formId} name={at('title')} label="Title" error={errors[at('title')]}>
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="text"
            maxLength={200}
            value={source.title}
            onChange={(event) => onChange({ title: event.target.value })}
            className={compactControlClass}
          />
        )}
      </Field>
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field formId={formId} name={at('url')} label="Address" error={errors[at('url')]}>
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="url"
              spellCheck={false}
              value={source.url}
              onChange={(event) => onChange({ url: event.target.value })}
              className={compactControlClass}
            />
          )}
        </Field>
        <Field
          formId={formId}
          name={at('asOf')}
          label="Current as of"
          error={errors[at('asOf')]}
          required={false}
          hint="Empty if the publisher shows no date"
        >
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="date"
              value={source.asOf}
              onChange={(event) => onChange({ asOf: event.target.value })}
              className={compactControlClass}
            />
          )}
        </Field>
      </div>
    </>
  );
}

/** One source of a rule, which the owner may remove. */
export function SourceFields({
  formId,
  index,
  source,
  errors,
  onChange,
  onRemove,
}: {
  formId: string;
  index: number;
  source: SourceValues;
  errors: PathErrors;
  onChange: (change: Partial<SourceValues>) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid gap-3 rounded-lg bg-cream/40 p-3 ring-1 ring-forest-900/10 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-semibold text-forest-900 text-sm">
          {source.title.trim() || 'New source'}
        </p>
        <button type="button" onClick={onRemove} className={removeButtonClass}>
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
          Remove <span className="sr-only">source {index + 1}</span>
        </button>
      </div>
      <SourceInputs formId={formId} path={`sources.${index}`} source={source} errors={errors} onChange={onChange} />
    </li>
  );
}
