import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { POSTGRES_URL } from './bench-database.ts';
import { cartSyncOneChange, type LoadContext } from './endpoints.ts';
import { runLoad } from './load-runner.ts';
import { markdownTable, milliseconds, perSecond, type ReportSection } from './report.ts';
import { type EndpointResult, PLAN, steadyMet, TARGETS } from './targets.ts';

/**
 * A cart push against what the database under it can commit: pgbench's TPC-B-like transaction
 * (three updates, a select and an insert) on the same PostgreSQL server, with as many
 * clients as the push has devices and for as long, in turns with the push while the API runs
 * (it sits idle during pgbench's turns). The push that phones send, one change at a time,
 * should reach at least `PUSH_SHARE_OF_PGBENCH` of it (issue 27).
 */

export const PUSH_SHARE_OF_PGBENCH = 0.4;

const run = promisify(execFile);

async function inSchema<T>(work: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  const schema = `pgbench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
    // libpq reads PGOPTIONS: pgbench's tables go in the schema, and nothing else is touched.
    return await work({ ...process.env, PGOPTIONS: `-c search_path=${schema}` });
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

/** What pgbench measures, and how: the same clients and seconds as the push. */
const PGBENCH_RUN = (seconds: number) => [
  '--builtin=tpcb-like',
  `--client=${PLAN.connections}`,
  '--jobs=2',
  `--time=${seconds}`,
  '--no-vacuum',
  POSTGRES_URL,
];

/** Rounds of push then pgbench: the machine's other work weighs on both sides alike. */
export const COMPARISON_ROUNDS = 3;

export interface PushAgainstPgbench {
  version: string;
  rounds: { pushesPerSecond: number; pgbenchTps: number }[];
  /** The medians of the rounds. */
  pushesPerSecond: number;
  pgbenchTps: number;
  /**
   * pgbench's own p99 latency, in ms, at the push's steady rate for as long: what the server's
   * commits alone cost at that rate, beside the push's steady p99. Null without a steady rate.
   */
  pgbenchSteadyP99Ms: number | null;
}

/**
 * pgbench at `rate` transactions per second: the p99 of its per-transaction log, in ms; null
 * when that run fails, which leaves the comparison itself standing.
 */
async function pgbenchP99AtRate(rate: number, env: NodeJS.ProcessEnv): Promise<number | null> {
  const dir = await mkdtemp(join(tmpdir(), 'verdant-pgbench-'));
  try {
    await run(
      'pgbench',
      [`--rate=${rate}`, '--log', `--log-prefix=${join(dir, 'log')}`, ...PGBENCH_RUN(PLAN.steadySeconds)],
      {
        env,
      },
    );
    // Each line: client, transaction, latency in µs (from its scheduled start), script, epoch, µs.
    const latencies: number[] = [];
    for (const file of await readdir(dir)) {
      for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (Number.isFinite(micros) && line.trim() !== '') latencies.push(micros / 1000);
      }
    }
    if (latencies.length === 0) throw new Error('pgbench logged no transaction');
    latencies.sort((a, b) => a - b);
    return latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? null;
  } catch (error) {
    console.error("pgbench's run at the push's steady rate failed:", error);
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The one-change push against pgbench, alternately, `COMPARISON_ROUNDS` times each, on the API
 * at `apiUrl`; null when pgbench is not installed or cannot run.
 */
export async function measurePushAgainstPgbench(
  apiUrl: string,
  context: LoadContext,
  say: (line: string) => void,
  steadyRate: number | null,
): Promise<PushAgainstPgbench | null> {
  let version: string;
  try {
    version = (await run('pgbench', ['--version'])).stdout.trim();
  } catch {
    return null;
  }
  const load = await cartSyncOneChange.prepare(apiUrl, context);
  return inSchema(async (env) => {
    // At least one branch per client, as pgbench's manual advises: fewer and the clients queue
    // for the same rows, which would make the database look slower than it is.
    await run('pgbench', ['--initialize', `--scale=${PLAN.connections}`, '--quiet', POSTGRES_URL], { env });
    const rounds: PushAgainstPgbench['rounds'] = [];
    for (let round = 1; round <= COMPARISON_ROUNDS; round += 1) {
      say(`push against pgbench: round ${round} of ${COMPARISON_ROUNDS}`);
      const push = await runLoad(apiUrl, load(), { connections: PLAN.connections, durationSeconds: PLAN.maxSeconds });
      const { stdout } = await run('pgbench', PGBENCH_RUN(PLAN.maxSeconds), { env });
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
      if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
      rounds.push({ pushesPerSecond: push.requestsPerSecond, pgbenchTps: Number(tps) });
    }
    if (steadyRate !== null) say(`pgbench at the push's steady rate, ${steadyRate} tps`);
    return {
      version,
      rounds,
      pushesPerSecond: median(rounds.map((round) => round.pushesPerSecond)),
      pgbenchTps: median(rounds.map((round) => round.pgbenchTps)),
      pgbenchSteadyP99Ms: steadyRate === null ? null : await pgbenchP99AtRate(steadyRate, env),
    };
  }).catch((error: unknown) => {
    console.error('pgbench could not run:', error);
    return null;
  });
}

/** What the comparison missed, one sentence; null when it met its target or was not measured. */
export function missedPushTarget(comparison: PushAgainstPgbench | null, results: EndpointResult[]): string | null {
  const push = results.find((result) => result.endpoint === cartSyncOneChange);
  if (!comparison || !push || pushAgainstPgbenchMet(comparison, push)) return null;
  const share = Math.round((comparison.pushesPerSecond / comparison.pgbenchTps) * 100);
  return `${push.endpoint.name}: ${share}% of pgbench's transactions per second, p99 ${push.steady.figures.p99Ms} ms at half its maximum`;
}

/** The comparison's verdict: the push's share, and the steady load's p99 at half its maximum. */
export function pushAgainstPgbenchMet(comparison: PushAgainstPgbench, push: EndpointResult): boolean {
  return comparison.pushesPerSecond / comparison.pgbenchTps >= PUSH_SHARE_OF_PGBENCH && steadyMet(push);
}

export const pushAgainstPgbench: ReportSection = ({ results, database, pushAgainstPgbench: comparison }) => {
  const push = results.find((result) => result.endpoint === cartSyncOneChange);
  const heading = '### A push against what the database can commit';
  if (!push || database.label !== 'PostgreSQL') {
    return `${heading}\n\nNot measured: it needs the PostgreSQL server.`;
  }
  if (!comparison) return `${heading}\n\nNot measured: pgbench could not run (it comes with PostgreSQL's packages).`;
  const share = comparison.pushesPerSecond / comparison.pgbenchTps;
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return [
    heading,
    '',
    `\`${push.endpoint.name}\` on the API against ${comparison.version}'s TPC-B-like transaction on the same`,
    `server, ${PLAN.connections} clients each, ${PLAN.maxSeconds} s a turn, taking turns ${COMPARISON_ROUNDS} times; the`,
    'medians compared. A push from a device this process answered last decides on the cart it kept from that',
    "push and the catalogue's facts it keeps, and writes what changed in one statement if the cart, the device's",
    'last id and the age confirmation have not moved; otherwise it reads them first in one statement (decision 023).',
    '',
    markdownTable(
      ['Round', 'Push req/s', 'pgbench tps', 'Push / pgbench'],
      comparison.rounds.map((round, index) => [
        String(index + 1),
        perSecond(round.pushesPerSecond),
        perSecond(round.pgbenchTps),
        percent(round.pushesPerSecond / round.pgbenchTps),
      ]),
    ),
    '',
    markdownTable(
      [
        'Median push req/s',
        'Median pgbench tps',
        'Push / pgbench',
        `Steady p99 ms at ${PLAN.steadyShare * 100}%`,
        'pgbench p99 ms at that rate',
        `Target ≥ ${PUSH_SHARE_OF_PGBENCH * 100}%, p99 < ${TARGETS.steadyP99Ms} ms`,
      ],
      [
        [
          perSecond(comparison.pushesPerSecond),
          perSecond(comparison.pgbenchTps),
          percent(share),
          milliseconds(push.steady.figures.p99Ms),
          comparison.pgbenchSteadyP99Ms === null ? '–' : milliseconds(comparison.pgbenchSteadyP99Ms),
          pushAgainstPgbenchMet(comparison, push) ? 'met' : '**missed**',
        ],
      ],
    ),
    '',
    `pgbench's p99 is its own transactions' at the push's steady rate (${perSecond(push.steady.rate)} a second) for`,
    `${PLAN.steadySeconds} s: what the server's commits cost at that rate before any push is made.`,
  ].join('\n');
};
