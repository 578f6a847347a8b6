import { PassThrough, Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { askHidden, PromptCancelled } from '../../sync-api/hidden-prompt.ts';

/** A stand-in terminal: keys go in, whatever would be shown is kept. */
function fakeTerminal() {
  const input = new PassThrough();
  let shown = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      shown += String(chunk);
      done();
    },
  });
  return { input, output, shown: () => shown };
}

describe('asking for a password on the terminal', () => {
  test('shows the questions but nothing that is typed', async () => {
    const terminal = fakeTerminal();
    const answers = askHidden(['Password: ', 'Again: '], { ...terminal, terminal: true });
    for (const key of 'secret words\r') terminal.input.write(key);
    await new Promise((resolve) => setTimeout(resolve, 10));
    terminal.input.write('secret words\r');
    expect(await answers).toEqual(['secret words', 'secret words']);
    expect(terminal.shown()).toContain('Password: ');
    expect(terminal.shown()).toContain('Again: ');
    expect(terminal.shown()).not.toContain('secret');
  });

  test('Ctrl+C cancels; input that ends early is told apart', async () => {
    const terminal = fakeTerminal();
    const interrupted = askHidden(['Password: '], { ...terminal, terminal: true });
    terminal.input.write('\u0003');
    await expect(interrupted).rejects.toEqual(new PromptCancelled('interrupted'));

    const piped = fakeTerminal();
    const ended = askHidden(['Password: ', 'Again: '], { ...piped, terminal: false });
    piped.input.end('only one line\n');
    await expect(ended).rejects.toMatchObject({ reason: 'input ended' });
  });
});
