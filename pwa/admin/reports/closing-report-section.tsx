import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, type ReactElement, useState } from 'react';
import { shiftDay, storeToday } from '#shared/back-office/store-day';
import { closingReportQuerySchema } from '#shared/schemas/admin/closing-report';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { Panel } from '../components/screen-parts.tsx';
import { problemMessage } from '../lib/api-problems.ts';
import { formatDay } from '../lib/format.ts';
import { ClosingFigures } from './closing-figures.tsx';
import { closingReportQuery } from './closing-report-api.ts';

const FORM_ID = 'closing-day';

const stepClass =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-forest-900/20 bg-white text-forest-900 transition hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-40';

/** The day's problem as the server would say it, or none; an emptied picker asks for a day. */
function dayProblem(day: string, today: string): string | undefined {
  if (day === '') return 'Choose a day';
  const checked = closingReportQuerySchema(today).shape.day.safeParse(day);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

function DayPicker({
  day,
  today,
  error,
  onChange,
}: {
  day: string;
  today: string;
  error: string | undefined;
  onChange: (day: string) => void;
}) {
  // Nothing to submit: the figures follow the field. Enter in it stays put.
  const stay = (event: FormEvent) => event.preventDefault();
  const valid = error === undefined;
  return (
    <form noValidate aria-label="Closing day" data-form={FORM_ID} onSubmit={stay} className="flex items-end gap-2">
      <div className="min-w-0 flex-1 sm:max-w-56">
        <Field formId={FORM_ID} name="day" label="Day" error={error}>
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="date"
              value={day}
              max={today}
              onChange={(event) => onChange(event.target.value)}
              className={compactControlClass}
            />
          )}
        </Field>
      </div>
      <div className={`flex gap-2 ${error ? 'self-center' : ''}`}>
        <button
          type="button"
          className={stepClass}
          aria-label="The day before"
          disabled={!valid}
          onClick={() => onChange(shiftDay(day, -1))}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </button>
        <button
          type="button"
          className={stepClass}
          aria-label="The day after"
          disabled={!valid || day >= today}
          onClick={() => onChange(shiftDay(day, 1))}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </form>
  );
}

/**
 * The closing report of one store day (today until the owner picks another): its sales, the
 * taxes collected by state and kind, and what was taken and given back, by tender.
 */
export function ClosingReportSection(): ReactElement {
  const today = storeToday();
  const [day, setDay] = useState(today);
  const error = dayProblem(day, today);
  const report = useQuery({
    ...closingReportQuery(day),
    enabled: error === undefined,
    placeholderData: keepPreviousData,
  });
  const shown = error === undefined ? report.data : undefined;

  return (
    <Panel title="Closing report">
      <div className="grid gap-5">
        <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-end sm:gap-6">
          <DayPicker day={day} today={today} error={error} onChange={setDay} />
          <p className="text-ink/70 text-xs leading-relaxed">
            Sales are the orders placed that day, as far as they were handed over; refunds and takings are counted on
            the day they were made. Net sales are gross sales less discounts, items not handed over and refunds less
            their tax.
          </p>
        </div>
        <p role="status" className="sr-only">
          {shown && !report.isPlaceholderData ? `Figures for ${formatDay(shown.day)}` : ''}
        </p>
        {report.isError && error === undefined ? (
          <p className="text-red-700 text-sm">{problemMessage(report.error)}</p>
        ) : null}
        {shown ? (
          <div aria-busy={report.isPlaceholderData} className={report.isPlaceholderData ? 'opacity-60' : ''}>
            <h3 className="mb-3 font-semibold text-forest-900">
              {formatDay(shown.day)}
              {shown.day === today ? <span className="font-normal text-ink/70 text-sm"> (today, so far)</span> : null}
            </h3>
            <ClosingFigures report={shown} />
          </div>
        ) : null}
        {!shown && error === undefined && report.isPending ? (
          <p className="text-ink/70 text-sm">Reading the day’s figures…</p>
        ) : null}
      </div>
    </Panel>
  );
}
