import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleAlert, RotateCw } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { toCents } from '#shared/money';
import { type TenderId, whenMoneyMoves } from '#shared/payments/tenders';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ageVerificationQueryOptions, forgetAgeVerified } from '../age-gate/index.ts';
import { BankPayment } from './bank-payment.tsx';
import { CHECKOUT_TEXTS } from './checkout-messages.ts';
import { CheckoutOfflineNotice } from './checkout-offline-notice.tsx';
import { DoorPayment } from './door-payment.tsx';
import { STRIPE_PUBLISHABLE_KEY } from './stripe-key.ts';
import { TestCardPayment } from './test-card-payment.tsx';
import type { Pay, PlaceLater } from './use-complete-payment.ts';
import type { IntentState } from './use-payment-intent.ts';

const StripePayment = lazy(() => import('./stripe-payment.tsx'));

function Waiting({ label, note }: { label: string; note?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <Spinner className="h-9 w-9" />
      <p className="font-medium text-forest-900">{label}</p>
      {note ? <p className="max-w-sm text-ink/70 text-sm">{note}</p> : null}
    </div>
  );
}

function Problem({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="grid gap-4">
      <p
        role="alert"
        className="flex items-start gap-2.5 rounded-xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-800/10"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{children}</span>
      </p>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </Button>
      </div>
    </div>
  );
}

/**
 * The payment step: what shows depends on the connection, the details, the cart's sync and the
 * payment session. Offline it shows the offline notice and asks nothing; it comes back by
 * itself. A spinner shows while the client secret is missing.
 */
export function PaymentSection({
  online,
  detailsFormId,
  tender,
  intentState,
  syncNote,
  retry,
  processing,
  pay,
  placeLater,
}: {
  online: boolean;
  detailsFormId: string;
  /** The way to pay chosen: the session shown is for it only. */
  tender: TenderId;
  intentState: IntentState;
  /** Why the cart is not saved yet, when its sync has hit a problem. */
  syncNote: string | undefined;
  retry: () => void;
  processing: boolean;
  pay: Pay;
  placeLater: PlaceLater;
}) {
  const queryClient = useQueryClient();
  const ageLapsed = intentState.kind === 'problem' && intentState.problem.kind === 'age';
  useEffect(() => {
    if (!ageLapsed) return;
    // The server no longer holds this device's age confirmation: the age gate asks again.
    forgetAgeVerified();
    void queryClient.invalidateQueries({ queryKey: ageVerificationQueryOptions.queryKey });
  }, [ageLapsed, queryClient]);

  if (!online) return <CheckoutOfflineNotice />;

  switch (intentState.kind) {
    case 'idle':
      return (
        <div className="grid gap-4">
          <p className="text-ink/80">{CHECKOUT_TEXTS.detailsFirst}</p>
          <div>
            <Button variant="primary" type="submit" form={detailsFormId}>
              Continue to payment
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </div>
      );
    case 'saving-cart':
      return <Waiting label={CHECKOUT_TEXTS.savingCart} note={syncNote} />;
    case 'problem': {
      const { problem } = intentState;
      if (problem.kind === 'fix') return <Problem onRetry={retry}>{problem.message}</Problem>;
      if (problem.kind === 'age') return <Problem onRetry={retry}>{CHECKOUT_TEXTS.ageAgain}</Problem>;
      return <Problem onRetry={retry}>{CHECKOUT_TEXTS.unreachable}</Problem>;
    }
    case 'loading':
    case 'ready': {
      const { intent } = intentState;
      if (!intent || intent.tender !== tender) return <Waiting label={CHECKOUT_TEXTS.preparing} />;
      const updating = intentState.kind === 'loading';
      const state = { updating, processing };
      const method =
        intent.tender === 'door' ? (
          <DoorPayment checkout={intent} {...state} placeLater={placeLater} totalChanged={retry} />
        ) : intent.tender === 'bank' ? (
          <BankPayment checkout={intent} {...state} placeLater={placeLater} totalChanged={retry} />
        ) : intent.provider === 'stripe' ? (
          STRIPE_PUBLISHABLE_KEY ? (
            <Suspense fallback={<Waiting label={CHECKOUT_TEXTS.preparing} />}>
              <StripePayment publishableKey={STRIPE_PUBLISHABLE_KEY} intent={intent} {...state} pay={pay} />
            </Suspense>
          ) : (
            <Problem onRetry={retry}>{CHECKOUT_TEXTS.notConfigured}</Problem>
          )
        ) : (
          <TestCardPayment intent={intent} {...state} pay={pay} />
        );
      return (
        <div className="grid gap-3">
          {intent.tender === 'card' ? (
            <p className="text-ink/75 text-sm">{whenMoneyMoves('card', toCents(intent.breakdown.total))}</p>
          ) : null}
          {method}
          <p role="status" className="text-center text-ink/70 text-sm">
            {updating ? CHECKOUT_TEXTS.updating : ''}
          </p>
        </div>
      );
    }
  }
}
