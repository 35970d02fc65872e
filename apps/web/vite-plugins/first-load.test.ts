import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { ROUTE_BANNER_GROUPS } from '@jade/contract/content-constants';
import { pageModules } from './deferred-entry';
import { LANDING_PAGES, WITHOUT_BANNER_STRIP } from './first-load';

const routerSource = readFileSync(path.resolve(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
const moduleName = (pattern: RegExp) => /routes\\?\/([\w-]+)/.exec(pattern.source)![1];

/** router.tsx's landing pages: path → page module, read from its source. */
function routerLandingPages(): Record<string, string> {
  const lazyPage = String.raw`page\(\(\) => import\('\./routes/([\w-]+)'\), \{ landing: true \}\)`;
  const named = new Map(
    [...routerSource.matchAll(new RegExp(String.raw`const (\w+) = ${lazyPage}`, 'g'))].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const found: Record<string, string> = {};
  const route = new RegExp(String.raw`\{ (?:path: '([^']+)'|index: true), lazy: (?:${lazyPage}|(\w+))`, 'g');
  for (const m of routerSource.matchAll(route)) {
    const page = m[2] ?? (m[3] ? named.get(m[3]) : undefined);
    if (page) found[m[1] ? `/${m[1]}` : '/'] = page;
  }
  return found;
}

describe("the build's first-load lists", () => {
  it("name router.tsx's landing pages, each with its module", () => {
    const expected = routerLandingPages();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    const listed = Object.fromEntries(Object.entries(LANDING_PAGES).map(([p, re]) => [p, moduleName(re)]));
    expect(listed).toEqual(expected);
  });

  it('know which landing pages have a banner strip in the shell (the home page places its own)', () => {
    for (const [pagePath, pattern] of Object.entries(LANDING_PAGES)) {
      if (moduleName(pattern) === 'home') continue;
      expect(WITHOUT_BANNER_STRIP.includes(pagePath), pagePath).toBe(
        ROUTE_BANNER_GROUPS[pagePath] === undefined,
      );
    }
  });
});

describe("the loader's page lists", () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
    ({
      type: 'chunk',
      fileName,
      imports,
      facadeModuleId,
      isEntry: false,
      name: fileName,
      code: '',
    }) as OutputChunk;
  const route = (name: string) => `/w/src/app/routes/${name}.tsx`;
  const bundle = Object.fromEntries(
    [
      chunk('assets/src.js', []),
      chunk('assets/grid.js', ['assets/src.js']),
      chunk('assets/strip.js', ['assets/src.js'], '/w/src/features/banners/banner-strip.tsx'),
      chunk('assets/home.js', ['assets/strip.js', 'assets/src.js'], route('home')),
      chunk('assets/listing.js', ['assets/grid.js'], route('listing')),
      chunk('assets/category.js', ['assets/src.js'], route('category')),
      chunk('assets/promotions.js', ['assets/src.js'], route('promotions')),
      chunk('assets/lottery.js', ['assets/grid.js'], route('lottery')),
    ].map((c) => [c.fileName, c]),
  ) as OutputBundle;

  it("give each path its page's code and the strip's, without what starts with the app", () => {
    const { lists, paths } = pageModules(bundle, new Set(['assets/src.js']), 'assets/index.js', '/');
    const of = (p: string) => lists[paths[p]!]!;
    expect(of('/rng')).toEqual(['/assets/listing.js', '/assets/grid.js', '/assets/strip.js']);
    expect(of('/')).toEqual(['/assets/home.js', '/assets/strip.js']);
    expect(of('/lottery')).toEqual(['/assets/lottery.js', '/assets/grid.js']);
    // Paths of one page share one list.
    expect(paths['/fish']).toBe(paths['/rng']);
    expect(new Set(Object.values(paths)).size).toBe(lists.length);
  });
});
