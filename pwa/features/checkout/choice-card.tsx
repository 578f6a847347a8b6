import * as RadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';

/** The look of one choice among checkout's cards (a delivery option, a way to pay). */
export const choiceItemClass =
  'group flex w-full items-start gap-3 rounded-xl border border-forest-900/15 bg-white px-4 py-3.5 text-left transition enabled:hover:border-forest-700/60 data-[state=checked]:border-forest-700 data-[state=checked]:bg-forest-50 data-[state=checked]:ring-1 data-[state=checked]:ring-forest-700 disabled:cursor-not-allowed disabled:bg-forest-900/[0.03]';

/** The card's round mark, filled when it is the choice. */
export function ChoiceIndicator() {
  return (
    <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-forest-900/25 bg-white group-data-[state=checked]:border-forest-700 group-disabled:border-forest-900/15">
      <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-forest-700" />
    </span>
  );
}

/** One choice among cards, named by the heading it sits under. */
export function ChoiceGroup<Id extends string>({
  labelledBy,
  value,
  onChange,
  className,
  children,
}: {
  labelledBy: string;
  value: Id;
  onChange: (value: Id) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={(next) => onChange(next as Id)}
      className={className}
    >
      {children}
    </RadioGroup.Root>
  );
}
