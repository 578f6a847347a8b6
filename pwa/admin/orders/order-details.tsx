import { CircleCheck, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { DELIVERY_OPTION_NAMES } from '#shared/catalogue/delivery';
import { TRACKING_LABELS } from '#shared/content/order-words';
import { moneyFromWire, moneyRows, refundRefusal } from '#shared/payments/order-payment';
import { TENDER_NAMES } from '#shared/payments/tenders';
import type { AdminOrder } from '#shared/schemas/admin/orders';
import type { PaymentProviderName } from '#shared/schemas/checkout';
import { Detail, Panel } from '../components/screen-parts.tsx';
import { formatDate, formatMoney } from '../lib/format.ts';
import { useCan } from '../session/staff-context.ts';
import { awaitsBankReturnClearing } from './bank-return.ts';
import { ClearBankReturnDialog } from './clear-bank-return-dialog.tsx';
import { RefundOrderDialog } from './refund-order-dialog.tsx';
import { TrackingDialog } from './tracking-dialog.tsx';

const PROVIDER_NAMES: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  test: 'Test gateway',
};

/**
 * Where and how it goes, and with which carrier once it is out: while it is In Transit, staff
 * give or correct the carrier and tracking number here. The date of birth never leaves the
 * server: only that it was checked.
 */
export function DeliveryDetails({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const { delivery } = order;
  const mayTrack = useCan('moveOrders') && order.status === 'in_transit';
  return (
    <Panel title="Delivery" actions={mayTrack ? <TrackingDialog order={order} onStale={onStale} /> : null}>
      <dl className="grid gap-3">
        <Detail label="Ship to">
          <span className="block font-medium">{delivery.fullName}</span>
          <span className="block">{delivery.street}</span>
          <span className="block">
            {delivery.city}, {delivery.state} {delivery.zip}
          </span>
        </Detail>
        <Detail label="Contact">
          <a href={`mailto:${delivery.email}`} className="block break-all py-1 text-forest-800 hover:underline">
            {delivery.email}
          </a>
          <a href={`tel:${delivery.phone}`} className="block py-1 text-forest-800 hover:underline">
            {delivery.phone}
          </a>
        </Detail>
        <Detail label="Service">{DELIVERY_OPTION_NAMES[order.deliveryOption]}</Detail>
        {order.tracking ? (
          <>
            <Detail label={TRACKING_LABELS.carrier}>{order.tracking.carrier}</Detail>
            <Detail label={TRACKING_LABELS.trackingNumber}>
              <span className="font-mono wrap-anywhere">{order.tracking.trackingNumber}</span>
            </Detail>
          </>
        ) : null}
        <Detail label="Age">
          {order.ageChecked ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-forest-800">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              Age checked
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 font-medium text-red-800">
              <ShieldAlert aria-hidden="true" className="h-4 w-4" />
              Age not checked: check ID at the door
            </span>
          )}
        </Detail>
      </dl>
    </Panel>
  );
}

/**
 * How the order is paid, and where its money is: due, taken and how, refunded, or returned by the
 * bank. The owner refunds what may be refunded (the same rule the server applies) and clears a
 * returned bank debit, which pauses its shopper's pay by bank until then.
 */
export function PaymentDetails({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const { payment } = order;
  const money = moneyFromWire(payment.tender, payment, payment.refunded);
  const refunds = useCan('refundOrders');
  const refundRefused = refundRefusal(money, money.capturedCents - money.refundedCents);
  const mayRefund = refunds && refundRefused === null;
  const clears = useCan('clearBankReturns');
  const mayClear = clears && awaitsBankReturnClearing(order);
  const action = mayClear ? (
    <ClearBankReturnDialog order={order} onStale={onStale} />
  ) : mayRefund ? (
    <RefundOrderDialog order={order} onStale={onStale} />
  ) : null;
  return (
    <Panel title="Payment" actions={action}>
      <dl className="grid grid-cols-2 gap-3">
        <Detail label="Paid by" className={payment.accountLast4 ? 'col-span-2' : ''}>
          {TENDER_NAMES[payment.tender]}
          {payment.accountLast4 ? ` (account ending ${payment.accountLast4})` : null}
        </Detail>
        <Detail label="Order total" className="content-between">
          <span className="tabular-nums">{formatMoney(payment.amount)}</span>
        </Detail>
        {moneyRows(money).map((row) => (
          <Detail key={row.label} label={row.label} className="content-between">
            <span className="font-medium tabular-nums">{row.value}</span>
          </Detail>
        ))}
        {payment.provider ? <Detail label="Provider">{PROVIDER_NAMES[payment.provider]}</Detail> : null}
        {payment.paymentIntentId ? (
          <Detail label="Payment intent" className="col-span-2">
            <span className="break-all font-mono text-xs">{payment.paymentIntentId}</span>
          </Detail>
        ) : null}
        {money.state === 'due' ? (
          <p className="col-span-2 text-ink/70 text-sm">
            Nothing was charged online: the driver takes cash or debit after checking ID.
          </p>
        ) : null}
        {refunds && money.state === 'pending' ? (
          <p className="col-span-2 text-ink/70 text-sm">{refundRefused}</p>
        ) : null}
        {money.state === 'returned' ? <BankReturnNote clearedAt={payment.returnClearedAt} mayClear={clears} /> : null}
      </dl>
    </Panel>
  );
}

/** Whether the shopper's pay by bank is paused by this returned debit, or since when it is not. */
function BankReturnNote({ clearedAt, mayClear }: { clearedAt: string | null; mayClear: boolean }) {
  if (clearedAt) {
    return (
      <p className="col-span-2 flex items-start gap-2 text-forest-800 text-sm">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <span className="font-medium">
            Cleared <time dateTime={clearedAt}>{formatDate(clearedAt)}</time>
          </span>
          : the shopper may pay by bank again.
        </span>
      </p>
    );
  }
  return (
    <p className="col-span-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-amber-900 text-sm ring-1 ring-amber-600/30">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        The bank returned this debit, so the shopper cannot pay by bank until it is cleared.{' '}
        {mayClear
          ? 'Clear it once the money is settled another way.'
          : 'The owner clears it once the money is settled another way.'}
      </span>
    </p>
  );
}
