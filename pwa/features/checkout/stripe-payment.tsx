import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useState } from 'react';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import type { CardPaymentIntent, PaymentIntentView } from '#shared/schemas/checkout';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CARD_HELD, type PaymentOutcome } from './checkout-rules.ts';
import { PayButton } from './pay-button.tsx';
import type { Pay } from './use-complete-payment.ts';

/**
 * Stripe's Payment Element (design "Payments"). This module is only imported, lazily, when the
 * server's provider is Stripe, so Stripe.js loads on checkout and nowhere else.
 */

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const APPEARANCE = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#14532d',
    colorText: '#1c2420',
    colorDanger: '#b91c1c',
    borderRadius: '12px',
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
} as const;

interface StripePaymentProps {
  publishableKey: string;
  intent: CardPaymentIntent;
  updating: boolean;
  processing: boolean;
  pay: Pay;
}

export default function StripePayment({ publishableKey, intent, ...rest }: StripePaymentProps) {
  return (
    <Elements
      key={intent.clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: intent.clientSecret, appearance: APPEARANCE }}
    >
      <StripeForm intent={intent} {...rest} />
    </Elements>
  );
}

function StripeForm({ intent, updating, processing, pay }: Omit<StripePaymentProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  // The server changed the intent's amount (cart, delivery): the element picks up the new one.
  useEffect(() => {
    if (elements && intent.breakdown.total) void elements.fetchUpdates();
  }, [elements, intent.breakdown.total]);

  const confirm = async (): Promise<PaymentOutcome> => {
    if (!stripe || !elements) return { kind: 'failed' };
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${STATIC_PAGE_PATHS.orderSuccess}` },
      redirect: 'if_required',
    });
    if (error) return error.message ? { kind: 'declined', message: error.message } : { kind: 'failed' };
    // Held, or still processing: placing the order asks the server, which knows which.
    return CARD_HELD.includes(paymentIntent.status as PaymentIntentView['status'])
      ? { kind: 'succeeded' }
      : { kind: 'failed' };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !ready) return;
    await pay(intent.paymentIntentId, confirm);
  }

  return (
    <form aria-label="Card payment" onSubmit={(event) => void submit(event)}>
      {ready ? null : (
        <div className="flex justify-center py-8" role="status" aria-label="Loading the card form">
          <Spinner className="h-8 w-8" />
        </div>
      )}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <div className="mt-6">
        <PayButton
          total={intent.breakdown.total}
          processing={processing}
          disabled={updating || !stripe || !elements || !ready}
        />
      </div>
    </form>
  );
}
