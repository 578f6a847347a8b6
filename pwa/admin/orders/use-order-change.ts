import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminOrderSchema } from '#shared/schemas/admin/orders';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { hasCode, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { STOCK_KEY } from '../stock/stock-api.ts';
import { ORDERS_KEY, orderQuery } from './orders-api.ts';

/** The order as it now is, which a 409 carries in its details. */
function orderIn(error: ApiError) {
  const details = error.details as { order?: unknown } | undefined;
  const parsed = adminOrderSchema.safeParse(details?.order);
  return parsed.success ? parsed.data : null;
}

/** The order moved on since the screen showed it (someone else pressed first): 409. */
export const isStaleOrder = (error: unknown) => hasCode(error, 'order_status_conflict', 'invalid_status_move');

/**
 * One change to an order (a move, a failed attempt, a cancellation). On success the screen shows
 * the order the server answered, then the order, the list and stock (a cancellation puts items
 * back) are read again and a toast says what happened. When the order changed meanwhile (`stale`
 * tells, by default a status another press moved), the screen shows it as it now is and
 * `onStale` gets the server's words for it; any other refusal is kept in `problem` for the
 * screen to show.
 */
export function useOrderChange<Input>(
  change: (input: Input) => Promise<unknown>,
  {
    done,
    onStale,
    stale = isStaleOrder,
  }: { done: (input: Input) => string; onStale: (message: string) => void; stale?: (error: ApiError) => boolean },
) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onMutate: () => setProblem(null),
    onSuccess: async (answer, input) => {
      const now = adminOrderSchema.safeParse(answer);
      if (now.success) queryClient.setQueryData(orderQuery(now.data.id).queryKey, now.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
      ]);
      toast({ title: done(input) });
    },
    onError: async (error) => {
      if (isSignedOut(error)) return;
      if (error instanceof ApiError && stale(error)) {
        // The refusal carries the order as it is now: shown at once, then the list follows.
        const now = orderIn(error);
        if (now) queryClient.setQueryData(orderQuery(now.id).queryKey, now);
        await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
        onStale(error.serverMessage);
        return;
      }
      setProblem(problemMessage(error));
    },
  });
  return { run: mutation.mutate, busy: mutation.isPending, problem, clearProblem: () => setProblem(null) };
}

/**
 * A dialog that changes an order with an optional note (cancelling, a failed delivery): whether
 * it is open, the note, and the change, which closes it when done or when the order moved on.
 */
export function useOrderNoteDialog(
  send: (note: string | undefined) => Promise<unknown>,
  { done, onStale }: { done: () => string; onStale: (message: string) => void },
) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const change = useOrderChange(() => send(note.trim() || undefined), {
    done,
    onStale: (message) => {
      setOpen(false);
      onStale(message);
    },
  });
  return {
    formId,
    note,
    setNote,
    problem: change.problem,
    dialog: {
      open,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        if (!next) change.clearProblem();
      },
      busy: change.busy,
      onConfirm: () => change.run(undefined, { onSuccess: () => setOpen(false) }),
    },
  };
}
