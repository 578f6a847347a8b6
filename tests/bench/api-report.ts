import { createRequire } from 'node:module';
import os from 'node:os';
import { markdownTable, milliseconds, perSecond, type ReportSection } from './report.ts';
import { type EndpointResult, PLAN, ratioMet, ratioOf, steadyMet, TARGETS } from './targets.ts';

/** The sections of docs/benchmarks.md that the API benchmarks write. */

const require = createRequire(import.meta.url);
const packageVersion = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**missed**');

export function throughputTable(results: EndpointResult[]): string {
  return markdownTable(
    [
      'Endpoint',
      'API req/s',
      'API p50 ms',
      'API p99 ms',
      'Baseline req/s',
      'Baseline p50 ms',
      'Baseline p99 ms',
      'API / baseline',
      `Target ≥ ${TARGETS.minRatio * 100}%`,
    ],
    results.map((result) => {
      const { api, baseline } = result;
      const ratio = ratioOf(result);
      return [
        `\`${result.endpoint.name}\``,
        perSecond(api.requestsPerSecond),
        milliseconds(api.p50Ms),
        milliseconds(api.p99Ms),
        baseline ? perSecond(baseline.requestsPerSecond) : '–',
        baseline ? milliseconds(baseline.p50Ms) : '–',
        baseline ? milliseconds(baseline.p99Ms) : '–',
        ratio === null ? '–' : `${(ratio * 100).toFixed(0)}%`,
        verdict(ratioMet(result)),
      ];
    }),
  );
}

export function steadyTable(results: EndpointResult[]): string {
  return markdownTable(
    [
      'Endpoint',
      'Rate asked (req/s)',
      'Answered req/s',
      'p50 ms',
      'p99 ms',
      'Non-2xx',
      'Errors (timeouts)',
      `Target: 0 failed, p99 < ${TARGETS.steadyP99Ms} ms`,
    ],
    results.map((result) => {
      const { rate, figures } = result.steady;
      return [
        `\`${result.endpoint.name}\``,
        perSecond(rate),
        perSecond(figures.requestsPerSecond),
        milliseconds(figures.p50Ms),
        milliseconds(figures.p99Ms),
        String(figures.non2xx),
        `${figures.errors} (${figures.timeouts})`,
        verdict(steadyMet(result)),
      ];
    }),
  );
}

const summary: ReportSection = ({ startedAt, database }) =>
  [
    '## API throughput against a minimal baseline',
    '',
    `Measured on ${startedAt.toISOString().slice(0, 10)} on ${database.label} ${database.version}, by \`npm run bench\`,`,
    'which rewrites this page. Each endpoint is loaded with autocannon over loopback, on the API (the production app',
    'as `npm start` runs it) and on a minimal server written with `node:http` and `pg` that answers the same JSON',
    'from the same database with the same SQL (`tests/bench/baseline-server.ts`). The ratio says how much of the',
    "bare server's throughput the API keeps with its framework, middleware, query builder and ORM.",
    ...(database.label === 'PGlite'
      ? [
          '',
          '**These figures are on PGlite**: no PostgreSQL server answered, so the API ran on its embedded database',
          'and the baseline, which needs a server for `pg`, did not run. The ratio target was not measured.',
        ]
      : []),
  ].join('\n');

const throughput: ReportSection = ({ results }) =>
  [
    '### Maximum throughput',
    '',
    `${PLAN.connections} connections, no pipelining, ${PLAN.maxSeconds} s per server (the baseline first) after a`,
    `${PLAN.warmUpSeconds} s warm-up of each.`,
    "Requests per second are autocannon's mean of its per-second counts; latencies are per request.",
    '',
    throughputTable(results),
  ].join('\n');

const steady: ReportSection = ({ results }) =>
  [
    '### Steady load on the API',
    '',
    `${PLAN.steadySeconds} s at ${PLAN.steadyShare * 100}% of the API's maximum above (autocannon's \`overallRate\`,`,
    `${PLAN.connections} connections; latencies corrected for coordinated omission). Failed requests are non-2xx answers`,
    'and connection errors, timeouts included.',
    '',
    steadyTable(results),
  ].join('\n');

const machine: ReportSection = ({ database }) => {
  const cpus = os.cpus();
  return [
    '## Machine and versions',
    '',
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}; ${database.label} ${database.version}`,
    `- autocannon ${packageVersion('autocannon')}, koa ${packageVersion('koa')}, knex ${packageVersion('knex')}, objection ${packageVersion('objection')}, pg ${packageVersion('pg')}`,
    '',
    'The servers and the load generator share the machine; nothing is pinned to a core.',
  ].join('\n');
};

const method: ReportSection = ({ results }) =>
  [
    '## How it is measured',
    '',
    '- **The API** is `sync-api/server.ts` in a process of its own with `NODE_ENV=production`, `LOG_LEVEL=warn`, a',
    '  `SESSION_SECRET`, a `PUBLIC_ORIGIN` and a `DATABASE_URL` whose `options` set the search path to a schema made for the run',
    "  (dropped afterwards). It migrates and seeds the catalogue as `npm start` does. Production insists on Stripe's",
    '  keys: the run passes well-formed placeholders, which nothing uses since no request reaches a payment endpoint.',
    "  `PWA_DIST` names the storefront's build (`npm run bench` builds it first), whose pages are measured too.",
    '- **The baseline** runs in its own process on the same schema, with a `pg.Pool` of 10 connections like the',
    "  API's knex pool. It runs the same SQL (each catalogue answer in one query; the cart push in one transaction",
    '  with the same locks, inserts and updates), checks the signed age cookie with `node:crypto` and its record in',
    '  the database, starts and refreshes the signed session cookie, and validates requests and prices carts with',
    "  the same shared modules (`shared/`). It does without the API's layers: request ids and logging, helmet,",
    '  compression, body middleware, the router, the query builder and the ORM. Like the API, it reads the size',
    '  tables once per cart push and looks up an existing cart and client before it would create them; it reads',
    "  the states' rules and what the push's sizes hold, checks each raise against the purchase limits and the",
    "  largest order total with the same shared rules, and keeps the API's caps on devices and refusals per cart.",
    "- **Same answers first**: before measuring, the run compares the two servers' answers and stops if they",
    '  differ: byte for byte for the catalogue list, every product and an unknown product, and for a scripted',
    '  series of cart pushes (applied, refused for each reason, a state limit among them, retried, skipping ahead,',
    '  pulled) once the client and line ids are numbered in order.',
    '- **Requests** carry no `Accept-Encoding`, as autocannon sends them, so both servers answer plain JSON;',
    "  the API's compression middleware still runs on every request.",
    ...results.map(({ endpoint }) => `- \`${endpoint.name}\`: ${endpoint.description}`),
  ].join('\n');

const reproduce: ReportSection = () =>
  [
    '## Reproduce',
    '',
    '```sh',
    'npm run bench',
    '```',
    '',
    'It needs the PostgreSQL server at `postgres://postgres@127.0.0.1:5432/test` (without one it measures the API',
    'alone on PGlite and says so), takes about forty minutes on two cores (the browser sections below about',
    'twenty of them), prints the tables and rewrites this page. It exits with 1 when a target is missed. Other',
    'work on the machine lowers every figure; compare runs made on a quiet machine. The browser sections alone:',
    '`npx tsx tests/bench/offline-sync-browser-cli.ts` prints them.',
  ].join('\n');

export const API_REPORT_SECTIONS: ReportSection[] = [summary, throughput, steady, machine, method, reproduce];
