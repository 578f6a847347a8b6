import * as RadioGroup from '@radix-ui/react-radio-group';
import { Clock, Zap } from 'lucide-react';
import { useId } from 'react';
import {
  DELIVERY_OPTION_NAMES,
  type DeliveryOptionId,
  type DeliveryPlace,
  deliveryOptionUnavailableReason,
  deliveryPriceCents,
} from '#shared/catalogue/delivery';
import { formatUsd } from '#shared/money';
import { ChoiceGroup, ChoiceIndicator, choiceItemClass } from './choice-card.tsx';

/** Express carries the design's "Most Popular" mark wherever it is offered. */
const BADGES: Partial<Record<DeliveryOptionId, string>> = { express: 'Most Popular' };

/**
 * The options the ship-to place offers, priced for this order with its terms: Standard shows
 * FREE when the items qualify. An option the address or the clock rules out (Same-Day outside
 * its areas or after its cut-off) is disabled, with the reason under it.
 */
export function DeliveryOptions({
  value,
  onChange,
  place,
  address,
  itemsCents,
  now,
  labelledBy,
}: {
  labelledBy: string;
  value: DeliveryOptionId;
  onChange: (value: DeliveryOptionId) => void;
  /** The ship-to place's rule; null until the address names a place the store has rules for. */
  place: DeliveryPlace | null;
  address: { zip: string; city: string };
  itemsCents: number;
  now: Date;
}) {
  const id = useId();
  if (!place || place.delivery.options.length === 0) {
    return (
      <p className="text-ink/70 text-sm">
        {place
          ? `We do not deliver to ${place.name}, so it has no delivery options.`
          : 'The delivery options show once your address names a state we deliver to.'}
      </p>
    );
  }
  return (
    <ChoiceGroup labelledBy={labelledBy} value={value} onChange={onChange} className="grid gap-2.5">
      {place.delivery.options.map((option) => {
        const reason = deliveryOptionUnavailableReason(place, option.id, address, now);
        const price = deliveryPriceCents(place.delivery, option.id, itemsCents);
        const badge = BADGES[option.id];
        const free = price === 0;
        const reasonId = `${id}-${option.id}-reason`;
        return (
          <RadioGroup.Item
            key={option.id}
            value={option.id}
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
            className={choiceItemClass}
          >
            <ChoiceIndicator />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink group-disabled:text-ink/60">
                  {DELIVERY_OPTION_NAMES[option.id]}
                </span>
                {badge ? (
                  <span className="rounded-full bg-gold/20 px-2 py-0.5 font-semibold text-[0.7rem] text-forest-900 uppercase tracking-wide">
                    {badge}
                  </span>
                ) : null}
              </span>
              <span className="flex items-center gap-1.5 text-ink/70 text-sm">
                {option.id === 'same-day' ? (
                  <Zap aria-hidden="true" className="h-3.5 w-3.5" />
                ) : (
                  <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                )}
                {option.window}
              </span>
              {reason ? (
                <span id={reasonId} className="text-amber-900 text-sm">
                  {reason}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-right text-sm tabular-nums">
              {free ? (
                <span className="flex flex-col items-end">
                  <span className="font-bold text-forest-700">FREE</span>
                  <s className="text-ink/60 text-xs">{formatUsd(option.priceCents)}</s>
                </span>
              ) : (
                <span className="font-semibold text-ink group-disabled:text-ink/60">{formatUsd(price)}</span>
              )}
            </span>
          </RadioGroup.Item>
        );
      })}
    </ChoiceGroup>
  );
}
