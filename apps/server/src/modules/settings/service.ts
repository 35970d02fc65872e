import type { Cache } from '../../platform/cache/cache';
import type { GeoLookup } from '../../platform/geo/geo-lookup';
import type { BrandService } from '../brand/service';
import type { MerchantRow } from '../brand/repository';
import { decideAccess, effectiveSettings, type AccessDecision, type EnvOverrides } from './access';
import { defaultSettings, type SettingsRepository } from './repository';

export const SETTINGS_CACHE_PREFIX = 'settings:';

export function createSettingsService(deps: {
  repo: SettingsRepository;
  cache: Cache;
  brands: BrandService;
  geo: GeoLookup;
  overrides: EnvOverrides;
  startedAt?: Date;
  now?: () => Date;
}) {
  const startedAt = deps.startedAt ?? new Date();
  const now = deps.now ?? (() => new Date());

  function settingsFor(merchantCode: string) {
    return deps.cache.getOrLoad(`${SETTINGS_CACHE_PREFIX}${merchantCode}`, async () => {
      const row = (await deps.repo.find(merchantCode)) ?? defaultSettings(merchantCode);
      return effectiveSettings(row, deps.overrides, startedAt);
    });
  }

  return {
    settingsFor,
    /** The visitor's country and what the maintenance and region gates say about them. */
    async evaluate(merchant: MerchantRow, ip: string): Promise<AccessDecision & { country: string | null }> {
      const [settings, regionCountries] = await Promise.all([
        settingsFor(merchant.code),
        deps.brands.regionCountries(merchant.brandId),
      ]);
      const country = deps.geo.country(ip);
      return { ...decideAccess({ settings, regionCountries, ip, country, now: now() }), country };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
