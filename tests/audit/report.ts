import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { AuditedView } from './audited-store.ts';
import { CATEGORY_IDS, type CategoryId, type FailingAudit, type Metrics, type RunSummary } from './run-summary.ts';
import { CATEGORY_LABELS, CLS_TARGET, type MedianFigures, SCORE_TARGETS } from './targets.ts';

export interface ViewResult {
  view: AuditedView;
  runs: RunSummary[];
  median: MedianFigures;
  missed: string[];
}

export interface AuditRecord {
  results: ViewResult[];
  /** One-minute load averages when the runs started and ended: how busy the machine was. */
  loadAverages: [number, number];
  chromium: string;
  lighthouse: string;
  runsPerView: number;
  date: Date;
}

/** The hand-written part of docs/web-audit.md, kept when the figures above it are rewritten. */
export const KEPT_SECTION = '## What changed and what it gained';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** CLS exactly as measured: 0 only when no shift at all was seen. */
const cls = (value: number) => (value === 0 ? '0' : value.toFixed(4));
const timesText = (runs: number) => (runs === 1 ? 'once' : `${runs} times`);
export const medianText = (runs: number) => (runs === 1 ? 'a single run' : `median of ${runs} runs`);
const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function metricCells(metrics: Metrics): string[] {
  return [
    seconds(metrics.fcpMs),
    seconds(metrics.lcpMs),
    millis(metrics.tbtMs),
    cls(metrics.cls),
    seconds(metrics.speedIndexMs),
  ];
}

const scoreCells = (scores: Record<CategoryId, number>) => CATEGORY_IDS.map((id) => score(scores[id]));
const FIGURE_HEADINGS = [...CATEGORY_IDS.map((id) => CATEGORY_LABELS[id]), 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'];

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Fixed-width columns for the terminal. */
export function textTable(results: ViewResult[]): string {
  const header = ['View', ...FIGURE_HEADINGS, 'JS', 'Targets'];
  const rows = results.map(({ view, median, missed }) => [
    view.label,
    ...scoreCells(median.scores),
    ...metricCells(median.metrics),
    kib(median.scriptTransferBytes),
    missed.length === 0 ? 'met' : 'MISSED',
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** web-audit.ts has already refused a run whose answer was neither of these. */
const ageCheck = (run: RunSummary) => run.ageVerification ?? 'never asked';

/** Every audit that failed in at least one run, with the number of runs it failed in. */
function failingAuditLines(runs: RunSummary[]): string[] {
  const byId = new Map<string, { audit: FailingAudit; runs: number; values: Set<string>; targets: Set<string> }>();
  for (const run of runs) {
    for (const audit of run.failingAudits) {
      const seen = byId.get(audit.id) ?? { audit, runs: 0, values: new Set<string>(), targets: new Set<string>() };
      seen.runs += 1;
      if (audit.displayValue) seen.values.add(audit.displayValue);
      for (const target of audit.targets) seen.targets.add(target);
      byId.set(audit.id, seen);
    }
  }
  if (byId.size === 0) return ['No failing audit.'];
  return CATEGORY_IDS.flatMap((category) =>
    [...byId.values()]
      .filter(({ audit }) => audit.category === category)
      .map(({ audit, runs: failedRuns, values, targets }) => {
        const value = values.size > 0 ? ` (${[...values].join('; ')})` : '';
        const scored = audit.weight === 0 ? ', not scored' : '';
        const where = targets.size > 0 ? `: ${[...targets].map((target) => `\`${target}\``).join(', ')}` : '';
        return `- ${CATEGORY_LABELS[category]}, \`${audit.id}\` ${audit.title}${value} [${failedRuns}/${runs.length} runs${scored}]${where}`;
      }),
  );
}

function viewSection({ view, runs, median, missed }: ViewResult): string {
  const rows = runs.map((run, index) => [
    String(index + 1),
    ...scoreCells(run.scores),
    ...metricCells(run.metrics),
    kib(run.scriptTransferBytes),
    ageCheck(run),
    String(run.benchmarkIndex),
  ]);
  rows.push([
    'median',
    ...scoreCells(median.scores),
    ...metricCells(median.metrics),
    kib(median.scriptTransferBytes),
    '',
    '',
  ]);
  const visitor = view.verified ? 'a returning shopper with the signed age cookie' : 'a first visit, no cookie';
  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  return [
    `### ${view.label}`,
    '',
    `\`${view.path}\`, ${visitor}. Targets: ${missed.length === 0 ? 'met' : `missed (${missed.join('; ')})`}.`,
    '',
    markdownTable(['Run', ...FIGURE_HEADINGS, 'JS transferred', 'Age check', 'Benchmark index'], rows),
    '',
    'Failing audits:',
    '',
    ...failingAuditLines(runs),
    ...(warnings.length > 0 ? ['', ...warnings.map((warning) => `Lighthouse warned: ${warning}`)] : []),
  ].join('\n');
}

const TOP_SCRIPTS = 6;

function javascriptSection(results: ViewResult[]): string {
  const rows = results.map(({ view, runs, median }) => {
    const first = runs[0];
    const largest = (first?.scripts ?? [])
      .slice(0, TOP_SCRIPTS)
      .map((script) => `\`${script.path.replace(/^\/assets\//, '')}\` ${kib(script.transferBytes)}`)
      .join(', ');
    return [
      view.label,
      String(first?.scripts.length ?? 0),
      kib(median.scriptTransferBytes),
      kib(median.unusedScriptBytes),
      millis(median.metrics.tbtMs),
      millis(Math.round(runs.map((run) => run.scriptBootupMs).reduce((a, b) => a + b, 0) / runs.length)),
      largest,
    ];
  });
  return [
    '## JavaScript',
    '',
    'Compressed bytes as sent; "unused" is Lighthouse\'s estimate of code loaded but not run during',
    'the load ("Reduce unused JavaScript"); execution time is main-thread time spent on script on the',
    'simulated phone ("Reduce JavaScript execution time", mean of the runs). Largest files from the first run.',
    '',
    markdownTable(
      ['View', 'Files', 'Transferred (median)', 'Unused (median)', 'TBT (median)', 'Execution time', 'Largest files'],
      rows,
    ),
  ].join('\n');
}

function machine(record: AuditRecord): string[] {
  const cpus = os.cpus();
  const indices = record.results.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex));
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores; memory ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- Load average (1 min) when the runs started and ended: ${record.loadAverages.map((load) => load.toFixed(1)).join(' and ')}`,
    `- Lighthouse benchmark index (its measure of the CPU; higher is faster): ${Math.min(...indices)} to ${Math.max(...indices)} over the runs`,
    `- ${record.chromium}`,
    `- Lighthouse ${record.lighthouse}, default (mobile) settings: simulated throttling, Moto G Power screen`,
    `- Node ${process.version} on ${os.platform()} ${os.release()} (${os.arch()})`,
    `- Date: ${record.date.toISOString().slice(0, 10)}`,
  ];
}

function keptSection(reportPath: string): string {
  const current = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
  const start = current.indexOf(`\n${KEPT_SECTION}`);
  return start === -1 ? '' : current.slice(start + 1).trimEnd();
}

export function markdownReport(record: AuditRecord, reportPath: string): string {
  const summaryRows = record.results.map(({ view, median, missed }) => [
    view.label,
    ...scoreCells(median.scores),
    ...metricCells(median.metrics),
    kib(median.scriptTransferBytes),
    missed.length === 0 ? 'met' : 'missed',
  ]);
  const kept = keptSection(reportPath);
  return [
    '# Web audit',
    '',
    "Lighthouse's mobile audit of the production build on three pages: the home page, a product page",
    'and a guide, each as a returning shopper who has confirmed their age, plus the home page on a first',
    'visit with the age gate open. `npm run audit:web` rewrites this page up to the section',
    `"${KEPT_SECTION.replace('## ', '')}", which is written by hand and kept.`,
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm run audit:web',
    '```',
    '',
    'It builds the storefront into a temporary folder (or uses `PWA_DIST`), starts `sync-api/server.ts`',
    'as `npm start` does on a free port over a fresh embedded database, confirms an age with',
    '`POST /api/age-verification` to get the signed cookie, requests every page five times (a server in',
    "service is warm; a new process's first render of a page takes most of a second, which Lighthouse would",
    'count in every figure of that run), and runs Lighthouse on each view',
    `${timesText(record.runsPerView)} (\`WEB_AUDIT_RUNS\`), the views taking turns. Each run starts a new Chromium with a`,
    "new profile and Lighthouse clears the site's storage first, so the age gate's memory in",
    'localStorage is never there: the first visit sees the gate, and the other views pass it only',
    'through the cookie, sent with every request. The "Age check" column shows what',
    '`GET /api/age-verification/status` answered in each run; a run where it is not what the view expects fails.',
    'The JSON and HTML reports of every run are kept in a temporary folder (`WEB_AUDIT_OUT` to choose it)',
    "named at the end. Chromium is Debian's (`CHROMIUM_PATH` to use another). It takes a few minutes,",
    'depends on the machine and how busy it is, and is not part of `npm test` or CI. It exits non-zero',
    'when a view misses a target.',
    '',
    '## Targets',
    '',
    `On the median of the runs of every view: ${CATEGORY_IDS.map((id) => `${CATEGORY_LABELS[id]} at least ${SCORE_TARGETS[id]}`).join(', ')},`,
    `and a Cumulative Layout Shift of exactly ${CLS_TARGET}.`,
    '',
    '## Machine and versions',
    '',
    ...machine(record),
    '',
    `## Results (${medianText(record.runsPerView)})`,
    '',
    markdownTable(['View', ...FIGURE_HEADINGS, 'JS transferred', 'Targets'], summaryRows),
    '',
    ...record.results.flatMap((result) => [viewSection(result), '']),
    javascriptSection(record.results),
    '',
    ...(kept ? [kept, ''] : []),
  ].join('\n');
}
