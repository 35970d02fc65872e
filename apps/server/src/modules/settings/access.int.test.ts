import { successSchema } from '@jade/contract/envelope';
import { systemCalls } from '@jade/contract/system-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import {
  createTestApp,
  createTestOperator,
  openTestDatabase,
  resetSiteSettings,
  TEST_IPS,
} from '../../../test/helpers';
import type { OperatorService } from './operator-service';

const statusSchema = successSchema(systemCalls.status.value);
const GATED = '/wps/relay/GCSGAME_gameVendor';

let database: DatabaseHandle;
let app: FastifyInstance;
let operator: OperatorService;

beforeAll(async () => {
  database = openTestDatabase();
  // No cache (TTL 0): every request reads the settings the operator just wrote.
  app = await createTestApp(database);
  operator = createTestOperator(database, async () => undefined);
});

afterEach(async () => resetSiteSettings(database));

afterAll(async () => {
  await app.close();
  await database.close();
});

function get(url: string, ip: string = TEST_IPS.philippines, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, remoteAddress: ip, headers });
}

async function status(ip: string = TEST_IPS.philippines, headers: Record<string, string> = {}) {
  return statusSchema.parse((await get('/wps/system/status', ip, headers)).json()).value;
}

describe('maintenance', () => {
  it('closes every gated call with 503 and the maintenance times; status still answers', async () => {
    const before = Date.now();
    await operator.setMaintenance(true);
    const closed = await get(GATED, TEST_IPS.philippines, { language: 'EN' });
    expect(closed.statusCode).toBe(503);
    const body = closed.json();
    expect(body).toMatchObject({ success: false, errorCode: 'system.maintenance' });
    expect(body.value.content.data.endTime).toBeNull();
    expect(body.value.content.data.maintainTime).toBeGreaterThanOrEqual(before - 1000);

    const value = await status();
    expect(value).toMatchObject({ maintenance: true, maintenanceEnd: null, whitelist: false });
    for (const url of ['/wps/system/whitelabel', '/wps/system/location', '/wps/system/setting/register']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }

    await operator.setMaintenance(false);
    expect((await get(GATED)).statusCode).toBe(200);
    expect((await status()).maintenance).toBe(false);
  });

  it('reports the end time, and ends by itself once it has passed', async () => {
    const until = new Date(Date.now() + 60 * 60 * 1000);
    await operator.setMaintenance(true, { until });
    const closed = await get(GATED);
    expect(closed.json().value.content.data.endTime).toBe(until.getTime());
    expect((await status()).maintenanceEnd).toBe(until.getTime());

    const { createSettingsRepository } = await import('./repository');
    await createSettingsRepository(database.db).update(['jade_ph'], () => ({
      maintenanceEnd: new Date(Date.now() - 1000),
    }));
    expect((await get(GATED)).statusCode).toBe(200);
  });

  it('applies per merchant with --merchant', async () => {
    await operator.setMaintenance(true, { merchant: 'jade_bd' });
    expect((await get(GATED, TEST_IPS.philippines, { merchant: 'jade_bd' })).statusCode).toBe(503);
    expect((await get(GATED, TEST_IPS.philippines, { merchant: 'jade_ph' })).statusCode).toBe(200);
  });

  it('an allow-listed address (or block) sees the site', async () => {
    await operator.setMaintenance(true);
    await operator.allowIp('add', '8.8.8.0/24');
    expect((await get(GATED, TEST_IPS.unitedStates)).statusCode).toBe(200);
    expect(await status(TEST_IPS.unitedStates)).toMatchObject({ maintenance: false, whitelist: true });
    expect((await get(GATED, TEST_IPS.nigeria)).statusCode).toBe(503);
    await operator.allowIp('remove', '8.8.8.0/24');
    expect((await get(GATED, TEST_IPS.unitedStates)).statusCode).toBe(503);
  });

  it('rejects a bad operator input and changes nothing', async () => {
    await expect(operator.setMaintenance(true, { until: new Date(Date.now() - 1000) })).rejects.toThrow(
      /future/,
    );
    await expect(operator.setMaintenance(true, { merchant: 'nobody' })).rejects.toThrow(/unknown merchant/);
    await expect(operator.allowIp('add', 'not-an-ip')).rejects.toThrow();
    await expect(operator.allowCountry('add', 'USA')).rejects.toThrow();
    expect((await operator.status()).every((s) => !s.maintenance && s.ipAllowList.length === 0)).toBe(true);
  });
});

describe('region restriction', () => {
  it('blocks a visitor from a country outside the brand regions with 403 ip.restricted', async () => {
    await operator.setRegionRestriction(true);
    const blocked = await get(GATED, TEST_IPS.unitedStates);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('ip.restricted');
    expect(await status(TEST_IPS.unitedStates)).toMatchObject({
      regionRestriction: true,
      location: { countryCode: 'US' },
    });
  });

  it('lets region countries, private addresses and extra allowed countries through', async () => {
    await operator.setRegionRestriction(true);
    expect((await get(GATED, TEST_IPS.philippines)).statusCode).toBe(200);
    // Nigeria is a region of the brand: allowed whatever merchant the visitor uses.
    expect((await get(GATED, TEST_IPS.nigeria, { merchant: 'jade_ph' })).statusCode).toBe(200);
    expect((await get(GATED, '10.1.2.3')).statusCode).toBe(200);
    expect((await get(GATED, '127.0.0.1')).statusCode).toBe(200);
    expect((await status('192.168.1.5')).regionRestriction).toBe(false);

    expect((await get(GATED, TEST_IPS.germany)).statusCode).toBe(403);
    await operator.allowCountry('add', 'de');
    expect((await get(GATED, TEST_IPS.germany)).statusCode).toBe(200);
    expect((await status(TEST_IPS.germany)).regionRestriction).toBe(false);
  });

  it('an allow-listed address bypasses it', async () => {
    await operator.setRegionRestriction(true);
    await operator.allowIp('add', TEST_IPS.unitedStates);
    expect((await get(GATED, TEST_IPS.unitedStates)).statusCode).toBe(200);
    expect(await status(TEST_IPS.unitedStates)).toMatchObject({ regionRestriction: false, whitelist: true });
  });

  it('uses X-Forwarded-For only when TRUST_PROXY says so', async () => {
    await operator.setRegionRestriction(true);
    const proxied = await createTestApp(database, { config: { trustProxy: 'loopback' } });
    try {
      const viaProxy = await proxied.inject({
        method: 'GET',
        url: GATED,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': TEST_IPS.unitedStates },
      });
      expect(viaProxy.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
    const direct = await app.inject({
      method: 'GET',
      url: GATED,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': TEST_IPS.unitedStates },
    });
    expect(direct.statusCode).toBe(200);
  });

  it('environment overrides win over the database', async () => {
    const overridden = await createTestApp(database, {
      config: { overrides: { maintenance: true, maintenanceEnd: undefined, regionRestriction: undefined } },
    });
    try {
      expect((await overridden.inject({ method: 'GET', url: GATED })).statusCode).toBe(503);
    } finally {
      await overridden.close();
    }
  });
});
