import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';
import { OFFLINE_MESSAGES } from './offline-messages.ts';

/**
 * A slim notice under the header while the device is offline; it goes as soon as the
 * connection returns. It states what still works, so nothing else needs to warn.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-slate-700 px-4 py-2 text-center text-sm text-white">
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{OFFLINE_MESSAGES.banner}</span>
        </p>
      )}
    </div>
  );
}
