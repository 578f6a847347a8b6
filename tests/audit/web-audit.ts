/**
 * `npm run audit:web`: Lighthouse (mobile preset) on the home page, a product page and a guide
 * of the production build, plus the home page on a first visit; prints a table, writes
 * docs/web-audit.md and exits non-zero when a view misses a target (tests/audit/targets.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AuditedView, startAuditedStore } from './audited-store.ts';
import { chromiumVersion, runLighthouse } from './lighthouse-runner.ts';
import { type AuditRecord, markdownReport, medianText, textTable, type ViewResult } from './report.ts';
import { type RunSummary, summariseRun } from './run-summary.ts';
import { medianOf, missedTargets } from './targets.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REPORT = join(ROOT, 'docs', 'web-audit.md');

/**
 * Lighthouse's own advice on its variance: judge the median of five runs. On this two-core
 * machine one view's Performance moves by up to ten points between runs of the same build,
 * nearly all of it Total Blocking Time.
 */
const DEFAULT_RUNS = 5;

function runsPerView(): number {
  const value = Number(process.env.WEB_AUDIT_RUNS ?? DEFAULT_RUNS);
  if (!Number.isInteger(value) || value < 1) throw new Error('WEB_AUDIT_RUNS must be a whole number of at least 1');
  return value;
}

function reportsFolder(): string {
  const chosen = process.env.WEB_AUDIT_OUT;
  if (!chosen) return mkdtempSync(join(tmpdir(), 'verdant-web-audit-'));
  mkdirSync(chosen, { recursive: true });
  return chosen;
}

/** A run that measured the wrong side of the age gate says nothing about the view it names. */
function checkAgeGate(view: AuditedView, run: RunSummary): void {
  const expected = view.verified ? 'verified' : 'gate open';
  if (run.ageVerification !== expected) {
    throw new Error(
      `${view.label}: GET /api/age-verification/status said ${run.ageVerification ?? 'nothing'}, expected ${expected}`,
    );
  }
}

async function main(): Promise<number> {
  const runs = runsPerView();
  const outDir = reportsFolder();
  const chromium = chromiumVersion();
  const store = await startAuditedStore(ROOT);
  const summaries = new Map<string, RunSummary[]>(store.views.map((view) => [view.key, []]));
  let lighthouseVersion = '';
  const loadAtStart = os.loadavg()[0] ?? 0;
  try {
    // Views take turns, so a busy moment of the machine is spread over all of them.
    for (let round = 1; round <= runs; round += 1) {
      for (const view of store.views) {
        process.stdout.write(`Lighthouse ${round}/${runs}: ${view.label}…\n`);
        const { lhr, html } = await runLighthouse(store.baseUrl + view.path, view.verified ? store.ageCookie : null);
        const name = join(outDir, `${view.key}-${round}`);
        writeFileSync(`${name}.report.json`, JSON.stringify(lhr));
        writeFileSync(`${name}.report.html`, html);
        const summary = summariseRun(lhr);
        checkAgeGate(view, summary);
        summaries.get(view.key)?.push(summary);
        lighthouseVersion = lhr.lighthouseVersion;
      }
    }
  } finally {
    await store.stop();
  }

  const results: ViewResult[] = store.views.map((view) => {
    const viewRuns = summaries.get(view.key) ?? [];
    const median = medianOf(viewRuns);
    return { view, runs: viewRuns, median, missed: missedTargets(median) };
  });
  const record: AuditRecord = {
    results,
    loadAverages: [loadAtStart, os.loadavg()[0] ?? 0],
    chromium,
    lighthouse: lighthouseVersion,
    runsPerView: runs,
    date: new Date(),
  };
  writeFileSync(REPORT, markdownReport(record, REPORT));

  process.stdout.write(`\n${medianText(runs)} per view\n${textTable(results)}\n`);
  for (const { view, missed } of results) {
    if (missed.length > 0) process.stdout.write(`${view.label}: missed ${missed.join('; ')}\n`);
  }
  process.stdout.write(`\nWrote ${REPORT}\nLighthouse reports: ${outDir}\n`);
  return results.every(({ missed }) => missed.length === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
