import { Link } from '@tanstack/react-router';
import { CircleCheck, MapPin, Truck } from 'lucide-react';
import { MINIMUM_AGE } from '#shared/age';
import { deliveryOption } from '#shared/catalogue/delivery';
import { SHIP_STATES } from '#shared/catalogue/ship-states';
import { formatUsd, toCents } from '#shared/money';
import type { Order } from '#shared/schemas/checkout';
import { buttonClass } from '../../components/ui/button.tsx';
import { BreakdownList } from './breakdown-list.tsx';
import { PAYMENT_SUCCESS } from './checkout-messages.ts';

const stateName = (code: string) => SHIP_STATES.find((state) => state.code === code)?.name ?? code;

/** A placed order as its shopper reads it: number, lines, totals, where and how it is going. */
export function OrderConfirmation({ order }: { order: Order }) {
  const option = deliveryOption(order.deliveryOption);
  const { delivery } = order;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
          <CircleCheck aria-hidden="true" className="h-9 w-9" />
        </span>
        <h1 className="mt-5 font-bold text-3xl text-forest-900 sm:text-4xl">{PAYMENT_SUCCESS.title}</h1>
        <p className="mt-2 text-ink/80 text-lg">{PAYMENT_SUCCESS.text}</p>
        <p className="mt-5 rounded-full bg-white px-5 py-2 text-ink/80 shadow-sm ring-1 ring-forest-900/10">
          Order number <strong className="font-mono text-forest-900 tracking-wide">{order.number}</strong>
        </p>
      </div>

      <div className="mt-10 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-labelledby="order-items-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/5 sm:p-6"
        >
          <h2 id="order-items-heading" className="font-semibold text-forest-900 text-xl">
            Your order
          </h2>
          <ul className="mt-3 divide-y divide-forest-900/10">
            {order.lines.map((line) => (
              <li key={`${line.productId}|${line.size}|${line.purchaseType}`} className="flex gap-4 py-4">
                <img
                  src={line.image}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 shrink-0 rounded-xl object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-forest-900 leading-snug">{line.name}</p>
                  <p className="text-ink/70 text-sm">
                    {line.sizeLabel} · {line.purchaseType === 'subscription' ? 'Subscribe & Save' : 'One-time purchase'}
                  </p>
                  <p className="text-ink/70 text-sm">
                    Quantity: {line.quantity} × {formatUsd(toCents(line.unitPrice))}
                  </p>
                </div>
                <p className="font-semibold tabular-nums">{formatUsd(toCents(line.lineTotal))}</p>
              </li>
            ))}
          </ul>
          <div className="border-forest-900/10 border-t pt-4">
            <BreakdownList breakdown={order.breakdown} />
          </div>
        </section>

        <section
          aria-labelledby="order-delivery-heading"
          className="grid gap-5 rounded-2xl bg-forest-50 p-5 ring-1 ring-forest-900/10 sm:p-6"
        >
          <h2 id="order-delivery-heading" className="font-semibold text-forest-900 text-xl">
            Delivery
          </h2>
          <div className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
            <address className="text-ink/85 not-italic leading-relaxed">
              <span className="font-semibold text-ink">{delivery.fullName}</span>
              <br />
              {delivery.street}
              <br />
              {delivery.city}, {stateName(delivery.state)} {delivery.zip}
              <br />
              <span className="text-ink/70 text-sm">{delivery.email}</span>
              <br />
              <span className="text-ink/70 text-sm">{delivery.phone}</span>
            </address>
          </div>
          <div className="flex gap-3">
            <Truck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
            <p className="text-ink/85">
              <span className="font-semibold text-ink">{option.name}</span>
              <br />
              <span className="text-sm">{option.time}</span>
            </p>
          </div>
          <p className="text-ink/70 text-sm">
            Have a government photo ID ready: an adult {MINIMUM_AGE} or over must sign for the delivery.
          </p>
        </section>
      </div>

      <div className="mt-10 flex justify-center">
        <Link to="/shop" className={buttonClass('primary')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
