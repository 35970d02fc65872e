import { apiFailureSchema } from '@jade/contract/envelope';
import { defineCall } from '@jade/contract/call';
import { translate } from '@jade/i18n/node';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandRepository } from '../../modules/brand/repository';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { registerCall } from './register-call';

const memberCall = defineCall({
  method: 'GET',
  path: '/wps/test/member-only',
  module: 'COMM3',
  auth: 'member',
  summary: 'test',
  value: z.object({ ok: z.boolean() }),
});

const echoCall = defineCall({
  method: 'POST',
  path: '/wps/test/echo',
  module: 'COMM3',
  auth: 'public',
  summary: 'test',
  body: z.object({ text: z.string().max(2_000_000) }),
  value: z.object({ length: z.number() }),
});

const dbEchoCall = defineCall({
  method: 'GET',
  path: '/wps/test/db-echo',
  module: 'COMM3',
  auth: 'public',
  summary: 'test',
  query: z.object({ n: z.string(), at: z.string(), text: z.string() }),
  value: z.object({ ok: z.boolean() }),
});

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    beforeReady: (a) => {
      registerCall(a, memberCall, async () => ({ ok: true }));
      registerCall(a, echoCall, async ({ body }) => ({ length: body.text.length }));
      // Hands its input to PostgreSQL unchecked, as a call missing a bound would.
      registerCall(a, dbEchoCall, async ({ query }) => {
        await database.pool.query('select $1::int4, $2::timestamptz, $3::text', [
          query.n,
          query.at,
          query.text,
        ]);
        return { ok: true };
      });
    },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function failure(body: string) {
  return apiFailureSchema.parse(JSON.parse(body));
}

describe('envelope and errors', () => {
  it('answers with a request id, and keeps a well-formed one the client sent', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/wps/system/location' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      method: 'GET',
      url: '/wps/system/location',
      headers: { 'x-request-id': 'trace-1234567' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-1234567');
    const bad = await app.inject({
      method: 'GET',
      url: '/wps/nope',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(failure(bad.body).requestId).toBe(bad.headers['x-request-id']);
    expect(bad.headers['x-request-id']).not.toBe('bad id\n');
  });

  it('a bad query is request_param_err naming the field', async () => {
    const response = await app.inject({ method: 'GET', url: `/wps/system/status?host=${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(400);
    expect(failure(response.body)).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'host' },
    });
  });

  it('a body that is not JSON is request_param_err', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(failure(response.body).errorCode).toBe('request_param_err');
  });

  it('a control character in any string is request_param_err naming the field, before the handler', async () => {
    const body = await app.inject({ method: 'POST', url: '/wps/test/echo', payload: { text: 'a\u0000b' } });
    expect(body.statusCode).toBe(400);
    expect(failure(body.body)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'text' } });
    const query = await app.inject({ method: 'GET', url: '/wps/test/db-echo?n=1&at=2026-01-01&text=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(failure(query.body)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'text' } });
    const bell = await app.inject({ method: 'POST', url: '/wps/test/echo', payload: { text: 'ding\u0007' } });
    expect(bell.statusCode).toBe(400);
    // Tab, LF and CR are text.
    const lines = await app.inject({ method: 'POST', url: '/wps/test/echo', payload: { text: 'a\tb\r\nc' } });
    expect(lines.statusCode).toBe(200);
  });

  it('a value PostgreSQL refuses (SQLSTATE class 22) is 400 request_param_err, not 500', async () => {
    const fine = await app.inject({ method: 'GET', url: '/wps/test/db-echo?n=1&at=2026-01-01&text=x' });
    expect(fine.statusCode).toBe(200);
    for (const query of [
      'n=99999999999&at=2026-01-01&text=x',
      'n=1&at=99999-13-45&text=x',
      'n=x&at=2026-01-01&text=x',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/wps/test/db-echo?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(failure(response.body).errorCode).toBe('request_param_err');
    }
  });

  it('a body over the limit is 413 payload.too.large', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { text: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(failure(response.body).errorCode).toBe('payload.too.large');
  });

  it('unknown /wps and /lgw paths are 404 resource.not.found; a wrong verb is 405', async () => {
    for (const url of ['/wps/nothing/here', '/lgw/games/none']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(failure(response.body).errorCode).toBe('resource.not.found');
    }
    const wrongVerb = await app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expect(wrongVerb.statusCode).toBe(405);
    expect(wrongVerb.headers.allow).toContain('GET');
    expect(failure(wrongVerb.body).errorCode).toBe('method.not.allowed');
  });

  it('messages follow the Language header (default MY)', async () => {
    const en = await app.inject({ method: 'GET', url: '/wps/nope', headers: { language: 'EN' } });
    const cn = await app.inject({ method: 'GET', url: '/wps/nope', headers: { language: 'CN' } });
    const none = await app.inject({ method: 'GET', url: '/wps/nope' });
    expect(failure(en.body).message).toBe(translate('EN', 'resource.not.found'));
    expect(failure(cn.body).message).toBe(translate('CN', 'resource.not.found'));
    expect(failure(cn.body).message).not.toBe(failure(en.body).message);
    expect(failure(none.body).message).toBe(translate('MY', 'resource.not.found'));
  });

  it('Merchant header: missing → default, duplicate → function.not.available, unknown → merchant.unknown', async () => {
    const missing = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(missing.json().value.info.merchantCode).toBe('jade_ph');

    const duplicate = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: ['jade_ph', 'jade_bd'] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(failure(duplicate.body).errorCode).toBe('function.not.available');

    const unknown = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: 'nobody' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(failure(unknown.body).errorCode).toBe('merchant.unknown');
  });

  it('a member call without a session is 401 customer.not.login', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/test/member-only' });
    expect(response.statusCode).toBe(401);
    expect(failure(response.body).errorCode).toBe('customer.not.login');
  });

  it('a call whose module is off for the merchant is function.not.available', async () => {
    const brands = createBrandRepository(database.db);
    expect(await brands.setModuleEnabled('jade_ng', 'REG3', false)).toBe(true);
    try {
      const off = await app.inject({
        method: 'GET',
        url: '/wps/system/setting/register',
        headers: { merchant: 'jade_ng', language: 'EN' },
      });
      expect(off.statusCode).toBe(400);
      expect(failure(off.body)).toMatchObject({
        errorCode: 'function.not.available',
        message: translate('EN', 'function.not.available'),
      });
      const tree = await app.inject({
        method: 'GET',
        url: '/wps/system/whitelabel',
        headers: { merchant: 'jade_ng' },
      });
      const reg = (tree.json().value as { modId: string; enabled: string }[]).find((n) => n.modId === 'REG3');
      expect(reg?.enabled).toBe('0');
      const otherMerchant = await app.inject({
        method: 'GET',
        url: '/wps/system/setting/register',
        headers: { merchant: 'jade_ke' },
      });
      expect(otherMerchant.statusCode).toBe(200);
    } finally {
      await brands.setModuleEnabled('jade_ng', 'REG3', true);
    }
  });

  it('serves the OpenAPI document at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/relay/GCSGAME_gameVendor', '/wps/member/language']),
    );
  });
});
