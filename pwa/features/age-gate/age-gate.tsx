import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { announceAgeVerified } from '../../lib/app-events.ts';
import { ageVerificationQueryOptions } from './age-verification-api.ts';

// A returning shopper never needs the dialog, so its code loads only for those who do.
const AgeGateDialog = lazy(() => import('./age-gate-dialog.tsx').then((module) => ({ default: module.AgeGateDialog })));

/**
 * A spinner while the check runs, then a blocking modal with no close
 * button until the visitor confirms their age and the server records it.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const verification = useQuery(ageVerificationQueryOptions);
  const verified = verification.data === true;
  // Tells the rest of the app (the cart's sync) that the server will now accept cart writes.
  useEffect(() => {
    if (verified) announceAgeVerified();
  }, [verified]);

  if (verification.isPending) {
    return (
      <div
        className="flex min-h-screen items-center justify-center"
        role="status"
        aria-label="Checking age verification"
      >
        <Spinner />
      </div>
    );
  }

  return (
    <>
      {/* Behind the gate the page can be seen but not reached, nor scrolled. */}
      <div inert={!verified || undefined} className={verified ? undefined : 'relative h-dvh overflow-hidden'}>
        {children}
      </div>
      {verified ? null : (
        <Suspense fallback={null}>
          <AgeGateDialog />
        </Suspense>
      )}
    </>
  );
}
