import { z } from 'zod';
import type { DeliveryValues } from './checkout-rules.ts';

/**
 * The shopper's delivery details, remembered on this device so a returning shopper does not type
 * them again. The date of birth is never kept: it is asked for each order.
 */

const STORAGE_KEY = 'verdant:delivery-details';

const rememberedSchema = z
  .object({
    fullName: z.string().max(200),
    email: z.string().max(300),
    phone: z.string().max(40),
    street: z.string().max(300),
    city: z.string().max(200),
    zip: z.string().max(20),
    state: z.string().max(4),
  })
  .partial();

export type RememberedDetails = z.infer<typeof rememberedSchema>;

export function readRememberedDetails(): RememberedDetails | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const parsed = rememberedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage off or a damaged entry: the form simply starts empty.
    return null;
  }
}

export function rememberDetails(values: DeliveryValues): void {
  const { dateOfBirth: _never, ...kept } = values;
  keep(kept);
}

/**
 * A signed-in account's last delivery details, offered at checkout on a device that has none
 * of its own; a device's own are never replaced by them.
 */
export function offerAccountDetails(details: RememberedDetails): void {
  if (readRememberedDetails() === null) keep(details);
}

function keep(kept: RememberedDetails): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Not remembered for next time; this checkout still has them.
  }
}
