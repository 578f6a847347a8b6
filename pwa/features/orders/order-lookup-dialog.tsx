import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { OrderLookupForm } from './order-lookup-form.tsx';

/**
 * "Look Up Order": a button that opens the lookup form in a dialog; a match opens the order's
 * page. Used on the returns page and on "Your orders".
 */
export function OrderLookupDialog({
  variant = 'secondary',
  label = 'Look Up Order',
  initialNumber,
}: {
  variant?: 'primary' | 'secondary';
  label?: string;
  initialNumber?: string;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass(variant)}>
        <Search aria-hidden="true" className="h-4 w-4" />
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-900/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-cream px-5 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-7 sm:pt-6 sm:pb-7">
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-bold text-2xl text-forest-900">Look up an order</Dialog.Title>
              <Dialog.Description className="mt-1 text-ink/70 text-sm">
                Enter the order number and the email you gave at checkout. We will show where it is, and this device
                will keep following it.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-full p-2 text-ink/60 transition hover:bg-forest-100 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <OrderLookupForm
            {...(initialNumber ? { initialNumber } : {})}
            onFound={(order) => {
              setOpen(false);
              void navigate({ to: '/orders/$orderId', params: { orderId: order.id } });
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
