import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '#shared/api-paths';
import { productPath } from '#shared/routes';
import { SHOPPER_READ_ORDER, SHOPPER_READS } from '#shared/shopper-reads';
import { type ChildServer, startChildServer } from './child-server.ts';
import { failuresOf, type LoadFigures, runLoad } from './load-runner.ts';
import type { RecordedAnswer } from './memory-server.ts';
import { markdownTable, milliseconds, perSecond } from './report.ts';

/**
 * What every shopper shares (the catalogue and the pages), measured against its ceiling: a
 * `node:http` server answering the very same bytes from memory (memory-server.ts). Issue #17's
 * targets: the catalogue calls keep at least 60% of its throughput, pages at least 50%, and
 * under a steady load at half of the store's maximum, p99 stays under 50 ms with no failure.
 */

export const SHARED_PLAN = {
  connections: 50,
  warmUpSeconds: 3,
  maxSeconds: 10,
  steadySeconds: 30,
  steadyShare: 0.5,
  steadyP99Ms: 50,
} as const;

const MEMORY_ENTRY = fileURLToPath(new URL('./memory-server.ts', import.meta.url));
const GZIP = { 'accept-encoding': 'gzip' };
/** Headers about the connection or the moment, which the memory server writes its own of. */
const UNRECORDED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface SharedEndpoint {
  name: string;
  description: string;
  paths: string[];
  headers: Record<string, string>;
  /** The store's throughput as a share of the memory server's, at least. */
  minShare: number;
}

/** The path of each shared read the server keeps, its `:id` filled with every product in turn. */
function keptReadEndpoints(productIds: string[]): SharedEndpoint[] {
  return SHOPPER_READ_ORDER.filter((name) => SHOPPER_READS[name].kept).map((name) => {
    const { path, answers } = SHOPPER_READS[name];
    const eachProduct = path.includes(':id');
    return {
      name: `GET ${path}`,
      description: `${answers} as JSON, no \`Accept-Encoding\`${eachProduct ? '; each connection goes through every product in turn' : ''}.`,
      paths: eachProduct ? productIds.map((id) => path.replace(':id', encodeURIComponent(id))) : [path],
      headers: {},
      minShare: 0.6,
    };
  });
}

function sharedEndpoints(productIds: string[]): SharedEndpoint[] {
  return [
    ...keptReadEndpoints(productIds),
    {
      name: 'GET / (gzip)',
      description: 'The home page, rendered on the server, as a visitor without an age confirmation gets it, gzip.',
      paths: ['/'],
      headers: GZIP,
      minShare: 0.5,
    },
    {
      name: 'GET /product/{id} (gzip)',
      description: 'Every product page in turn, rendered on the server, gzip.',
      paths: productIds.map(productPath),
      headers: GZIP,
      minShare: 0.5,
    },
  ];
}

export interface SharedAnswerResult {
  endpoint: SharedEndpoint;
  store: LoadFigures;
  memory: LoadFigures;
  steady: { rate: number; figures: LoadFigures };
}

/** The store's answer to `path` as bytes on the wire (fetch would decode them). */
function recordAnswer(baseUrl: string, path: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string' && !UNRECORDED_HEADERS.has(name)) kept[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function startMemoryServer(storeUrl: string, endpoints: SharedEndpoint[]): Promise<ChildServer> {
  const answers: Record<string, RecordedAnswer> = {};
  for (const endpoint of endpoints) {
    for (const path of endpoint.paths) {
      const answer = await recordAnswer(storeUrl, path, endpoint.headers);
      if (answer.status !== 200) throw new Error(`The store answered ${path} with ${answer.status}`);
      answers[path] = answer;
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'verdant-memory-answers-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  try {
    const server = await startChildServer({
      name: 'memory',
      script: MEMORY_ENTRY,
      env: { ANSWERS_FILE: file },
      readyPath: API_PATHS.products,
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Measures each endpoint on the store at `storeUrl` and on a memory server with its answers. */
export async function measureSharedAnswers(
  storeUrl: string,
  productIds: string[],
  say: (line: string) => void,
): Promise<SharedAnswerResult[]> {
  const endpoints = sharedEndpoints(productIds);
  const memory = await startMemoryServer(storeUrl, endpoints);
  const results: SharedAnswerResult[] = [];
  try {
    for (const endpoint of endpoints) {
      const load = {
        requests: endpoint.paths.map((path) => ({ method: 'GET' as const, path, headers: endpoint.headers })),
      };
      const settings = { connections: SHARED_PLAN.connections };
      say(`${endpoint.name}: warm-up, then the memory server's maximum and the store's`);
      await runLoad(memory.url, load, { ...settings, durationSeconds: SHARED_PLAN.warmUpSeconds });
      await runLoad(storeUrl, load, { ...settings, durationSeconds: SHARED_PLAN.warmUpSeconds });
      const memoryMax = await runLoad(memory.url, load, { ...settings, durationSeconds: SHARED_PLAN.maxSeconds });
      const storeMax = await runLoad(storeUrl, load, { ...settings, durationSeconds: SHARED_PLAN.maxSeconds });
      const rate = Math.max(1, Math.round(storeMax.requestsPerSecond * SHARED_PLAN.steadyShare));
      say(`${endpoint.name}: steady load of ${rate} req/s on the store`);
      const steady = await runLoad(storeUrl, load, {
        ...settings,
        durationSeconds: SHARED_PLAN.steadySeconds,
        overallRate: rate,
      });
      results.push({ endpoint, store: storeMax, memory: memoryMax, steady: { rate, figures: steady } });
    }
  } finally {
    await memory.stop();
  }
  return results;
}

const shareOf = (result: SharedAnswerResult) => result.store.requestsPerSecond / result.memory.requestsPerSecond;
const steadyMet = ({ steady }: SharedAnswerResult) =>
  failuresOf(steady.figures) === 0 && steady.figures.p99Ms < SHARED_PLAN.steadyP99Ms;

export function missedSharedTargets(results: SharedAnswerResult[]): string[] {
  return results.flatMap((result) => {
    const { name } = result.endpoint;
    const missed: string[] = [];
    const share = shareOf(result);
    if (share < result.endpoint.minShare) {
      missed.push(`${name}: the store reached ${(share * 100).toFixed(0)}% of the memory server's throughput`);
    }
    if (!steadyMet(result)) {
      missed.push(
        `${name}: under the steady load, p99 ${result.steady.figures.p99Ms} ms and ${failuresOf(result.steady.figures)} failed`,
      );
    }
    for (const [server, figures] of [['store', result.store] as const, ['memory server', result.memory] as const]) {
      if (failuresOf(figures) > 0) missed.push(`${name}: ${failuresOf(figures)} failed requests on the ${server}`);
    }
    return missed;
  });
}

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

export function sharedAnswersSection(results: SharedAnswerResult[]): string {
  const throughput = markdownTable(
    ['What', 'Store req/s', 'Store p99 ms', 'Same bytes from memory req/s', 'Share', 'Target'],
    results.map((result) => [
      `\`${result.endpoint.name}\``,
      perSecond(result.store.requestsPerSecond),
      milliseconds(result.store.p99Ms),
      perSecond(result.memory.requestsPerSecond),
      `${(shareOf(result) * 100).toFixed(0)}%`,
      `≥ ${result.endpoint.minShare * 100}%: ${verdict(shareOf(result) >= result.endpoint.minShare)}`,
    ]),
  );
  const steady = markdownTable(
    [
      'What',
      'Rate asked (req/s)',
      'Answered req/s',
      'p50 ms',
      'p99 ms',
      'Failed',
      `Target: 0 failed, p99 < ${SHARED_PLAN.steadyP99Ms} ms`,
    ],
    results.map(({ endpoint, steady: { rate, figures } }, index) => [
      `\`${endpoint.name}\``,
      perSecond(rate),
      perSecond(figures.requestsPerSecond),
      milliseconds(figures.p50Ms),
      milliseconds(figures.p99Ms),
      String(failuresOf(figures)),
      verdict(steadyMet(results[index] as SharedAnswerResult)),
    ]),
  );
  return [
    '## What every shopper shares, against the same bytes from memory',
    '',
    'The catalogue and the pages are the same for every shopper until the catalogue changes, so the store keeps them',
    'in memory, serialised and compressed (sync-api/shared-answers). Each is measured against a `node:http` server',
    'answering the very bytes the store answered for the same requests, every header included, from memory',
    '(`tests/bench/memory-server.ts`): the share says how much of that ceiling the store keeps while it finds the',
    'answer for each request, picks its encoding, checks its ETag and gives the request an id.',
    `${SHARED_PLAN.connections} connections, no pipelining, ${SHARED_PLAN.maxSeconds} s per server (the memory server`,
    `first) after a ${SHARED_PLAN.warmUpSeconds} s warm-up of each; the load generator shares the machine.`,
    '',
    throughput,
    '',
    `### Steady load at ${SHARED_PLAN.steadyShare * 100}% of the store's maximum`,
    '',
    `${SHARED_PLAN.steadySeconds} s, ${SHARED_PLAN.connections} connections, latencies corrected for coordinated omission.`,
    '',
    steady,
    '',
    ...results.map(({ endpoint }) => `- \`${endpoint.name}\`: ${endpoint.description}`),
  ].join('\n');
}
