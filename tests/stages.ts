/**
 * Runs the test stages one after another, as `npm test` and `.ci/run` do, and prints how long
 * each took and the ten slowest files of each suite, so that a slower suite is seen the day it
 * slows down (docs/testing.md). Stops at the first stage that fails, with its exit code.
 *
 *   tsx tests/stages.ts                 lint, typecheck, unit, api, e2e (npm test)
 *   tsx tests/stages.ts scale           only the named stages
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results', 'stage-reports');

interface FileTime {
  file: string;
  ms: number;
}

interface Stage {
  name: string;
  /** What the stage covers, for the table. */
  what: string;
  commands: string[][];
  /** The suite's report, read after it ran: each test file and how long it took. */
  fileTimes?: () => FileTime[];
}

const vitestCommand = (projects: string[], report: string) => [
  'npx',
  'vitest',
  'run',
  '--config',
  'tests/vitest.config.ts',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, report)}`,
];

/** Vitest's JSON report: a file's time is from its first test's start to its end, setup included. */
function vitestFileTimes(report: string): () => FileTime[] {
  return () => {
    const path = join(reports, report);
    if (!existsSync(path)) return [];
    const json = JSON.parse(readFileSync(path, 'utf8')) as {
      testResults: { name: string; startTime: number; endTime: number }[];
    };
    return json.testResults.map((result) => ({
      file: relative(root, result.name),
      ms: result.endTime - result.startTime,
    }));
  };
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's JSON report: a file's time is the sum of its tests' runs. */
function playwrightFileTimes(report: string): () => FileTime[] {
  return () => {
    const path = join(reports, report);
    if (!existsSync(path)) return [];
    const json = JSON.parse(readFileSync(path, 'utf8')) as { suites: PlaywrightSuite[] };
    const totals = new Map<string, number>();
    const visit = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        for (const run of spec.tests.flatMap((test) => test.results)) {
          totals.set(suite.file, (totals.get(suite.file) ?? 0) + run.duration);
        }
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of json.suites) visit(suite);
    return [...totals].map(([file, ms]) => ({ file: join('tests', 'e2e', file), ms }));
  };
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const STAGES: Record<string, Stage> = {
  lint: { name: 'lint', what: 'Biome: lint and format', commands: [['npx', 'biome', 'check', '.']] },
  typecheck: {
    name: 'typecheck',
    what: 'tsc: the app, the server, the tests and the service worker',
    commands: [
      ['npx', 'tsc', '--noEmit'],
      ['npx', 'tsc', '--noEmit', '-p', 'pwa/service-worker'],
    ],
  },
  unit: {
    name: 'unit',
    what: 'unit suite',
    commands: [vitestCommand(['unit'], 'unit.json')],
    fileTimes: vitestFileTimes('unit.json'),
  },
  api: {
    name: 'api',
    what: onPostgres
      ? 'API suite on PostgreSQL, and the files that depend on the database on PGlite too'
      : 'API suite on PGlite',
    commands: [vitestCommand(['api*'], 'api.json')],
    fileTimes: vitestFileTimes('api.json'),
  },
  e2e: {
    name: 'e2e',
    what: 'one production build, then the browser suite',
    commands: [
      ['node', 'tests/setup/ensure-chromium.mjs'],
      ['npx', 'vite', 'build', '--logLevel', 'warn'],
      ['npx', 'playwright', 'test', '--config', 'tests/playwright.config.ts', '--reporter=list,json'],
    ],
    fileTimes: playwrightFileTimes('e2e.json'),
  },
  scale: {
    name: 'scale',
    what: 'two API processes behind nginx on one PostgreSQL and one Redis',
    commands: [['npx', 'tsx', 'tests/scale/run.ts']],
  },
};

const DEFAULT_STAGES = ['lint', 'typecheck', 'unit', 'api', 'e2e'];

function run(command: string[]): Promise<number> {
  const [program = '', ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printSummary(done: { stage: Stage; ms: number; code: number; files: FileTime[] }[]): void {
  const lines = ['', 'Test stages', ''];
  lines.push('| Stage | Time | Result | What |', '| --- | --- | --- | --- |');
  for (const { stage, ms, code } of done) {
    lines.push(`| ${stage.name} | ${seconds(ms)} | ${code === 0 ? 'passed' : `failed (${code})`} | ${stage.what} |`);
  }
  const total = done.reduce((sum, { ms }) => sum + ms, 0);
  lines.push(`| all | ${seconds(total)} | | |`);
  for (const { stage, files } of done) {
    if (files.length === 0) continue;
    lines.push('', `Slowest files of ${stage.name}`, '', '| File | Time |', '| --- | --- |');
    for (const { file, ms } of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`| ${file} | ${seconds(ms)} |`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<number> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !STAGES[name]);
  if (unknown.length > 0) {
    process.stderr.write(`Unknown stage ${unknown.join(', ')}: the stages are ${Object.keys(STAGES).join(', ')}\n`);
    return 2;
  }
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const done: { stage: Stage; ms: number; code: number; files: FileTime[] }[] = [];
  for (const name of names.length > 0 ? names : DEFAULT_STAGES) {
    const stage = STAGES[name] as Stage;
    process.stdout.write(`\n▶ ${stage.name}: ${stage.what}\n`);
    const started = performance.now();
    let code = 0;
    for (const command of stage.commands) {
      code = await run(command);
      if (code !== 0) break;
    }
    done.push({ stage, ms: performance.now() - started, code, files: stage.fileTimes?.() ?? [] });
    if (code !== 0) {
      printSummary(done);
      return code;
    }
  }
  printSummary(done);
  return 0;
}

process.exitCode = await main();
