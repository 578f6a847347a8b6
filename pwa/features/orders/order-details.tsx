import { Banknote, CreditCard, Landmark, MapPin, PackageSearch, Truck } from 'lucide-react';
import { isSettled } from '#shared/back-office/order-status';
import { DELIVERY_OPTION_NAMES } from '#shared/catalogue/delivery';
import { usStateByCode } from '#shared/compliance/us-states';
import { handedOverRows, ID_READY_WORDS, TRACKING_WORDS, trackingRows } from '#shared/content/order-words';
import { formatUsd, toCents } from '#shared/money';
import { moneyFromWire, moneyRows } from '#shared/payments/order-payment';
import { bankPaymentWords, cardPaymentWords, doorPaymentWords, TENDER_NAMES } from '#shared/payments/tenders';
import type { Order } from '#shared/schemas/checkout';
import type { Tracking } from '#shared/schemas/tracking-number';
import { BreakdownList } from '../../components/ui/breakdown-list.tsx';

const stateName = (code: string) => usStateByCode(code)?.name ?? code;

/** An order's lines and the store's totals for them. */
export function OrderItems({ order, headingId }: { order: Order; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/5 sm:p-6">
      <h2 id={headingId} className="font-semibold text-forest-900 text-xl">
        Your order
      </h2>
      <ul className="mt-3 divide-y divide-forest-900/10">
        {order.lines.map((line, index) => (
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
              {order.notHandedOver.includes(index) ? (
                <p className="mt-1 font-medium text-amber-900 text-sm">Not handed over, so not charged</p>
              ) : null}
            </div>
            <p
              className={`font-semibold tabular-nums ${order.notHandedOver.includes(index) ? 'text-ink/50 line-through' : ''}`}
            >
              {formatUsd(toCents(line.lineTotal))}
            </p>
          </li>
        ))}
      </ul>
      <div className="border-forest-900/10 border-t pt-4">
        <BreakdownList breakdown={order.breakdown} />
        <HandedOverTotal order={order} />
      </div>
    </section>
  );
}

/** When the driver brought lines back: what they took off, and what the order came to. */
function HandedOverTotal({ order }: { order: Order }) {
  if (order.notHandedOver.length === 0) return null;
  const [leftOut, charged] = handedOverRows(toCents(order.breakdown.total), toCents(order.payment.due));
  return (
    <dl className="mt-2 grid gap-1 border-forest-900/10 border-t pt-2 text-sm">
      <div className="flex justify-between gap-4 text-amber-900">
        <dt>{leftOut.label}</dt>
        <dd className="tabular-nums">{leftOut.value}</dd>
      </div>
      <div className="flex justify-between gap-4 font-semibold text-forest-900">
        <dt>{charged.label}</dt>
        <dd className="tabular-nums">{charged.value}</dd>
      </div>
    </dl>
  );
}

/**
 * Where and how an order goes: the address and contact given at checkout, the delivery option,
 * the carrier and tracking number once staff give them, and how it is paid.
 */
export function OrderDelivery({ order, headingId }: { order: Order; headingId: string }) {
  const { delivery } = order;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-2xl bg-forest-50 p-5 ring-1 ring-forest-900/10 sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-forest-900 text-xl">
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
          <span className="font-semibold text-ink">{DELIVERY_OPTION_NAMES[order.deliveryOption]} delivery</span>
        </p>
      </div>
      {order.tracking ? <OrderTracking tracking={order.tracking} /> : null}
      <OrderPayment order={order} />
      {isSettled(order.status) ? null : <p className="text-ink/70 text-sm">{ID_READY_WORDS}</p>}
    </section>
  );
}

/** The carrier and tracking number, which the store sends only while the order is on its way or delivered. */
function OrderTracking({ tracking }: { tracking: Tracking }) {
  return (
    <div className="flex gap-3">
      <PackageSearch aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
      <div className="min-w-0 flex-1 text-ink/85">
        <dl aria-label="Tracking" className="grid gap-1.5 text-sm">
          {trackingRows(tracking).map((row) => (
            <div key={row.label}>
              <dt className="text-ink/70">{row.label}</dt>
              <dd className="font-semibold text-base text-ink wrap-anywhere">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-ink/70 text-sm">{TRACKING_WORDS}</p>
      </div>
    </div>
  );
}

const TENDER_ICONS = { door: Banknote, bank: Landmark, card: CreditCard } as const;

/** How the order is paid, and what its money did: what to have ready, what was taken, what came back. */
function OrderPayment({ order }: { order: Order }) {
  const money = moneyFromWire(order.tender, order.payment, order.refunded);
  const Icon = TENDER_ICONS[order.tender];
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
      <div className="min-w-0 flex-1 text-ink/85">
        <p className="font-semibold text-ink">
          {TENDER_NAMES[order.tender]}
          {order.payment.accountLast4 ? ` (account ending ${order.payment.accountLast4})` : null}
        </p>
        {money.state === 'due' ? <p className="text-sm">{doorPaymentWords(money.dueCents)}</p> : null}
        {money.state === 'authorised' ? (
          <p className="text-sm">{(money.tender === 'card' ? cardPaymentWords : bankPaymentWords)(money.dueCents)}</p>
        ) : null}
        <dl aria-label="Payment" className="mt-1 grid gap-0.5 text-sm">
          {moneyRows(money).map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt>{row.label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
