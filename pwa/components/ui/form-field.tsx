import * as Label from '@radix-ui/react-label';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

const CONTROL_LOOK =
  'block border border-forest-900/20 bg-white text-ink shadow-sm transition placeholder:text-ink/55 hover:border-forest-900/35 focus:border-forest-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40';

export const controlClass = `${CONTROL_LOOK} w-full rounded-xl px-4 py-3 text-base`;
/**
 * The same control where many share a screen (the back office's filters and tables): as wide
 * as its column, or, inline, as wide as the caller makes it (a count beside its Save button).
 */
export const compactInlineControlClass = `${CONTROL_LOOK} rounded-lg px-3 py-2 text-sm`;
export const compactControlClass = `${compactInlineControlClass} w-full`;

/**
 * A labelled field with an optional hint and its error under it. The control gets the ids that
 * tie them together (aria-describedby), so a screen reader reads the error with the field.
 * `group` labels a set of controls (a radio group) instead of one; `required: false` marks an
 * optional field as such.
 */
export function Field({
  formId,
  name,
  label,
  error,
  hint,
  group = false,
  required = true,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  group?: boolean;
  required?: boolean;
  children: (control: ControlProps & { labelId: string }) => ReactNode;
}) {
  const id = `${formId}-${name}`;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ') || undefined;
  const labelClass = 'font-semibold text-forest-900 text-sm';
  return (
    <div data-field={name} className="grid gap-1.5">
      {group ? (
        <p id={labelId} className={labelClass}>
          {label}
        </p>
      ) : (
        <Label.Root id={labelId} htmlFor={id} className={labelClass}>
          {label}
        </Label.Root>
      )}
      {children({
        id,
        labelId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-red-700 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-ink/70 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
