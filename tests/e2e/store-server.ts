import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { StaffRole } from '#shared/back-office/permissions';
import { CHEAPEST_PASSWORD_COST } from '../../sync-api/staff/password-hashing.ts';
import { roomyRateLimitEnv } from '../setup/limits.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StoreServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface StoreServerOptions {
  /** The built PWA to serve; PWA_DIST or dist/pwa when unset. */
  pwaDist?: string;
  /** A given port, data folder and secret let a second server take over from a first, as a deploy does. */
  port?: number;
  dataDir?: string;
  sessionSecret?: string;
  /** A PostgreSQL database to keep the store in instead of a fresh embedded one. */
  databaseUrl?: string;
  /** Back-office accounts made with `npm run staff -- add` before the server starts. */
  staff?: readonly { email: string; role: StaffRole; password: string }[];
}

const run = promisify(execFile);

/**
 * Starts the real server (`sync-api/server.ts`, serving the built PWA) on a free port with a
 * fresh embedded database (or the PostgreSQL database given), and waits until it answers. A data folder passed in is kept on stop.
 */
export async function startStoreServer(root: string, options: StoreServerOptions = {}): Promise<StoreServer> {
  const port = options.port ?? (await freePort());
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'verdant-e2e-'));
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const env = {
    ...roomyRateLimitEnv(),
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DIR: join(dataDir, 'pglite'),
    SESSION_SECRET: options.sessionSecret ?? randomBytes(32).toString('hex'),
    ...(options.pwaDist ? { PWA_DIST: options.pwaDist } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Staff passwords at the cheapest cost: the suite signs in many times (docs/testing.md).
    PASSWORD_HASH_COST: String(CHEAPEST_PASSWORD_COST),
  };
  // The embedded database has one user at a time: the accounts are made before the server opens it.
  for (const member of options.staff ?? []) {
    await run(tsx, ['sync-api/staff-cli.ts', 'add', member.email, '--role', member.role], {
      cwd: root,
      env: { ...env, STAFF_PASSWORD: member.password },
    });
  }
  const child: ChildProcess = spawn(tsx, ['sync-api/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The store server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/products/featured`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The store server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
