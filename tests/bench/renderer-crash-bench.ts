import type { Browser } from '@playwright/test';
import { startPushWitness } from '../e2e/push-witness.ts';
import { type CrashRunFigures, runRendererCrashes } from '../e2e/renderer-crash.ts';

/**
 * The crash test at full size: 1,000 cart changes and their syncs with the page killed at
 * random moments (tests/e2e/renderer-crash.ts; the browser suite runs 100 on every change).
 */

const CHANGES = 1000;
const CHANGES_PER_KILL = 25;
const ANSWER_DELAY_MS = 80;

function figuresTable(figures: CrashRunFigures): string {
  const rows: [string, string][] = [
    ['Changes made (the drawer showed each)', figures.changes.toLocaleString('en-US')],
    ["Renderers crashed (DevTools' Page.crash)", String(figures.crashes)],
    ['Tabs closed', String(figures.closes)],
    ['Changes pressed as the page died that the device kept', String(figures.keptAtKill)],
    ['Pushes the server received', figures.pushes.toLocaleString('en-US')],
    ['Pushes applied whose answer no page read', String(figures.answersLost)],
    ['Mutations pushed again after the server had applied them', String(figures.sentAgain)],
    ['**Acknowledged changes lost**', `**${figures.acknowledgedLost}**`],
    ['**Mutations applied twice**', `**${figures.appliedTwice}**`],
    ['Answers that moved a client back or past what it pushed', String(figures.impossibleAnswers)],
    ['**Device, server and the shopper’s record agree at the end**', `**${figures.agree ? 'yes' : 'no'}**`],
    ['From the last change to the server holding the cart (ms)', figures.drainMs.toFixed(0)],
    ['Whole run (s)', (figures.durationMs / 1000).toFixed(0)],
  ];
  return ['| Figure | Value |', '| --- | --- |', ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join('\n');
}

export async function crashSection(
  browser: Browser,
  baseUrl: string,
  database: string,
  say: (line: string) => void,
): Promise<string> {
  const seed = Math.floor(Math.random() * 2 ** 31);
  say(`Crash run on ${database}: ${CHANGES} changes, seed ${seed}`);
  const witness = await startPushWitness(baseUrl, { answerDelay: () => Math.random() * ANSWER_DELAY_MS });
  let figures: CrashRunFigures;
  try {
    figures = await runRendererCrashes({ browser, witness, changes: CHANGES, changesPerKill: CHANGES_PER_KILL, seed });
  } finally {
    await witness.close();
  }
  return [
    '## A page killed while the cart changes and syncs (browser)',
    '',
    'Target: 0 acknowledged changes lost, 0 applied twice, and the device and the server agree at the end.',
    '',
    `One shopper makes ${CHANGES.toLocaleString('en-US')} cart changes online in the drawer of the production build,`,
    `on the real server (${database}), while the page is killed about every ${CHANGES_PER_KILL} changes, at a random`,
    `moment up to a quarter of a second after it is due: its renderer crashed through DevTools' \`Page.crash\`, or`,
    'the tab closed, and the store opened again (now and then after half a second with no page open, when the',
    'service worker may send by itself). A change is acknowledged when the drawer shows it. The browser reaches',
    'the server only through a witness (`tests/e2e/push-witness.ts`) that holds each push answer up to',
    `${ANSWER_DELAY_MS} ms, so many kills land between the server applying a push and the page reading its answer,`,
    "and that counts from the server's answers which mutations each push applied.",
    `Seed ${seed} (\`CRASH_SEED\` repeats the browser suite's smaller run with a seed).`,
    '',
    figuresTable(figures),
  ].join('\n');
}
