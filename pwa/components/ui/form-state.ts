import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<Key extends string> = Partial<Record<Key, string>>;
export type Validated<Data, Key extends string> = { ok: true; data: Data } | { ok: false; errors: FieldErrors<Key> };

/** The first message for each top-level field of a failed parse. */
export function fieldErrorsOf<Key extends string>(error: z.ZodError): FieldErrors<Key> {
  const errors: FieldErrors<Key> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as Key] = issue.message;
  }
  return errors;
}

/** Moves focus to the first field with an error, in the form's order; its message is read with it. */
export function focusFirstError(formId: string, order: readonly string[], errors: Record<string, unknown>): void {
  const first = order.find((key) => errors[key]);
  if (!first) return;
  const field = document.querySelector<HTMLElement>(`[data-form="${formId}"] [data-field="${first}"]`);
  const target =
    field?.querySelector<HTMLElement>('[data-state="checked"][role="radio"]') ??
    field?.querySelector<HTMLElement>('input, textarea, button, [tabindex="0"]');
  target?.focus();
}

/**
 * A form's values checked with a shared zod schema: the same rules the server applies. Errors
 * show after a submit; editing a field clears its own.
 */
export function useSchemaForm<Schema extends z.ZodObject>(schema: Schema, initial: z.input<Schema>) {
  type Values = z.input<Schema>;
  type Key = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});

  const setValue = useCallback(<K extends Key>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest as FieldErrors<Key>;
    });
  }, []);

  /** The parsed values, or the errors (also shown under their fields). */
  const validate = useCallback((): Validated<z.output<Schema>, Key> => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return { ok: true, data: parsed.data };
    }
    const found = fieldErrorsOf<Key>(parsed.error);
    setErrors(found);
    return { ok: false, errors: found };
  }, [schema, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setValue, validate, reset, setErrors };
}
