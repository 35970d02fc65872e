import type { Country, Location, SystemStatusValue } from '@jade/contract/system';
import type { MerchantRow } from '../brand/repository';
import { merchantForHost, type BrandService } from '../brand/service';
import type { SettingsService } from '../settings/service';

export function createSystemService(deps: { brands: BrandService; settings: SettingsService }) {
  const { brands, settings } = deps;
  return {
    /**
     * The permission call. `host` (the page's host) picks the region whose domain it is when the
     * request named no merchant; `info.regions[].domains` lets the site do the same match itself.
     */
    async status(input: {
      merchant: MerchantRow;
      merchantFromHeader: boolean;
      host: string | undefined;
      ip: string;
    }): Promise<SystemStatusValue> {
      let merchant = input.merchant;
      if (!input.merchantFromHeader && input.host) {
        merchant = merchantForHost((await brands.directory()).merchants, input.host) ?? merchant;
      }
      const [decision, info] = await Promise.all([
        settings.evaluate(merchant, input.ip),
        brands.systemInfo(merchant),
      ]);
      return {
        // Both flags say what applies to this visitor: an allow-listed address sees the site.
        maintenance: decision.blockedBy === 'maintenance',
        maintenanceEnd: decision.endTime,
        regionRestriction: decision.blockedBy === 'region',
        whitelist: decision.whitelisted,
        location: { ip: input.ip, countryCode: decision.country },
        info,
      };
    },

    async location(merchant: MerchantRow, ip: string): Promise<Location> {
      const { country } = await settings.evaluate(merchant, ip);
      return { ip, countryCode: country };
    },

    async countries(merchant: MerchantRow): Promise<Country[]> {
      const { merchants } = await brands.directory();
      const seen = new Set<string>();
      const list: Country[] = [];
      for (const m of merchants) {
        if (m.brandId !== merchant.brandId || seen.has(m.country)) continue;
        seen.add(m.country);
        list.push({ countryCode: m.country, countryDialingCode: m.dialingCode, countryName: m.countryName });
      }
      return list;
    },

    async domainRoute(merchant: MerchantRow) {
      const info = await brands.systemInfo(merchant);
      return { routers: info.domainRoute, resources: info.resources };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
