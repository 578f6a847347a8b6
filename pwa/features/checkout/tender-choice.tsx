import * as RadioGroup from '@radix-ui/react-radio-group';
import { Banknote, CreditCard, Landmark } from 'lucide-react';
import { TENDER_DETAILS, TENDER_NAMES, type TenderId } from '#shared/payments/tenders';
import { ChoiceGroup, ChoiceIndicator, choiceItemClass } from './choice-card.tsx';

const ICONS = { door: Banknote, bank: Landmark, card: CreditCard } as const;

/**
 * The ways to pay the ship-to state offers (its rule's tenders), as cards to choose from. Three
 * side by side (from a small tablet up) are tiles, the icon and the mark above the name, so each
 * name keeps its one line in a third of the column.
 */
export function TenderChoice({
  offered,
  value,
  onChange,
  labelledBy,
}: {
  offered: readonly TenderId[];
  value: TenderId;
  onChange: (tender: TenderId) => void;
  labelledBy: string;
}) {
  const tiles = offered.length > 2;
  return (
    <ChoiceGroup
      labelledBy={labelledBy}
      value={value}
      onChange={onChange}
      className={`grid gap-2.5 ${tiles ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
    >
      {offered.map((tender) => {
        const Icon = ICONS[tender];
        return (
          <RadioGroup.Item
            key={tender}
            value={tender}
            className={`${choiceItemClass} ${tiles ? 'sm:flex-col sm:gap-2.5' : ''}`}
          >
            <span className={tiles ? 'flex items-center sm:w-full sm:flex-row-reverse sm:justify-between' : 'flex'}>
              <ChoiceIndicator />
              {tiles ? <Icon aria-hidden="true" className="hidden h-5 w-5 text-forest-700 sm:block" /> : null}
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex items-center gap-2 font-semibold text-ink">
                <Icon aria-hidden="true" className={`h-4 w-4 text-forest-700 ${tiles ? 'sm:hidden' : ''}`} />
                {TENDER_NAMES[tender]}
              </span>
              <span className="text-ink/70 text-sm">{TENDER_DETAILS[tender]}</span>
            </span>
          </RadioGroup.Item>
        );
      })}
    </ChoiceGroup>
  );
}
