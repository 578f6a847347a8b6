import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { pageDataScript } from '../../pwa/ssr/page-data.ts';
import { inlineScriptHashes, readPageShell } from '../../sync-api/middleware/page-shell.ts';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css">';
const shellWith = (head: string) =>
  `<!doctype html><html><head><title>Verdant</title>${head}</head><body><div id="root"></div></body></html>`;

const dirs: string[] = [];
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'verdant-shell-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the shell pages are sent in', () => {
  test('has the build’s stylesheet written in, in place of its link', async () => {
    const css = '.a{color:red}@media (min-width:40rem){.b{display:grid}}';
    const shell = await readPageShell(build({ 'index.html': shellWith(LINK), 'assets/index-AbC123.css': css }));
    expect(shell).toBe(shellWith(`<style>${css}</style>`));
  });

  test('keeps the link when the stylesheet is missing or could end the style element', async () => {
    expect(await readPageShell(build({ 'index.html': shellWith(LINK) }))).toBe(shellWith(LINK));
    const closing = '.a::after{content:"</style><script>alert(1)</script>"}';
    expect(await readPageShell(build({ 'index.html': shellWith(LINK), 'assets/index-AbC123.css': closing }))).toBe(
      shellWith(LINK),
    );
  });

  test('is index.html as it is without a stylesheet, and null without a build', async () => {
    expect(await readPageShell(build({ 'index.html': shellWith('') }))).toBe(shellWith(''));
    expect(await readPageShell(join(tmpdir(), 'verdant-no-such-build'))).toBeNull();
  });
});

describe('the data a page carries', () => {
  test('cannot end its script element, and reads back as the same data', () => {
    const state = {
      mutations: [],
      queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: '</script><script>alert(1)</script><!--' } }],
    };
    const script = pageDataScript(state as never);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(body)).toEqual(state);
  });
});

describe("the shell's inline scripts", () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  test('are admitted by the hash of each one’s exact text, and nothing else is', () => {
    const capture = '(function(){document.addEventListener(`click`,function(){},!0)})();';
    const dir = build({
      'index.html': shellWith(
        `<script>${capture}</script><script type="module" src="/assets/index.js"></script>${pageDataScript({ mutations: [], queries: [] })}`,
      ),
    });
    expect(inlineScriptHashes(dir)).toEqual([sha256(capture)]);
  });

  test('are none without a build', () => {
    expect(inlineScriptHashes(join(tmpdir(), 'verdant-no-such-build'))).toEqual([]);
  });
});
