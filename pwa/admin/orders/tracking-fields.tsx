import { useState } from 'react';
import type { z } from 'zod';
import { TRACKING_LABELS } from '#shared/content/order-words';
import { CARRIER_MAX, TRACKING_NUMBER_MAX, type Tracking } from '#shared/schemas/tracking-number';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { type FieldErrors, fieldErrorsOf, focusFirstError } from '../../components/ui/form-state.ts';

const FIELDS = ['carrier', 'trackingNumber'] as const;
type TrackingField = (typeof FIELDS)[number];
type TrackingText = Record<TrackingField, string>;

/** What the two fields send: an empty one is none. */
export interface TypedTracking {
  carrier: string | null;
  trackingNumber: string | null;
}

/**
 * The carrier and tracking number as typed. `check` runs them through the call's shared schema,
 * so the form refuses what the server would, each message under its field, the first focused.
 */
export function useTrackingFields(formId: string, initial: Tracking | null) {
  const start: TrackingText = { carrier: initial?.carrier ?? '', trackingNumber: initial?.trackingNumber ?? '' };
  const [text, setText] = useState<TrackingText>(start);
  const [errors, setErrors] = useState<FieldErrors<TrackingField>>({});
  return {
    text,
    errors,
    set(field: TrackingField, value: string) {
      setText((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    reset() {
      setText(start);
      setErrors({});
    },
    check<Output>(schema: z.ZodType<Output>, request: (typed: TypedTracking) => unknown): Output | null {
      const typed = { carrier: text.carrier.trim() || null, trackingNumber: text.trackingNumber.trim() || null };
      const parsed = schema.safeParse(request(typed));
      if (parsed.success) return parsed.data;
      const found = fieldErrorsOf<TrackingField>(parsed.error);
      setErrors(found);
      focusFirstError(formId, FIELDS, found);
      return null;
    },
  };
}

/** The two fields, one above the other; the dialog's description says when to fill them. */
export function TrackingFields({ formId, fields }: { formId: string; fields: ReturnType<typeof useTrackingFields> }) {
  return (
    <div data-form={formId} className="grid gap-4">
      <Field
        formId={formId}
        name="carrier"
        label={TRACKING_LABELS.carrier}
        error={fields.errors.carrier}
        required={false}
      >
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={CARRIER_MAX}
            value={fields.text.carrier}
            onChange={(event) => fields.set('carrier', event.target.value)}
            className={compactControlClass}
          />
        )}
      </Field>
      <Field
        formId={formId}
        name="trackingNumber"
        label={TRACKING_LABELS.trackingNumber}
        error={fields.errors.trackingNumber}
        required={false}
      >
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={TRACKING_NUMBER_MAX}
            value={fields.text.trackingNumber}
            onChange={(event) => fields.set('trackingNumber', event.target.value)}
            className={`${compactControlClass} font-mono`}
          />
        )}
      </Field>
    </div>
  );
}
