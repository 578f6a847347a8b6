/**
 * `npm run bench`: runs every benchmark on embedded PGlite and, when a PostgreSQL server answers
 * on loopback, on PostgreSQL too; prints a table and writes docs/benchmarks.md.
 *
 * A benchmark is a module exporting a `Benchmark`; add it to BENCHMARKS below.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { syncBenchmark } from './sync-bench.ts';

export interface BenchmarkRun {
  /** Wall time of each measured sample, in milliseconds. */
  samplesMs: number[];
  /** The database's own version string, for the record. */
  serverVersion: string;
}

export interface Benchmark {
  name: string;
  /** What one sample is and how it is timed, in Markdown. */
  description: string;
  /** Work done per sample, for the throughput column (e.g. 100 mutations). */
  unitsPerSample: number;
  unitName: string;
  /** Runs against the database TEST_DATABASE_URL names (PGlite when unset); bounded, loopback only. */
  run(): Promise<BenchmarkRun>;
}

const BENCHMARKS: Benchmark[] = [syncBenchmark];

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const REPORT = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

interface Target {
  label: string;
  url: string | null;
}

const POSTGRES_CHECK = fileURLToPath(new URL('../setup/postgres-answers.mjs', import.meta.url));

/** tests/setup/postgres-answers.mjs: a connection and `select 1` within 3 s. */
function postgresAnswers(url: string): boolean {
  const check = spawnSync(process.execPath, [POSTGRES_CHECK, url], { stdio: 'ignore', timeout: 10_000 });
  return check.status === 0;
}

interface Stats {
  min: number;
  median: number;
  p95: number;
  max: number;
  perSecond: number;
}

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

function statsOf(samples: number[], unitsPerSample: number): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return {
    min: sorted[0] ?? Number.NaN,
    median,
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    perSecond: unitsPerSample / (median / 1000),
  };
}

interface Result {
  benchmark: Benchmark;
  target: Target;
  run: BenchmarkRun;
  stats: Stats;
}

const ms = (value: number) => value.toFixed(1);

function table(results: Result[]): string {
  const unit = results[0]?.benchmark.unitName ?? 'units';
  const header = ['Database', 'Version', 'Samples', 'min ms', 'median ms', 'p95 ms', 'max ms', `${unit}/s (median)`];
  const rows = results.map(({ target, run, stats }) => [
    target.label,
    run.serverVersion,
    String(run.samplesMs.length),
    ms(stats.min),
    ms(stats.median),
    ms(stats.p95),
    ms(stats.max),
    Math.round(stats.perSecond).toLocaleString('en-US'),
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function machine(): string[] {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- Node ${process.version} on ${os.platform()} ${os.release()} (${os.arch()})`,
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
  ];
}

function report(results: Result[], skipped: string[]): string {
  const sections = BENCHMARKS.map((benchmark) => {
    const own = results.filter((result) => result.benchmark === benchmark);
    return [`## ${benchmark.name}`, '', benchmark.description, '', table(own)].join('\n');
  });
  return [
    '# Benchmarks',
    '',
    'How fast the API does its work, measured on the real app with a real database. Each benchmark starts',
    'the API in process (the test harness, tests/setup/api-harness.ts) over a fresh database seeded with the',
    'catalogue, and times requests sent over loopback HTTP. Throughput is the work of one sample divided by',
    'the median time.',
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm run bench',
    '```',
    '',
    'It runs on embedded PGlite (in memory), then on PostgreSQL when a server answers at',
    `\`${POSTGRES_URL}\` (in a schema of its own, dropped afterwards), prints the tables and rewrites`,
    'this page. It takes under a minute and exits by itself.',
    '',
    '## Machine',
    '',
    ...machine(),
    ...(skipped.length > 0 ? ['', ...skipped.map((note) => `Not run: ${note}.`)] : []),
    '',
    ...sections,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const targets: Target[] = [{ label: 'PGlite', url: null }];
  const skipped: string[] = [];
  if (postgresAnswers(POSTGRES_URL)) targets.push({ label: 'PostgreSQL', url: POSTGRES_URL });
  else skipped.push(`PostgreSQL (no server answered at ${POSTGRES_URL})`);

  const results: Result[] = [];
  const original = process.env.TEST_DATABASE_URL;
  try {
    for (const target of targets) {
      if (target.url) process.env.TEST_DATABASE_URL = target.url;
      else delete process.env.TEST_DATABASE_URL;
      for (const benchmark of BENCHMARKS) {
        process.stdout.write(`${benchmark.name} on ${target.label}…\n`);
        const run = await benchmark.run();
        results.push({ benchmark, target, run, stats: statsOf(run.samplesMs, benchmark.unitsPerSample) });
      }
    }
  } finally {
    if (original === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = original;
  }

  for (const benchmark of BENCHMARKS) {
    process.stdout.write(`\n${benchmark.name}\n${table(results.filter((result) => result.benchmark === benchmark))}\n`);
  }
  writeFileSync(REPORT, report(results, skipped));
  process.stdout.write(`\nWrote ${REPORT}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
