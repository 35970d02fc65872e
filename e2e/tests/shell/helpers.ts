import { expect, type Page } from '@playwright/test';
import { resetVisitor, type GotoFreshOptions } from '../../support/navigation';

/**
 * Opens `path` as a returning visitor who already chose a region and a language, so the region
 * modal stays closed. Storage is cleared first, as for a first visit; region, language and theme are
 * written before the site's first load, so `path` is the only page the site loads.
 */
export async function gotoAsReturning(
  page: Page,
  path = '/',
  {
    merchant = 'jade_ph',
    lang = 'EN',
    theme,
    ...options
  }: GotoFreshOptions & {
    merchant?: string;
    lang?: string;
    theme?: 'light' | 'dark';
  } = {},
): Promise<void> {
  const local: Record<string, string> = { merchant, lang, hisLang: lang };
  if (theme) local.theme = theme;
  await resetVisitor(page, { ...options, localStorage: local });
  await page.goto(path);
  await expect(page.locator('main[data-page-type]')).toBeVisible();
}

/** Collects Content-Security-Policy violations on the page and in all its frames; returns the list. */
export async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (t: string) => void }).__cspViolation;
      report?.(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) seen.push(`console: ${text}`);
  });
  return seen;
}

/** Lets late work (lazy chunks, images, the app's first requests) run, then checks the list. */
export async function expectNoCspViolation(page: Page, seen: string[]): Promise<void> {
  // Bounded: a page that keeps polling (a game frame, the balance) never goes quiet for long.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  expect(seen).toEqual([]);
}

/** The main navigation's category items, in order (cockfight is a button, the rest are links). */
export function navCategories(page: Page) {
  return page
    .getByTestId('main-nav')
    .locator(
      '[data-testid^="nav-"]:not([data-testid^="nav-dropdown"]):not([data-testid="nav-vendor"]):not([data-testid="nav-more"])',
    );
}

interface Lane {
  title: string;
  cards: unknown[];
}

/**
 * Rewrites the vendor lanes the site receives (GCSGAME_gameVendor) from the real answer, to play a
 * brand whose categories have other vendor counts.
 */
export async function rewriteVendorLanes(page: Page, rewrite: (lanes: Lane[]) => Lane[]): Promise<void> {
  await page.route('**/wps/relay/GCSGAME_gameVendor**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { data: { lanes: Lane[] } } };
    body.value.data.lanes = rewrite(body.value.data.lanes);
    await route.fulfill({ response, json: body });
  });
}
