import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Ban, CircleAlert, CircleX, Clock, RotateCw, SearchX, WifiOff } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import type { CreateOrderRequest } from '#shared/schemas/checkout';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { PAYMENT_FAILED_TITLE } from '../features/checkout/checkout-messages.ts';
import { OrderConfirmation } from '../features/checkout/order-confirmation.tsx';
import { paymentKeyOf, placedOrderQueryOptions } from '../features/checkout/orders-api.ts';
import { settleCartAfterOrder } from '../features/checkout/pending-payment.ts';
import { OFFLINE_MESSAGES } from '../features/offline/offline-messages.ts';
import { rememberPlacedOrder } from '../features/orders/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { useOnline } from '../lib/use-online.ts';

const route = getRouteApi(STATIC_PAGE_PATHS.orderSuccess);

const TONES = {
  error: 'bg-red-50 text-red-700',
  waiting: 'bg-amber-50 text-amber-800',
  neutral: 'bg-forest-100 text-forest-700',
} as const;

function Notice({
  icon,
  tone,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className={`flex h-16 w-16 items-center justify-center rounded-full ${TONES[tone]}`}>{icon}</span>
      <h1 className="mt-5 font-bold text-3xl text-forest-900">{title}</h1>
      <div className="mt-3 text-ink/80 text-lg">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

const iconClass = 'h-8 w-8';

/**
 * The card was held but the order could not be accepted when it became binding (a state's limit
 * passed meanwhile): the server's words say why and that the hold is released.
 */
const ORDER_REFUSALS: ReadonlySet<string> = new Set(['over_state_limit', 'not_shipped_to_state']);
const backToCheckout = (
  <Link to="/checkout" className={buttonClass('primary')}>
    Back to checkout
  </Link>
);
const continueShopping = (
  <Link to="/shop" className={buttonClass('secondary')}>
    Continue shopping
  </Link>
);
/** Where a shopper goes after a payment that made no order: the saved cart, or the shop. */
const backToCheckoutOrShop = (
  <>
    {backToCheckout}
    {continueShopping}
  </>
);

/**
 * /order-success, the payment's return address: it asks
 * the server for the order of the payment named in the URL, which verifies the payment and
 * creates the order once, then shows it. A failed redirect says so and leads back to checkout.
 */
export default function OrderSuccessPage() {
  const { payment_intent: paymentIntentId, redirect_status: redirectStatus, checkout } = route.useSearch();
  if (redirectStatus === 'failed') {
    return (
      <Notice
        icon={<CircleX aria-hidden="true" className={iconClass} />}
        tone="error"
        title={PAYMENT_FAILED_TITLE}
        actions={backToCheckoutOrShop}
      >
        Your payment did not go through, so no order was placed. Your cart is saved: go back to checkout to try again.
      </Notice>
    );
  }
  if (checkout) return <OrderForPayment request={{ checkoutId: checkout }} />;
  if (!paymentIntentId) {
    return (
      <Notice
        icon={<SearchX aria-hidden="true" className={iconClass} />}
        tone="neutral"
        title="No order to show"
        actions={
          <Link to="/shop" className={buttonClass('primary')}>
            Continue shopping
          </Link>
        }
      >
        This page confirms an order right after payment. Your cart and checkout are a tap away.
      </Notice>
    );
  }
  return <OrderForPayment request={{ paymentIntentId }} />;
}

/** The order of a card's payment, or of a checkout paid at the door. */
function OrderForPayment({ request }: { request: CreateOrderRequest }) {
  const online = useOnline();
  const query = useQuery(placedOrderQueryOptions(request));
  const placedOrder = query.data;
  const paymentKey = paymentKeyOf(request);

  useEffect(() => {
    if (!placedOrder) return;
    // A failed pull is recorded in the sync state and retried by the engine's backoff.
    settleCartAfterOrder(paymentKey).catch(() => undefined);
    // IndexedDB refusing a write (private mode, a full disk) costs only "Your orders".
    rememberPlacedOrder(placedOrder).catch(() => undefined);
  }, [placedOrder, paymentKey]);

  if (query.data) return <OrderConfirmation order={query.data} />;

  const tryAgain = (
    <Button variant="primary" onClick={() => void query.refetch()}>
      <RotateCw aria-hidden="true" className="h-4 w-4" />
      Try again
    </Button>
  );

  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.code === 'payment_not_succeeded') {
      return (
        <Notice
          icon={<Clock aria-hidden="true" className={iconClass} />}
          tone="waiting"
          title="Payment not completed"
          actions={
            <>
              <Button variant="primary" onClick={() => void query.refetch()}>
                <RotateCw aria-hidden="true" className="h-4 w-4" />
                Check again
              </Button>
              <Link to="/checkout" className={buttonClass('secondary')}>
                Back to checkout
              </Link>
            </>
          }
        >
          This payment has not completed, so no order has been placed yet. If your bank is still confirming it, check
          again in a moment; otherwise go back to checkout, where your cart is saved.
        </Notice>
      );
    }
    if (error instanceof ApiError && ORDER_REFUSALS.has(error.code ?? '')) {
      return (
        <Notice
          icon={<Ban aria-hidden="true" className={iconClass} />}
          tone="error"
          title="Order not accepted"
          actions={backToCheckoutOrShop}
        >
          {error.serverMessage} Your cart is saved: go back to checkout to change it.
        </Notice>
      );
    }
    if (error instanceof ApiError && error.status === 404) {
      const atDoor = 'checkoutId' in request;
      return (
        <Notice
          icon={<SearchX aria-hidden="true" className={iconClass} />}
          tone="neutral"
          title={atDoor ? "We couldn't find this order" : "We couldn't find this payment"}
          actions={backToCheckoutOrShop}
        >
          {atDoor
            ? 'This link does not match an order placed from this browser, so there is nothing to show.'
            : 'This link does not match a payment made from this browser, so there is no order to show.'}
        </Notice>
      );
    }
    return (
      <Notice
        icon={<CircleAlert aria-hidden="true" className={iconClass} />}
        tone="error"
        title="We couldn't load your order"
        actions={
          <>
            {tryAgain}
            {continueShopping}
          </>
        }
      >
        Something went wrong while confirming your order. Your payment details are safe; please try again in a moment.
      </Notice>
    );
  }

  if (!online || query.fetchStatus === 'paused') {
    return (
      <Notice
        icon={<WifiOff aria-hidden="true" className={iconClass} />}
        tone="waiting"
        title="Confirming your order"
        actions={null}
      >
        {OFFLINE_MESSAGES.checkoutResumes} Your order is confirmed with the store as soon as you are back online.
      </Notice>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4 py-24" role="status">
      <Spinner />
      <p className="font-medium text-forest-900">Confirming your order…</p>
    </div>
  );
}
