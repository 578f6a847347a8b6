import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Asks questions on a terminal and reads the answers without showing what is typed: readline
 * echoes each key to its output, which here is muted while an answer is being typed. From a
 * pipe it reads one line per question.
 */

export interface PromptStreams {
  input: NodeJS.ReadableStream;
  /** Where the questions go (stderr for a command whose stdout may be read by a script). */
  output: NodeJS.WritableStream;
  /** Whether `input` is a terminal: keys arrive one at a time and would be echoed. */
  terminal: boolean;
}

/** No answer came: Ctrl+C was pressed, or the input ended (a pipe with too few lines). */
export class PromptCancelled extends Error {
  constructor(readonly reason: 'interrupted' | 'input ended') {
    super(reason === 'interrupted' ? 'Cancelled.' : 'The input ended before an answer.');
    this.name = 'PromptCancelled';
  }
}

/** The answer to each question in turn. */
export async function askHidden(questions: readonly string[], streams: PromptStreams): Promise<string[]> {
  let muted = false;
  const echo = new Writable({
    write(chunk, encoding, done) {
      if (!muted) streams.output.write(chunk, encoding);
      done();
    },
  });
  const reader = createInterface({ input: streams.input, output: echo, terminal: streams.terminal });
  // Ctrl+C in raw mode reaches readline as a key, not as a signal: end the questions instead.
  let interrupted = false;
  reader.on('SIGINT', () => {
    interrupted = true;
    reader.close();
  });
  const lines = reader[Symbol.asyncIterator]();
  const answers: string[] = [];
  try {
    for (const question of questions) {
      streams.output.write(question);
      muted = true;
      const line = await lines.next();
      muted = false;
      streams.output.write('\n');
      if (line.done) throw new PromptCancelled(interrupted ? 'interrupted' : 'input ended');
      answers.push(line.value);
    }
    return answers;
  } finally {
    muted = false;
    reader.close();
  }
}
