import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps, type AppSettings } from '../src/app';
import { createBrandRepository } from '../src/modules/brand/repository';
import { createOperatorService } from '../src/modules/settings/operator-service';
import { createSettingsRepository } from '../src/modules/settings/repository';
import { createMemoryCache, type Cache } from '../src/platform/cache/cache';
import { createSecretBox, parseSecretKeyring, type SecretBox } from '../src/platform/crypto/secret-box';
import { connectDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { createStaticGeoLookup, type GeoLookup } from '../src/platform/geo/geo-lookup';

/** Public addresses with fixed countries, so the tests do not depend on the GeoLite data's age. */
export const TEST_IPS = {
  philippines: '112.198.0.1',
  nigeria: '41.58.0.1',
  unitedStates: '8.8.8.8',
  germany: '5.1.66.255',
} as const;

export const testGeo: GeoLookup = createStaticGeoLookup({
  [TEST_IPS.philippines]: 'PH',
  [TEST_IPS.nigeria]: 'NG',
  [TEST_IPS.unitedStates]: 'US',
  [TEST_IPS.germany]: 'DE',
});

export function openTestDatabase(): DatabaseHandle {
  return connectDatabase(inject('databaseUrl'), { max: 4 });
}

/** The run's keyring for secrets at rest (one for every app of the run, so seeds open in any test). */
export function testSecretBox(): SecretBox {
  return createSecretBox(parseSecretKeyring(inject('secretKeys')));
}

export const testSettings: AppSettings = {
  trustProxy: false,
  logLevel: 'silent',
  webDist: '/nonexistent/jade-web-dist',
  overrides: { maintenance: undefined, maintenanceEnd: undefined, regionRestriction: undefined },
  defaultMerchant: undefined,
};

const appContexts = new WeakMap<FastifyInstance, { database: DatabaseHandle; now: () => number }>();

/** The database and clock a test app was built with (for helpers that only get the app). */
export function testAppContext(app: FastifyInstance) {
  const context = appContexts.get(app);
  if (!context) throw new Error('not an app of createTestApp');
  return context;
}

export async function createTestApp(
  database: DatabaseHandle,
  options: {
    config?: Partial<AppSettings>;
    cache?: Cache;
    geo?: GeoLookup;
    /** Extra routes (e.g. test calls) added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Counters, clock, accounts settings, providers… */
    deps?: Partial<Omit<AppDeps, 'config' | 'db' | 'cache' | 'geo' | 'logger'>>;
  } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...testSettings, ...options.config },
    db: database.db,
    cache: options.cache ?? createMemoryCache(0),
    secrets: testSecretBox(),
    geo: options.geo ?? testGeo,
    logger: false,
    ...options.deps,
  });
  appContexts.set(app, { database, now: options.deps?.now ?? Date.now });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

export function createTestOperator(database: DatabaseHandle, invalidate: (prefix: string) => Promise<void>) {
  const brands = createBrandRepository(database.db);
  return createOperatorService({
    repo: createSettingsRepository(database.db),
    listMerchantCodes: async () => (await brands.listMerchants()).map((m) => m.code),
    invalidate,
  });
}

/** Puts every merchant's site settings back to open, for tests that change them. */
export async function resetSiteSettings(database: DatabaseHandle) {
  await createSettingsRepository(database.db).update(
    (await createBrandRepository(database.db).listMerchants()).map((m) => m.code),
    () => ({
      maintenance: false,
      maintenanceSince: null,
      maintenanceEnd: null,
      regionRestriction: false,
      allowedCountries: [],
      ipAllowList: [],
    }),
  );
}

/**
 * Runs the bet-facts roll-ups until every fact committed so far is applied. Test files share the
 * database and run side by side: a write transaction open in another one (its own roll-up pass
 * included) holds the readable range back for as long as it lasts, so one pass that reads nothing
 * proves nothing. This waits for the range to open, up to a minute.
 */
export async function rollUpFacts(database: DatabaseHandle, app: FastifyInstance): Promise<void> {
  const at = new Date();
  const until = Date.now() + 60_000;
  for (;;) {
    for (;;) {
      const { drained } = await database.db.transaction((tx) => app.betFacts.rollupDue(tx));
      if (drained) break;
    }
    if (await app.betFacts.rolledUpTo(at)) return;
    if (Date.now() > until) throw new Error('the bet-facts roll-ups did not catch up in a minute');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The Redis namespace of this test run: `scripts/test-integration.mjs` runs the embedded and the
 * external database side by side against one Redis, each with its own namespace.
 */
export const TEST_REDIS_NAMESPACE = process.env.REDIS_NAMESPACE ?? 'jade-test';
