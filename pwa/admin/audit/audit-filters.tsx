import { type FormEvent, useEffect, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '#shared/schemas/admin/audit';
import { Button } from '../../components/ui/button.tsx';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { SelectBox } from '../components/select-box.tsx';
import type { AuditSearch } from './audit-search.ts';
import { AUDIT_ACTION_LABELS } from './audit-words.ts';

const FORM_ID = 'audit-filters';

/** Action, staff email and dates; the email applies when submitted, the rest at once. */
export function AuditFilters({ search, onChange }: { search: AuditSearch; onChange: (next: AuditSearch) => void }) {
  const [staff, setStaff] = useState(search.staff ?? '');
  useEffect(() => setStaff(search.staff ?? ''), [search.staff]);
  const apply = (change: Partial<AuditSearch>) => onChange({ ...search, ...change, page: undefined });
  const filtered = Boolean(search.action || search.staff || search.from || search.to);

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ staff: staff.trim() || undefined });
  }

  return (
    <form
      aria-label="Filter the log"
      data-form={FORM_ID}
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <Field formId={FORM_ID} name="action" label="Action" error={undefined} required={false}>
          {({ labelId: _labelId, ...control }) => (
            <SelectBox
              {...control}
              value={search.action ?? ''}
              onChange={(event) => apply({ action: (event.target.value || undefined) as AuditAction | undefined })}
            >
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action]}
                </option>
              ))}
            </SelectBox>
          )}
        </Field>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <Field formId={FORM_ID} name="staff" label="Staff email" error={undefined} required={false}>
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="search"
              value={staff}
              maxLength={254}
              placeholder="name@example.com"
              onChange={(event) => setStaff(event.target.value)}
              onBlur={() => (staff.trim() || undefined) !== search.staff && apply({ staff: staff.trim() || undefined })}
              className={compactControlClass}
            />
          )}
        </Field>
      </div>
      <DateRangeFields formId={FORM_ID} labels={{ from: 'From', to: 'To' }} range={search} onChange={apply} />
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <Button type="submit" variant="primary" size="compact">
          Filter
        </Button>
        {filtered ? (
          <Button variant="secondary" size="compact" onClick={() => onChange({})}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
