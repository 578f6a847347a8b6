import { useId, useState } from 'react';
import { type AdminOrder, clearBankReturnSchema, ORDER_NOTE_MAX } from '#shared/schemas/admin/orders';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { NoteField } from '../components/note-field.tsx';
import { formatMoney } from '../lib/format.ts';
import { clearBankReturn } from './orders-api.ts';
import { useOrderChange } from './use-order-change.ts';

/**
 * The owner clears a bank debit the bank returned, once the money was settled another way: until
 * then the shopper cannot pay by bank. How it was settled is required, and kept on the timeline.
 * A 409 means someone cleared it meanwhile (or it is no longer returned): the screen shows the
 * order as it now is.
 */
export function ClearBankReturnDialog({ order, onStale }: { order: AdminOrder; onStale: (message: string) => void }) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const change = useOrderChange((request: { note: string }) => clearBankReturn(order.id, request), {
    done: () => `Returned payment on order ${order.number} cleared: ${order.shopperName} may pay by bank again`,
    onStale: (message) => {
      setOpen(false);
      onStale(message);
    },
    stale: (error) => error.status === 409,
  });

  function confirm() {
    const request = clearBankReturnSchema.safeParse({ note });
    if (!request.success) {
      setNoteError(request.error.issues[0]?.message);
      document.getElementById(`${formId}-note`)?.focus();
      return;
    }
    change.run(request.data, { onSuccess: () => setOpen(false) });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setNoteError(undefined);
        if (!next) change.clearProblem();
      }}
      trigger={
        <Button variant="secondary" size="compact">
          Clear returned payment
        </Button>
      }
      title="Clear the returned payment?"
      description={`The bank returned the debit of ${formatMoney(order.payment.captured)} for order ${order.number}, so ${order.shopperName}’s pay by bank is paused until this is cleared. Clear it once the money has been settled another way.`}
      confirmLabel="Clear returned payment"
      busy={change.busy}
      problem={change.problem}
      onConfirm={confirm}
    >
      <NoteField
        formId={formId}
        label="How was it settled?"
        value={note}
        onChange={(value) => {
          setNote(value);
          setNoteError(undefined);
        }}
        maxLength={ORDER_NOTE_MAX}
        hint="For example: paid in cash at the store. Kept on the order’s timeline."
        error={noteError}
        required
      />
    </ConfirmDialog>
  );
}
