import * as Dialog from '@radix-ui/react-dialog';
import { ShieldCheck } from 'lucide-react';
import { STORE_NAME } from '#shared/content/business';
import { Button } from '../../components/ui/button.tsx';

export type AuthenticationChoice = 'complete' | 'fail';

/**
 * The bank's extra step (3-D Secure) as the test gateway simulates it for 4000 0025 0000 3155:
 * the shopper passes or fails it. Closing the dialog counts as failing, as leaving a bank's
 * page does.
 */
export function AuthenticationDialog({
  open,
  amount,
  onChoose,
}: {
  open: boolean;
  amount: string;
  onChoose: (choice: AuthenticationChoice) => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onChoose('fail');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-900/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-cream p-6 shadow-2xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8"
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
            <ShieldCheck aria-hidden="true" className="h-6 w-6" />
          </span>
          <Dialog.Title className="mt-4 font-bold text-2xl text-forest-900">Confirm this payment</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink/80">
            Your card's bank asks you to confirm a payment of <strong className="text-ink">{amount}</strong> to{' '}
            {STORE_NAME}.
          </Dialog.Description>
          <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-950 text-sm ring-1 ring-amber-900/15">
            Test mode: this stands in for your bank's own check. Choose how it ends.
          </p>
          <div className="mt-6 grid gap-3">
            <Button variant="primary" onClick={() => onChoose('complete')} className="flex-1">
              Complete authentication
            </Button>
            <Button variant="secondary" onClick={() => onChoose('fail')}>
              Fail authentication
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
