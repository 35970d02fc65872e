import { successSchema } from '@jade/contract/envelope';
import { gameVendorValueSchema, NAV_CATEGORIES, NAV_VENDOR_LIMIT } from '@jade/contract/games';
import { MODULE_IDS, flattenWhitelabel } from '@jade/contract/module-ids';
import { systemCalls } from '@jade/contract/system-calls';
import { REGISTER_FIELDS } from '@jade/contract/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from '../brand/customer-service-path';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase, TEST_IPS } from '../../../test/helpers';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  schema: { parse(v: unknown): T },
  init: object = {},
) {
  const response = await app.inject({ method, url, ...init });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

describe('system calls', () => {
  it('status: the permission call with the whole brand configuration', async () => {
    const { value } = await call('GET', '/wps/system/status', successSchema(systemCalls.status.value), {
      remoteAddress: TEST_IPS.philippines,
    });
    expect(value).toMatchObject({
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      whitelist: false,
      location: { ip: TEST_IPS.philippines, countryCode: 'PH' },
    });
    const { info } = value;
    expect(info.merchantCode).toBe('jade_ph');
    expect(info.brand).toMatchObject({
      name: 'Jade',
      platform: 'web',
      device: 'WEB',
      lotteryType: 'SEA',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      defaultLanguage: 'MY',
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
      loginRequired: false,
    });
    expect(info.regions.map((r) => [r.country, r.currency, r.langList])).toEqual([
      ['PH', 'MMK', ['MY', 'EN']],
      ['BD', 'BDT', ['EN', 'BN']],
      ['IN', 'INR', ['HI', 'EN']],
      ['NG', 'NGN', ['EN']],
      ['ID', 'IDRK', ['EN', 'ID']],
      ['PK', 'PKR', ['EN', 'UR']],
      ['KE', 'KES', ['EN']],
    ]);
    expect(info.regions.filter((r) => r.isDefault).map((r) => r.merchantCode)).toEqual(['jade_ph']);
    const flags = flattenWhitelabel(info.whitelabel);
    expect(Object.keys(flags).sort()).toEqual([...MODULE_IDS].sort());
    for (const id of ['MOBILENUMREG3', 'REGMOBVERF3', 'USERNAMEREG3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3']) {
      expect(flags[id], id).toBe(true);
    }
    expect(flags.MOBILEVERCODELOGIN3).toBe(true);
    expect(Object.keys(info.register).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining([
        'Android',
        'IOS',
        'LITE',
        'WHATSAPP',
        'FACEBOOK',
        'INSTAGRAM',
        'TELEGRAM',
        'YOUTUBE',
      ]),
    );
    const external = info.customerService.find((c) => c.csType === 3)!;
    expect(decryptCustomerServicePath(external.path)).toMatch(/^https:\/\/\S+\.example\.com\//);
    expect(info.analytics.gtagId).toBe('');
    expect(info.mainDomain).toBe('ph.jade.local');
  });

  it('status: ?host= picks the region whose domain it is, unless a Merchant header says otherwise', async () => {
    const schema = successSchema(systemCalls.status.value);
    const byHost = await call('GET', '/wps/system/status?host=bd.jade.local', schema);
    expect(byHost.value.info.merchantCode).toBe('jade_bd');
    const byHeader = await call('GET', '/wps/system/status?host=bd.jade.local', schema, {
      headers: { merchant: 'jade_ke' },
    });
    expect(byHeader.value.info.merchantCode).toBe('jade_ke');
    const unknownHost = await call('GET', '/wps/system/status?host=elsewhere.example', schema);
    expect(unknownHost.value.info.merchantCode).toBe('jade_ph');
  });

  it('whitelabel: the module tree with parents', async () => {
    const { value } = await call(
      'GET',
      '/wps/system/whitelabel',
      successSchema(systemCalls.whitelabel.value),
    );
    const reg = value.find((n) => n.modId === 'REG3')!;
    expect(reg.childrenNodes.map((n) => n.modId)).toEqual(
      expect.arrayContaining(['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3']),
    );
  });

  it('domainRoute, location, country list', async () => {
    const routes = await call(
      'GET',
      '/wps/system/domainRoute',
      successSchema(systemCalls.domainRoute.value),
      {
        headers: { merchant: 'jade_in' },
      },
    );
    expect(routes.value.routers).toEqual(['in.jade.local']);
    expect(routes.value.resources.length).toBeGreaterThan(0);

    const location = await call('GET', '/wps/system/location', successSchema(systemCalls.location.value), {
      remoteAddress: TEST_IPS.nigeria,
    });
    expect(location.value).toEqual({ ip: TEST_IPS.nigeria, countryCode: 'NG' });
    const privateLocation = await call(
      'GET',
      '/wps/system/location',
      successSchema(systemCalls.location.value),
    );
    expect(privateLocation.value.countryCode).toBeNull();

    const countries = await call('GET', '/wps/system/country', successSchema(systemCalls.countries.value));
    expect(countries.value.map((c) => c.countryCode)).toEqual(['PH', 'BD', 'IN', 'NG', 'ID', 'PK', 'KE']);
    expect(countries.value[0]).toEqual({
      countryCode: 'PH',
      countryDialingCode: '63',
      countryName: 'Philippines',
    });
  });

  it('register settings: a rule for every field', async () => {
    const { value } = await call(
      'GET',
      '/wps/system/setting/register',
      successSchema(systemCalls.registerSettings.value),
    );
    expect(value.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      patternId: 1,
    });
    expect(value.password).toMatchObject({ minLength: 8, maxLength: 20, patternId: 20 });
    expect(value.mobileNum).toMatchObject({ minLength: 10, maxLength: 11, patternId: 6 });
    expect(Object.values(value).some((r) => !r.enabled)).toBe(true);
    for (const rule of Object.values(value)) {
      const pattern = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern;
      expect(() => new RegExp(pattern)).not.toThrow();
    }
  });

  it('language update: validates and echoes the language', async () => {
    const ok = await call('POST', '/wps/member/language', successSchema(systemCalls.updateLanguage.value), {
      payload: { language: 'EN' },
    });
    expect(ok.value).toEqual({ language: 'EN' });
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/member/language',
      payload: { language: 'XX' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      value: { field: 'language' },
    });
  });

  it('GCSGAME_gameVendor: lanes in navigation order, enabled vendors only, sorted', async () => {
    const { value } = await call(
      'GET',
      '/wps/relay/GCSGAME_gameVendor',
      successSchema(gameVendorValueSchema),
    );
    const titles = value.data.lanes.map((l) => l.title);
    expect(titles.slice(0, NAV_CATEGORIES.length)).toEqual([...NAV_CATEGORIES]);
    expect(titles).toEqual(expect.arrayContaining(['TABLE', 'ARCADE', 'JACKPOT', 'BINGO']));
    const lane = (title: string) => value.data.lanes.find((l) => l.title === title)!.cards;
    expect(lane('RNG').length).toBeGreaterThan(NAV_VENDOR_LIMIT);
    expect(lane('FISH').length).toBeGreaterThanOrEqual(6);
    expect(lane('PVP').length).toBeGreaterThanOrEqual(6);
    expect(lane('LIVE').length).toBeGreaterThanOrEqual(5);
    const all = value.data.lanes.flatMap((l) => l.cards);
    expect(all.map((c) => c.vassalage)).not.toContain('OLD');
    expect(all.some((c) => c.isGame === 'VASSALAGE')).toBe(true);
    expect(all.some((c) => c.maintenance)).toBe(true);
    expect(all.some((c) => c.isHot === 1)).toBe(true);
    expect(lane('RNG')[0]).toMatchObject({
      vassalage: 'JADE',
      lagerIcon: '/img/vendor/JADE.webp',
      smallIcon: '/img/vendor/JADE-icon.webp',
      h5Icon: '/img/vendor/JADE-icon.webp',
    });
  });
});
