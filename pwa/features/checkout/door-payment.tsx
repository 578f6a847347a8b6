import { Banknote } from 'lucide-react';
import type { FormEvent } from 'react';
import { toCents } from '#shared/money';
import { whenMoneyMoves } from '#shared/payments/tenders';
import type { DoorCheckout } from '#shared/schemas/checkout';
import { PayButton } from './pay-button.tsx';
import type { PlaceLater } from './use-complete-payment.ts';

/**
 * Paying at the door: what the shopper will hand the driver, said before they commit, and the
 * button that places the order at the server's total. Nothing is charged online.
 */
export function DoorPayment({
  checkout,
  updating,
  processing,
  placeLater,
  totalChanged,
}: {
  checkout: DoorCheckout;
  updating: boolean;
  processing: boolean;
  placeLater: PlaceLater;
  totalChanged: () => void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    void placeLater(checkout.checkoutId, totalChanged);
  }
  return (
    <form aria-label="Pay at the door" onSubmit={submit} className="grid gap-4">
      <p className="flex items-start gap-3 rounded-xl bg-forest-50 px-4 py-3 text-forest-900 ring-1 ring-forest-900/10">
        <Banknote aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
        <span>{whenMoneyMoves('door', toCents(checkout.breakdown.total))}</span>
      </p>
      <PayButton total={checkout.breakdown.total} processing={processing} disabled={updating} action="Place Order" />
    </form>
  );
}
