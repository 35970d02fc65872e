import { successSchema } from '@jade/contract/envelope';
import { systemCalls } from '@jade/contract/system-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  createTestApp,
  createTestOperator,
  openTestDatabase,
  resetSiteSettings,
  TEST_REDIS_NAMESPACE,
} from '../../../test/helpers';
import type { Cache } from './cache';
import { createRedisCache, publishInvalidation } from './redis-cache';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const statusSchema = successSchema(systemCalls.status.value);

let database: DatabaseHandle;
const caches: Cache[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = openTestDatabase();
  for (let i = 0; i < 2; i++) {
    // A long TTL: only the invalidation message can make the instances see the change in time.
    const cache = await createRedisCache(REDIS_URL, 10 * 60 * 1000, TEST_REDIS_NAMESPACE);
    caches.push(cache);
    apps.push(await createTestApp(database, { cache }));
  }
});

afterAll(async () => {
  await resetSiteSettings(database);
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all(caches.map((c) => c.close()));
  await database.close();
});

async function maintenanceSeenBy(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/wps/system/status' });
  return statusSchema.parse(response.json()).value.maintenance;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe('Redis cache invalidation', () => {
  it('an operator change reaches every instance at once', async () => {
    expect(await maintenanceSeenBy(apps[0]!)).toBe(false);
    expect(await maintenanceSeenBy(apps[1]!)).toBe(false);

    // Written without invalidation: both instances keep serving their cached copy.
    const silent = createTestOperator(database, async () => undefined);
    await silent.setMaintenance(true);
    expect(await maintenanceSeenBy(apps[0]!)).toBe(false);
    expect(await maintenanceSeenBy(apps[1]!)).toBe(false);

    // What the operator CLI does with REDIS_URL set.
    await publishInvalidation(REDIS_URL, 'settings:', TEST_REDIS_NAMESPACE);
    expect(
      await eventually(
        async () => (await maintenanceSeenBy(apps[0]!)) && (await maintenanceSeenBy(apps[1]!)),
      ),
    ).toBe(true);

    // One instance's own invalidation also reaches the other.
    await silent.setMaintenance(false);
    await caches[0]!.invalidate('settings:');
    expect(await eventually(async () => !(await maintenanceSeenBy(apps[1]!)))).toBe(true);
  });
});
