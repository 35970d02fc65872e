import type { GameVendorValue } from '@jade/contract/games';
import type { Cache } from '../../platform/cache/cache';
import type { VendorRepository } from './repository';
import { buildVendorLanes } from './vendor-lanes';

export const VENDOR_CACHE_PREFIX = 'vendors:';

export function createGamesService(deps: { vendors: VendorRepository; cache: Cache }) {
  return {
    vendorLanes(brandId: number): Promise<GameVendorValue> {
      return deps.cache.getOrLoad(`${VENDOR_CACHE_PREFIX}${brandId}`, async () => ({
        data: { lanes: buildVendorLanes(await deps.vendors.listEnabled(brandId)) },
      }));
    },
    async findVendor(code: string) {
      const row = await deps.vendors.findByCode(code);
      return row ? { code: row.code, displayName: row.displayName, category: row.category } : null;
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
