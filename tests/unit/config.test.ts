import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../sync-api/config.ts';

const secret = 'a-production-secret-of-at-least-thirty-two-characters';

describe('configuration from the environment', () => {
  test('has safe defaults for development: port 3000 and the embedded database', () => {
    const config = loadConfig({ SESSION_SECRET: secret });
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, databaseUrl: null, pgliteDir: '.data/pglite' });
  });

  test('PORT and DATABASE_URL override the defaults', () => {
    const config = loadConfig({ SESSION_SECRET: secret, PORT: '4100', DATABASE_URL: 'postgres://u@db:5432/shop' });
    expect(config.port).toBe(4100);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/shop');
  });

  test('REDIS_URL names a Redis server to share between processes, and nothing else', () => {
    expect(loadConfig({ SESSION_SECRET: secret }).redisUrl).toBeNull();
    expect(loadConfig({ SESSION_SECRET: secret, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ SESSION_SECRET: secret, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_config',
    STRIPE_WEBHOOK_SECRET: 'whsec_config',
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_config',
  };

  test('production refuses to start without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...stripeKeys })).toThrow(/SESSION_SECRET is required/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, ...stripeKeys }).sessionSecret).toBe(secret);
  });

  test('the test payment gateway is the default, and never runs in production', () => {
    expect(loadConfig({ SESSION_SECRET: secret }).stripe).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(/never runs in production/);
    expect(loadConfig({ SESSION_SECRET: secret, ...stripeKeys }).stripe).toEqual({
      secretKey: 'sk_test_config',
      webhookSecret: 'whsec_config',
    });
  });

  test('Stripe needs all three keys or none', () => {
    expect(() => loadConfig({ SESSION_SECRET: secret, STRIPE_SECRET_KEY: 'sk_test_config' })).toThrow(/all three/);
    expect(() => loadConfig({ SESSION_SECRET: secret, ...stripeKeys, STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(
      /STRIPE_SECRET_KEY must start with sk_/,
    );
  });

  test('a bad value is named in the error', () => {
    expect(() => loadConfig({ SESSION_SECRET: secret, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ SESSION_SECRET: secret, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
