import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { useEffect } from 'react';
import { formatUsd, toCents } from '#shared/money';
import { Spinner } from '../components/ui/spinner.tsx';
import { toast } from '../components/ui/use-toast.ts';
import { useCart } from '../features/cart/use-cart.ts';
import { CheckoutOfflineNotice } from '../features/offline/checkout-offline-notice.tsx';
import { useOnline } from '../lib/use-online.ts';

/** Spec 1 §8: checking out an empty cart. */
const CART_EMPTY_NOTICE = {
  variant: 'destructive',
  title: 'Cart Empty',
  description: 'Your cart is empty. Please add items before checkout.',
} as const;

/**
 * Checkout (spec 1 §2): the order summary from the device's cart. Card payment arrives with the
 * payments work; until then the page says so plainly instead of offering a form that cannot pay.
 */
export default function CheckoutPage() {
  const { lines, totals, isLoading } = useCart();
  const navigate = useNavigate();
  const online = useOnline();
  const empty = !isLoading && lines.length === 0;

  useEffect(() => {
    if (!empty) return;
    toast(CART_EMPTY_NOTICE);
    void navigate({ to: '/shop' });
  }, [empty, navigate]);

  if (isLoading || empty) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading your cart">
        <Spinner />
      </div>
    );
  }

  const itemWord = totals.itemCount === 1 ? 'item' : 'items';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <Link to="/shop" className="inline-flex items-center gap-2 font-medium text-forest-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Shop
      </Link>
      <h1 className="mt-4 font-bold text-3xl text-forest-900">Checkout</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_minmax(0,24rem)]">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5"
        >
          <h2 id="summary-heading" className="font-semibold text-forest-900 text-xl">
            Order Summary ({totals.itemCount} {itemWord})
          </h2>
          <ul className="mt-4 divide-y divide-forest-900/10">
            {lines.map((line) => (
              <li key={line.key} className="flex gap-4 py-4">
                <img
                  src={line.product.image}
                  alt=""
                  width={72}
                  height={72}
                  className="h-18 w-18 shrink-0 rounded-xl object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-forest-900">{line.product.name}</p>
                  <p className="text-ink/70 text-sm">
                    {line.product.thcContent} · {line.sizeLabel}
                    {line.purchaseType === 'subscription' ? ' · Subscribe & Save' : ''}
                  </p>
                  <p className="text-ink/70 text-sm">Quantity: {line.quantity}</p>
                </div>
                <p className="font-semibold">{formatUsd(toCents(line.unitPrice) * line.quantity)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex justify-between border-forest-900/10 border-t pt-4 font-semibold text-lg">
            <span>Total</span>
            <span>{formatUsd(totals.totalCents)}</span>
          </div>
        </section>
        <section aria-labelledby="payment-heading" className="rounded-2xl bg-forest-50 p-6 ring-1 ring-forest-900/10">
          <h2 id="payment-heading" className="flex items-center gap-2 font-semibold text-forest-900 text-xl">
            <Lock aria-hidden="true" className="h-5 w-5" />
            Payment
          </h2>
          {online ? (
            <p className="mt-3 text-ink/80">
              Online card payment is not available yet. Your cart is saved on this device and with us, so it will be
              here when payment opens.
            </p>
          ) : (
            <div className="mt-3">
              <CheckoutOfflineNotice />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
