import type { GameVendorValue } from '@jade/contract/games';
import type { Cache } from '../../platform/cache/cache';
import type { VendorRepository } from './repository';
import { buildVendorLanes } from './vendor-lanes';
import { createCatalogueService } from './catalogue-service';
import type { Database } from '../../platform/db/client';

export const VENDOR_CACHE_PREFIX = 'vendors:';

export function createGamesService(deps: {
  vendors: VendorRepository;
  cache: Cache;
  db: Database;
  now?: (() => number) | undefined;
}) {
  const catalogue = createCatalogueService({ db: deps.db, cache: deps.cache, now: deps.now });
  return {
    catalogue,
    /** Vendor lanes with each lane's classifications and game counts. */
    async vendorLanes(brandId: number): Promise<GameVendorValue> {
      // The rows are cached, the lanes built per request: a maintenance window opens on time.
      const [rows, classify] = await Promise.all([
        deps.cache.getOrLoad(`${VENDOR_CACHE_PREFIX}${brandId}`, () => deps.vendors.listEnabled(brandId)),
        catalogue.classifyByCategory(brandId),
      ]);
      return {
        data: {
          lanes: buildVendorLanes(rows, (deps.now ?? Date.now)()).map((lane) => ({
            ...lane,
            gameClassify: classify.get(lane.title) ?? [],
          })),
        },
      };
    },
    /** For the seamless wallet's authenticate (modules/vendor-api): single use, 5 minutes. */
    consumeLaunchToken: (token: string) => catalogue.consumeLaunchToken(token),
    async findVendor(code: string) {
      const row = await deps.vendors.findByCode(code);
      return row ? { code: row.code, displayName: row.displayName, category: row.category } : null;
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
