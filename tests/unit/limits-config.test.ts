import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../sync-api/config.ts';
import { rateLimitVariable } from '../../sync-api/limits/limits-config.ts';
import { LIMITED_WRITES, WRITE_LIMITS } from '../../sync-api/limits/write-limits.ts';

const secret = 'a-production-secret-of-at-least-thirty-two-characters';
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', SESSION_SECRET: secret, ...env });

describe('limits from the environment', () => {
  test('two variables per limited write, named after it: per session, and per address', () => {
    expect(LIMITED_WRITES.map((write) => rateLimitVariable(write))).toEqual([
      'RATE_LIMIT_AGE_VERIFICATION',
      'RATE_LIMIT_REVIEWS',
      'RATE_LIMIT_CONTACT',
      'RATE_LIMIT_CART_WRITES',
      'RATE_LIMIT_CART_SYNC',
      'RATE_LIMIT_PAYMENT_INTENTS',
      'RATE_LIMIT_ORDER_LOOKUP',
      'RATE_LIMIT_STAFF_SIGN_IN',
      'RATE_LIMIT_ACCOUNT_SIGN_IN',
    ]);
    expect(rateLimitVariable('cartSync', 'perAddress')).toBe('RATE_LIMIT_CART_SYNC_PER_ADDRESS');
  });

  test('unset, every limit is its default; set, <points>/<seconds> replaces it', () => {
    expect(load({}).rateLimits).toEqual(WRITE_LIMITS);
    const config = load({
      RATE_LIMIT_CONTACT: '5/600',
      RATE_LIMIT_CART_SYNC: '1000/60',
      RATE_LIMIT_CART_SYNC_PER_ADDRESS: '90000/60',
    });
    expect(config.rateLimits.contact).toEqual({
      perSession: { points: 5, durationSeconds: 600 },
      perAddress: WRITE_LIMITS.contact.perAddress,
    });
    expect(config.rateLimits.cartSync).toEqual({
      perSession: { points: 1000, durationSeconds: 60 },
      perAddress: { points: 90_000, durationSeconds: 60 },
    });
    expect(config.rateLimits.reviews).toEqual(WRITE_LIMITS.reviews);
  });

  test('a limit that is not <points>/<seconds>, allows nothing or counts over more than a day stops the start', () => {
    for (const value of ['5', '5/', '/600', '5/600s', 'five/600', '-1/600', '5.5/600', '']) {
      expect(() => load({ RATE_LIMIT_CONTACT: value }), value).toThrow(
        /RATE_LIMIT_CONTACT must be <points>\/<seconds>, for example 5\/600/,
      );
    }
    expect(() => load({ RATE_LIMIT_REVIEWS: '0/600' })).toThrow(/RATE_LIMIT_REVIEWS must allow at least 1 attempt/);
    expect(() => load({ RATE_LIMIT_REVIEWS: '5/0' })).toThrow(/RATE_LIMIT_REVIEWS must count over 1 to 86400 seconds/);
    expect(() => load({ RATE_LIMIT_REVIEWS: '5/86401' })).toThrow(/must count over 1 to 86400 seconds/);
    expect(() => load({ RATE_LIMIT_REVIEWS_PER_ADDRESS: '0/600' })).toThrow(
      /RATE_LIMIT_REVIEWS_PER_ADDRESS must allow at least 1 attempt/,
    );
  });

  test("the largest order total is Stripe's maximum per charge, or lower when MAX_ORDER_TOTAL says so", () => {
    expect(load({}).maxOrderTotalCents).toBe(99_999_999);
    expect(load({ MAX_ORDER_TOTAL: '5000' }).maxOrderTotalCents).toBe(500_000);
    expect(load({ MAX_ORDER_TOTAL: '2500.50' }).maxOrderTotalCents).toBe(250_050);
    expect(load({ MAX_ORDER_TOTAL: '999999.99' }).maxOrderTotalCents).toBe(99_999_999);
    for (const value of ['1000000', '999999.999', '0.99', '-5', 'lots', '$5000']) {
      expect(() => load({ MAX_ORDER_TOTAL: value }), value).toThrow(
        /MAX_ORDER_TOTAL must be dollars from 1.00 to 999999.99/,
      );
    }
  });

  test('Redis keys start with verdant, or with REDIS_KEY_PREFIX', () => {
    expect(load({}).redisKeyPrefix).toBe('verdant');
    expect(load({ REDIS_KEY_PREFIX: 'shop-2' }).redisKeyPrefix).toBe('shop-2');
    expect(() => load({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX must be/);
  });
});
