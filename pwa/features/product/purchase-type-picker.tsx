import * as RadioGroup from '@radix-ui/react-radio-group';
import { Repeat } from 'lucide-react';
import { useId } from 'react';
import type { PurchaseType } from '#shared/catalogue/sizes';
import { formatUsd, toCents } from '#shared/money';
import type { SizeOption } from '#shared/schemas/product';
import { SUBSCRIBE_LABEL, subscriptionSavingsCents } from './product-rules.ts';

const itemClass =
  'flex w-full items-center gap-3 rounded-xl border border-forest-900/15 bg-white px-4 py-3 text-left transition hover:border-forest-700/60 data-[state=checked]:border-forest-700 data-[state=checked]:bg-forest-50 data-[state=checked]:ring-1 data-[state=checked]:ring-forest-700';

function Dot() {
  return (
    <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-forest-900/25 bg-white group-data-[state=checked]:border-forest-700">
      <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-forest-700" />
    </span>
  );
}

/** One-time or Subscribe & Save, each with its price for the chosen size. */
export function PurchaseTypePicker({
  value,
  size,
  onChange,
}: {
  value: PurchaseType;
  size: SizeOption | null;
  onChange: (value: PurchaseType) => void;
}) {
  const labelId = useId();
  const savings = size ? subscriptionSavingsCents(size) : 0;
  return (
    <div>
      <h2 id={labelId} className="mb-2 font-semibold text-forest-900 text-sm">
        Purchase type
      </h2>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next === 'subscription' ? 'subscription' : 'one-time')}
        className="flex flex-col gap-2"
      >
        <RadioGroup.Item value="one-time" className={`group ${itemClass}`}>
          <Dot />
          <span className="flex-1 font-semibold text-ink text-sm">One-time purchase</span>
          {size ? <span className="text-ink/80 text-sm tabular-nums">{formatUsd(toCents(size.price))}</span> : null}
        </RadioGroup.Item>
        <RadioGroup.Item value="subscription" className={`group ${itemClass}`}>
          <Dot />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="flex items-center gap-1.5 font-semibold text-ink text-sm">
              <Repeat aria-hidden="true" className="h-4 w-4 text-forest-700" />
              {SUBSCRIBE_LABEL}
            </span>
            {savings > 0 ? (
              <span className="text-forest-700 text-xs">Save {formatUsd(savings)} on every item</span>
            ) : null}
          </span>
          {size ? (
            <span className="flex flex-col items-end text-sm tabular-nums">
              <span className="font-semibold text-forest-800">{formatUsd(toCents(size.subscriptionPrice))}</span>
              <s className="text-ink/70 text-xs">{formatUsd(toCents(size.price))}</s>
            </span>
          ) : null}
        </RadioGroup.Item>
      </RadioGroup.Root>
    </div>
  );
}
