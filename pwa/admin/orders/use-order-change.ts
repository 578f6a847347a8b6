import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/use-toast.ts';
import { hasCode, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { STOCK_KEY } from '../stock/stock-api.ts';
import { ORDERS_KEY } from './orders-api.ts';

/** The order moved on since the screen showed it (someone else pressed first): 409. */
export const isStaleOrder = (error: unknown) => hasCode(error, 'order_status_conflict', 'invalid_status_move');

/**
 * One change to an order (a move, a failed attempt, a cancellation). On success the order, the
 * list and stock (a cancellation puts items back) are read again and a toast says what
 * happened. When the order changed meanwhile, it is read again and `onStale` tells the screen;
 * any other refusal is kept in `problem` for the screen to show.
 */
export function useOrderChange<Input>(
  change: (input: Input) => Promise<unknown>,
  { done, onStale }: { done: (input: Input) => string; onStale: () => void },
) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onMutate: () => setProblem(null),
    onSuccess: async (_answer, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
      ]);
      toast({ title: done(input) });
    },
    onError: async (error) => {
      if (isSignedOut(error)) return;
      if (isStaleOrder(error)) {
        await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
        onStale();
        return;
      }
      setProblem(problemMessage(error));
    },
  });
  return { run: mutation.mutate, busy: mutation.isPending, problem, clearProblem: () => setProblem(null) };
}
