import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium refuses to start its sandbox as root; a normal user keeps it. */
const CHROMIUM_FLAGS = ['--headless', '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];

export function chromiumVersion(): string {
  return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

export interface LighthouseRun {
  lhr: Result;
  html: string;
}

/** Lighthouse's own advice for a failed trace ("Please run Lighthouse again"); seen on a busy machine. */
const ATTEMPTS = 3;

class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse navigation with its default settings: the mobile preset (a mid-range phone's
 * screen, simulated slow 4G and a 4x slower CPU). Each run gets a new Chromium with a new
 * temporary profile, and Lighthouse clears the origin's storage before loading, so nothing a
 * page saved in a previous run (the age gate's memory, the service worker, caches) is there.
 * A cookie, when given, is sent with every request, as a returning shopper's browser would.
 */
export async function runLighthouse(url: string, cookie: string | null): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, cookie);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.warn(`${error.message}; trying again (${attempt + 1}/${ATTEMPTS})`);
    }
  }
}

async function runOnce(url: string, cookie: string | null): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(
        `Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return { lhr, html: String(result.report) };
  } finally {
    chrome.kill();
  }
}
