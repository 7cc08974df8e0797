// The accessibility gate's checker, shared by the gate and by the test proving it can fail.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Impacts that fail the gate. */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

/** One failing axe rule on a page: which rule, how bad, and where. */
export interface GateViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * A finding the gate accepts, for markup a dependency renders and we cannot change: only
 * this rule, only on elements whose selector matches `target`, with the reason on record.
 */
export interface Waiver {
  rule: string;
  target: RegExp;
  why: string;
}

/**
 * An axe run on the page in axe's single-pass mode (axe.run in the page). The default mode
 * runs axe per frame, then hands every result to a fresh blank page to finish: on our long
 * pages that hand-over is two thirds of the time (12 s against 3.5 s for the output options).
 * The single pass skips only cross-origin frames, and the site has no frames at all.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Runs axe on the page as it is now and returns its serious and critical violations;
 * `exclude` names parts of the page another run already covers.
 */
export async function seriousViolations(
  page: Page,
  waivers: Waiver[] = [],
  exclude: string[] = [],
): Promise<GateViolation[]> {
  // Only violations come back in full: on long pages, the passing nodes are most of the
  // time axe spends handing results over.
  const builder = axeOn(page).options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const waived = (rule: string, target: string) =>
    waivers.some((waiver) => waiver.rule === rule && waiver.target.test(target));
  return violations
    .filter((violation) => (FAILING_IMPACTS as readonly string[]).includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes
        .map((node) => node.target.join(' '))
        .filter((target) => !waived(violation.id, target)),
    }))
    .filter((violation) => violation.targets.length > 0);
}

/** A readable report, one line per rule: `rule (impact): help — at selector, selector…`. */
export function describeViolations(violations: GateViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — at ${violation.targets
          .slice(0, 8)
          .join(
            ', ',
          )}${violation.targets.length > 8 ? ` and ${violation.targets.length - 8} more` : ''}`,
    )
    .join('\n');
}

/**
 * Waits until the page is hydrated: the load event has fired and the header's search
 * shortcuts listen (set from an effect, so React has run), then two frames for paint.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The heaviest pages take a while to hydrate on a busy machine.
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached({ timeout: 20_000 });
  // The reader tools (shortcuts, copy buttons, the phone's Menu, the banner's close) too.
  await expect(page.locator('html[data-keyboard-shortcuts="ready"]')).toBeAttached({
    timeout: 20_000,
  });
  await nextFrames(page);
}

/** Waits two animation frames, so what the page just changed has been painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Fails with the readable report when the page has any serious or critical violation. */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  waivers: Waiver[] = [],
  exclude: string[] = [],
): Promise<void> {
  const violations = await seriousViolations(page, waivers, exclude);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}
