import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type StockItem, setStockSchema } from '#shared/schemas/admin/stock';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { CATALOGUE_KEY } from '../catalogue/catalogue-api.ts';
import { Badge } from '../components/badge.tsx';
import { CountInput } from '../components/count-input.tsx';
import { fieldErrorsFrom, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { STOCK_KEY, setOnHand } from './stock-api.ts';

export function StockLevel({ item }: { item: StockItem }) {
  if (item.onHand === 0) return <Badge tone="danger">Out of stock</Badge>;
  if (item.low) return <Badge tone="warning">Low</Badge>;
  return null;
}

/** One size of a product: the count on the shelf, edited in place and saved on its own. */
export function StockRow({ item }: { item: StockItem }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(item.onHand));
  const [error, setError] = useState<string | null>(null);
  const id = `stock-${item.productId}-${item.size}`;
  const save = useMutation({
    mutationFn: (onHand: number) => setOnHand(item.productId, item.size, onHand),
    onSuccess: async (_answer, onHand) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
      ]);
      toast({ title: 'Stock saved', description: `${item.productName}, ${item.sizeLabel}: ${onHand} on hand` });
    },
    onError: (failure) => {
      if (!isSignedOut(failure)) setError(fieldErrorsFrom<'onHand'>(failure).onHand ?? problemMessage(failure));
    },
  });
  const changed = value.trim() !== String(item.onHand);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setStockSchema.safeParse({ onHand: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a whole number');
      return;
    }
    setError(null);
    save.mutate(parsed.data.onHand);
  }

  return (
    <li className="py-2">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label htmlFor={id} className="min-w-0 flex-1 text-sm">
          <span className="sr-only">On hand: {item.productName}, </span>
          {item.sizeLabel}
        </label>
        <StockLevel item={item} />
        <CountInput
          id={id}
          value={value}
          invalid={Boolean(error)}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
        />
        <Button
          type="submit"
          variant={changed ? 'primary' : 'secondary'}
          size="compact"
          disabled={save.isPending}
          aria-label={`Save ${item.productName}, ${item.sizeLabel}`}
          className="px-3.5"
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        {error ? (
          <p id={`${id}-error`} role="alert" className="basis-full text-right text-red-700 text-xs">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}
