import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './env';

/**
 * Saves a screenshot for the docs (docs/screenshots/<name>.png) when JADE_SCREENSHOTS=1; does nothing
 * otherwise, so journeys can call it freely. Failure screenshots are separate: Playwright keeps them in
 * e2e/test-results.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.JADE_SCREENSHOTS !== '1') return;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`Screenshot names are kebab-case: "${name}"`);
  await page.screenshot({
    path: path.join(repoRoot, 'docs', 'screenshots', `${name}.png`),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}
