import type { Cache } from '../../platform/cache/cache';
import type { Database } from '../../platform/db/client';
import type { BetFactsReports } from '../bet-facts/types';
import { CATALOGUE_CACHE_PREFIX } from './catalogue-service';
import { createGamesOpsRepository } from './ops-repository';
import { createGamesOps } from './ops-service';
import { VENDOR_CACHE_PREFIX } from './service';

/** Games and vendors in the back office; a change drops the catalogue's and the vendor lanes' caches. */
export function createGamesOpsModule(deps: {
  db: Database;
  cache: Cache;
  gameFigures: BetFactsReports['gameFigures'];
  now?: (() => number) | undefined;
}) {
  return createGamesOps({
    db: deps.db,
    repo: createGamesOpsRepository(deps.db),
    gameFigures: deps.gameFigures,
    invalidate: async () => {
      await deps.cache.invalidate(CATALOGUE_CACHE_PREFIX);
      await deps.cache.invalidate(VENDOR_CACHE_PREFIX);
    },
    now: deps.now ?? Date.now,
  });
}
