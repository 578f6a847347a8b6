import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { MINIMUM_AGE } from '#shared/age';
import { isNetworkFailure } from '../../lib/api-client.ts';
import { tooManyAttemptsText } from '../../lib/too-many-attempts.ts';
import { useOnline } from '../../lib/use-online.ts';
import { OFFLINE_MESSAGES } from '../offline/index.ts';
import { ageVerificationQueryOptions, confirmAge } from './age-verification-api.ts';

/** Where "I am under 21" sends a visitor: away from the store. */
const UNDER_AGE_EXIT_URL = 'https://www.google.com/';

/**
 * The age gate's modal: no close button, no escape, until the server records the
 * answer. What makes it modal is already on the page: AgeGate renders everything else `inert`
 * and clipped to the screen, on the server as in the browser. Radix's own modal mode would
 * lock the scroll again with a stylesheet it injects, which restyles the whole page while it
 * opens, and hide the page a second time.
 */
export function AgeGateDialog() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const confirm = useMutation({
    mutationFn: confirmAge,
    onSuccess: () => queryClient.setQueryData(ageVerificationQueryOptions.queryKey, true),
    onError: (error) => {
      // Offline, the notice in the dialog already says what to do.
      if (!isNetworkFailure(error)) {
        window.alert(tooManyAttemptsText(error) ?? 'Age verification failed. Please try again.');
      }
    },
  });
  const showOfflineNotice = !online || (confirm.isError && isNetworkFailure(confirm.error));

  return (
    <Dialog.Root open modal={false}>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-forest-900/80" />
        <Dialog.Content
          aria-modal="true"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-forest-100 text-forest-800">
            <ShieldCheck aria-hidden="true" className="h-7 w-7" />
          </div>
          <Dialog.Title className="font-semibold text-2xl text-forest-900">Age Verification Required</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink/80">
            You must be {MINIMUM_AGE} or older to enter
          </Dialog.Description>
          {showOfflineNotice ? (
            <p role="alert" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-950 text-sm">
              {OFFLINE_MESSAGES.ageGate}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              className="rounded-full bg-forest-800 px-6 py-3 font-semibold text-white transition hover:bg-forest-700 disabled:opacity-70"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              {confirm.isPending ? 'Verifying...' : `I am ${MINIMUM_AGE} or older`}
            </button>
            <button
              type="button"
              className="rounded-full border border-forest-800/30 px-6 py-3 font-semibold text-forest-900 transition hover:bg-forest-50"
              onClick={() => window.location.assign(UNDER_AGE_EXIT_URL)}
            >
              I am under {MINIMUM_AGE}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
