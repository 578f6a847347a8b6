import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { STORE_NAME, SUPPORT_EMAIL } from '#shared/content/business';
import { type LimitsConfig, limitsConfigFrom, limitsEnvShape } from './limits/limits-config.ts';
import { CHEAPEST_PASSWORD_COST, PRODUCTION_PASSWORD_COST } from './staff/password-hashing.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Who the store's emails come from, unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = `${STORE_NAME} <${SUPPORT_EMAIL}>`;

/** How often each process looks for emails due to be sent, unless MAIL_POLL_MS says otherwise. */
export const DEFAULT_MAIL_POLL_MS = 2000;

/** The port the server listens on, unless PORT says otherwise. */
export const DEFAULT_PORT = 3000;

/** What answers every shopper shares may weigh in memory, unless SHARED_ANSWERS_MB says otherwise. */
export const DEFAULT_SHARED_ANSWERS_MB = 64;

const envSchema = z
  .object({
    // No default here: only a NODE_ENV actually set may choose the test payment gateway.
    NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
    PGLITE_DIR: z.string().default('.data/pglite'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag,
    PWA_DIST: z.string().default('dist/pwa'),
    SHARED_ANSWERS_MB: z.coerce.number().int().min(1).max(4096).default(DEFAULT_SHARED_ANSWERS_MB),
    PUBLIC_ORIGIN: z.url().optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    VITE_STRIPE_PUBLISHABLE_KEY: z
      .string()
      .startsWith('pk_', 'VITE_STRIPE_PUBLISHABLE_KEY must start with pk_')
      .optional(),
    PAYMENTS: z.enum(['stripe', 'test']).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().trim().min(3).max(200).default(DEFAULT_MAIL_FROM),
    MAIL_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(DEFAULT_MAIL_POLL_MS),
    PASSWORD_HASH_COST: z.coerce.number().int().min(CHEAPEST_PASSWORD_COST).max(20).default(PRODUCTION_PASSWORD_COST),
    ...limitsEnvShape,
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    message: 'SESSION_SECRET is required when NODE_ENV=production',
    path: ['SESSION_SECRET'],
  })
  // PGlite serves one process and lives on the server's disk: no replicas, no managed backups.
  .refine((env) => env.NODE_ENV !== 'production' || env.DATABASE_URL, {
    message: 'DATABASE_URL is required when NODE_ENV=production: the embedded database is for development',
    path: ['DATABASE_URL'],
  })
  // Without it, absolute links in page heads would come from the request's Host header, which
  // anyone can set: a shared cache would then keep and serve links to another site.
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_ORIGIN, {
    message: 'PUBLIC_ORIGIN is required when NODE_ENV=production (the https:// address shoppers use)',
    path: ['PUBLIC_ORIGIN'],
  })
  // Without it the embedded catcher would take every shopper's receipt and code, and none would
  // ever reach them.
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL, {
    message: 'SMTP_URL is required when NODE_ENV=production: without it no email reaches a shopper',
    path: ['SMTP_URL'],
  })
  // A cheaper hash is for test suites that make hundreds of accounts; a stolen table of them
  // would fall to guessing.
  .refine((env) => env.NODE_ENV !== 'production' || env.PASSWORD_HASH_COST >= PRODUCTION_PASSWORD_COST, {
    message: `PASSWORD_HASH_COST must be at least ${PRODUCTION_PASSWORD_COST} when NODE_ENV=production`,
    path: ['PASSWORD_HASH_COST'],
  })
  .refine(
    (env) => {
      const set = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.VITE_STRIPE_PUBLISHABLE_KEY].filter(Boolean);
      return set.length === 0 || set.length === 3;
    },
    {
      message: 'Set all three of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and VITE_STRIPE_PUBLISHABLE_KEY, or none',
      path: ['STRIPE_SECRET_KEY'],
    },
  )
  .superRefine((env, issues) => {
    const problem = paymentsProblem(env);
    if (problem) issues.addIssue({ code: 'custom', message: problem, path: ['PAYMENTS'] });
  });

/**
 * What stops the payment gateway being chosen, or null. The built-in test gateway takes fake
 * payments, so it runs only when asked for: PAYMENTS=test, or NODE_ENV set to development or
 * test (`npm start` and `npm run dev` set development). A server that forgot both takes none.
 */
function paymentsProblem(env: {
  NODE_ENV?: string | undefined;
  PAYMENTS?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
}): string | null {
  const hasKeys = Boolean(env.STRIPE_SECRET_KEY);
  if (env.PAYMENTS === 'stripe' && !hasKeys) {
    return 'PAYMENTS=stripe needs the three Stripe keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, VITE_STRIPE_PUBLISHABLE_KEY)';
  }
  if (env.PAYMENTS === 'test' && hasKeys) {
    return 'PAYMENTS=test runs the built-in test gateway: unset the Stripe keys, or set PAYMENTS=stripe';
  }
  if (hasKeys) return null;
  if (env.NODE_ENV === 'production') {
    return 'The built-in test payment gateway never runs in production: set the Stripe keys';
  }
  if (env.PAYMENTS === 'test' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return null;
  return 'No payment gateway is configured: set the three Stripe keys, or PAYMENTS=test for the built-in test gateway (fake payments)';
}

export interface Config extends LimitsConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** A PostgreSQL server's URL, or null for the embedded PGlite database. */
  databaseUrl: string | null;
  /** A Redis server shared by every process (rate limits), or null for one process. */
  redisUrl: string | null;
  /** Where PGlite keeps its files; `memory://` keeps the database in memory only. */
  pgliteDir: string;
  sessionSecret: string;
  logLevel: string;
  trustProxy: boolean;
  pwaDist: string;
  /** The memory that answers every shopper shares (catalogue, pages) may take, in bytes. */
  sharedAnswersBytes: number;
  /** The site's public origin (https://shop.example) for canonical URLs; else each request's. */
  publicOrigin: string | null;
  /** Stripe's keys, or null for the built-in test gateway (only when asked for; never in production). */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** The SMTP server every email goes through, or null for the embedded catcher (never in production). */
  smtpUrl: string | null;
  /** The From of every email. */
  mailFrom: string;
  /** How often the outbox is looked at for emails due (mail/outbox-worker.ts). */
  mailPollMs: number;
  /** log2 of scrypt's N that staff passwords are hashed at (staff/password-hashing.ts). */
  passwordCost: number;
}

/**
 * Outside production a missing secret is made once and kept beside the embedded database,
 * so cookies survive restarts without anyone having to configure one.
 */
function developmentSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    nodeEnv: values.NODE_ENV ?? 'development',
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    redisUrl: values.REDIS_URL ?? null,
    pgliteDir: values.PGLITE_DIR,
    sessionSecret: values.SESSION_SECRET ?? developmentSecret('.data'),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    pwaDist: resolve(values.PWA_DIST),
    sharedAnswersBytes: values.SHARED_ANSWERS_MB * 1024 * 1024,
    publicOrigin: values.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? null,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET }
        : null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    mailPollMs: values.MAIL_POLL_MS,
    passwordCost: values.PASSWORD_HASH_COST,
    ...limitsConfigFrom(values),
  };
}
