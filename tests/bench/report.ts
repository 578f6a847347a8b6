import { writeFileSync } from 'node:fs';
import type { PushAgainstPgbench } from './push-against-pgbench.ts';
import type { SharedAnswerResult } from './shared-answers-bench.ts';
import type { EndpointResult } from './targets.ts';

/**
 * docs/benchmarks.md is a list of sections, each a function that returns its Markdown (from
 * its `## ` heading on). A benchmark that measures something else adds its own section
 * function to the list `npm run bench` passes to writeReport (tests/bench/run.ts).
 */

export interface ReportContext {
  /** When the run started. */
  startedAt: Date;
  database: { label: string; version: string };
  /** The API benchmarks' results, one per endpoint. */
  results: EndpointResult[];
  /** What every shopper shares, against the same bytes from memory. */
  shared: SharedAnswerResult[];
  /** The one-change push against pgbench; null when it could not be measured. */
  pushAgainstPgbench: PushAgainstPgbench | null;
}

export type ReportSection = (context: ReportContext) => string | Promise<string>;

export async function renderReport(sections: ReportSection[], context: ReportContext): Promise<string> {
  const parts: string[] = [];
  // One after the other: a section may measure something, and must not compete with another.
  for (const section of sections) parts.push((await section(context)).trim());
  return `${['# Benchmarks', ...parts].join('\n\n')}\n`;
}

export async function writeReport(file: string, sections: ReportSection[], context: ReportContext): Promise<void> {
  writeFileSync(file, await renderReport(sections, context));
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
export const milliseconds = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
