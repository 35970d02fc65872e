import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party game iframe). */
  exclude?: string[];
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Waits (at most 2 s) for the page's running animations that end (a dialog's fade-in, an image's) to
 * end: axe reads colours as painted, and text half-way through a fade fails a contrast check it passes
 * at rest. Endless ones (a marquee, a skeleton's pulse) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]).then(() => undefined),
  );
}

/**
 * Runs axe-core on the page once its animations that end have ended, and fails on any serious or
 * critical violation, listing each rule with the elements that break it. Minor and moderate findings
 * are printed, not failed.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // axe checks every node of a long page (hundreds of game tiles, banners): give it its own time budget
  // rather than the journey's, so a busy machine does not fail an accessible page on time.
  test.info().setTimeout(test.info().timeout + 30_000);
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  // With a modal open the rest of the page is inert and hidden from assistive technology, so the
  // dialog is what a screen-reader user can reach: check it, not the page behind it.
  const openDialog = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
  if (await page.locator(openDialog).count()) builder = builder.include(openDialog);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();

  const describe = (v: (typeof violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
    v.nodes
      .slice(0, 5)
      .map((node) => `    at ${node.target.join(' ')}`)
      .join('\n') +
    (v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '');

  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !serious.includes(v));
  if (minor.length > 0) console.log(`axe (not failing) on ${page.url()}:\n${minor.map(describe).join('\n')}`);
  expect(serious.map(describe), `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
