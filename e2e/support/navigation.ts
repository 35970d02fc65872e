import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { baseURL } from './env';
import { visitorIp, type VisitorCountry } from './visitors';

/**
 * The session-storage flags that keep the content popups closed (spec §4: the gift modal opens on load
 * unless a before-login or after-login gift flag is in session storage; the activity popup likewise
 * once per session). Names as in apps/web/src/lib/storage.ts.
 */
export const CONTENT_POPUP_FLAGS = ['beforeLoginGift', 'afterLoginGift', 'activityPopup'] as const;

export interface GotoFreshOptions {
  /**
   * Visit as someone from this country: a code from `visitorIps` (e.g. 'BD', 'US') or an IP address.
   * Sent as X-Forwarded-For on every request of the page; the e2e server trusts loopback proxies.
   * Without it the visitor is 127.0.0.1, which geolocates nowhere.
   */
  country?: VisitorCountry | string;
  /**
   * Let the gift and activity popups open on load, as for a real first visit. By default they are
   * marked as already seen (their session-storage flags are set), so they never stand between a
   * journey and the page under test; only the journeys about those popups opt in.
   */
  contentPopups?: boolean;
}

/**
 * Opens `path` as a first-time visitor: no cookies, no local or session storage, no IndexedDB or
 * service worker for the site, and optionally from another country. Unless `contentPopups`, the gift
 * and activity popups count as already seen for this tab.
 */
export async function gotoFresh(
  page: Page,
  path: string,
  options: GotoFreshOptions = {},
): Promise<Response | null> {
  await resetVisitor(page, options);
  return page.goto(path);
}

/**
 * Forgets the site in this tab's context (cookies and every kind of storage for the origin), sets the
 * visitor's address, then writes `localStorage` entries and the popup flags before any of the site's
 * code runs. The next `page.goto` is the visitor's first page load.
 */
export async function resetVisitor(
  page: Page,
  options: GotoFreshOptions & { localStorage?: Record<string, string> } = {},
): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.context().clearCookies();
  // Chromium only (as are these tests): clears every kind of storage for the origin in one call,
  // including storage of other pages of this context.
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
  await page.setExtraHTTPHeaders(options.country ? { 'X-Forwarded-For': visitorIp(options.country) } : {});
  await writeStorageBeforeLoad(page, { popupsSeen: !options.contentPopups, local: options.localStorage });
}

/** A same-origin address answered by the test itself (never reaches the server or the app's code). */
const BLANK_PATH = '/__e2e__/blank';

/**
 * Sets (or clears) the popup flags in this tab's session storage before the site's code runs (see
 * `writeStorageBeforeLoad`).
 */
export async function setContentPopupFlags(page: Page, seen: boolean): Promise<void> {
  await writeStorageBeforeLoad(page, { popupsSeen: seen });
}

/**
 * Writes the popup flags to session storage and `local` entries to local storage from an empty
 * same-origin page that the test answers itself (no request reaches the server, no app code runs):
 * session storage lives per tab and origin and survives the next navigation.
 */
async function writeStorageBeforeLoad(
  page: Page,
  { popupsSeen, local = {} }: { popupsSeen: boolean; local?: Record<string, string> },
): Promise<void> {
  const blank = new URL(BLANK_PATH, baseURL).href;
  await page.route(blank, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  try {
    await page.goto(blank);
    await page.evaluate(
      ({ keys, seen, local }) => {
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        sessionStorage.clear();
        for (const key of keys) {
          if (seen) sessionStorage.setItem(key, '1');
          else sessionStorage.removeItem(key);
        }
      },
      { keys: [...CONTENT_POPUP_FLAGS], seen: popupsSeen, local },
    );
  } finally {
    await page.unroute(blank);
  }
}

/** Waits for the site's mark that the first screen is drawn and idle (apps/web/src/lib/first-screen.ts). */
export async function waitForFirstScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('jade:first-screen-idle').length > 0);
}

/**
 * Scrolls to the end of the page until its footer is drawn and visible: the footer is drawn when the
 * visitor comes near it (apps/web/src/ui/deferred.tsx), and sections above it may grow as they are
 * drawn on the way down.
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect(footer).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  return footer;
}
