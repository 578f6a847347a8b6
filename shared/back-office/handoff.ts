import { ageOn, MINIMUM_AGE, parseIsoDate } from '../age.ts';

/**
 * The driver's handoff at the door (decision 026): the ID check, and why an order comes back
 * to the store. The handoff screen and the server apply the same checks.
 */

/** Why an order was returned to the store instead of handed over. */
export const RETURN_REASONS = ['no_id', 'name_mismatch', 'under_age', 'refused'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_WORDS: Record<ReturnReason, string> = {
  no_id: 'No valid ID was shown',
  name_mismatch: "The name on the ID did not match the order's",
  under_age: `The ID showed the shopper was under ${MINIMUM_AGE}`,
  refused: 'The shopper refused the order',
};

export interface IdCheck {
  /** The driver confirmed the name on the ID is the order's. */
  nameMatches: boolean;
  /** The date of birth on the ID, YYYY-MM-DD. */
  dateOfBirth: string;
}

/**
 * Why the order cannot be handed over on this ID, or null when it can: the name must match
 * and the holder be 21 or over today. A refusal names the reason to return the order with.
 */
export function idCheckRefusal(
  check: IdCheck,
  today: { year: number; month: number; day: number },
): { reason: ReturnReason | null; message: string } | null {
  if (!check.nameMatches) {
    return { reason: 'name_mismatch', message: 'The name on the ID must match the order. Do not hand it over.' };
  }
  const born = parseIsoDate(check.dateOfBirth);
  const age = ageOn(check.dateOfBirth, today);
  if (!born || age === null || born.year < 1900 || age < 0) {
    return { reason: null, message: 'Enter the date of birth printed on the ID.' };
  }
  if (age < MINIMUM_AGE) {
    return {
      reason: 'under_age',
      message: `The ID shows ${age} years old. Nobody under ${MINIMUM_AGE} may receive the order: return it to the store.`,
    };
  }
  return null;
}
