import { CATEGORY_IDS, type CategoryId, type Metrics, type RunSummary } from './run-summary.ts';

/** Issue 7's targets for every audited view, judged on the median of its runs. */
export const SCORE_TARGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
export const CLS_TARGET = 0;

export const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

export interface MedianFigures {
  scores: Record<CategoryId, number>;
  metrics: Metrics;
  scriptTransferBytes: number;
  unusedScriptBytes: number;
}

export function medianOf(runs: RunSummary[]): MedianFigures {
  const of = (pick: (run: RunSummary) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORY_IDS.map((id) => [id, of((run) => run.scores[id])])) as Record<
      CategoryId,
      number
    >,
    metrics: {
      fcpMs: of((run) => run.metrics.fcpMs),
      lcpMs: of((run) => run.metrics.lcpMs),
      tbtMs: of((run) => run.metrics.tbtMs),
      cls: of((run) => run.metrics.cls),
      speedIndexMs: of((run) => run.metrics.speedIndexMs),
    },
    scriptTransferBytes: of((run) => run.scriptTransferBytes),
    unusedScriptBytes: of((run) => run.unusedScriptBytes),
  };
}

/** The targets the median misses, each as a short sentence ("Performance 51 < 95"). */
export function missedTargets(figures: MedianFigures): string[] {
  const missed = CATEGORY_IDS.filter((id) => figures.scores[id] < SCORE_TARGETS[id]).map(
    (id) => `${CATEGORY_LABELS[id]} ${figures.scores[id]} < ${SCORE_TARGETS[id]}`,
  );
  if (figures.metrics.cls > CLS_TARGET) missed.push(`CLS ${figures.metrics.cls.toFixed(3)} > ${CLS_TARGET}`);
  return missed;
}
