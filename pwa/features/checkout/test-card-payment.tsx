import { CircleAlert, FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatUsd, toCents } from '#shared/money';
import { checkTestCard, TEST_CARDS } from '#shared/payments/test-cards';
import type { CardPaymentIntent } from '#shared/schemas/checkout';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { type AuthenticationChoice, AuthenticationDialog } from './authentication-dialog.tsx';
import { CHECKOUT_TEXTS } from './checkout-messages.ts';
import { formatCardNumber, formatCvc, formatExpiry, outcomeOfIntent, type PaymentOutcome } from './checkout-rules.ts';
import { PayButton } from './pay-button.tsx';
import { authenticateTestPayment, confirmTestCardPayment } from './test-gateway-api.ts';
import type { Pay } from './use-complete-payment.ts';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

/**
 * The test gateway's card form, used when the store runs without Stripe keys. It is plainly
 * marked as test mode and lists the three test cards. The card is checked with the gateway's own
 * rules (shared) before anything is sent; what the gateway answers shows here and in the
 * 'Payment Failed' notice.
 */
export function TestCardPayment({
  intent,
  updating,
  processing,
  pay,
}: {
  intent: CardPaymentIntent;
  updating: boolean;
  processing: boolean;
  pay: Pay;
}) {
  const formId = `card-${useId().replaceAll(':', '')}`;
  const [card, setCard] = useState<Record<CardField, string>>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const chooseRef = useRef<(choice: AuthenticationChoice) => void>(() => undefined);

  const set = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const askForAuthentication = () =>
    new Promise<AuthenticationChoice>((resolve) => {
      chooseRef.current = (choice) => {
        setAuthenticating(false);
        resolve(choice);
      };
      setAuthenticating(true);
    });

  const confirm = async (): Promise<PaymentOutcome> => {
    const { paymentIntentId: id, clientSecret } = intent;
    try {
      const details = { cardNumber: card.cardNumber.replace(/\s/g, ''), expiry: card.expiry, cvc: card.cvc };
      let view = await confirmTestCardPayment(id, clientSecret, details);
      if (view.status === 'requires_action') {
        view = await authenticateTestPayment(id, clientSecret, await askForAuthentication());
      }
      return outcomeOfIntent(view);
    } catch (error) {
      // The gateway's 400 says what is wrong with the card, as a provider's message does.
      if (error instanceof ApiError && error.status === 400) return { kind: 'declined', message: error.serverMessage };
      throw error;
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkTestCard(card, new Date());
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      document.getElementById(`${formId}-${check.field}`)?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    const outcome = await pay(intent.paymentIntentId, confirm);
    if (outcome && outcome.kind !== 'succeeded') {
      setProblem(outcome.kind === 'declined' ? outcome.message : 'The payment did not go through.');
    }
  }

  return (
    <form noValidate data-form={formId} aria-label="Card payment" onSubmit={(event) => void submit(event)}>
      <div className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-900/15">
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical aria-hidden="true" className="h-4 w-4 shrink-0" />
          {CHECKOUT_TEXTS.testMode}
        </p>
        <ul aria-label="Test cards" className="mt-2 grid gap-1 text-sm">
          {TEST_CARDS.map((test) => (
            <li key={test.number}>
              <span className="font-mono font-semibold tabular-nums">{test.number}</span> {test.description}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-amber-950/80 text-xs">Use any future expiry date and any 3-digit CVC.</p>
      </div>
      <div className="mt-5 grid gap-5">
        <Field formId={formId} name="cardNumber" label="Card number" error={errors.cardNumber}>
          {({ labelId: _labelId, ...control }) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              maxLength={23}
              value={card.cardNumber}
              onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
              className={`${controlClass} font-mono tabular-nums`}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 items-start gap-5">
          <Field formId={formId} name="expiry" label="Expiry (MM/YY)" error={errors.expiry}>
            {({ labelId: _labelId, ...control }) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={5}
                value={card.expiry}
                onChange={(event) => set('expiry', formatExpiry(event.target.value, card.expiry))}
                className={`${controlClass} font-mono tabular-nums`}
              />
            )}
          </Field>
          <Field formId={formId} name="cvc" label="CVC" error={errors.cvc}>
            {({ labelId: _labelId, ...control }) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                value={card.cvc}
                onChange={(event) => set('cvc', formatCvc(event.target.value))}
                className={`${controlClass} font-mono tabular-nums`}
              />
            )}
          </Field>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      <div className="mt-6">
        <PayButton total={intent.breakdown.total} processing={processing} disabled={updating} />
      </div>
      <AuthenticationDialog
        open={authenticating}
        amount={formatUsd(toCents(intent.breakdown.total))}
        onChoose={(choice) => chooseRef.current(choice)}
      />
    </form>
  );
}
