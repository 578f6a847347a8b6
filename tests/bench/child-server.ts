import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server the benchmark started in a process of its own, on a loopback port. */
export interface ChildServer {
  name: string;
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** The app's own settings, dropped from the inherited environment so only ours apply. */
const APP_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATABASE_URL',
  'REDIS_URL',
  'PGLITE_DIR',
  'SESSION_SECRET',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'PWA_DIST',
  'PUBLIC_ORIGIN',
  'PAYMENTS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'VITE_STRIPE_PUBLISHABLE_KEY',
  'MAX_ORDER_TOTAL',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_POLL_MS',
];

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('No free port on loopback');
  return address.port;
}

async function waitUntilAnswering(child: ChildProcess, url: string, name: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(200);
  }
  throw new Error(`${name} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Runs `node --import tsx <script>` (what `tsx <script>` does, in one process) with the given
 * settings and HOST/PORT on loopback, and resolves once `readyPath` answers 200.
 */
export async function startChildServer(options: {
  name: string;
  script: string;
  env: Record<string, string>;
  readyPath: string;
}): Promise<ChildServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  Object.assign(env, options.env, { HOST: '127.0.0.1', PORT: String(port) });
  const child = spawn(process.execPath, ['--import', 'tsx', options.script], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilAnswering(child, `${url}${options.readyPath}`, options.name);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error(`${options.name} has no process id`);
  return { name: options.name, url, pid: child.pid, stop };
}
