import { ROUTE_BANNER_GROUPS, type Banner, type BannerGroup } from '@jade/contract/content';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../platform/http/request-context';
import type { GeoLookup } from '../../platform/geo/geo-lookup';
import type { MerchantRow } from '../brand/repository';
import { merchantForHost, type BrandService } from '../brand/service';
import { hasFirstScreen, renderFirstScreen, type FirstScreenView } from './render';

/** The cookie in which the site mirrors the region a visitor chose (apps/web/src/lib/first-screen.ts). */
export const CHOSEN_REGION_COOKIE = 'jade_region';

export interface FirstScreenRequest {
  path: string;
  host: string | undefined;
  ip: string;
  /** The merchant code of {@link CHOSEN_REGION_COOKIE}, if any. */
  chosenMerchant: string | undefined;
}

/**
 * What the first screen shows a visitor: the brand of their region and, on a page with a banner strip
 * (home, the game lists, promotions…), the first banner of the page's group. The region is picked as the site's start-up does (apps/web/src/app/start-up/
 * region-choice.ts): the visitor's own choice, else the region whose domain is the host, else the one
 * of the visitor's country, else the host's or default merchant. A wrong guess only shows another
 * region's banner until the app draws the page.
 */
export function createFirstScreenService(deps: {
  brands: Pick<BrandService, 'resolveMerchant' | 'directory' | 'systemInfo'>;
  geo: GeoLookup;
  /** The region's live banners of a group in display order. */
  banners(merchantCode: string, group: BannerGroup): Promise<Banner[]>;
}) {
  const { brands, geo } = deps;

  async function regionOf(request: FirstScreenRequest): Promise<MerchantRow> {
    const base = await brands.resolveMerchant(undefined, request.host);
    const { merchants } = await brands.directory();
    const sameBrand = merchants.filter((m) => m.brandId === base.brandId);
    const chosen = sameBrand.find((m) => m.code === request.chosenMerchant);
    if (chosen) return chosen;
    const byDomain = request.host ? merchantForHost(sameBrand, request.host) : undefined;
    if (byDomain) return byDomain;
    const country = geo.country(request.ip);
    return (
      sameBrand.find((m) => country !== null && m.country.toUpperCase() === country.toUpperCase()) ?? base
    );
  }

  return {
    async view(request: FirstScreenRequest): Promise<FirstScreenView> {
      const merchant = await regionOf(request);
      const info = await brands.systemInfo(merchant);
      const group = ROUTE_BANNER_GROUPS[request.path];
      if (!group) return { brand: info.brand.name, bannerSrc: null };
      const [first] = await deps.banners(merchant.code, group);
      return { brand: info.brand.name, bannerSrc: first?.url ?? null };
    },
  };
}

/**
 * The static site's index renderer (platform/static/static-site.ts): fills the first screen for the
 * request's page, host, address and chosen-region cookie; null (send as built) for a template
 * without one.
 */
export function createFirstScreenRenderer(deps: Parameters<typeof createFirstScreenService>[0]) {
  const service = createFirstScreenService(deps);
  return async (template: string, request: FastifyRequest): Promise<string | null> => {
    if (!hasFirstScreen(template)) return null;
    const view = await service.view({
      path: request.url.split('?')[0] ?? '/',
      host: request.host,
      ip: clientIp(request),
      chosenMerchant: parseCookie(request.headers.cookie ?? '')[CHOSEN_REGION_COOKIE],
    });
    return renderFirstScreen(template, view);
  };
}
