import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { lowStockThresholdSchema } from '#shared/schemas/admin/stock';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { CountInput } from '../components/count-input.tsx';
import { fieldErrorsFrom, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { useCan } from '../session/staff-context.ts';
import { STOCK_KEY, setLowStockThreshold } from './stock-api.ts';

const ID = 'low-stock-threshold';

/** What counts as low stock, which the owner sets (the screen's description says it to everyone). */
export function ThresholdForm({ threshold }: { threshold: number }) {
  const mayEdit = useCan('setLowStockThreshold');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: setLowStockThreshold,
    onSuccess: async (_answer, next) => {
      await queryClient.invalidateQueries({ queryKey: STOCK_KEY });
      toast({ title: 'Threshold saved', description: `Low stock now means ${next} or fewer.` });
    },
    onError: (failure) => {
      if (!isSignedOut(failure)) setError(fieldErrorsFrom<'threshold'>(failure).threshold ?? problemMessage(failure));
    },
  });

  if (!mayEdit) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = lowStockThresholdSchema.safeParse({ threshold: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a whole number');
      return;
    }
    setError(null);
    save.mutate(parsed.data.threshold);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1.5 text-sm">
      <label htmlFor={ID} className="text-ink/80">
        Low stock at or below
      </label>
      <CountInput
        id={ID}
        value={value}
        invalid={Boolean(error)}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" size="compact" disabled={save.isPending}>
        {save.isPending ? (
          'Saving…'
        ) : (
          <>
            Save<span className="sr-only"> threshold</span>
          </>
        )}
      </Button>
      {error ? (
        <p id={`${ID}-error`} role="alert" className="basis-full text-right text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </form>
  );
}
