import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { DELIVERY_OPTION_NAMES } from '#shared/catalogue/delivery';
import { moneyFromWire, moneyRows } from '#shared/payments/order-payment';
import { TENDER_NAMES } from '#shared/payments/tenders';
import type { AdminOrder } from '#shared/schemas/admin/orders';
import type { PaymentProviderName } from '#shared/schemas/checkout';
import { Detail, Panel } from '../components/screen-parts.tsx';
import { formatMoney } from '../lib/format.ts';
import { useCan } from '../session/staff-context.ts';
import { RefundOrderDialog } from './refund-order-dialog.tsx';

const PROVIDER_NAMES: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  test: 'Test gateway',
};

/** Where and how it goes. The date of birth never leaves the server: only that it was checked. */
export function DeliveryDetails({ order }: { order: AdminOrder }) {
  const { delivery } = order;
  return (
    <Panel title="Delivery">
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

/** How the order is paid, and where its money is: due, taken and how, refunded; the owner's refund. */
export function PaymentDetails({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const { payment } = order;
  const money = moneyFromWire(payment.tender, payment, payment.refunded);
  const mayRefund = useCan('refundOrders') && money.capturedCents > money.refundedCents;
  return (
    <Panel title="Payment" actions={mayRefund ? <RefundOrderDialog order={order} onStale={onStale} /> : null}>
      <dl className="grid grid-cols-2 gap-3">
        <Detail label="Paid by">{TENDER_NAMES[payment.tender]}</Detail>
        <Detail label="Order total">
          <span className="tabular-nums">{formatMoney(payment.amount)}</span>
        </Detail>
        {moneyRows(money).map((row) => (
          <Detail key={row.label} label={row.label}>
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
      </dl>
    </Panel>
  );
}
