import { Download } from 'lucide-react';
import { type FormEvent, type ReactElement, useMemo, useState } from 'react';
import { adminExportApiPath } from '#shared/api-paths';
import { monthToDate } from '#shared/back-office/store-day';
import {
  EXPORT_COLUMNS,
  EXPORT_MAX_DAYS,
  EXPORT_REPORT_NAMES,
  EXPORT_REPORTS,
  type ExportRange,
  type ExportReport,
  exportRangeSchema,
} from '#shared/schemas/admin/exports';
import { buttonClass } from '../../components/ui/button.tsx';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { fieldErrorsOf } from '../../components/ui/form-state.ts';
import { Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { useScreenTitle } from '../lib/use-title.ts';
import { ClosingReportSection } from './closing-report-section.tsx';

const FORM_ID = 'export-range';
const FIELDS = ['from', 'to'] as const;
type RangeField = (typeof FIELDS)[number];
const LABELS: Record<RangeField, string> = { from: 'From', to: 'To' };

/** What each export holds, for the owner choosing one. */
const REPORT_TEXT: Record<ExportReport, string> = {
  orders: 'One row per order: its status, how it was paid, and its money (subtotal to refunds).',
  'order-lines': 'One row per item of each order: product, size, quantity and price, and whether it was handed over.',
  taxes:
    'One row per tax charged on each order, and per tax a refund gave back (negative): by day, state and kind, ready to pivot.',
  closing: 'One row per day: the closing report below, with a column for each tax collected by state and kind.',
};

/** Columns that depend on the days: the closing file's taxes. */
const MORE_COLUMNS: Partial<Record<ExportReport, string>> = {
  closing: ', then tax_STATE_kind for each tax in the range (tax_CA_excise, tax_CA_sales, …)',
};

/** An emptied picker asks for a day, rather than for a format the picker does not show. */
const fieldMessage = (value: string, message: string): string => (value === '' ? 'Choose a day' : message);

/**
 * The range's problems under their fields, checked as the server checks them (exportRangeSchema):
 * each day on its own first, and the range as a whole only once both are days (the whole
 * schema's range checks would also run against an emptied field, and blame "To" for it).
 */
function checkRange(
  range: ExportRange,
): { ok: true; range: ExportRange } | { ok: false; errors: Partial<ExportRange> } {
  const errors: Partial<ExportRange> = {};
  for (const field of FIELDS) {
    const day = exportRangeSchema.shape[field].safeParse(range[field]);
    if (!day.success) errors[field] = fieldMessage(range[field], day.error.issues[0]?.message ?? '');
  }
  if (errors.from || errors.to) return { ok: false, errors };
  const parsed = exportRangeSchema.safeParse(range);
  if (parsed.success) return { ok: true, range: parsed.data };
  return { ok: false, errors: fieldErrorsOf<RangeField>(parsed.error) };
}

function RangeFields({
  range,
  errors,
  onChange,
}: {
  range: ExportRange;
  errors: Partial<ExportRange>;
  onChange: (change: Partial<ExportRange>) => void;
}) {
  // Nothing to submit: the downloads below follow the fields. Enter in a field stays put.
  const stay = (event: FormEvent) => event.preventDefault();
  return (
    <form
      noValidate
      aria-label="Export days"
      data-form={FORM_ID}
      onSubmit={stay}
      className="grid grid-cols-2 items-start gap-3"
    >
      {FIELDS.map((field) => (
        <Field key={field} formId={FORM_ID} name={field} label={LABELS[field]} error={errors[field]}>
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="date"
              value={range[field]}
              min={field === 'to' && !errors.from ? range.from : undefined}
              max={field === 'from' && !errors.to ? range.to : undefined}
              onChange={(event) => onChange({ [field]: event.target.value })}
              className={compactControlClass}
            />
          )}
        </Field>
      ))}
      <p className="col-span-2 text-ink/70 text-xs">
        The store’s days, midnight to midnight in San Francisco; up to {EXPORT_MAX_DAYS} days at a time.
      </p>
    </form>
  );
}

function ReportDownload({ report, range }: { report: ExportReport; range: ExportRange }) {
  const name = EXPORT_REPORT_NAMES[report];
  const columnsId = `${report}-columns`;
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-x-6">
      <div className="min-w-0">
        <h3 className="font-semibold text-forest-900">{name}</h3>
        <p className="mt-0.5 text-ink/75 text-sm">{REPORT_TEXT[report]}</p>
      </div>
      <a
        href={adminExportApiPath(report, range)}
        download
        aria-describedby={columnsId}
        className={buttonClass('primary', 'justify-self-start sm:row-span-2', 'compact')}
      >
        <Download aria-hidden="true" className="-ml-0.5 h-4 w-4" />
        Download {name} CSV
      </a>
      <p id={columnsId} className="text-ink/70 text-xs leading-relaxed sm:col-start-1">
        <span className="font-medium text-ink/80">Columns: </span>
        <span className="font-mono">
          {EXPORT_COLUMNS[report].join(', ')}
          {MORE_COLUMNS[report] ?? ''}
        </span>
      </p>
    </li>
  );
}

/** /admin/reports (owner): the CSV exports for the accountant over days the owner picks, and a day's closing report. */
export default function ReportsPage(): ReactElement {
  useScreenTitle('Reports');
  const [range, setRange] = useState<ExportRange>(() => monthToDate());
  const checked = useMemo(() => checkRange(range), [range]);

  return (
    <>
      <ScreenHeader
        title="Reports"
        description="CSV files for the accountant over the days you choose, and each day’s closing figures. Days are the store’s (San Francisco time), both ends included."
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Panel title="Days">
          <RangeFields
            range={range}
            errors={checked.ok ? {} : checked.errors}
            onChange={(change) => setRange((current) => ({ ...current, ...change }))}
          />
        </Panel>
        <Panel title="Downloads">
          {checked.ok ? (
            <ul className="divide-y divide-forest-900/10">
              {EXPORT_REPORTS.map((report) => (
                <ReportDownload key={report} report={report} range={checked.range} />
              ))}
            </ul>
          ) : null}
          {/* Always there, so a screen reader hears it when the downloads go. */}
          <p role="status" className={checked.ok ? 'sr-only' : 'text-ink/75 text-sm'}>
            {checked.ok ? '' : 'The downloads show again once the days are right.'}
          </p>
        </Panel>
      </div>
      <div className="mt-4">
        <ClosingReportSection />
      </div>
    </>
  );
}
