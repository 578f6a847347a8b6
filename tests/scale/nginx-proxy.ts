import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const NGINX_PACKAGES = ['nginx-light', 'nginx'];

function nginxPath(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // Not there; try the next.
    }
  }
  return null;
}

/** Refreshes the package lists, in case the ones on the machine name versions gone from the mirror. */
function tryRefresh(env: NodeJS.ProcessEnv): boolean {
  try {
    execFileSync('apt-get', ['update'], { env, stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

/** nginx from Debian's packages, installed when missing (as root, without questions). */
export function ensureNginx(): string {
  const found = nginxPath();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('nginx is not installed and only root may install it: apt-get install -y nginx-light');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (name: string) =>
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', name], { env, stdio: 'inherit' });
  process.stdout.write('nginx is missing: installing it from Debian’s packages\n');
  const installAny = () => {
    for (const name of NGINX_PACKAGES) {
      try {
        install(name);
        return nginxPath();
      } catch {
        // Try the next package.
      }
    }
    return null;
  };
  const installed = installAny() ?? (tryRefresh(env) ? installAny() : null);
  if (installed) return installed;
  throw new Error(`Could not install nginx (tried ${NGINX_PACKAGES.join(', ')}): install it and run again`);
}

export interface NginxProxy {
  url: string;
  /** The last lines nginx logged (warnings and errors), to explain a failed check. */
  logTail(): string;
  stop(): Promise<void>;
}

function tail(file: string, lines: number): string {
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n') : '';
}

/**
 * The load balancer in front of the processes, as production would have it: round-robin,
 * keep-alive connections to the processes, and the client's address in X-Forwarded-For set
 * (not appended to) from the connection, so a client cannot claim someone else's address.
 * `proxy_next_upstream error timeout` moves a request to the next process when the first
 * cannot be reached. nginx never does so for a POST, PATCH or DELETE once it was sent: the
 * dead process may have committed it before it died, and sending it again could apply it
 * twice; the client retries it instead, with the idempotency the API gives each write.
 */
function config(dir: string, port: number, upstreams: readonly string[]): string {
  const servers = upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join('\n');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  upstream verdant {
${servers}
    keepalive 32;
    # Below the processes' own keep-alive timeout, so nginx is the one to close idle connections.
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 1m;
    location / {
      proxy_pass http://verdant;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The host and port the client asked for, so Origin checks compare like with like.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Starts nginx in the foreground with everything it writes in a temporary folder. */
export async function startNginx(binary: string, port: number, upstreams: readonly string[]): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'verdant-scale-nginx-'));
  // Its workers drop root for nobody, who must still reach the temporary files under here.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answered = await fetch(`${url}/api/products/featured`).then(
      (response) => response.ok,
      () => false,
    );
    const logTail = () => tail(join(dir, 'error.log'), 10);
    if (answered) return { url, logTail, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = logTail();
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    await sleep(100);
  }
}
