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
  // Images in view that are still loading (lazy banners, artwork) would show as empty boxes. A lazy
  // picture with `sizes="auto"` has no currentSrc until the browser has chosen its width, so the
  // candidates are the images with any source, inside the viewport.
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            const inView =
              box.width > 0 &&
              box.top < window.innerHeight &&
              box.bottom > 0 &&
              box.left < window.innerWidth &&
              box.right > 0;
            return inView && Boolean(img.currentSrc || img.srcset || img.src);
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Loaded is not yet drawn: large SVG artwork is decoded and painted a moment later (at most 3 s;
  // a lazy image off to the side never loads, so only loaded ones are awaited).
  await page
    .evaluate(async () => {
      const loaded = [...document.images].filter(
        (img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().top < window.innerHeight,
      );
      const decoded = Promise.all(loaded.map((img) => img.decode().catch(() => undefined)));
      await Promise.race([decoded, new Promise((done) => setTimeout(done, 3_000))]);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    })
    .catch(() => undefined);
  await page.screenshot({
    path: path.join(repoRoot, 'docs', 'screenshots', `${name}.png`),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}
