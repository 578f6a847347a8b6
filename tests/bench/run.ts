/**
 * `npm run bench`: the API's throughput and latency against a minimal baseline (issue #7).
 *
 *  1. Open the database: a schema of its own on the PostgreSQL server, else PGlite (API only).
 *  2. Start the API as production runs it, then the baseline, each in a process of its own.
 *  3. Check that the baseline answers what the API answers; stop if not.
 *  4. For each endpoint: warm both up, measure each one's maximum, then hold the API at half of
 *     its maximum for the steady-load targets. The one-change push goes first, followed by its
 *     comparison with pgbench on PostgreSQL (push-against-pgbench.ts).
 *  5. Stop the servers, drop the schema, print the tables and rewrite docs/benchmarks.md.
 *  6. Exit with 1 when a target is missed.
 */
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '#shared/api-paths';
import { API_REPORT_SECTIONS, steadyTable, throughputTable } from './api-report.ts';
import { openBenchDatabase } from './bench-database.ts';
import { startApiServer, startBaselineServer } from './bench-servers.ts';
import { cartSyncOneChange, ENDPOINTS, type LoadContext } from './endpoints.ts';
import { measureEndpoint } from './measure-endpoint.ts';
import { measureMiddlewareCosts } from './middleware-costs.ts';
import { measureBrowserSyncOnFreshBuild } from './offline-sync-browser.ts';
import {
  measurePushAgainstPgbench,
  missedPushTarget,
  type PushAgainstPgbench,
  pushAgainstPgbench,
} from './push-against-pgbench.ts';
import { type ReportSection, writeReport } from './report.ts';
import { CHANGES_SECTION } from './report-changes.ts';
import { checkSameAnswers } from './same-answers.ts';
import {
  measureSharedAnswers,
  missedSharedTargets,
  type SharedAnswerResult,
  sharedAnswersSection,
} from './shared-answers-bench.ts';
import { type EndpointResult, missedTargets, PLAN } from './targets.ts';

const REPORT_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

/** docs/benchmarks.md, in this order. A further benchmark adds its section function here. */
// The browser measurement runs after the API's servers have stopped, on its own build and server.
const REPORT_SECTIONS: ReportSection[] = [
  ({ shared }) => sharedAnswersSection(shared),
  ...API_REPORT_SECTIONS,
  pushAgainstPgbench,
  measureMiddlewareCosts,
  measureBrowserSyncOnFreshBuild,
  CHANGES_SECTION,
];

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const startedAt = new Date();
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => console.error(error));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
  }

  const results: EndpointResult[] = [];
  let shared: SharedAnswerResult[] = [];
  let comparison: PushAgainstPgbench | null = null;
  const database = await openBenchDatabase(); // 1
  cleanups.push(database.drop);
  try {
    say(`Database: ${database.label} ${database.version}`);
    const api = await startApiServer(database); // 2
    cleanups.push(api.stop);
    const baseline = database.kind === 'postgresql' ? await startBaselineServer(database) : null;
    if (baseline) cleanups.push(baseline.stop);
    else say('No PostgreSQL server answered: measuring the API alone, on PGlite.');

    const catalogue = (await (await fetch(`${api.url}${API_PATHS.products}`)).json()) as { id: string }[];
    const context: LoadContext = {
      apiUrl: api.url,
      connections: PLAN.connections,
      productIds: catalogue.map((product) => product.id),
    };
    if (baseline) await checkSameAnswers(api.url, baseline.url, context.productIds); // 3
    // The push's steady rate, for pgbench's latency at the same rate (push-against-pgbench.ts).
    const push = await measureEndpoint(cartSyncOneChange, api, baseline, context, say);
    // Before the other loads fill the cart's tables: pgbench's tables are fresh, so the push's are too.
    if (baseline) comparison = await measurePushAgainstPgbench(api.url, context, say, push.steady.rate);
    for (const endpoint of ENDPOINTS.filter((endpoint) => endpoint !== cartSyncOneChange)) {
      results.push(await measureEndpoint(endpoint, api, baseline, context, say)); // 4
    }
    results.push(push);
    shared = await measureSharedAnswers(api.url, context.productIds, say);
  } finally {
    await cleanUp(); // 5
  }

  say(`\nMaximum throughput\n\n${throughputTable(results)}\n\nSteady load on the API\n\n${steadyTable(results)}\n`);
  await writeReport(REPORT_FILE, REPORT_SECTIONS, {
    startedAt,
    database: { label: database.label, version: database.version },
    results,
    shared,
    pushAgainstPgbench: comparison,
  });
  say(`Wrote ${REPORT_FILE}`);
  const pushMissed = missedPushTarget(comparison, results);
  const missed = [...missedSharedTargets(shared), ...missedTargets(results), ...(pushMissed ? [pushMissed] : [])]; // 6
  for (const miss of missed) console.error(`Target missed: ${miss}`);
  return missed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
