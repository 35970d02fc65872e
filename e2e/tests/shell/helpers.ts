import { expect, type Page } from '@playwright/test';
import { CONTENT_POPUP_FLAGS, gotoFresh, type GotoFreshOptions } from '../../support/navigation';

/**
 * Opens `path` as a returning visitor who already chose a region and a language, so the region
 * modal stays closed. Storage is cleared first, as for a first visit.
 */
export async function gotoAsReturning(
  page: Page,
  path = '/',
  {
    merchant = 'jade_ph',
    lang = 'EN',
    theme,
    contentPopups,
    ...options
  }: GotoFreshOptions & {
    merchant?: string;
    lang?: string;
    theme?: 'light' | 'dark';
  } = {},
): Promise<void> {
  // With `contentPopups` the popup flags go just before `path` opens, so the popups open there.
  await gotoFresh(page, '/help', options);
  await page.evaluate(
    ({ merchant, lang, theme, popupFlags }) => {
      localStorage.setItem('merchant', merchant);
      localStorage.setItem('lang', lang);
      localStorage.setItem('hisLang', lang);
      if (theme) localStorage.setItem('theme', theme);
      for (const key of popupFlags) sessionStorage.removeItem(key);
    },
    { merchant, lang, theme, popupFlags: contentPopups ? [...CONTENT_POPUP_FLAGS] : [] },
  );
  await page.goto(path);
  await expect(page.locator('main[data-page-type]')).toBeVisible();
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
