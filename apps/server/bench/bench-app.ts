import type { Database } from '../src/platform/db/client';
import { buildApp } from '../src/app';
import { createMemoryCache } from '../src/platform/cache/cache';
import { CACHE_TTL_MS } from '../src/platform/cache/create-cache';
import { createSecretBox, generateSecretKey, parseSecretKeyring } from '../src/platform/crypto/secret-box';

/**
 * The app as the in-process benches run it: the API only (no built site), quiet logs, the production
 * cache (5 s TTL), a throwaway sealing key. `trustProxy` lets each simulated player come from its own
 * address (X-Forwarded-For), so per-address limits count per player rather than cap the run.
 */
export function buildBenchApp(db: Database, { trustProxy }: { trustProxy: boolean }) {
  return buildApp({
    config: {
      trustProxy,
      logLevel: 'warn',
      webDist: '/nonexistent',
      overrides: { maintenance: undefined, maintenanceEnd: undefined, regionRestriction: undefined },
      defaultMerchant: undefined,
    },
    db,
    secrets: createSecretBox(parseSecretKeyring(generateSecretKey('bench'))),
    cache: createMemoryCache(CACHE_TTL_MS),
    logger: false,
  });
}
