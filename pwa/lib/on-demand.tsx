import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (a lazy component) from the first time `needed` is true: a drawer being
 * opened, a toast or an update to show. So the first page load never carries their code, and
 * once loaded they stay mounted, so closing can animate.
 */
export function OnDemand({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  if (!needed && !wasNeeded) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
