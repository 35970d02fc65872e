import type { Page, Response } from '@playwright/test';
import { baseURL } from './env';
import { visitorIp, type VisitorCountry } from './visitors';

export interface GotoFreshOptions {
  /**
   * Visit as someone from this country: a code from `visitorIps` (e.g. 'BD', 'US') or an IP address.
   * Sent as X-Forwarded-For on every request of the page; the e2e server trusts loopback proxies.
   * Without it the visitor is 127.0.0.1, which geolocates nowhere.
   */
  country?: VisitorCountry | string;
}

/**
 * Opens `path` as a first-time visitor: no cookies, no local or session storage, no IndexedDB or
 * service worker for the site, and optionally from another country.
 */
export async function gotoFresh(
  page: Page,
  path: string,
  options: GotoFreshOptions = {},
): Promise<Response | null> {
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
  return page.goto(path);
}
