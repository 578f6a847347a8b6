import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { BankAccount } from '#shared/schemas/checkout';
import { dismissToast, toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { orderNotPlacedNotice, paymentFailedNotice } from './checkout-messages.ts';
import type { PaymentOutcome } from './checkout-rules.ts';
import { placedOrderQueryKey, placeOrder } from './orders-api.ts';
import { rememberPendingPayment } from './pending-payment.ts';

export type Pay = (paymentIntentId: string, confirm: () => Promise<PaymentOutcome>) => Promise<PaymentOutcome | null>;
/**
 * Places an order paid at the door, or by bank from `bankAccount`; `totalChanged` asks for the new
 * total when the server says it moved. Answers the server's refusal in its words, or null.
 */
export type PlaceLater = (
  checkoutId: string,
  totalChanged: () => void,
  bankAccount?: BankAccount,
) => Promise<string | null>;

/**
 * Submitting a payment: sets the processing state, confirms with the provider,
 * tells a declined card ('Payment Failed' with the provider's message) from an unexpected
 * failure, and on success records the order and goes to /order-success, which empties the
 * device's cart. An order paid at the door is placed the same way, with no provider to ask. The
 * processing state always resets; the cart stays until the order exists.
 */
export function useCompletePayment(): { processing: boolean; pay: Pay; placeLater: PlaceLater } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);

  const pay = useCallback<Pay>(
    async (paymentIntentId, confirm) => {
      if (busy.current) return null;
      busy.current = true;
      setProcessing(true);
      // A notice about the last attempt would read as this one's.
      dismissToast();
      try {
        rememberPendingPayment(paymentIntentId);
        const outcome = await confirm();
        if (outcome.kind === 'declined') toast(paymentFailedNotice(outcome.message));
        if (outcome.kind === 'failed') toast(paymentFailedNotice());
        if (outcome.kind !== 'succeeded') return outcome;
        try {
          const request = { paymentIntentId };
          queryClient.setQueryData(placedOrderQueryKey(request), await placeOrder(request));
        } catch {
          // /order-success asks again (the call is idempotent) and says what went wrong.
        }
        await navigate({
          to: '/order-success',
          search: { payment_intent: paymentIntentId, redirect_status: 'succeeded' },
        });
        return outcome;
      } catch (error) {
        console.error('Payment failed unexpectedly', error);
        toast(paymentFailedNotice());
        return { kind: 'failed' };
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [navigate, queryClient],
  );

  const placeLater = useCallback<PlaceLater>(
    async (checkoutId, totalChanged, bankAccount) => {
      if (busy.current) return null;
      busy.current = true;
      setProcessing(true);
      dismissToast();
      try {
        rememberPendingPayment(checkoutId);
        const order = await placeOrder(bankAccount ? { checkoutId, bankAccount } : { checkoutId });
        queryClient.setQueryData(placedOrderQueryKey({ checkoutId }), order);
        await navigate({ to: '/order-success', search: { checkout: checkoutId } });
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'checkout_changed') totalChanged();
        // The server's words say what to change (a limit passed, stock gone, the bank's no); a
        // failure of the connection or the store's own is the general notice.
        const told = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
        toast(orderNotPlacedNotice(told));
        return told ?? null;
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [navigate, queryClient],
  );

  return { processing, pay, placeLater };
}
