import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { type StoreServer, startStoreServer } from '../e2e/store-server.ts';

/**
 * PGlite is PostgreSQL inside one process: a second server on the same folder would keep its
 * own copy and overwrite the first one's files. It must refuse to start instead.
 */

const root = join(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

let dataDir: string;
let first: StoreServer | null = null;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'verdant-two-servers-'));
});
afterEach(async () => {
  await first?.stop();
  first = null;
  rmSync(dataDir, { recursive: true, force: true });
});

/** `sync-api/server.ts` as a second process on the same folder, until it exits. */
function secondServer(): Promise<{ code: number | null; stderr: string }> {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DIR: join(dataDir, 'pglite'),
    SESSION_SECRET: 'a-second-server-secret-long-enough-for-the-config',
    LOG_LEVEL: 'silent',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['sync-api/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr });
    });
  });
}

describe('a second server on the same embedded database', () => {
  test('refuses to start, naming the process that has it open, while the first keeps serving', async () => {
    first = await startStoreServer(root, { dataDir });
    const holder = JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number };

    const second = await secondServer();
    expect(second.code).not.toBe(0);
    expect(second.code).not.toBeNull();
    expect(second.stderr).toContain(`is open in the server (process ${holder.pid})`);
    expect(second.stderr).not.toMatch(/^\s+at /m);

    expect((await fetch(`${first.baseUrl}${API_PATHS.featuredProducts}`)).status).toBe(200);
    const confirmed = await fetch(`${first.baseUrl}${API_PATHS.ageVerification}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8'))).toEqual(holder);
  }, 120_000);
});
