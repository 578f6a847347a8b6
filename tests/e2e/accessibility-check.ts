import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** An axe sweep's time per screen: each screen loads twice and is analysed twice at most. */
export const AXE_TIME_PER_SCREEN_MS = 20_000;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Waits until what is on screen stops changing: fonts loaded, and every animation that ends
 * (dialogs, drawers and toasts sliding or fading in) at rest. A spinner's endless turn is left
 * alone. Colour contrast read mid-fade would otherwise differ from run to run.
 */
async function untilSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits for the toast that says `text` and rests the pointer on it, as a shopper reading it
 * would, so that it stays open past its 5 s. It is looked for in the notifications region:
 * the same words are announced to screen readers from a hidden copy first, before the toast
 * itself has appeared and started sliding in.
 */
export async function holdToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
  await expect(toast).toBeVisible();
  await toast.hover();
}

/** One line per failing element: the rule, its impact, what it asks for, and where. */
function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${node.target.join(' ')}` +
        (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''),
    ),
  );
}

/**
 * WCAG 2.2's minimum target size (AA), which axe leaves off by default; the store meets it, so
 * it is checked with the rest.
 */
const ALSO_CHECKED = { 'target-size': { enabled: true } };

/**
 * A frame sandboxed without scripts, which axe cannot run in: @axe-core/playwright 4.13 then never
 * finishes. The one such frame is the Outbox's, showing an email's HTML as it was written, not
 * the back office's own markup; outbox.spec.ts checks that it is named.
 */
const UNSCRIPTABLE_FRAMES = 'iframe[sandbox=""]';

/**
 * Runs axe on the whole page as it is now, with no tag filter: every rule it runs by default
 * (WCAG A and AA, best practices) plus the target size, nothing disabled and no element left
 * out but `UNSCRIPTABLE_FRAMES`. Fails naming each violation with its rule, impact, help text and element; `soft` lets a
 * sweep over many pages carry on and report them all.
 *
 * The sweep's own time is added to the test's budget: a journey that checks a screen on the
 * way keeps the time its steps were given, however long axe takes on a busy machine.
 */
export async function expectNoAxeViolations(page: Page, where: string, { soft = false } = {}): Promise<void> {
  const started = Date.now();
  await untilSettled(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: ALSO_CHECKED, resultTypes: ['violations'] })
    .exclude(UNSCRIPTABLE_FRAMES)
    .analyze();
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + (Date.now() - started));
  const check = soft ? expect.soft : expect;
  check(describeViolations(results.violations), `axe violations on ${where}`).toEqual([]);
}
