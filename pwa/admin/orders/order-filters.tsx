import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#shared/back-office/order-status';
import { ORDER_SEARCH_MAX_LENGTH } from '#shared/schemas/admin/orders';
import { Button } from '../../components/ui/button.tsx';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { SelectBox } from '../components/select-box.tsx';
import type { OrderSearch } from './order-search.ts';

const FORM_ID = 'order-filters';

/**
 * Search (order number, email or name), status and a date range. The search applies when
 * submitted; a status or a date at once. Any change starts again from the first page.
 */
export function OrderFilters({ search, onChange }: { search: OrderSearch; onChange: (next: OrderSearch) => void }) {
  const [query, setQuery] = useState(search.q ?? '');
  useEffect(() => setQuery(search.q ?? ''), [search.q]);
  const apply = (change: Partial<OrderSearch>) => onChange({ ...search, ...change, page: undefined });
  const filtered = Boolean(search.q || search.status || search.from || search.to);

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ q: query.trim() || undefined });
  }

  return (
    <form
      aria-label="Find orders"
      data-form={FORM_ID}
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,2.2fr)_repeat(3,minmax(0,1fr))_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <Field formId={FORM_ID} name="q" label="Search" error={undefined} required={false}>
          {({ labelId: _labelId, ...control }) => (
            <div className="flex gap-2">
              <input
                {...control}
                type="search"
                value={query}
                maxLength={ORDER_SEARCH_MAX_LENGTH}
                placeholder="Order number, email or name"
                onChange={(event) => setQuery(event.target.value)}
                className={compactControlClass}
              />
              <Button
                type="submit"
                variant="primary"
                size="compact"
                aria-label="Search orders"
                className="shrink-0 px-3"
              >
                <Search aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
          )}
        </Field>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <Field formId={FORM_ID} name="status" label="Status" error={undefined} required={false}>
          {({ labelId: _labelId, ...control }) => (
            <SelectBox
              {...control}
              value={search.status ?? ''}
              onChange={(event) => apply({ status: (event.target.value || undefined) as OrderStatus | undefined })}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </SelectBox>
          )}
        </Field>
      </div>
      <DateRangeFields
        formId={FORM_ID}
        labels={{ from: 'Placed from', to: 'Placed to' }}
        range={search}
        onChange={apply}
      />
      {filtered ? (
        <Button variant="secondary" size="compact" className="col-span-2 lg:col-span-1" onClick={() => onChange({})}>
          <X aria-hidden="true" className="-ml-1 h-4 w-4" />
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
