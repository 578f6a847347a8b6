import * as Dialog from '@radix-ui/react-dialog';
import { CircleAlert, X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { dangerButtonClass } from './action-buttons.ts';

/**
 * A decision to confirm, with room for a note: the trigger opens it (or the caller, through
 * `open`, when a form's submission needs confirming), the confirm button does the thing, and a
 * refusal shows inside it (the dialog stays open, nothing changed).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Back',
  tone = 'primary',
  busy,
  problem,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    // Portalled, the dialog's form still sits inside its caller's in React's tree: its submit
    // must not reach a form that opened it.
    event.stopPropagation();
    if (!busy) onConfirm();
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-x-3 top-[12vh] z-50 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-2xl outline-none data-[state=open]:animate-fade-in motion-reduce:animate-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-semibold text-forest-900 text-lg">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink/70 transition hover:bg-forest-50 hover:text-ink"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1.5 text-ink/80 text-sm">{description}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 grid gap-4">
            {children}
            {problem ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-red-800 text-sm ring-1 ring-red-700/20"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {problem}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" size="compact" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              {tone === 'danger' ? (
                <button type="submit" disabled={busy} className={dangerButtonClass}>
                  {busy ? 'Working…' : confirmLabel}
                </button>
              ) : (
                <Button type="submit" variant="primary" size="compact" disabled={busy}>
                  {busy ? 'Working…' : confirmLabel}
                </Button>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
