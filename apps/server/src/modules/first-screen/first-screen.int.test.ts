import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { artworkSrcSet, BANNER_SIZES } from '@jade/contract/artwork';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentCalls, opsContentCalls } from '@jade/contract/content-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase, TEST_IPS } from '../../../test/helpers';
import { call } from '../../../test/accounts';
import { ok, operatorToken } from '../../../test/payments';

// The site's own template: the markers the server fills are the ones the web app ships.
const TEMPLATE = fileURLToPath(new URL('../../../../web/index.html', import.meta.url));

let database: DatabaseHandle;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'jade-first-screen-'));
  await copyFile(TEMPLATE, path.join(webDist, 'index.html'));
  database = openTestDatabase();
  app = await createTestApp(database, { config: { webDist, trustProxy: true } });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

async function firstHomeBanner(merchant: string, group = 'w_home') {
  const { banners } = ok(
    await call(app, contentCalls.banners, undefined, {
      query: { groupNames: group },
      headers: { Merchant: merchant },
    }),
  );
  return [...banners].sort((a: { sort: number }, b: { sort: number }) => a.sort - b.sort)[0].url as string;
}

/** An attribute of the cover's image, as the browser reads it. */
const coverAttribute = (html: string, name: string) => {
  const img = /<img [^>]*width="1200"[^>]*>/.exec(html)?.[0];
  return img && new RegExp(` ${name}="([^"]*)"`).exec(img)?.[1]?.replaceAll('&#38;', '&');
};
const coverImage = (html: string) => coverAttribute(html, 'src');

describe('first screen', () => {
  it('draws the first home banner of the visitor’s region into the home page', async () => {
    const html = await page('/', { 'x-forwarded-for': TEST_IPS.philippines });
    expect(html).toContain('class="first-screen-main content-width');
    const first = await firstHomeBanner('jade_ph');
    expect(coverImage(html)).toBe(first);
    // The widths of the server's artwork, chosen as the app's banner strip chooses (P29).
    expect(coverAttribute(html, 'srcset')).toBe(artworkSrcSet(first));
    expect(coverAttribute(html, 'sizes')).toBe(BANNER_SIZES);
    expect(html).not.toContain('first-screen:banner');
    // The same at the home page's other addresses, and whatever the client says it accepts.
    expect(coverImage(await page('/home', { 'x-forwarded-for': TEST_IPS.philippines }))).toBe(
      coverImage(html),
    );
    const plain = await app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('id="first-screen"');
  });

  it('follows the region the visitor chose (cookie) and ignores an unknown one', async () => {
    // A first banner only the Nigerian region has, so that the regions' first screens differ.
    const token = await operatorToken(app);
    const imageUrl = `/img/banner/first-screen.svg?theme=HOME&title=NG${Date.now()}`;
    const saved = ok(
      await call(
        app,
        opsContentCalls.saveBanner,
        {
          groupName: 'w_home',
          imageUrl,
          translations: { EN: { title: 'Nigeria first', alt: '' } },
          merchantCode: 'jade_ng',
          sort: -1000,
        },
        { token },
      ),
    );
    try {
      const chosen = await page('/', {
        'x-forwarded-for': TEST_IPS.philippines,
        cookie: 'jade_region=jade_ng',
      });
      expect(coverImage(chosen)).toBe(imageUrl);
      const byCountry = await page('/', { 'x-forwarded-for': TEST_IPS.nigeria });
      expect(coverImage(byCountry)).toBe(imageUrl);
      const unknown = await page('/', {
        'x-forwarded-for': TEST_IPS.philippines,
        cookie: 'jade_region=nope',
      });
      expect(coverImage(unknown)).toBe(await firstHomeBanner('jade_ph'));
      expect(coverImage(unknown)).not.toBe(imageUrl);
    } finally {
      await call(app, opsContentCalls.deleteBanner, { id: saved.id }, { token });
    }
  });

  it('draws the first banner of a game list or the promotions page, in the page’s own group', async () => {
    for (const [path, group] of [
      ['/rng', 'w_rng'],
      ['/promotions', 'w_promotion'],
    ] as const) {
      const html = await page(path, { 'x-forwarded-for': TEST_IPS.philippines });
      const first = await firstHomeBanner('jade_ph', group);
      expect(first).not.toBe(await firstHomeBanner('jade_ph'));
      expect(coverImage(html)).toBe(first);
    }
  });

  it('has the header bar but no banner on pages without a strip, and never serves the raw template', async () => {
    const html = await page('/lottery');
    expect(html).toContain('id="first-screen"');
    expect(html).toContain('>Jade</span');
    expect(coverImage(html)).toBeUndefined();
    expect(html).not.toContain('{src}');
    const raw = await page('/index.html');
    expect(raw).not.toContain('first-screen:banner');
  });
});
