import { Check, CircleX, Clock } from 'lucide-react';
import { MAX_DELIVERY_ATTEMPTS } from '#shared/back-office/order-status';
import { CARD_REFUND_TIME } from '#shared/catalogue/returns';
import { formatUsd } from '#shared/money';
import type { Order } from '#shared/schemas/checkout';
import { formatOrderTime } from './order-freshness.ts';
import { type OrderStep, orderProgress, statusLabel } from './order-progress.ts';

const MARKS = {
  done: 'bg-forest-700 text-white',
  current: 'bg-white text-forest-800 ring-4 ring-forest-200 border-2 border-forest-700',
  upcoming: 'bg-white text-ink/40 border-2 border-forest-900/20',
} as const;

function StepMark({ step }: { step: OrderStep }) {
  return (
    <span
      aria-hidden="true"
      className={`relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${MARKS[step.state]}`}
    >
      {step.state === 'done' ? <Check className="h-4 w-4" /> : null}
      {step.state === 'current' ? <span className="h-2.5 w-2.5 rounded-full bg-forest-700" /> : null}
    </span>
  );
}

const STATE_WORDS = { done: 'done', current: 'current step', upcoming: 'to come' } as const;

/**
 * The delivery page's four steps with the time each was reached and the current one marked, or,
 * for an order that ended early, the steps it reached, then Cancelled or Returned to store, with
 * the driver's reason and any refund.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const progress = orderProgress(order);
  const { status, returnReason } = order;
  return (
    <ol aria-label="Order progress" className="relative grid gap-6">
      <span aria-hidden="true" className="absolute top-4 bottom-4 left-4 w-0.5 -translate-x-1/2 bg-forest-900/10" />
      {progress.steps.map((step) => (
        <li key={step.status} aria-current={step.state === 'current' ? 'step' : undefined} className="flex gap-4">
          <StepMark step={step} />
          <div className="min-w-0 pt-1">
            <p
              className={`font-semibold leading-tight ${step.state === 'upcoming' ? 'text-ink/70' : 'text-forest-900'}`}
            >
              {step.label}
              <span className="sr-only">, {STATE_WORDS[step.state]}</span>
            </p>
            {step.at ? (
              <p className="mt-0.5 text-ink/70 text-sm">
                <time dateTime={step.at}>{formatOrderTime(step.at)}</time>
              </p>
            ) : null}
            {step.status === 'processing' && step.state === 'current' && progress.failedAttempts > 0 ? (
              <p className="mt-1.5 flex items-start gap-1.5 text-amber-900 text-sm">
                <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {progress.failedAttempts} of {MAX_DELIVERY_ATTEMPTS} delivery attempts did not succeed: it is back with
                us, and we will try again.
              </p>
            ) : null}
          </div>
        </li>
      ))}
      {progress.endedAt ? (
        <li aria-current="step" className="flex gap-4">
          <span
            aria-hidden="true"
            className="relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-red-600 text-white"
          >
            <CircleX className="h-4 w-4" />
          </span>
          <div className="min-w-0 pt-1">
            <p className="font-semibold text-red-800 leading-tight">
              {statusLabel(status)}
              {progress.refundedCents > 0 ? ' and refunded' : ''}
            </p>
            <p className="mt-0.5 text-ink/70 text-sm">
              <time dateTime={progress.endedAt}>{formatOrderTime(progress.endedAt)}</time>
            </p>
            {returnReason ? <p className="mt-1.5 text-ink/85 text-sm">{returnReason}.</p> : null}
            {progress.refundedCents > 0 ? (
              <p className="mt-1.5 text-ink/85 text-sm">
                Refunded <strong className="tabular-nums">{formatUsd(progress.refundedCents)}</strong> to the card you
                paid with. Your bank takes {CARD_REFUND_TIME} to show it.
              </p>
            ) : null}
          </div>
        </li>
      ) : null}
    </ol>
  );
}
