import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    PGLITE_DIR: z.string().default('.data/pglite'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag,
    PWA_DIST: z.string().default('dist/pwa'),
    PUBLIC_ORIGIN: z.url().optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    message: 'SESSION_SECRET is required when NODE_ENV=production',
    path: ['SESSION_SECRET'],
  });

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** A PostgreSQL server's URL, or null for the embedded PGlite database. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files; `memory://` keeps the database in memory only. */
  pgliteDir: string;
  sessionSecret: string;
  logLevel: string;
  trustProxy: boolean;
  pwaDist: string;
  /** The site's public origin (https://shop.example) for canonical URLs; else each request's. */
  publicOrigin: string | null;
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
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    pgliteDir: values.PGLITE_DIR,
    sessionSecret: values.SESSION_SECRET ?? developmentSecret('.data'),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    pwaDist: resolve(values.PWA_DIST),
    publicOrigin: values.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? null,
  };
}
