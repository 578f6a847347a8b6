import { z } from 'zod';

/**
 * Pieces of the screens' search parameters. The router reads numbers and words out of the
 * address as JSON, so an order number typed in the search box comes back as a number; and an
 * address edited by hand must never break a screen: a value that does not fit is dropped.
 */

export const optionalText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined);

export const optionalDate = z.iso.date().optional().catch(undefined);

export const optionalPage = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);

export const optionalEnum = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).optional().catch(undefined);
