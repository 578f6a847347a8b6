import { useCallback, useEffect, useMemo, useState } from 'react';
import { type DeliveryDetails, deliveryDetailsSchema } from '#shared/schemas/checkout';
import { fieldErrorsOf } from '../../components/ui/form-state.ts';
import {
  DELIVERY_FIELDS,
  type DeliveryField,
  type DeliveryValues,
  initialDeliveryValues,
  shownDeliveryErrors,
} from './checkout-rules.ts';
import { readRememberedDetails, rememberDetails } from './saved-details.ts';

export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

/**
 * The delivery details, checked with the shared schema the server uses. A field's error shows
 * once the shopper has left it (or tried to continue) and follows their edits from then on;
 * an error the server found shows under its field until that field changes.
 */
export function useDeliveryForm(formId: string, headerState: string | null) {
  const [values, setValues] = useState<DeliveryValues>(() =>
    initialDeliveryValues(readRememberedDetails(), headerState),
  );
  const [touched, setTouched] = useState<ReadonlySet<DeliveryField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<DeliveryErrors>({});

  const parsed = useMemo(() => deliveryDetailsSchema.safeParse(values), [values]);
  const schemaErrors = useMemo<DeliveryErrors>(
    () => (parsed.success ? {} : shownDeliveryErrors(values, fieldErrorsOf<DeliveryField>(parsed.error))),
    [parsed, values],
  );

  useEffect(() => rememberDetails(values), [values]);

  const errors = useMemo(() => {
    const shown: DeliveryErrors = {};
    for (const field of DELIVERY_FIELDS) {
      const message = (touched.has(field) ? schemaErrors[field] : undefined) ?? serverErrors[field];
      if (message) shown[field] = message;
    }
    return shown;
  }, [schemaErrors, serverErrors, touched]);

  const setValue = useCallback((field: DeliveryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((field: DeliveryField) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  }, []);

  /** Shows every error and moves focus to the first; answers whether the details are valid. */
  const validateAll = useCallback((): boolean => {
    setTouched(new Set(DELIVERY_FIELDS));
    const first = DELIVERY_FIELDS.find((field) => schemaErrors[field] ?? serverErrors[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
    return first === undefined;
  }, [formId, schemaErrors, serverErrors]);

  const details: DeliveryDetails | null = parsed.success ? parsed.data : null;
  return { values, errors, details, setValue, touch, validateAll, setServerErrors };
}
