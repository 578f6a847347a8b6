import type { Result } from 'lighthouse';

/** The figures of one Lighthouse run that the audit reports and judges. */

export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface Metrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  displayValue: string;
  /** 0 for audits Lighthouse reports but leaves out of the category's score. */
  weight: number;
  /** The elements concerned (CSS selectors) or the resources (URL paths), as Lighthouse names them. */
  targets: string[];
}

export interface ScriptFigure {
  path: string;
  transferBytes: number;
}

export interface RunSummary {
  /** 0–100, as the report shows them. */
  scores: Record<CategoryId, number>;
  metrics: Metrics;
  scriptTransferBytes: number;
  scripts: ScriptFigure[];
  /** Lighthouse's estimate of JavaScript loaded but never run ("Reduce unused JavaScript"). */
  unusedScriptBytes: number;
  /** Main-thread time spent on script ("Reduce JavaScript execution time"). */
  scriptBootupMs: number;
  /** What GET /api/age-verification/status told the page: verified, the gate open, or null when never asked. */
  ageVerification: 'verified' | 'gate open' | null;
  failingAudits: FailingAudit[];
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
  warnings: string[];
}

type AuditResult = Result['audits'][string];

const AGE_STATUS_PATH = '/api/age-verification/status';
/**
 * The status call answers 200 either way; Lighthouse keeps no bodies, but their sizes differ:
 * `{"verified":false}` against the confirmation with its two dates.
 */
const UNVERIFIED_BODY_BYTES = JSON.stringify({ verified: false }).length;

interface DetailItem {
  type?: unknown;
  url?: unknown;
  node?: { selector?: unknown };
  statusCode?: unknown;
  resourceType?: unknown;
  transferSize?: unknown;
  resourceSize?: unknown;
  issueType?: unknown;
  source?: { url?: unknown };
  description?: unknown;
}

function detailItems(audit: AuditResult | undefined): DetailItem[] {
  const details = audit?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as DetailItem[]) : [];
}

function numericValue(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

/** A URL of the audited origin as its path, so the report reads the same on any port. */
function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

/** Lighthouse's own pass mark: binary audits pass at 1, scored ones at 0.9 (green in the report). */
function passes(audit: AuditResult): boolean {
  if (audit.score === null) return true;
  return audit.scoreDisplayMode === 'binary' ? audit.score === 1 : audit.score >= 0.9;
}

const MAX_TARGETS = 6;

function auditTargets(audit: AuditResult, origin: string): string[] {
  // A list's sections are Lighthouse's explanations, not elements or resources.
  const items = detailItems(audit).filter((item) => item.type !== 'list-section');
  const names = items.map((item) => {
    if (typeof item.node?.selector === 'string') return item.node.selector;
    if (typeof item.url === 'string') return shortUrl(item.url, origin);
    if (typeof item.source?.url === 'string') return shortUrl(item.source.url, origin);
    if (typeof item.issueType === 'string') return item.issueType;
    if (typeof item.description === 'string') return item.description;
    return '';
  });
  return [...new Set(names.filter((name) => name !== ''))].slice(0, MAX_TARGETS);
}

function failingAudits(lhr: Result, origin: string): FailingAudit[] {
  return CATEGORY_IDS.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || passes(audit)) return [];
      return [
        {
          category,
          id: audit.id,
          title: audit.title,
          displayValue: audit.displayValue ?? '',
          weight: ref.weight,
          targets: auditTargets(audit, origin),
        },
      ];
    }),
  );
}

export function summariseRun(lhr: Result): RunSummary {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const scores = Object.fromEntries(
    CATEGORY_IDS.map((id) => {
      const score = lhr.categories[id]?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
      return [id, Math.round(score * 100)];
    }),
  ) as Record<CategoryId, number>;

  const requests = detailItems(lhr.audits['network-requests']);
  const scripts = requests
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => ({ path: shortUrl(String(item.url), origin), transferBytes: Number(item.transferSize) || 0 }))
    .sort((a, b) => b.transferBytes - a.transferBytes);
  const ageStatus = requests.find(
    (item) => typeof item.url === 'string' && new URL(item.url).pathname === AGE_STATUS_PATH,
  );
  const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;

  return {
    scores,
    metrics: {
      fcpMs: numericValue(lhr, 'first-contentful-paint'),
      lcpMs: numericValue(lhr, 'largest-contentful-paint'),
      tbtMs: numericValue(lhr, 'total-blocking-time'),
      cls: numericValue(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numericValue(lhr, 'speed-index'),
    },
    scriptTransferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
    scripts,
    unusedScriptBytes: unused?.overallSavingsBytes ?? 0,
    scriptBootupMs: lhr.audits['bootup-time']?.numericValue ?? 0,
    ageVerification: ageStatus
      ? Number(ageStatus.resourceSize) > UNVERIFIED_BODY_BYTES
        ? 'verified'
        : 'gate open'
      : null,
    failingAudits: failingAudits(lhr, origin),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}
