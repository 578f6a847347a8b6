import * as RadioGroup from '@radix-ui/react-radio-group';
import { Banknote, CreditCard, Landmark } from 'lucide-react';
import { TENDER_DETAILS, TENDER_NAMES, type TenderId } from '#shared/payments/tenders';
import { ChoiceGroup, ChoiceIndicator, choiceItemClass } from './choice-card.tsx';

const ICONS = { door: Banknote, bank: Landmark, card: CreditCard } as const;

/** The ways to pay the ship-to state offers (its rule's tenders), as cards to choose from. */
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
  return (
    <ChoiceGroup
      labelledBy={labelledBy}
      value={value}
      onChange={onChange}
      className={`grid gap-2.5 ${offered.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
    >
      {offered.map((tender) => {
        const Icon = ICONS[tender];
        return (
          <RadioGroup.Item key={tender} value={tender} className={choiceItemClass}>
            <ChoiceIndicator />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex items-center gap-2 font-semibold text-ink">
                <Icon aria-hidden="true" className="h-4 w-4 text-forest-700" />
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
