import { WifiOff } from 'lucide-react';
import { OFFLINE_MESSAGES } from '../offline/index.ts';

/**
 * What checkout shows in place of its payment step while offline. The page swaps it back by
 * itself when the connection returns, so the shopper never has to reload.
 */
export function CheckoutOfflineNotice() {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-900/15">
      <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{OFFLINE_MESSAGES.checkout}</p>
        <p className="mt-1 text-amber-950/80 text-sm">{OFFLINE_MESSAGES.checkoutResumes}</p>
      </div>
    </div>
  );
}
