import { Link } from '@tanstack/react-router';
import { CircleCheck, PackageSearch } from 'lucide-react';
import type { Order } from '#shared/schemas/checkout';
import { buttonClass } from '../../components/ui/button.tsx';
import { OrderDelivery, OrderItems } from '../orders/index.ts';
import { ORDER_PLACED } from './checkout-messages.ts';

/**
 * A placed order as its shopper reads it right after placing it (nothing is taken until it is
 * handed over: paid at the door, or its bank account or card charged then): number, lines, totals, where and how it is going and paid, and the
 * way to its own page, where its delivery can be followed.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-forest-100 text-forest-700">
          <CircleCheck aria-hidden="true" className="h-9 w-9" />
        </span>
        <h1 className="mt-5 font-bold text-3xl text-forest-900 sm:text-4xl">{ORDER_PLACED.title}</h1>
        <p className="mt-2 text-ink/80 text-lg">{ORDER_PLACED.text}</p>
        <p className="mt-5 rounded-full bg-white px-5 py-2 text-ink/80 shadow-sm ring-1 ring-forest-900/10">
          Order number <strong className="font-mono text-forest-900 tracking-wide">{order.number}</strong>
        </p>
        <p className="mt-3 max-w-md text-ink/70 text-sm">
          This device keeps your order under "Your orders", so you can follow its delivery, even offline.
        </p>
      </div>

      <div className="mt-10 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <OrderItems order={order} headingId="order-items-heading" />
        <OrderDelivery order={order} headingId="order-delivery-heading" />
      </div>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/orders/$orderId" params={{ orderId: order.id }} className={buttonClass('primary')}>
          <PackageSearch aria-hidden="true" className="h-4 w-4" />
          Track this order
        </Link>
        <Link to="/shop" className={buttonClass('secondary')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
