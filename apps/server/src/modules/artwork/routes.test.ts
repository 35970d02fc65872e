import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkRoutes } from './routes';
import { checkXml } from './xml-check';

const VENDORS: Record<string, { code: string; displayName: string; category: string }> = {
  PG: { code: 'PG', displayName: 'Pearl Garden', category: 'RNG' },
  EVO: { code: 'EVO', displayName: 'Velvet <Live>', category: 'LIVE' },
};

let app: FastifyInstance;
const lookups: string[] = [];

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(async (img) =>
    artworkRoutes(img, {
      findVendor: async (code) => {
        lookups.push(code);
        return VENDORS[code] ?? null;
      },
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

function expectSvgAnswer(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(res.body.startsWith('<svg ')).toBe(true);
  expect(res.body).not.toMatch(/<script/i);
  checkXml(res.body);
}

const NOT_FOUND = { success: false, errorCode: 'resource.not.found', message: 'Not found' };

describe('GET /img/vendor/:file', () => {
  it('answers a vendor logo and icon', async () => {
    const logo = await app.inject({ method: 'GET', url: '/img/vendor/PG.svg' });
    expectSvgAnswer(logo);
    expect(logo.body).toContain('viewBox="0 0 240 80"');
    expect(logo.body).toContain('Pearl Garden');
    const icon = await app.inject({ method: 'GET', url: '/img/vendor/PG-icon.svg' });
    expectSvgAnswer(icon);
    expect(icon.body).toContain('viewBox="0 0 128 128"');
    expect(icon.headers.etag).not.toBe(logo.headers.etag);
    expect(lookups).toContain('PG');
  });

  it('escapes the vendor name', async () => {
    const res = await app.inject({ method: 'GET', url: '/img/vendor/EVO.svg' });
    expectSvgAnswer(res);
    expect(res.body).toContain('Velvet &lt;Live&gt;');
  });

  it('answers 404 JSON for an unknown vendor', async () => {
    const res = await app.inject({ method: 'GET', url: '/img/vendor/NOPE.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it.each([
    '/img/vendor/PG.png',
    '/img/vendor/PG',
    '/img/vendor/..%2F..%2Fetc%2Fpasswd.svg',
    '/img/vendor/..svg',
    '/img/vendor/a%20b.svg',
    '/img/vendor/a%00b.svg',
    '/img/vendor/%3Cscript%3E.svg',
    `/img/vendor/${'A'.repeat(41)}.svg`,
    '/img/vendor/.svg',
  ])('rejects the bad name %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('never lets a traversal reach the lookup', async () => {
    lookups.length = 0;
    await app.inject({ method: 'GET', url: '/img/vendor/..%2Fsecret.svg' });
    await app.inject({ method: 'GET', url: '/img/vendor/a.b.svg' });
    expect(lookups).toEqual([]);
  });
});

describe('GET /img/category/:category.svg', () => {
  it('answers every known category, in any case', async () => {
    for (const c of ['RNG', 'LIVE', 'FISH', 'COCKFIGHT', 'bingo']) {
      const res = await app.inject({ method: 'GET', url: `/img/category/${c}.svg` });
      expectSvgAnswer(res);
      expect(res.body).toContain('viewBox="0 0 320 320"');
    }
  });

  it('answers 404 for an unknown category and 400 for a bad name', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/img/category/POKER.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
    const bad = await app.inject({ method: 'GET', url: '/img/category/LIVE.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('GET /img/game/:file', () => {
  it('answers a game tile with the name from the query', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/img/game/fortune-tiger.svg',
      query: { name: 'Fortune <Tiger> & "Co"', vendor: 'Pearl Garden', category: 'rng' },
    });
    expectSvgAnswer(res);
    expect(res.body).toContain('viewBox="0 0 300 300"');
    expect(res.body).toContain('Fortune &lt;Tiger&gt; &amp; &quot;Co&quot;');
    expect(res.body).toContain('PEARL GARDEN');
  });

  it('works without a query', async () => {
    const res = await app.inject({ method: 'GET', url: '/img/game/G_1.svg' });
    expectSvgAnswer(res);
    expect(res.body).toContain('G_1');
  });

  it.each<Record<string, string | string[]>>([
    { name: 'x'.repeat(81) },
    { vendor: 'x'.repeat(81) },
    { category: 'POKER' },
    { name: ['a', 'b'] },
  ])('rejects the bad query %o', async (query) => {
    const res = await app.inject({ method: 'GET', url: '/img/game/G1.svg', query });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('rejects a bad file name', async () => {
    const res = await app.inject({ method: 'GET', url: '/img/game/..%2Fx.svg' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /img/banner/:key.svg', () => {
  it('answers a banner with title and subtitle', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/img/banner/home-1.svg',
      query: { title: 'Welcome Bonus', subtitle: 'Up to 8,888', theme: 'home' },
    });
    expectSvgAnswer(res);
    expect(res.body).toContain('viewBox="0 0 1200 360"');
    expect(res.body).toContain('Welcome Bonus');
    expect(res.body).toContain('Up to 8,888');
  });

  it('rejects titles over 80 characters and unknown themes', async () => {
    const queries: Record<string, string>[] = [
      { title: 't'.repeat(81) },
      { subtitle: 's'.repeat(81) },
      { theme: 'NOPE' },
    ];
    for (const query of queries) {
      const res = await app.inject({ method: 'GET', url: '/img/banner/b1.svg', query });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /img/brand/logo.svg', () => {
  it('answers the brand logo', async () => {
    const res = await app.inject({ method: 'GET', url: '/img/brand/logo.svg' });
    expectSvgAnswer(res);
    expect(res.body).toContain('viewBox="0 0 200 56"');
  });
});

describe('conditional requests', () => {
  it('answers 304 when If-None-Match names the ETag, strong, weak or in a list', async () => {
    const first = await app.inject({ method: 'GET', url: '/img/category/LIVE.svg' });
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await app.inject({
        method: 'GET',
        url: '/img/category/LIVE.svg',
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('answers 200 when the ETag differs, and the same ETag for the same content', async () => {
    const a = await app.inject({ method: 'GET', url: '/img/vendor/PG.svg' });
    const b = await app.inject({
      method: 'GET',
      url: '/img/vendor/PG.svg',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(b.statusCode).toBe(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/img/brand/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toBe('');
  });
});
