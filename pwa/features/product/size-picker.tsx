import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { unitPriceText } from '#shared/catalogue/unit-price';
import { formatUsd, toCents } from '#shared/money';
import type { SizeOption } from '#shared/schemas/product';
import { soldOutSizes } from './product-rules.ts';

/**
 * The size or pack options with the server's prices, each with its price per piece or gram so
 * that packs compare. A size sold out (while others are not) is
 * shown, marked, and cannot be chosen.
 */
export function SizePicker({
  sizes,
  value,
  category,
  onChange,
}: {
  sizes: readonly SizeOption[];
  value: string;
  category: string;
  onChange: (size: string) => void;
}) {
  const labelId = useId();
  const heading = category === 'gummies' || category === 'vapes' || category === 'prerolls' ? 'Pack size' : 'Size';
  const soldOut = soldOutSizes(sizes);
  return (
    <div>
      <h2 id={labelId} className="mb-2 font-semibold text-forest-900 text-sm">
        {heading}
      </h2>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={onChange}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      >
        {sizes.map((option) => {
          const priceCents = toCents(option.price);
          const perUnit = unitPriceText(category, option, priceCents);
          return (
            <RadioGroup.Item
              key={option.size}
              value={option.size}
              disabled={soldOut.has(option.size)}
              className="group relative flex min-h-16 flex-col items-start justify-center rounded-xl border border-forest-900/15 bg-white px-3 py-2.5 text-left transition hover:border-forest-700/60 data-[disabled]:cursor-not-allowed data-[state=checked]:border-forest-700 data-[disabled]:border-dashed data-[disabled]:border-forest-900/25 data-[state=checked]:bg-forest-50 data-[disabled]:bg-ink/[0.03] data-[state=checked]:ring-1 data-[state=checked]:ring-forest-700 data-[disabled]:hover:border-forest-900/25"
            >
              <span className="font-semibold text-ink text-sm leading-tight group-data-[disabled]:text-ink/70">
                {option.label}
              </span>
              <span className="mt-0.5 text-ink/70 text-sm tabular-nums">
                {formatUsd(priceCents)}
                {soldOut.has(option.size) ? ' · Sold out' : null}
              </span>
              {perUnit ? <span className="text-ink/65 text-xs tabular-nums">{perUnit}</span> : null}
              {option.popular ? (
                <span className="absolute -top-2 right-2 rounded-full bg-gold px-2 py-0.5 font-semibold text-[11px] text-forest-900 uppercase tracking-wide shadow-sm">
                  Popular
                </span>
              ) : null}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
