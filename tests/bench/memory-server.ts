import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The ceiling for answers every shopper shares: `node:http` answering, from memory, the very
 * bytes the store answered for each path, its status and every header included (security
 * headers, ETag, even the request id it was given). Nothing runs per request but the lookup: no
 * routing, no middleware, no logging. The store keeps the same answers in memory; the gap is
 * what the rest of its work costs.
 */

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body's bytes as the store sent them, in base64. */
  body: string;
}

const file = process.env.ANSWERS_FILE;
if (!file) throw new Error('ANSWERS_FILE names the recorded answers');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([path, answer]) => {
    const body = Buffer.from(answer.body, 'base64');
    return [
      path,
      { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.length) }, body },
    ];
  }),
);

createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
}).listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
