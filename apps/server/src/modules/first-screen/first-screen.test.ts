import type { Banner } from '@jade/contract/content';
import type { SystemInfo } from '@jade/contract/system';
import { describe, expect, it } from 'vitest';
import { createStaticGeoLookup } from '../../platform/geo/geo-lookup';
import type { MerchantRow } from '../brand/repository';
import type { Directory } from '../brand/service';
import { escapeHtml, hasFirstScreen, renderFirstScreen } from './render';
import { artworkSrcSet, BANNER_SIZES } from '@jade/contract/artwork';

/** An attribute's text as the HTML parser reads it (the render escapes with numeric references). */
const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
import { createFirstScreenService } from './service';

const TEMPLATE = `<body><div id="first-screen"><span><!--first-screen:brand-->Jade<!--/first-screen:brand--></span>
<!--first-screen:banner
<div class="frame"><img src="{src}" srcset="{srcset}" sizes="{sizes}" alt="" /></div>
-->
</div><div id="root"></div></body>`;

describe('renderFirstScreen', () => {
  it('writes the brand and uncomments the banner with its address, escaped', () => {
    const html = renderFirstScreen(TEMPLATE, { brand: 'Lucky <8>', bannerSrc: '/img/b.svg?a=1&t="x"' });
    expect(html).toContain('<span>Lucky &#60;8&#62;</span>');
    // Not the server's WebP artwork: the address alone.
    expect(html).toContain('<div class="frame"><img src="/img/b.svg?a=1&#38;t=&#34;x&#34;" alt="" /></div>');
    expect(html).not.toContain('first-screen:banner');
    expect(html).not.toContain('{src}');
  });

  it('lists the widths of the server’s artwork with the banner strip’s sizes, as the site does (P29)', () => {
    const src = '/img/banner/home-1.webp?theme=HOME&title=Hi';
    const html = renderFirstScreen(TEMPLATE, { brand: 'Jade', bannerSrc: src });
    const img = /<img [^>]*>/.exec(html)![0];
    const attr = (name: string) => unescape(new RegExp(` ${name}="([^"]*)"`).exec(img)![1]!);
    expect(attr('src')).toBe(src);
    expect(attr('srcset')).toBe(artworkSrcSet(src));
    expect(attr('srcset')).toContain('/img/banner/home-1.webp?theme=HOME&title=Hi&w=720 720w');
    expect(attr('sizes')).toBe(BANNER_SIZES);
    expect(html).not.toMatch(/\{s(rc|rcset|izes)\}/);
  });

  it('drops the banner block when the page has no banner', () => {
    const html = renderFirstScreen(TEMPLATE, { brand: 'Jade', bannerSrc: null });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('first-screen:banner');
    expect(html).toContain('<div id="root"></div>');
  });

  it('recognises a template without a first screen', () => {
    expect(hasFirstScreen(TEMPLATE)).toBe(true);
    expect(hasFirstScreen('<body><div id="root"></div></body>')).toBe(false);
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&#60;a href=&#39;x&#39;&#62;&#38;&#60;/a&#62;');
  });
});

describe('first screen service', () => {
  const merchant = (code: string, country: string, domains: string[] = [], brandId = 1) =>
    ({ code, country, domains, brandId }) as unknown as MerchantRow;
  const merchants = [
    merchant('jade_mm', 'MM', ['jade.example']),
    merchant('jade_ph', 'PH', ['ph.jade.example']),
    merchant('jade_ng', 'NG'),
    merchant('other_ph', 'PH', ['other.example'], 2),
  ];
  const directory: Directory = {
    brands: new Map(),
    merchants,
    byCode: new Map(merchants.map((m) => [m.code, m])),
    defaultCode: 'jade_mm',
  };
  const banner = (merchantCode: string, sort: number): Banner =>
    ({ url: `/img/${merchantCode}-${sort}.svg`, sort }) as Banner;
  const service = createFirstScreenService({
    brands: {
      directory: async () => directory,
      resolveMerchant: async (_code, host) =>
        merchants.find((m) => m.domains.includes(host ?? '')) ?? merchants[0]!,
      systemInfo: async (m) => ({ brand: { name: m.brandId === 1 ? 'Jade' : 'Other' } }) as SystemInfo,
    },
    geo: createStaticGeoLookup({ '112.198.0.1': 'PH', '41.58.0.1': 'NG' }),
    banners: async (code, group) =>
      code === 'jade_ng' ? [] : [banner(`${code}-${group}`, 1), banner(`${code}-${group}`, 5)],
  });
  const view = (over: Partial<Parameters<typeof service.view>[0]>) =>
    service.view({ path: '/', host: 'localhost:8080', ip: '8.8.8.8', chosenMerchant: undefined, ...over });

  it('shows the first home banner of the region chosen like the site does', async () => {
    // The region whose domain is the host.
    expect(await view({ host: 'ph.jade.example' })).toEqual({
      brand: 'Jade',
      bannerSrc: '/img/jade_ph-w_home-1.svg',
    });
    // Else the region of the visitor's country, within the host's brand only.
    expect(await view({ ip: '112.198.0.1' })).toEqual({
      brand: 'Jade',
      bannerSrc: '/img/jade_ph-w_home-1.svg',
    });
    // The domain wins over the country; with neither, the default merchant.
    expect((await view({ host: 'jade.example', ip: '112.198.0.1' })).bannerSrc).toBe(
      '/img/jade_mm-w_home-1.svg',
    );
    expect(await view({})).toEqual({ brand: 'Jade', bannerSrc: '/img/jade_mm-w_home-1.svg' });
    // The visitor's own choice wins; a code of another brand is ignored.
    expect((await view({ ip: '112.198.0.1', chosenMerchant: 'jade_mm' })).bannerSrc).toBe(
      '/img/jade_mm-w_home-1.svg',
    );
    expect((await view({ chosenMerchant: 'other_ph' })).bannerSrc).toBe('/img/jade_mm-w_home-1.svg');
  });

  it('shows the first banner of the page’s own group; none off the strip pages or when the region has none', async () => {
    expect(await view({ path: '/promotions' })).toEqual({
      brand: 'Jade',
      bannerSrc: '/img/jade_mm-w_promotion-1.svg',
    });
    expect((await view({ path: '/rng', ip: '112.198.0.1' })).bannerSrc).toBe('/img/jade_ph-w_rng-1.svg');
    expect(await view({ path: '/lottery' })).toEqual({ brand: 'Jade', bannerSrc: null });
    expect(await view({ path: '/home' })).toEqual({ brand: 'Jade', bannerSrc: '/img/jade_mm-w_home-1.svg' });
    expect(await view({ ip: '41.58.0.1' })).toEqual({ brand: 'Jade', bannerSrc: null });
  });
});
