import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { repoRoot } from '../../support/env';
import { gotoFresh } from '../../support/navigation';

/**
 * The first load (design brief "Performance budget"; docs/performance.md "First load"). A visitor's
 * first visit to a landing page, on a phone, fetches at most SCRIPT_BUDGET of script and FONT_BUDGET
 * of fonts (bodies as sent, brotli) before the site marks its first screen done and idle
 * (`jade:first-screen-idle`, lib/first-screen.ts); everything else comes later, in its own chunks.
 * And the first screens ask for no text beyond the first part of the catalogue.
 */
const KB = 1024;
const SCRIPT_BUDGET = 150 * KB;
const FONT_BUDGET = 80 * KB;
/**
 * Script files, as requests: each is a response the renderer's main thread handles and a module it
 * links, which on a slow phone cost more than the bytes (decision P19, vite-plugins/first-load-chunks).
 */
const SCRIPT_FILES_BUDGET = 14;
const IDLE_MARK = 'jade:first-screen-idle';
const BUDGET_PAGES = ['/', '/rng', '/promotions', '/lottery'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface Weight {
  script: number;
  scriptFiles: number;
  font: number;
  files: { name: string; bytes: number }[];
}

/** Script and font bytes of the requests that started before the first screen was idle. */
async function firstLoadWeight(page: Page): Promise<Weight> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, {
    timeout: 30_000,
  });
  const entries = await page.evaluate((mark) => {
    const idleAt = performance.getEntriesByName(mark)[0]!.startTime;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < idleAt)
      .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
  }, IDLE_MARK);
  // A preloaded file is listed again when its user takes it from the cache: count each file once.
  const unique = [...new Map(entries.map((file) => [file.name, file])).values()];
  const sum = (pattern: RegExp) =>
    unique.filter((file) => pattern.test(file.name)).reduce((total, file) => total + file.bytes, 0);
  const scriptFiles = unique.filter((file) => /\.m?js$/.test(file.name)).length;
  return { script: sum(/\.m?js$/), scriptFiles, font: sum(/\.woff2?$/), files: unique };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test.describe('first load', () => {
  for (const pagePath of BUDGET_PAGES) {
    test(`${pagePath}: a new visitor's phone fetches at most 150 KB of script in 14 files and 80 KB of fonts`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await gotoFresh(page, pagePath, { country: 'PH' });
      await expect(page.locator('main[data-page-type]')).toBeVisible();
      const weight = await firstLoadWeight(page);
      const list = weight.files
        .filter((file) => /\.(m?js|woff2?)$/.test(file.name))
        .map((file) => `${kb(file.bytes).padStart(9)}  ${file.name}`)
        .join('\n');
      test.info().annotations.push({
        type: 'first load',
        description: `${pagePath}: script ${kb(weight.script)} in ${weight.scriptFiles} files, fonts ${kb(weight.font)}`,
      });
      expect(weight.script, `script of the first load of ${pagePath}:\n${list}`).toBeLessThanOrEqual(
        SCRIPT_BUDGET,
      );
      expect(weight.font, `fonts of the first load of ${pagePath}:\n${list}`).toBeLessThanOrEqual(
        FONT_BUDGET,
      );
      expect(
        weight.scriptFiles,
        `script files of the first load of ${pagePath}:\n${list}`,
      ).toBeLessThanOrEqual(SCRIPT_FILES_BUDGET);
      // The budget counts real bytes: the page did fetch its code and its font.
      expect(weight.script).toBeGreaterThan(20 * KB);
      expect(weight.font).toBeGreaterThan(0);
    });
  }
});

/**
 * Elements taller than two screens whose background holds a gradient drawn at its default size: the
 * gradient then covers the whole element, and a phone without GPU raster shades it on every tile of
 * the page as it is drawn (the body's glow did: about 190 ms of CPU per first load, docs/performance.md
 * "session 25"). A gradient there must have a size of its own.
 */
async function pageTallGradients(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = 2 * window.innerHeight;
    const found: string[] = [];
    for (const element of [document.documentElement, ...document.querySelectorAll('body, body *')]) {
      const style = getComputedStyle(element);
      if (!style.backgroundImage.includes('gradient(')) continue;
      if (element.getBoundingClientRect().height <= limit) continue;
      // One entry per layer: the images (split at top-level commas) and their sizes, in order.
      const images: string[] = [''];
      let depth = 0;
      for (const char of style.backgroundImage) {
        if (char === ',' && depth === 0) images.push('');
        else images[images.length - 1] += char;
        if (char === '(') depth++;
        if (char === ')') depth--;
      }
      const sizes = style.backgroundSize.split(',').map((size) => size.trim());
      const unsized = images.some(
        (image, i) => image.includes('gradient(') && ['auto', 'auto auto'].includes(sizes[i] ?? 'auto'),
      );
      if (unsized) found.push(`${element.tagName.toLowerCase()} (${style.backgroundSize})`);
    }
    return found;
  });
}

test.describe('paint cost', () => {
  for (const pagePath of ['/', '/rng']) {
    test(`${pagePath}: no gradient is drawn over the whole height of the page`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoFresh(page, pagePath, { country: 'PH' });
      await expect(page.locator('main[data-page-type]')).toBeVisible();
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
      // The page is long (its lists are drawn), so the body is taller than two screens.
      expect(await page.evaluate(() => document.body.scrollHeight)).toBeGreaterThan(2 * PHONE.height);
      expect(await pageTallGradients(page)).toEqual([]);
    });
  }
});

test.describe('fonts', () => {
  // The browser loads a face when a layout first needs it, and that layout goes on in the fallback
  // fonts (a system lookup for each) and is done again when the face is ready: a long layout twice.
  test("/rng: a Myanmar visitor's Burmese faces are on their way before the app first draws the page", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    // The faces' states when the app first puts something in #root (before its first layout).
    await page.addInitScript(() => {
      const probe = window as { __jadeFacesAtMount?: string[] };
      const observer = new MutationObserver(() => {
        if (!document.getElementById('root')?.firstChild) return;
        observer.disconnect();
        probe.__jadeFacesAtMount = [...document.fonts]
          .filter(
            (face) => face.family.includes('Noto Sans Myanmar') && face.unicodeRange.startsWith('U+1000'),
          )
          .map((face) => `${face.weight} ${face.status}`)
          .sort();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await gotoFresh(page, '/rng', { country: 'PH' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.locator('main[data-page-type]')).toBeVisible();
    const faces = await page.evaluate(() => (window as { __jadeFacesAtMount?: string[] }).__jadeFacesAtMount);
    // Before: both were still unloaded, asked for by the app's first layout.
    expect(faces).toHaveLength(2);
    expect(faces!.map((face) => face.replace(/ (loading|loaded)$/, ' on its way'))).toEqual([
      '400 on its way',
      '700 on its way',
    ]);
  });

  // Each request is a response for the network stack and the page's main thread to handle. Preloads
  // of the font files beside the faces' own loads went through it twice (decision P26).
  test("/: a Myanmar visitor's page asks for each font file once", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?$/.test(new URL(request.url()).pathname))
        fontRequests.push(new URL(request.url()).pathname);
    });
    await gotoFresh(page, '/', { country: 'PH' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, {
      timeout: 30_000,
    });
    // The Burmese letters and the Latin ones, at 400 and 700.
    expect(new Set(fontRequests).size).toBe(4);
    expect(fontRequests.sort()).toEqual([...new Set(fontRequests)].sort());
  });
});

test.describe('images out of view', () => {
  test("/promotions: a phone's first visit loads no footer logo until the footer comes into view", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoFresh(page, '/promotions', { country: 'PH' });
    await expect(page.locator('main[data-page-type]')).toBeVisible();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
    // Near enough for the footer to be drawn (600 px, ui/deferred.tsx), its logos still out of view.
    // The list above may still be growing: place the page again until the footer is drawn.
    const logos = page.getByTestId('footer-vendors').locator('img');
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          const footerTop = document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY;
          window.scrollTo(0, Math.max(0, footerTop - window.innerHeight - 400));
        });
        return logos.count();
      })
      .toBeGreaterThan(20);
    const count = await logos.count();
    // Time for the browser to load what it would (the old code's logos all came within this second).
    await page.waitForTimeout(1000);
    const vendorImages = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.startsWith('/img/vendor/')).length,
      );
    // Before: the browser's own lazy distance had all of them load (600 KB on the old code).
    expect(await vendorImages()).toBeLessThan(count / 4);
    await logos.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => logos.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

/** Every landing page (router.tsx `landing`), as a new and as a logged-in visitor. */
const LANDING_PAGES = ['/', '/rng', '/fish', '/live', '/pvp', '/sports', '/esports', '/lott', '/elott'];
const LANDING_PAGES_ALSO = ['/promotions', '/lottery'];

/**
 * Opens each landing page with the rest of the catalogue held back and returns the texts each asked
 * for (with `record`) and those it lacked. A page's first view must lack none.
 */
async function firstScreenTexts(page: Page, paths: string[]) {
  await page.route(/\/assets\/[a-z]{2}-rest-[\w-]+\.js$/, (route) => route.abort());
  await page.addInitScript(() => {
    (window as { __jadeRecordTexts?: boolean }).__jadeRecordTexts = true;
  });
  const used = new Set<string>();
  const missing: string[] = [];
  for (const pagePath of paths) {
    await page.goto(pagePath);
    await expect(page.locator('main[data-page-type]')).toBeVisible();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
    // The page's data has arrived and drawn (the lists, the balance): its texts are asked for.
    await page.waitForLoadState('networkidle');
    const texts = await page.evaluate(() => {
      const probe = window as { __jadeUsedTexts?: Set<string>; __jadeMissingTexts?: Set<string> };
      return { used: [...(probe.__jadeUsedTexts ?? [])], missing: [...(probe.__jadeMissingTexts ?? [])] };
    });
    texts.used.forEach((key) => used.add(key));
    missing.push(...texts.missing.map((key) => `${pagePath}: ${key}`));
  }
  return { used, missing };
}

test.describe('first screen texts', () => {
  // Writes config/first-screen-keys.ts from what the pages ask for (FIRST_SCREEN_KEYS_UPDATE=1).
  const update = process.env.FIRST_SCREEN_KEYS_UPDATE === '1';
  const used = new Set<string>();
  // One worker for both, so that the update sees the texts of both.
  test.describe.configure({ mode: 'serial' });

  for (const [viewport, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the landing pages' first screens need only the first part of the catalogue (${viewport}, visitor and member)`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      await gotoAs(page, '/help', { ip: uniqueIp() });
      const visitor = await firstScreenTexts(page, [...LANDING_PAGES, ...LANDING_PAGES_ALSO]);

      // The same pages after a login: the header's balance and member menu are on the first screen.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const member = await createMobileMember();
      await page.goto('/');
      if (viewport === 'desktop') {
        const header = page.getByTestId('header-desktop');
        await header.getByTestId('login-username').fill(member.mobile);
        await header.getByTestId('login-password').fill(member.password);
        await header.getByTestId('header-login').click();
      } else {
        await page.getByTestId('header-compact').getByTestId('header-login').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('login-username').fill(member.mobile);
        await dialog.getByTestId('login-password').fill(member.password);
        await dialog.getByTestId('login-submit').click();
      }
      await expect(page.getByTestId('header-login').filter({ visible: true })).toHaveCount(0);
      // The member's popup announcements open after the first screen with a dialog that needs the rest
      // of the catalogue, which these loads refuse: they would be 'Loading chunk failed' over the page.
      // Shown once per login: mark them shown for this one.
      await page.evaluate(() =>
        sessionStorage.setItem('noticePopupSeen', sessionStorage.getItem('token') ?? ''),
      );
      const loggedIn = await firstScreenTexts(page, [...LANDING_PAGES, ...LANDING_PAGES_ALSO]);

      for (const key of [...visitor.used, ...loggedIn.used]) used.add(key);
      if (!update) expect([...visitor.missing, ...loggedIn.missing]).toEqual([]);
    });
  }

  test.afterAll(() => {
    if (!update || used.size === 0) return;
    const file = path.join(repoRoot, 'apps', 'web', 'src', 'config', 'first-screen-keys.ts');
    const keys = [...used].sort().map((key) => `  '${key.replace(/'/g, "\\'")}',`);
    const source = readFileSync(file, 'utf8').replace(
      /export const FIRST_SCREEN_KEYS: readonly string\[\] = \[[\s\S]*?\];/,
      `export const FIRST_SCREEN_KEYS: readonly string[] = [\n${keys.join('\n')}\n];`,
    );
    writeFileSync(file, source);
  });
});
