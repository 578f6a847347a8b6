import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Lock, ShieldCheck, TriangleAlert, Truck } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MINIMUM_AGE } from '#shared/age';
import { type DeliveryOptionId, deliveryOptionUnavailableReason } from '#shared/catalogue/delivery';
import { checkOrder } from '#shared/compliance/purchase-limits';
import { type TenderId, tendersOffered } from '#shared/payments/tenders';
import type { CreatePaymentIntentRequest } from '#shared/schemas/checkout';
import { Spinner } from '../components/ui/spinner.tsx';
import { toast } from '../components/ui/use-toast.ts';
import { countedLine } from '../db/cart-model.ts';
import { syncStatusText } from '../features/cart/sync-status.tsx';
import { useCart, useSyncState } from '../features/cart/use-cart.ts';
import { CART_EMPTY_NOTICE, CHECKOUT_ERROR_NOTICE, CHECKOUT_TEXTS } from '../features/checkout/checkout-messages.ts';
import {
  cartSignature,
  deliveryIssuesOf,
  estimatedBreakdown,
  itemsCentsOf,
} from '../features/checkout/checkout-rules.ts';
import { CheckoutStep } from '../features/checkout/checkout-step.tsx';
import { DeliveryDetailsForm } from '../features/checkout/delivery-details-form.tsx';
import { DeliveryOptions } from '../features/checkout/delivery-options.tsx';
import { OrderSummary } from '../features/checkout/order-summary.tsx';
import { PaymentSection } from '../features/checkout/payment-section.tsx';
import { TenderChoice } from '../features/checkout/tender-choice.tsx';
import { useCompletePayment } from '../features/checkout/use-complete-payment.ts';
import { useDeliveryForm } from '../features/checkout/use-delivery-form.ts';
import { usePaymentIntent } from '../features/checkout/use-payment-intent.ts';
import {
  type CartStanding,
  cartStanding,
  LimitsPanel,
  useLimitsInForce,
  useStateRules,
} from '../features/compliance/index.ts';
import { useSelectedState } from '../lib/selected-state.ts';
import { useNow } from '../lib/use-now.ts';
import { useOnline } from '../lib/use-online.ts';

const DETAILS_FORM_ID = 'delivery-details';

const TRUST_POINTS = [
  { icon: Lock, text: 'Secure checkout' },
  { icon: ShieldCheck, text: `${MINIMUM_AGE}+ only, ID checked at delivery` },
  { icon: Truck, text: 'Discreet packaging' },
] as const;

/**
 * Checkout: the order summary, delivery details with date of birth and ship-to state, the
 * delivery options, the server's totals, and payment in the ways the ship-to state offers: at
 * the door (the first choice where offered: no money moves online) or by card. An empty cart shows the 'Cart Empty'
 * notice and goes back to the shop.
 */
export default function CheckoutPage() {
  const { lines, totals, isLoading } = useCart();
  const syncState = useSyncState();
  const navigate = useNavigate();
  const online = useOnline();
  const now = useNow();
  const form = useDeliveryForm(DETAILS_FORM_ID, useSelectedState());
  const [option, setOption] = useState<DeliveryOptionId>('standard');
  const [tender, setTender] = useState<TenderId>('door');
  const { processing, pay, placeLater } = useCompletePayment();
  const empty = !isLoading && lines.length === 0;

  useEffect(() => {
    if (!empty) return;
    toast(CART_EMPTY_NOTICE);
    void navigate({ to: '/shop' });
  }, [empty, navigate]);

  // The ship-to state's rules, checked here as the server will, so that an order the store may
  // not deliver never reaches payment: the shopper reads why beside the address instead.
  const rules = useStateRules();
  const counted = lines.map(countedLine);
  const shipTo = form.values.state;
  const shipRule = rules?.find((rule) => rule.code === shipTo) ?? null;

  // An option the new place, address or clock rules out falls back to the first one that is open.
  const address = { zip: form.values.zip, city: form.values.city };
  const openOption = (id: DeliveryOptionId) => deliveryOptionUnavailableReason(shipRule, id, address, now) === null;
  const optionUnavailable = !openOption(option);
  const fallback = shipRule?.delivery.options.find((candidate) => openOption(candidate.id))?.id;
  useEffect(() => {
    if (optionUnavailable && fallback) setOption(fallback);
  }, [optionUnavailable, fallback]);

  const shipRefusal = rules && shipTo ? checkOrder({ rule: shipRule, code: shipTo, lines: counted }) : null;
  const deliveredTo = useMemo(
    () => (rules ? new Set(rules.filter((rule) => rule.offered).map((rule) => rule.code)) : null),
    [rules],
  );
  const headerLimits = useLimitsInForce();
  const standing: CartStanding | null = shipRule?.offered
    ? { kind: 'limits', rule: shipRule, strictest: false }
    : headerLimits && !shipTo
      ? cartStanding(headerLimits, counted)
      : null;

  // A way to pay the new place does not offer falls back to the first it does.
  const tenders = tendersOffered(shipRule);
  const tenderUnavailable = !tenders.includes(tender);
  const tenderFallback = tenders[0];
  useEffect(() => {
    if (tenderUnavailable && tenderFallback) setTender(tenderFallback);
  }, [tenderUnavailable, tenderFallback]);

  const refused = shipRefusal !== null;
  const request = useMemo<CreatePaymentIntentRequest | null>(
    () =>
      form.details && !optionUnavailable && !tenderUnavailable && !refused
        ? { delivery: form.details, deliveryOption: option, tender }
        : null,
    [form.details, option, optionUnavailable, tender, tenderUnavailable, refused],
  );
  const onLeave = useCallback(
    (action: 'empty' | 'leave') => {
      toast(action === 'empty' ? CART_EMPTY_NOTICE : CHECKOUT_ERROR_NOTICE);
      void navigate({ to: '/shop' });
    },
    [navigate],
  );
  // A payment never starts from a cart with changes the server has not taken.
  const cartSynced = syncState.kind === 'synced' || (syncState.kind === 'error' && syncState.pending === 0);
  const { state: intentState, retry } = usePaymentIntent({
    request,
    cartKey: cartSignature(lines),
    cartSynced,
    online,
    onLeave,
  });

  const rejectedDetails =
    intentState.kind === 'problem' && intentState.problem.kind === 'fix' ? intentState.problem.details : undefined;
  const { setServerErrors } = form;
  useEffect(() => {
    if (rejectedDetails) setServerErrors(deliveryIssuesOf(rejectedDetails));
  }, [rejectedDetails, setServerErrors]);

  if (isLoading || empty) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading your cart">
        <Spinner />
      </div>
    );
  }

  const breakdown =
    intentState.kind === 'ready' || intentState.kind === 'loading' ? (intentState.intent?.breakdown ?? null) : null;
  const estimate = breakdown || refused ? null : estimatedBreakdown(lines, option, shipRule, form.values.zip);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link to="/shop" className="inline-flex items-center gap-2 font-medium text-forest-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Shop
      </Link>
      <h1 className="mt-4 font-bold text-3xl text-forest-900">Checkout</h1>
      <ul aria-label="Why shop with us" className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-ink/75 text-sm">
        {TRUST_POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="h-4 w-4 text-forest-700" />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
        <OrderSummary
          lines={lines}
          totals={totals}
          breakdown={breakdown}
          estimate={estimate}
          limits={standing ? <LimitsPanel standing={standing} lines={counted} /> : null}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
        />
        <div className="grid gap-6 lg:col-start-1 lg:row-start-1">
          <CheckoutStep step={1} id="details-heading" title="Delivery details">
            <DeliveryDetailsForm
              formId={DETAILS_FORM_ID}
              form={form}
              onSubmit={form.validateAll}
              deliveredTo={deliveredTo}
            />
            {shipRefusal ? (
              <p
                role="alert"
                className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-amber-900 text-sm ring-1 ring-amber-200"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
                <span>{shipRefusal.message}</span>
              </p>
            ) : null}
            <p className="mt-4 text-ink/65 text-xs">{CHECKOUT_TEXTS.remembered}</p>
          </CheckoutStep>
          <CheckoutStep step={2} id="delivery-heading" title="Delivery option">
            <DeliveryOptions
              labelledBy="delivery-heading"
              value={option}
              onChange={setOption}
              place={shipRule}
              address={address}
              itemsCents={breakdown ? itemsCentsOf(breakdown) : totals.totalCents}
              now={now}
            />
          </CheckoutStep>
          <CheckoutStep step={3} id="payment-heading" title="Payment">
            {tenders.length > 1 ? (
              <div className="mb-5">
                <TenderChoice offered={tenders} value={tender} onChange={setTender} labelledBy="payment-heading" />
              </div>
            ) : null}
            <PaymentSection
              online={online}
              detailsFormId={DETAILS_FORM_ID}
              tender={tender}
              intentState={intentState}
              syncNote={syncState.kind === 'error' ? syncStatusText(syncState) : undefined}
              retry={retry}
              processing={processing}
              pay={pay}
              placeLater={placeLater}
            />
          </CheckoutStep>
        </div>
      </div>
    </div>
  );
}
