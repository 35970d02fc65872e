import { opsSettingsCalls } from '@jade/contract/ops-settings-calls';
import { contentCalls } from '@jade/contract/content-calls';
import { systemCalls } from '@jade/contract/system-calls';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache, type Cache } from '../../platform/cache/cache';
import { createRedisCache } from '../../platform/cache/redis-cache';
import type { DatabaseHandle } from '../../platform/db/client';
import {
  createTestApp,
  openTestDatabase,
  resetSiteSettings,
  TEST_IPS,
  TEST_REDIS_NAMESPACE,
} from '../../../test/helpers';
import { call, TEST_MERCHANT } from '../../../test/accounts';
import { ok, operatorToken, refused, staffToken } from '../../../test/payments';
import { decryptCustomerServicePath } from '../brand/customer-service-path';
import { customerService, merchantModules, registerRules } from '../brand/tables';
import { operatorAudit } from '../operators/tables';

let database: DatabaseHandle;
let app: FastifyInstance;
// A long-lived cache: a change shows only because the write invalidates it.
const cache = createMemoryCache(10 * 60_000);
let admin: string;
let support: string;
let savedRules: (typeof registerRules.$inferSelect)[];
let savedLinks: (typeof customerService.$inferSelect)[];

const region = TEST_MERCHANT;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { cache });
  [admin, support] = await Promise.all([operatorToken(app), staffToken(app, database, 'support')]);
  savedRules = await database.db.select().from(registerRules);
  savedLinks = await database.db.select().from(customerService);
});

// Every setting this file changes goes back to the seed's, so the files after it see the demo brand.
afterEach(async () => {
  await resetSiteSettings(database);
  await database.db
    .update(merchantModules)
    .set({ enabled: true })
    .where(and(eq(merchantModules.merchantCode, region), eq(merchantModules.modId, 'FEEDBACK3')));
  for (const rule of savedRules)
    await database.db
      .update(registerRules)
      .set(rule)
      .where(and(eq(registerRules.brandId, rule.brandId), eq(registerRules.field, rule.field)));
  await database.db.delete(customerService);
  await database.db.insert(customerService).values(savedLinks);
  // The restores above bypass the services: drop what the app has cached.
  await cache.invalidate();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const write = (def: (typeof opsSettingsCalls)[keyof typeof opsSettingsCalls], body: object, token = admin) =>
  call(app, def, body, { token });
const read = (token = admin) => call(app, opsSettingsCalls.settings, undefined, { token, query: { region } });
const statusOf = async () => ok(await call(app, systemCalls.status, undefined, { ip: TEST_IPS.philippines }));

async function auditRows(action: string) {
  return database.db
    .select()
    .from(operatorAudit)
    .where(like(operatorAudit.action, action))
    .orderBy(desc(operatorAudit.id))
    .limit(5);
}

describe('settings in the back office', () => {
  it('lets support read but not change; admin changes are audited with before and after', async () => {
    const view = ok(await read(support));
    expect(view.region.code).toBe(region);
    expect(view.modules.find((m: { modId: string }) => m.modId === 'COMM3')).toMatchObject({ locked: true });

    refused(
      await write(opsSettingsCalls.setModule, { region, modId: 'FEEDBACK3', enabled: false }, support),
      403,
      'operator.forbidden',
    );
    refused(
      await write(opsSettingsCalls.setMaintenance, { region, on: true }, support),
      403,
      'operator.forbidden',
    );
    expect(ok(await read()).access.maintenance).toBe(false);
    const [module] = await database.db
      .select()
      .from(merchantModules)
      .where(and(eq(merchantModules.merchantCode, region), eq(merchantModules.modId, 'FEEDBACK3')));
    expect(module!.enabled).toBe(true);

    ok(await write(opsSettingsCalls.setRegionRestriction, { region, on: true }));
    const [row] = await auditRows('settings.region-restriction');
    expect(row).toMatchObject({ targetType: 'merchant', targetId: region, operatorName: 'operator' });
    expect(row!.before).toMatchObject({ regionRestriction: false });
    expect(row!.after).toMatchObject({ regionRestriction: true });
  });

  it('a module switched off answers function.not.available until switched on again', async () => {
    const types = () => call(app, contentCalls.feedbackTypes, undefined, { ip: TEST_IPS.philippines });
    ok(await types()); // warms the module cache

    const off = ok(await write(opsSettingsCalls.setModule, { region, modId: 'FEEDBACK3', enabled: false }));
    expect(off.modules.find((m: { modId: string }) => m.modId === 'FEEDBACK3')).toMatchObject({
      enabled: false,
      effective: false,
    });
    refused(await types(), 400, 'function.not.available');
    const [audit] = await auditRows('settings.module');
    expect(audit).toMatchObject({
      before: { modId: 'FEEDBACK3', enabled: true },
      after: { modId: 'FEEDBACK3', enabled: false },
    });

    ok(await write(opsSettingsCalls.setModule, { region, modId: 'FEEDBACK3', enabled: true }));
    ok(await types());
  });

  it('refuses to switch off COMM3 (the console’s own calls) and unknown modules', async () => {
    refused(
      await write(opsSettingsCalls.setModule, { region, modId: 'COMM3', enabled: false }),
      400,
      'settings.module.locked',
    );
    refused(
      await write(opsSettingsCalls.setModule, { region, modId: 'NOPE3', enabled: false }),
      400,
      'settings.module.unknown',
    );
    refused(
      await write(opsSettingsCalls.setModule, { region: 'nowhere', modId: 'FEEDBACK3', enabled: false }),
      400,
      'settings.region.unknown',
    );
  });

  it('a register rule change shows in the register settings call; a bad rule is refused', async () => {
    const register = async () => ok(await call(app, systemCalls.registerSettings, undefined, {}));
    expect((await register()).username.maxLength).toBe(16);
    const rule = {
      region,
      field: 'username',
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 12,
      patternId: 1,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    };
    const view = ok(await write(opsSettingsCalls.setRegisterRule, rule));
    expect(view.registerRules.find((r: { field: string }) => r.field === 'username').maxLength).toBe(12);
    expect((await register()).username).toMatchObject({ minLength: 6, maxLength: 12 });
    const [audit] = await auditRows('settings.register-rule');
    expect(audit).toMatchObject({ before: { maxLength: 16 }, after: { field: 'username', maxLength: 12 } });

    for (const bad of [{ minLength: 13 }, { acceptedPattern: '(a+)+$' }, { acceptedPattern: '([' }]) {
      refused(
        await write(opsSettingsCalls.setRegisterRule, { ...rule, ...bad }),
        400,
        'settings.register.rule.invalid',
      );
    }
    expect((await register()).username.maxLength).toBe(12);
  });

  it('maintenance with an end time shows in the status call; the back office stays open', async () => {
    await statusOf(); // warms the settings cache
    const endAt = Date.now() + 3_600_000;
    refused(
      await write(opsSettingsCalls.setMaintenance, { region, on: true, endAt: Date.now() - 1000 }),
      400,
      'settings.maintenance.end.invalid',
    );
    refused(
      await write(opsSettingsCalls.setMaintenance, { region, on: false, endAt }),
      400,
      'settings.maintenance.end.invalid',
    );
    const view = ok(await write(opsSettingsCalls.setMaintenance, { region, on: true, endAt }));
    expect(view.access).toMatchObject({ maintenance: true, maintenanceEnd: endAt });
    expect(await statusOf()).toMatchObject({ maintenance: true, maintenanceEnd: endAt });

    // Maintenance and region restriction close the player site, never the console that lifts them.
    ok(await write(opsSettingsCalls.setRegionRestriction, { region, on: true }));
    const far = { ip: TEST_IPS.unitedStates, token: admin };
    ok(await call(app, opsSettingsCalls.settings, undefined, { ...far, query: { region } }));
    ok(await call(app, opsSettingsCalls.setMaintenance, { region, on: false }, far));
    expect(await statusOf()).toMatchObject({ maintenance: false, maintenanceEnd: null });
    const [audit] = await auditRows('settings.maintenance');
    expect(audit).toMatchObject({ before: { maintenance: true }, after: { maintenance: false } });
  });

  it('refuses bad country codes and IP entries and changes nothing', async () => {
    const before = ok(await read()).access;
    for (const country of ['USA', '1A', '', 'U']) {
      refused(
        await write(opsSettingsCalls.setAllowedCountry, { region, action: 'add', country }),
        400,
        'settings.country.invalid',
      );
    }
    for (const entry of ['999.1.1.1', '10.0.0.0/40', 'example.com', '1.2.3.4/8/1', '']) {
      refused(
        await write(opsSettingsCalls.setAllowedIp, { region, action: 'add', entry }),
        400,
        'settings.ip.invalid',
      );
    }
    expect(ok(await read()).access).toEqual(before);

    const added = ok(
      await write(opsSettingsCalls.setAllowedCountry, { region, action: 'add', country: 'us' }),
    );
    expect(added.access.allowedCountries).toEqual(['US']);
    const ip = ok(
      await write(opsSettingsCalls.setAllowedIp, { region, action: 'add', entry: '203.0.113.0/24' }),
    );
    expect(ip.access.ipAllowList).toEqual(['203.0.113.0/24']);
    const removed = ok(
      await write(opsSettingsCalls.setAllowedIp, { region, action: 'remove', entry: '203.0.113.0/24' }),
    );
    expect(removed.access.ipAllowList).toEqual([]);
    const [audit] = await auditRows('settings.allowed-ip');
    expect(audit).toMatchObject({ before: { ipAllowList: ['203.0.113.0/24'] }, after: { ipAllowList: [] } });
  });

  it('customer-service links reach the status call, the external link encrypted', async () => {
    const links = [
      { csType: 1, name: 'Chat desk', url: 'https://chat.example.com/desk' },
      { csType: 3, name: 'Help centre', url: 'https://help.example.com/jade' },
    ];
    expect((await statusOf()).info.customerService).toHaveLength(3); // warms the brand cache
    refused(
      await write(opsSettingsCalls.setCustomerService, {
        region,
        links: [{ ...links[0], url: 'javascript:alert(1)' }],
      }),
      400,
      'request_param_err',
    );
    expect(ok(await write(opsSettingsCalls.setCustomerService, { region, links })).customerService).toEqual(
      links,
    );
    const sent = (await statusOf()).info.customerService;
    expect(sent[0]).toEqual({ csType: 1, name: 'Chat desk', path: 'https://chat.example.com/desk' });
    expect(sent[1].path).not.toContain('help.example.com');
    expect(decryptCustomerServicePath(sent[1].path)).toBe('https://help.example.com/jade');
    const [audit] = await auditRows('settings.customer-service');
    expect((audit!.after as unknown[]).length).toBe(2);
  });
});

describe('settings reach every instance', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const caches: Cache[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      // A long TTL: only the invalidation message can make the other instance see the change.
      const redis = await createRedisCache(REDIS_URL, 10 * 60_000, TEST_REDIS_NAMESPACE);
      caches.push(redis);
      apps.push(await createTestApp(database, { cache: redis }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(caches.map((c) => c.close()));
  });

  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await check()).toBe(true);
  }

  it('a module switched and maintenance set on one instance show on the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const token = await operatorToken(a);
    const types = () => call(b, contentCalls.feedbackTypes, undefined, { ip: TEST_IPS.philippines });
    const status = async () =>
      ok(await call(b, systemCalls.status, undefined, { ip: TEST_IPS.philippines })) as {
        maintenance: boolean;
      };
    ok(await types());
    expect((await status()).maintenance).toBe(false);

    ok(await call(a, opsSettingsCalls.setModule, { region, modId: 'FEEDBACK3', enabled: false }, { token }));
    await eventually(async () => (await types()).json().errorCode === 'function.not.available');
    ok(await call(a, opsSettingsCalls.setMaintenance, { region, on: true }, { token }));
    await eventually(async () => (await status()).maintenance);

    ok(await call(a, opsSettingsCalls.setModule, { region, modId: 'FEEDBACK3', enabled: true }, { token }));
    ok(await call(a, opsSettingsCalls.setMaintenance, { region, on: false }, { token }));
    await eventually(async () => (await types()).statusCode === 200);
    await eventually(async () => !(await status()).maintenance);
  });
});
