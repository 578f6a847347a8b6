import { CircleAlert, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Order } from '#shared/schemas/checkout';
import { ORDER_LOOKUP_FIELD_LABELS, ORDER_NUMBER_PREFIX, orderLookupRequestSchema } from '#shared/schemas/order-lookup';
import { Button } from '../../components/ui/button.tsx';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { focusFirstError, useSchemaForm } from '../../components/ui/form-state.ts';
import { ordersDb } from '../../db/orders-db.ts';
import { useOnline } from '../../lib/use-online.ts';
import { keepOrder } from './device-orders.ts';
import { LOOKUP_OFFLINE_MESSAGE, lookupFailureMessage } from './lookup-messages.ts';
import { OfflineNote } from './offline-note.tsx';
import { lookUpOrder } from './orders-api.ts';

const FIELD_ORDER = ['number', 'email'] as const;

/**
 * Order number and the email given at checkout. A match joins this device's orders and is
 * handed to `onFound` (which opens its page); anything else says so without telling which
 * part was wrong. It needs the network, and says so while offline.
 */
export function OrderLookupForm({
  onFound,
  initialNumber = '',
}: {
  onFound: (order: Order) => void;
  initialNumber?: string;
}) {
  const formId = useId().replaceAll(':', '');
  const online = useOnline();
  const [looking, setLooking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(orderLookupRequestSchema, { number: initialNumber, email: '' });
  const { values, errors, setValue } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (looking || !online) return;
    setFailure(null);
    const checked = form.validate();
    if (!checked.ok) {
      focusFirstError(formId, FIELD_ORDER, checked.errors);
      return;
    }
    setLooking(true);
    try {
      const order = await lookUpOrder(checked.data);
      await keepOrder(ordersDb, order, 'lookup');
      onFound(order);
    } catch (error) {
      setFailure(lookupFailureMessage(error));
    } finally {
      setLooking(false);
    }
  }

  return (
    <form
      noValidate
      data-form={formId}
      aria-label="Look up an order"
      aria-busy={looking || undefined}
      onSubmit={(event) => void submit(event)}
      className="grid gap-5"
    >
      <Field
        formId={formId}
        name="number"
        label={ORDER_LOOKUP_FIELD_LABELS.number}
        error={errors.number}
        hint={`It starts with ${ORDER_NUMBER_PREFIX} and is on your order confirmation`}
      >
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={values.number}
            onChange={(event) => setValue('number', event.target.value)}
            className={`${controlClass} font-mono uppercase tracking-wide placeholder:normal-case placeholder:tracking-normal`}
          />
        )}
      </Field>
      <Field formId={formId} name="email" label={ORDER_LOOKUP_FIELD_LABELS.email} error={errors.email}>
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <div role="alert" className="empty:hidden">
        {failure ? (
          <p className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200">
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {failure}
          </p>
        ) : null}
      </div>
      {online ? null : <OfflineNote>{LOOKUP_OFFLINE_MESSAGE}</OfflineNote>}
      <Button variant="primary" type="submit" disabled={looking || !online} className="w-full">
        <Search aria-hidden="true" className="h-4 w-4" />
        {looking ? 'Looking up…' : 'Find my order'}
      </Button>
    </form>
  );
}
