import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTWORK_WIDTHS,
  artworkAt,
  artworkKind,
  BANNER_SHAPE_KIND,
  type ArtworkKind,
} from '@jade/contract/artwork';
import { BANNER_SHAPES } from './promo-shapes';
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

describe('WebP copies (decision P15)', () => {
  const isWebp = (body: Buffer) =>
    body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';
  /** Width and height of a lossy (VP8) or lossless (VP8L) WebP. */
  const sizeOf = (body: Buffer) => {
    const chunk = body.subarray(12, 16).toString('latin1');
    if (chunk === 'VP8 ') return [body.readUInt16LE(26) & 0x3fff, body.readUInt16LE(28) & 0x3fff];
    if (chunk === 'VP8X') return [body.readUIntLE(24, 3) + 1, body.readUIntLE(27, 3) + 1];
    const bits = body.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  };

  it('draws games, banners and vendor logos as WebP at their scale, with an ETag of their own', async () => {
    const cases = [
      { url: '/img/game/G1.webp?name=Lucky%20Dragon&vendor=Pearl%20Garden&category=RNG', size: [450, 450] },
      { url: '/img/banner/home-1.webp?title=Welcome&subtitle=Up%20to%208%2C888', size: [1200, 360] },
      { url: '/img/vendor/PG.webp', size: [480, 160] },
      { url: '/img/vendor/PG-icon.webp', size: [128, 128] },
    ];
    for (const { url, size } of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(isWebp(res.rawPayload)).toBe(true);
      expect(sizeOf(res.rawPayload)).toEqual(size);
      const svg = await app.inject({ method: 'GET', url: url.replace('.webp', '.svg') });
      expect(res.headers.etag).not.toBe(svg.headers.etag);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag! } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('draws every width of each kind’s ladder, and the kind’s default without `w` (decision P29)', async () => {
    const pictures: { url: string; kind: ArtworkKind; aspect: number }[] = [
      { url: '/img/game/G5.webp?name=Ladder', kind: 'game', aspect: 1 },
      { url: '/img/banner/b1.webp?title=Ladder', kind: 'banner', aspect: 360 / 1200 },
      { url: '/img/banner/b2.webp?title=Ladder&shape=icon', kind: 'bannerIcon', aspect: 1 },
      { url: '/img/banner/b3.webp?title=Ladder&shape=button', kind: 'bannerButton', aspect: 120 / 480 },
      { url: '/img/banner/b4.webp?title=Ladder&shape=popup', kind: 'bannerPopup', aspect: 800 / 600 },
      { url: '/img/vendor/PG.webp', kind: 'vendor', aspect: 80 / 240 },
      { url: '/img/vendor/PG-icon.webp', kind: 'vendorIcon', aspect: 1 },
    ];
    for (const { url, kind, aspect } of pictures) {
      expect(artworkKind(url), url).toBe(kind);
      const etags = new Set<string>();
      for (const w of ARTWORK_WIDTHS[kind]) {
        const res = await app.inject({ method: 'GET', url: artworkAt(url, w) });
        expect(res.statusCode, `${url} at ${w}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(sizeOf(res.rawPayload), `${url} at ${w}`).toEqual([w, Math.round(w * aspect)]);
        etags.add(res.headers.etag!);
      }
      expect(etags.size).toBe(ARTWORK_WIDTHS[kind].length);
      const plain = await app.inject({ method: 'GET', url });
      expect(sizeOf(plain.rawPayload)).toEqual(
        sizeOf(
          (await app.inject({ method: 'GET', url: artworkAt(url, ARTWORK_WIDTHS[kind].at(-1)!) })).rawPayload,
        ),
      );
    }
  });

  it('knows the kind of every promotion shape it draws', () => {
    expect(Object.keys(BANNER_SHAPE_KIND).sort()).toEqual([...BANNER_SHAPES].sort());
  });

  it('refuses a width off the ladder with a 400 and draws nothing for it', async () => {
    for (const url of [
      '/img/game/G6.webp?name=Off&w=200',
      '/img/game/G6.webp?name=Off&w=900',
      '/img/banner/b5.webp?title=Off&w=1201',
      '/img/banner/b5.webp?title=Off&shape=icon&w=480',
      '/img/vendor/PG.webp?w=128',
      '/img/vendor/PG-icon.webp?w=120',
      '/img/vendor/PG.webp?w=0180',
      '/img/vendor/PG.webp?w=180.0',
      '/img/vendor/PG.webp?w=',
      '/img/vendor/PG.webp?w=180&w=240',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers Burmese names as WebP (the site’s Myanmar font covers them; raster.test.ts checks the glyphs)', async () => {
    const named = await app.inject({ method: 'GET', url: '/img/game/G2.webp?name=%E1%80%80%E1%80%B6' });
    const plain = await app.inject({ method: 'GET', url: '/img/game/G2.webp?name=G2' });
    expect(named.headers['content-type']).toBe('image/webp');
    expect(named.rawPayload.equals(plain.rawPayload)).toBe(false);
  });

  it('answers the SVG where the server has no font for a character (Chinese here)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/img/game/G3.webp?name=%E5%B9%B8%E8%BF%90%E9%BE%99',
    });
    expectSvgAnswer(res);
    expect(res.body).toContain('幸运龙');
  });

  it('draws one picture once when many ask at once', async () => {
    const url = '/img/game/G4.webp?name=Once';
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ method: 'GET', url })));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200 && isWebp(a.rawPayload))).toBe(true);
  });

  it('refuses the formats it does not draw', async () => {
    for (const url of [
      '/img/game/G1.png',
      '/img/banner/b.jpeg',
      '/img/vendor/PG.gif',
      '/img/category/LIVE.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
