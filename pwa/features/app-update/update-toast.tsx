import * as ToastPrimitive from '@radix-ui/react-toast';
import { RefreshCw, X } from 'lucide-react';
import { STORE_NAME } from '#shared/content/business';
import { applyUpdate } from './service-worker-updates.ts';
import { postponeUpdate, useUpdateWaiting } from './update-offer.ts';

export const UPDATE_TEXTS = {
  title: `A new version of ${STORE_NAME} is ready`,
  description: 'Reload to update. Your cart and anything waiting to send are kept.',
  action: 'Reload',
} as const;

/**
 * Offers a waiting release. It has its own provider so a cart toast, which replaces whatever
 * toast is showing, never pushes the offer away; it stays until the shopper answers.
 */
export function UpdateToast() {
  const waiting = useUpdateWaiting();
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Update notification">
      <ToastPrimitive.Root
        open={waiting}
        onOpenChange={(open) => {
          if (!open) postponeUpdate();
        }}
        duration={Number.POSITIVE_INFINITY}
        type="foreground"
        className="pointer-events-auto flex w-full items-start gap-3 rounded-2xl border border-forest-900/10 bg-white p-4 text-ink shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in motion-reduce:animate-none"
      >
        <RefreshCw aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <ToastPrimitive.Title className="font-semibold text-sm">{UPDATE_TEXTS.title}</ToastPrimitive.Title>
          <ToastPrimitive.Description className="text-ink/75 text-sm">
            {UPDATE_TEXTS.description}
          </ToastPrimitive.Description>
          <div className="mt-2 flex gap-2">
            <ToastPrimitive.Action
              altText="Reload the page to update the store"
              onClick={() => void applyUpdate()}
              className="rounded-full bg-forest-800 px-4 py-1.5 font-semibold text-sm text-white transition hover:bg-forest-700"
            >
              {UPDATE_TEXTS.action}
            </ToastPrimitive.Action>
          </div>
        </div>
        <ToastPrimitive.Close
          aria-label="Not now"
          className="-mt-1 -mr-1 rounded-full p-1 text-ink/50 transition hover:bg-forest-50 hover:text-ink"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      <ToastPrimitive.Viewport
        hotkey={['F9']}
        className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-[420px] flex-col p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
