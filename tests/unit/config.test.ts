import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../sync-api/config.ts';

const secret = 'a-production-secret-of-at-least-thirty-two-characters';
const development = { NODE_ENV: 'development', SESSION_SECRET: secret };
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_config',
  STRIPE_WEBHOOK_SECRET: 'whsec_config',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_config',
};
/** Everything production requires. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: secret,
  DATABASE_URL: 'postgres://u@db:5432/shop',
  PUBLIC_ORIGIN: 'https://shop.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
  ...stripeKeys,
};
const without = (env: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));

describe('configuration from the environment', () => {
  test('has safe defaults for development: port 3000 and the embedded database', () => {
    const config = loadConfig(development);
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, databaseUrl: null, pgliteDir: '.data/pglite' });
  });

  test('PORT and DATABASE_URL override the defaults', () => {
    const config = loadConfig({ ...development, PORT: '4100', DATABASE_URL: 'postgres://u@db:5432/shop' });
    expect(config.port).toBe(4100);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/shop');
  });

  test('REDIS_URL names a Redis server to share between processes, and nothing else', () => {
    expect(loadConfig(development).redisUrl).toBeNull();
    expect(loadConfig({ ...development, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ ...development, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  test('production starts with its secret, PostgreSQL, its public origin and Stripe', () => {
    expect(loadConfig(production)).toMatchObject({
      nodeEnv: 'production',
      sessionSecret: secret,
      databaseUrl: 'postgres://u@db:5432/shop',
      publicOrigin: 'https://shop.example',
      stripe: { secretKey: 'sk_test_config', webhookSecret: 'whsec_config' },
    });
  });

  test('production refuses to start without a session secret', () => {
    expect(() => loadConfig(without(production, 'SESSION_SECRET'))).toThrow(/SESSION_SECRET is required/);
  });

  test('production refuses the embedded database: DATABASE_URL is required', () => {
    expect(() => loadConfig(without(production, 'DATABASE_URL'))).toThrow(
      /DATABASE_URL: DATABASE_URL is required when NODE_ENV=production/,
    );
  });

  test('email goes through SMTP_URL from MAIL_FROM; without it, outside production, through the embedded catcher', () => {
    expect(loadConfig(development)).toMatchObject({ smtpUrl: null, mailFrom: 'Verdant <care@verdant.shop>' });
    expect(loadConfig(production)).toMatchObject({ smtpUrl: 'smtps://mailer:secret@smtp.example:465' });
    expect(loadConfig({ ...development, MAIL_FROM: 'Orders <orders@shop.example>' }).mailFrom).toBe(
      'Orders <orders@shop.example>',
    );
    expect(() => loadConfig({ ...development, SMTP_URL: 'http://smtp.example' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  test('production refuses to start without SMTP_URL: no email would reach a shopper', () => {
    expect(() => loadConfig(without(production, 'SMTP_URL'))).toThrow(
      /SMTP_URL: SMTP_URL is required when NODE_ENV=production/,
    );
  });

  test('production refuses to build absolute links from the Host header: PUBLIC_ORIGIN is required', () => {
    expect(() => loadConfig(without(production, 'PUBLIC_ORIGIN'))).toThrow(
      /PUBLIC_ORIGIN: PUBLIC_ORIGIN is required when NODE_ENV=production/,
    );
  });

  test("staff passwords are hashed at OWASP's cost unless configured; production refuses a cheaper one", () => {
    expect(loadConfig(development).passwordCost).toBe(17);
    expect(loadConfig(production).passwordCost).toBe(17);
    expect(loadConfig({ ...development, PASSWORD_HASH_COST: '10' }).passwordCost).toBe(10);
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).passwordCost).toBe(18);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '16' })).toThrow(
      /PASSWORD_HASH_COST: PASSWORD_HASH_COST must be at least 17 when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...development, PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ ...development, PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });

  test('Stripe needs all three keys or none', () => {
    expect(() => loadConfig({ ...development, STRIPE_SECRET_KEY: 'sk_test_config' })).toThrow(/all three/);
    expect(() => loadConfig({ ...development, ...stripeKeys, STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(
      /STRIPE_SECRET_KEY must start with sk_/,
    );
  });

  test('a bad value is named in the error', () => {
    expect(() => loadConfig({ ...development, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...development, SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ...development, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...development, PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
  });
});

describe('the payment gateway', () => {
  const testGateway = { stripe: null };
  const stripe = { stripe: { secretKey: 'sk_test_config', webhookSecret: 'whsec_config' } };

  test('Stripe whenever its keys are set, whatever NODE_ENV', () => {
    expect(loadConfig({ SESSION_SECRET: secret, ...stripeKeys })).toMatchObject(stripe);
    expect(loadConfig({ ...development, ...stripeKeys })).toMatchObject(stripe);
    expect(loadConfig({ ...development, ...stripeKeys, PAYMENTS: 'stripe' })).toMatchObject(stripe);
  });

  test('the built-in test gateway when NODE_ENV is explicitly development or test, with no keys', () => {
    expect(loadConfig(development)).toMatchObject(testGateway);
    expect(loadConfig({ ...development, NODE_ENV: 'test' })).toMatchObject(testGateway);
  });

  test('the built-in test gateway with PAYMENTS=test, even when NODE_ENV is unset', () => {
    expect(loadConfig({ SESSION_SECRET: secret, PAYMENTS: 'test' })).toMatchObject({
      nodeEnv: 'development',
      ...testGateway,
    });
  });

  test('with no keys, no PAYMENTS and no NODE_ENV, the server refuses to start rather than take fake payments', () => {
    expect(() => loadConfig({ SESSION_SECRET: secret })).toThrow(
      /PAYMENTS: No payment gateway is configured: set the three Stripe keys, or PAYMENTS=test/,
    );
  });

  test('PAYMENTS=stripe needs the keys; PAYMENTS=test refuses them rather than ignore them', () => {
    expect(() => loadConfig({ ...development, PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs the three/);
    expect(() => loadConfig({ ...development, ...stripeKeys, PAYMENTS: 'test' })).toThrow(
      /PAYMENTS=test runs the built-in test gateway: unset the Stripe keys/,
    );
  });

  test('production never runs the test gateway, even when asked to', () => {
    expect(() => loadConfig(without(production, 'STRIPE_SECRET_KEY'))).toThrow(/all three/);
    const noKeys = Object.fromEntries(Object.entries(production).filter(([key]) => !key.includes('STRIPE')));
    expect(() => loadConfig(noKeys)).toThrow(/never runs in production/);
    expect(() => loadConfig({ ...noKeys, PAYMENTS: 'test' })).toThrow(/never runs in production/);
  });
});
