import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { POSTGRES_URL } from './bench-database.ts';
import { cartSyncOneChange } from './endpoints.ts';
import { markdownTable, milliseconds, perSecond, type ReportSection } from './report.ts';
import { PLAN, steadyMet, TARGETS } from './targets.ts';

/**
 * A cart push against what the database under it can commit: pgbench's TPC-B-like transaction
 * (three updates, a select and an insert) on the same PostgreSQL server, with as many
 * clients as the push has devices and for as long, measured in the same run after the API's
 * servers have stopped. The push that phones send, one change at a time, should reach at least
 * `PUSH_SHARE_OF_PGBENCH` of it (issue 27).
 */

export const PUSH_SHARE_OF_PGBENCH = 0.4;

const run = promisify(execFile);

interface PgbenchFigures {
  transactionsPerSecond: number;
  version: string;
}

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

/** pgbench's figures, or null when it is not installed or no server answers. */
async function measurePgbench(): Promise<PgbenchFigures | null> {
  let version: string;
  try {
    version = (await run('pgbench', ['--version'])).stdout.trim();
  } catch {
    return null;
  }
  return inSchema(async (env) => {
    // At least one branch per client, as pgbench's manual advises: fewer and the clients queue
    // for the same rows, which would make the database look slower than it is.
    await run('pgbench', ['--initialize', `--scale=${PLAN.connections}`, '--quiet', POSTGRES_URL], { env });
    const { stdout } = await run(
      'pgbench',
      [
        '--builtin=tpcb-like',
        `--client=${PLAN.connections}`,
        '--jobs=2',
        `--time=${PLAN.maxSeconds}`,
        '--no-vacuum',
        POSTGRES_URL,
      ],
      { env },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return { transactionsPerSecond: Number(tps), version };
  }).catch((error: unknown) => {
    console.error('pgbench could not run:', error);
    return null;
  });
}

export const pushAgainstPgbench: ReportSection = async ({ results, database }) => {
  const push = results.find((result) => result.endpoint === cartSyncOneChange);
  const heading = '### A push against what the database can commit';
  if (!push || database.label !== 'PostgreSQL') {
    return `${heading}\n\nNot measured: it needs the PostgreSQL server.`;
  }
  const pgbench = await measurePgbench();
  if (!pgbench) return `${heading}\n\nNot measured: pgbench could not run (it comes with PostgreSQL's packages).`;
  const share = push.api.requestsPerSecond / pgbench.transactionsPerSecond;
  const met = share >= PUSH_SHARE_OF_PGBENCH && steadyMet(push);
  return [
    heading,
    '',
    `\`${push.endpoint.name}\` on the API (above) against ${pgbench.version}'s TPC-B-like transaction on the same`,
    `server, ${PLAN.connections} clients, ${PLAN.maxSeconds} s. A push locks its cart and its client, reads the cart and`,
    "the catalogue's version (the catalogue's facts are kept in memory under it), writes what changed and answers",
    'the whole cart.',
    '',
    markdownTable(
      [
        'Push req/s',
        'pgbench tps',
        'Push / pgbench',
        `Steady p99 ms at ${PLAN.steadyShare * 100}%`,
        `Target ≥ ${PUSH_SHARE_OF_PGBENCH * 100}%, p99 < ${TARGETS.steadyP99Ms} ms`,
      ],
      [
        [
          perSecond(push.api.requestsPerSecond),
          perSecond(pgbench.transactionsPerSecond),
          `${Math.round(share * 100)}%`,
          milliseconds(push.steady.figures.p99Ms),
          met ? 'met' : '**missed**',
        ],
      ],
    ),
  ].join('\n');
};
