import { deliverySentence, freeShippingPromise, sameDayPromise } from '#shared/catalogue/delivery-promises';
import { useStateRules } from './state-rules-query.ts';

/**
 * What the pages may promise about delivery, from the rules on the device (the server's first
 * page has them, and they are saved for offline): each is null where the rules do not hold it,
 * and until the rules are there.
 */
export function useDeliveryPromises(): {
  freeShipping: string | null;
  sameDay: string | null;
  sentence: string | null;
} {
  const rules = useStateRules();
  if (!rules) return { freeShipping: null, sameDay: null, sentence: null };
  return {
    freeShipping: freeShippingPromise(rules),
    sameDay: sameDayPromise(rules),
    sentence: deliverySentence(rules),
  };
}
