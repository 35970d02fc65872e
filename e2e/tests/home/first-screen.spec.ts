import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRightSized } from '../../support/artwork';
import { setContentPopupFlags } from '../../support/navigation';
import { visitorIp } from '../../support/visitors';
import { gotoAsReturning } from '../shell/helpers';

/**
 * The first screen (decision H-homeperf-4): the server writes the header bar and, on a page with a
 * banner strip, the region's first banner of the page's group into the HTML, the app's script starts once that is drawn, and the app takes the cover
 * away when it has drawn the same picture beneath it.
 */

/** A visitor from the Philippines (region jade_ph); `load` would wait for the scripts held back. */
async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp('PH') });
  await setContentPopupFlags(page, true);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

type Rect = { x: number; y: number; width: number; height: number };

const rectOf = (target: Locator) =>
  target.evaluate((el): Rect => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

async function firstHomeBanner(page: Page, merchant: string, group = 'w_home'): Promise<string> {
  const answer = (await (
    await page.request.get(`/wps/relay/CCSFE_getBanners?groupNames=${group}`, {
      headers: { Merchant: merchant },
    })
  ).json()) as { value: { banners: { url: string; sort: number }[] } };
  return [...answer.value.banners].sort((a, b) => a.sort - b.sort)[0]!.url;
}

for (const { name, viewport, path, group } of [
  { name: 'home, phone', viewport: { width: 390, height: 844 }, path: '/', group: 'w_home' },
  { name: 'home, desktop', viewport: { width: 1280, height: 800 }, path: '/', group: 'w_home' },
  { name: 'slots, phone', viewport: { width: 390, height: 844 }, path: '/rng', group: 'w_rng' },
  { name: 'slots, desktop', viewport: { width: 1280, height: 800 }, path: '/rng', group: 'w_rng' },
  {
    name: 'promotions, phone',
    viewport: { width: 390, height: 844 },
    path: '/promotions',
    group: 'w_promotion',
  },
]) {
  test(`${name}: the banner shows before any script, then the app's banner takes its exact place`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // First with the app's script held back: what the visitor sees while it loads.
    await page.route('**/assets/*.js', () => new Promise(() => undefined));
    await open(page, path);
    const cover = page.locator('#first-screen');
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('aria-hidden', 'true');
    await expect(cover).toContainText('Jade');
    const coverImage = cover.locator('img');
    await expect(coverImage).toHaveAttribute('src', await firstHomeBanner(page, 'jade_ph', group));
    await expect
      .poll(() => coverImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const coverRect = await rectOf(coverImage);

    // Then with the script: the cover goes once the app's strip has drawn the same banner there.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    const strip = page.getByTestId('banner-strip');
    await expect(strip).toBeVisible();
    await expect(cover).toHaveCount(0);
    const appImage = strip.getByTestId('banner-slide').first().locator('img');
    await expect(appImage).toHaveAttribute('src', await firstHomeBanner(page, 'jade_ph', group));
    expect(await rectOf(appImage)).toEqual(coverRect);
  });
}

test('on a phone the first banner comes once, at the width of the strip, for the cover and the app alike', async ({
  browser,
}) => {
  // A phone of density 2: the strip is 358 px wide, 716 device pixels, so the 720-px drawing (P29).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    // The phone's screen too (the project's is a desktop's 1920 px): the preload scanner reads the
    // viewport tag's device-width from it.
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    const first = await firstHomeBanner(page, 'jade_ph', 'w_rng');
    const path = new URL(first, 'http://x').pathname;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) asked.push(request.url());
    });
    await open(page, '/rng');
    const appImage = page.getByTestId('banner-slide').first().locator('img');
    await expect(appImage).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    expect(await expectRightSized(appImage)).toBe(720);
    // One fetch: the cover's srcset and sizes are the strip's, so the app's image reuses its picture.
    expect(asked).toHaveLength(1);
    expect(await appImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(asked[0]);
  } finally {
    await context.close();
  }
});

test('a page without a banner strip gets the header bar alone, and the cover goes when the page is drawn', async ({
  page,
}) => {
  await page.route('**/assets/*.js', () => new Promise(() => undefined));
  await open(page, '/lottery');
  await expect(page.locator('#first-screen')).toContainText('Jade');
  await expect(page.locator('#first-screen img')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.locator('main[data-page-type]')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('a script that cannot load replaces the cover with a message to reload', async ({ page }) => {
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await open(page, '/');
  await expect(page.locator('#root')).toContainText('could not be loaded');
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('the region the visitor chose reaches the server in a cookie, and its first screen follows it', async ({
  page,
}) => {
  await gotoAsReturning(page, '/', { merchant: 'jade_ng' });
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'jade_region')?.value).toBe('jade_ng');
  // The server draws the chosen region's first banner (not the country's: see first-screen.int.test.ts).
  await page.route('**/assets/*.js', () => new Promise(() => undefined));
  await open(page, '/');
  await expect(page.locator('#first-screen img')).toHaveAttribute(
    'src',
    await firstHomeBanner(page, 'jade_ng'),
  );
});
