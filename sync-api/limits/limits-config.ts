import { z } from 'zod';
import { STRIPE_MAX_CHARGE_CENTS } from '#shared/catalogue/order-total-cap';
import { centsToDecimal, toCents } from '#shared/money';
import type { RateLimit } from './rate-limits.ts';
import {
  LIMITED_WRITES,
  type LimitedWrite,
  WRITE_LIMITS,
  type WriteLimit,
  type WriteLimitSettings,
} from './write-limits.ts';

/**
 * The limits' part of the environment: for each limited write, `RATE_LIMIT_<WRITE>` (per
 * session) and `RATE_LIMIT_<WRITE>_PER_ADDRESS` (a flood from one address), each as
 * `<points>/<seconds>` (RATE_LIMIT_CONTACT=5/600); `MAX_ORDER_TOTAL` in dollars; and the prefix
 * of every key the store writes to Redis. config.ts checks them with the rest at start-up.
 */

/** cartWrites -> RATE_LIMIT_CART_WRITES; per address, RATE_LIMIT_CART_WRITES_PER_ADDRESS */
export const rateLimitVariable = (write: LimitedWrite, counted: keyof WriteLimit = 'perSession') =>
  `RATE_LIMIT_${write.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}${counted === 'perAddress' ? '_PER_ADDRESS' : ''}`;

const COUNTED: (keyof WriteLimit)[] = ['perSession', 'perAddress'];

const DAY_SECONDS = 24 * 60 * 60;

const rateLimitSchema = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}\/\d{1,9}$/, `${name} must be <points>/<seconds>, for example 5/600`)
    .transform((text): RateLimit => {
      const [points, seconds] = text.split('/').map(Number);
      return { points: points ?? 0, durationSeconds: seconds ?? 0 };
    })
    .refine((limit) => limit.points >= 1, `${name} must allow at least 1 attempt`)
    .refine(
      (limit) => limit.durationSeconds >= 1 && limit.durationSeconds <= DAY_SECONDS,
      `${name} must count over 1 to ${DAY_SECONDS} seconds`,
    )
    .optional();

const MAX_ORDER_TOTAL_RANGE = `MAX_ORDER_TOTAL must be dollars from 1.00 to ${centsToDecimal(STRIPE_MAX_CHARGE_CENTS)}`;

export const limitsEnvShape = {
  ...(Object.fromEntries(
    LIMITED_WRITES.flatMap((write) =>
      COUNTED.map((counted) => {
        const name = rateLimitVariable(write, counted);
        return [name, rateLimitSchema(name)];
      }),
    ),
  ) as Record<string, ReturnType<typeof rateLimitSchema>>),
  MAX_ORDER_TOTAL: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, MAX_ORDER_TOTAL_RANGE)
    .transform(toCents)
    .refine((cents) => cents >= 100 && cents <= STRIPE_MAX_CHARGE_CENTS, MAX_ORDER_TOTAL_RANGE)
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,39}$/i, 'REDIS_KEY_PREFIX must be 1 to 40 letters, digits, dots, dashes or _')
    .default('verdant'),
};

export interface LimitsConfig {
  /** Each limited write's limits, per session and per client address. */
  rateLimits: WriteLimitSettings;
  /** The largest order total a payment is prepared for, in cents. */
  maxOrderTotalCents: number;
  /** Every Redis key of this store starts with it and a colon. */
  redisKeyPrefix: string;
}

/** The configuration from the environment as `limitsEnvShape` parsed it. */
export function limitsConfigFrom(values: { MAX_ORDER_TOTAL?: number; REDIS_KEY_PREFIX: string }): LimitsConfig {
  const parsed = values as Record<string, unknown>;
  const configured = (write: LimitedWrite, counted: keyof WriteLimit) =>
    (parsed[rateLimitVariable(write, counted)] as RateLimit | undefined) ?? WRITE_LIMITS[write][counted];
  const rateLimits = Object.fromEntries(
    LIMITED_WRITES.map((write) => [
      write,
      { perSession: configured(write, 'perSession'), perAddress: configured(write, 'perAddress') },
    ]),
  ) as WriteLimitSettings;
  return {
    rateLimits,
    maxOrderTotalCents: values.MAX_ORDER_TOTAL ?? STRIPE_MAX_CHARGE_CENTS,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
  };
}
