import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@jade/contract/games';
import { BANNER_THEMES, bannerArtSvg } from './banner-art';
import { brandLogoSvg } from './brand-logo';
import { categoryArtSvg } from './category-art';
import { gameArtSvg, gameRecipe } from './game-art';
import { Lru } from './lru';
import { CATEGORY_MOTIFS } from './motifs';
import { cleanText, esc, fitText, hash32, splitLines } from './svg-kit';
import { monogram, vendorIconSvg, vendorLogoSvg, vendorRecipe } from './vendor-art';
import { checkXml } from './xml-check';

const KB = 1024;

/** Asserts everything an artwork must satisfy and returns its elements. */
function expectSafeSvg(svg: string, viewBox: string, budget: number) {
  const elements = checkXml(svg);
  const root = elements[0]!;
  expect(root.name).toBe('svg');
  expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
  expect(root.attrs.viewBox).toBe(viewBox);
  expect(root.attrs.role).toBe('img');
  expect(elements[1]?.name).toBe('title');
  expect(root.attrs['aria-labelledby']).toBe(elements[1]?.attrs.id);
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<(image|foreignObject|style|a)\b/i);
  // No filters: a browser draws SVG images on the page's main thread, filtered ones at several times
  // the cost (decision P13).
  expect(svg).not.toMatch(/<filter\b|\bfilter=/);
  const ids = new Set<string>();
  for (const el of elements) {
    for (const [key, value] of Object.entries(el.attrs)) {
      expect(key.toLowerCase().startsWith('on'), `${key} on <${el.name}>`).toBe(false);
      if (key === 'href' || key === 'xlink:href') expect(value.startsWith('#')).toBe(true);
      for (const ref of value.matchAll(/url\(([^)]*)\)/g)) expect(ref[1]?.startsWith('#')).toBe(true);
      if (key !== 'xmlns') expect(value).not.toMatch(/javascript:|data:|https?:/i);
    }
    if (el.attrs.id) {
      expect(ids.has(el.attrs.id), `duplicate id ${el.attrs.id}`).toBe(false);
      ids.add(el.attrs.id);
    }
  }
  for (const ref of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
    expect(ids.has(ref[1]!), `#${ref[1]}`).toBe(true);
  expect(Buffer.byteLength(svg)).toBeLessThan(budget);
  return elements;
}

const VENDORS = GAME_CATEGORIES.flatMap((category) =>
  ['A1', 'BETA', 'C_3', 'D-4', 'EVO', 'F6', 'GX', 'H8', 'I9', 'JJ10', 'KK', 'LUCKY'].map((c) => ({
    code: `${category}${c}`,
    displayName: `${c} ${category.toLowerCase()} Gaming`,
    category,
  })),
);

describe('vendor artwork', () => {
  it('draws well-formed, safe, compact logos and icons for every category and motif', () => {
    const motifs = new Set<string>();
    for (const v of VENDORS) {
      expectSafeSvg(vendorLogoSvg(v), '0 0 240 80', 6 * KB);
      expectSafeSvg(vendorIconSvg(v), '0 0 128 128', 6 * KB);
      motifs.add(vendorRecipe(v).motif);
    }
    const all = new Set(Object.values(CATEGORY_MOTIFS).flat());
    expect(motifs.size).toBeGreaterThanOrEqual(all.size - 2);
  });

  it('chooses the emblem from the category', () => {
    expect(vendorRecipe({ code: 'X', displayName: 'X', category: 'FISH' }).motif).toBe('fish');
    expect(vendorRecipe({ code: 'X', displayName: 'X', category: 'COCKFIGHT' }).motif).toBe('rooster');
    expect(CATEGORY_MOTIFS.RNG).toContain(
      vendorRecipe({ code: 'Q', displayName: 'Q', category: 'rng' }).motif,
    );
  });

  it('is deterministic and varies with the code', () => {
    const v = { code: 'PG', displayName: 'Pearl Garden', category: 'RNG' };
    expect(vendorLogoSvg(v)).toBe(vendorLogoSvg({ ...v }));
    expect(vendorIconSvg(v)).toBe(vendorIconSvg({ ...v }));
    expect(vendorLogoSvg(v)).not.toBe(vendorLogoSvg({ ...v, code: 'PG2' }));
  });

  it('escapes the display name and survives hostile text', () => {
    const svg = vendorLogoSvg({
      code: 'X',
      displayName: `<b>"Tom" & 'Jerry'</b>\u0000\u0007`,
      category: 'LIVE',
    });
    expectSafeSvg(svg, '0 0 240 80', 6 * KB);
    expect(svg).toContain('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
    expectSafeSvg(
      vendorIconSvg({ code: 'X', displayName: '<script>alert(1)</script>', category: 'PVP' }),
      '0 0 128 128',
      6 * KB,
    );
  });

  it('falls back to slots for an unknown category and fits very long names', () => {
    const svg = vendorLogoSvg({
      code: 'LONG',
      displayName: 'Extraordinarily Long Vendor Name Entertainment',
      category: 'NOPE',
    });
    expectSafeSvg(svg, '0 0 240 80', 6 * KB);
    expect(svg).toContain('textLength="152"');
    expect(svg).toContain('SLOTS');
  });

  it('makes short monograms', () => {
    expect(monogram('Pearl Garden')).toBe('PG');
    expect(monogram('JOLO')).toBe('JOLO');
    expect(monogram('evolution')).toBe('EV');
    expect(monogram('Fa Chai Gaming Group')).toBe('FCG');
    expect(monogram('  ')).toBe('J');
  });
});

describe('category artwork', () => {
  it('draws every category, distinct from each other, deterministically', () => {
    const seen = new Set<string>();
    for (const c of GAME_CATEGORIES) {
      const svg = categoryArtSvg(c);
      expectSafeSvg(svg, '0 0 320 320', 8 * KB);
      expect(categoryArtSvg(c)).toBe(svg);
      seen.add(svg);
    }
    expect(seen.size).toBe(GAME_CATEGORIES.length);
    expect(categoryArtSvg('live')).toBe(categoryArtSvg('LIVE'));
  });
});

describe('game artwork', () => {
  const game = (i: number, category: string = GAME_CATEGORIES[i % GAME_CATEGORIES.length]!) => ({
    code: `GAME${i}`,
    gameName: `Fortune Game ${i}`,
    vendorName: 'Pearl Garden',
    category,
  });

  it('draws well-formed, compact tiles for many games', () => {
    for (let i = 0; i < 300; i++) expectSafeSvg(gameArtSvg(game(i)), '0 0 300 300', 7 * KB);
  });

  it('is deterministic', () => {
    expect(gameArtSvg(game(7))).toBe(gameArtSvg(game(7)));
  });

  it('gives 100 games a wide variety of palettes, backgrounds and motifs', () => {
    const looks = new Set<string>();
    const palettes = new Set<string>();
    const backgrounds = new Set<string>();
    const motifs = new Set<string>();
    const svgs = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const r = gameRecipe(game(i, 'RNG'));
      looks.add(`${r.palette.name}/${r.background}`);
      palettes.add(r.palette.name);
      backgrounds.add(r.background);
      motifs.add(r.motif);
      svgs.add(gameArtSvg(game(i, 'RNG')));
    }
    expect(looks.size).toBeGreaterThanOrEqual(20);
    expect(palettes.size).toBeGreaterThanOrEqual(12);
    expect(backgrounds.size).toBeGreaterThanOrEqual(10);
    expect(motifs.size).toBeGreaterThanOrEqual(8);
    expect(svgs.size).toBe(100);
  });

  it('escapes the game and vendor names and sets them in the banner', () => {
    const svg = gameArtSvg({
      code: 'G1',
      gameName: `Sweet <&> "Bonanza" 'X'`,
      vendorName: 'A&B <Studio>',
      category: 'RNG',
    });
    expectSafeSvg(svg, '0 0 300 300', 7 * KB);
    expect(svg).toContain('Sweet &lt;&amp;&gt; &quot;Bonanza&quot; &apos;X&apos;');
    expect(svg).toContain('A&amp;B &lt;STUDIO&gt;');
  });

  it('wraps long names onto two lines and squeezes what still does not fit', () => {
    const svg = gameArtSvg({
      code: 'G2',
      gameName: 'Golden Empire Treasures of the Orient',
      vendorName: '',
      category: 'RNG',
    });
    expect(checkXml(svg).filter((e) => e.name === 'text')).toHaveLength(2);
    const huge = gameArtSvg({
      code: 'G3',
      gameName: 'W'.repeat(80),
      vendorName: 'V'.repeat(80),
      category: 'FISH',
    });
    expectSafeSvg(huge, '0 0 300 300', 7 * KB);
    expect(huge).toContain('lengthAdjust="spacingAndGlyphs"');
  });
});

describe('banner artwork', () => {
  it('draws every theme with title and subtitle', () => {
    for (const theme of BANNER_THEMES) {
      const svg = bannerArtSvg({
        key: `k-${theme}`,
        title: 'Welcome Bonus 100%',
        subtitle: 'Up to 8,888 on your first deposit',
        theme,
      });
      expectSafeSvg(svg, '0 0 1200 360', 11 * KB);
      expect(svg).toContain('Welcome Bonus 100%');
      expect(svg).toContain('Up to 8,888');
    }
  });

  it('is deterministic, escapes text, and copes without text', () => {
    const input = { key: 'home-1', title: 'Win <big> & "more"', subtitle: "Don't miss", theme: 'HOME' };
    expect(bannerArtSvg(input)).toBe(bannerArtSvg({ ...input }));
    const svg = bannerArtSvg(input);
    expect(svg).toContain('Win &lt;big&gt; &amp; &quot;more&quot;');
    expect(svg).toContain('Don&apos;t miss');
    expectSafeSvg(bannerArtSvg({ key: 'empty', title: '' }), '0 0 1200 360', 11 * KB);
    expectSafeSvg(bannerArtSvg({ key: 'odd', title: 'x', theme: 'whatever' }), '0 0 1200 360', 11 * KB);
  });
});

describe('brand logo', () => {
  it('is a compact, well-formed, stable SVG', () => {
    const svg = brandLogoSvg();
    expectSafeSvg(svg, '0 0 200 56', 4 * KB);
    expect(brandLogoSvg()).toBe(svg);
    expect(svg).toContain('<title id=');
  });
});

describe('helpers', () => {
  it('hashes stably and spreads near-identical inputs', () => {
    expect(hash32('PG')).toBe(hash32('PG'));
    expect(hash32('GAME1')).not.toBe(hash32('GAME2'));
  });

  it('escapes and cleans text', () => {
    expect(esc(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
    expect(cleanText('a\u0000b\u001fc\ud800d  e\n')).toBe('abcd e');
    expect(cleanText('😀 ok')).toBe('😀 ok');
  });

  it('fits and splits text', () => {
    expect(fitText('Hi', 200, 30, 10)).toEqual({ size: 30, attrs: '' });
    expect(fitText('A much longer title here', 100, 30, 10).size).toBeLessThan(30);
    expect(splitLines('Short', 16)).toEqual(['Short']);
    expect(splitLines('Golden Empire Treasures', 16)).toEqual(['Golden Empire', 'Treasures']);
  });

  it('evicts the least recently used entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect(lru.has('a')).toBe(true);
    expect(lru.size).toBe(2);
    expect(() => new Lru(0)).toThrow();
  });

  it('rejects malformed XML', () => {
    expect(() => checkXml('<svg><g></svg>')).toThrow();
    expect(() => checkXml('<svg a="1" a="2"/>')).toThrow();
    expect(() => checkXml('<svg>a & b</svg>')).toThrow();
    expect(() => checkXml('<svg/><svg/>')).toThrow();
    expect(checkXml('<svg><title>a &amp; b</title></svg>')).toHaveLength(2);
  });
});
