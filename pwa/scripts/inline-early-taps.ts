import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('../early-taps/inline-capture.ts', import.meta.url));

/** The inline script runs on every page before it paints: it must stay this small. */
export const EARLY_TAPS_SCRIPT_MAX_BYTES = 1024;

/** The early-taps capture (pwa/early-taps), built and minified into one self-contained script. */
export async function buildEarlyTapsScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['iife'], name: 'verdantEarlyTaps' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const code = outputs[0]?.output[0]?.code.trim();
  if (!code) throw new Error('The early-taps script built to nothing');
  const bytes = Buffer.byteLength(code);
  if (bytes > EARLY_TAPS_SCRIPT_MAX_BYTES) {
    throw new Error(`The early-taps script is ${bytes} bytes, over its ${EARLY_TAPS_SCRIPT_MAX_BYTES}`);
  }
  // Inside a script element only "</script" could end it early.
  if (/<\/script/i.test(code)) throw new Error('The early-taps script holds "</script"');
  return code;
}

/**
 * Writes the capture into the head of index.html, so it listens before the page paints. It is
 * inline, not a file: on a slow connection a request of its own would arrive after the first
 * taps. The server admits it by its hash in the Content-Security-Policy (security-headers.ts).
 */
export function inlineEarlyTaps(): Plugin {
  let script: Promise<string> | null = null;
  return {
    name: 'verdant-early-taps',
    transformIndexHtml: async () => {
      script ??= buildEarlyTapsScript();
      return [{ tag: 'script', children: await script, injectTo: 'head' }];
    },
  };
}
