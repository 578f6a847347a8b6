import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** The orders screens' word on the connection: why something is old or waits for the network. */
export function OfflineNote({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <p
      className={`flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200 ${className}`}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
