import { accountCalls } from '@jade/contract/account-calls';
import { sealPayload } from '@jade/contract/sealed-payload';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createRedisCounterStore } from '../../platform/rate-limit/redis-counter-store';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { sealingKey, uniqueIp } from '../../../test/accounts';
import { createAccountsRepository } from './repository';
import { createSealingKeyring } from './sealing-keys';

let database: DatabaseHandle;
let app: FastifyInstance;
let other: FastifyInstance;
let redis: CounterStore;

beforeAll(async () => {
  database = openTestDatabase();
  redis = await createRedisCounterStore(
    process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    `jade:test:sealed:${Date.now()}:`,
  );
  // Two instances on one database and one Redis, like a scaled-out deployment.
  app = await createTestApp(database, { deps: { counters: redis } });
  other = await createTestApp(database, { deps: { counters: redis } });
});
afterAll(async () => {
  await app.close();
  await other.close();
  await redis.close();
  await database.close();
});

const loginBody = { username: 'demo_player', password: 'Jade2026!', type: 'username' };
const post = (target: FastifyInstance, payload: unknown, url = '/wps/session/login') =>
  target.inject({
    method: 'POST',
    url,
    headers: { Merchant: 'jade_ph', 'content-type': 'application/json' },
    payload: payload as string,
    remoteAddress: uniqueIp(),
  });

describe('sealed bodies', () => {
  it('publishes one RSA-OAEP-256 key that every instance shares', async () => {
    const a = await sealingKey(app);
    const b = await other.inject({ method: 'GET', url: '/wps/system/sealingKey' });
    expect(b.json().value.kid).toBe(a.kid);
    expect(a.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' });
    expect(JSON.stringify(a.jwk)).not.toMatch(/"d"|"p"|"q"/);
  });

  it('opens a body sealed for the call, on any instance', async () => {
    const key = await sealingKey(app);
    const sealed = await sealPayload(key.jwk, key.kid, accountCalls.login, loginBody);
    const response = await post(other, sealed);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe('demo_player');
  });

  it('requires the sealed body: plain JSON, nothing, or no JSON at all', async () => {
    expect((await post(app, loginBody)).json().errorCode).toBe('request_body_required');
    const empty = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'jade_ph' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('request_body_required');
    const notJson = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'jade_ph', 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.json().errorCode).toBe('request_body_required');
  });

  it('refuses a replay, even on another instance', async () => {
    const key = await sealingKey(app);
    const sealed = await sealPayload(key.jwk, key.kid, accountCalls.login, loginBody);
    expect((await post(app, sealed)).statusCode).toBe(200);
    const again = await post(other, sealed);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'request_param_err', value: { reason: 'replayed' } });
  });

  it('refuses a tampered body, a body sealed for another call, a stale one and an unknown key', async () => {
    const key = await sealingKey(app);
    const sealed = await sealPayload(key.jwk, key.kid, accountCalls.login, loginBody);
    const flipped = sealed.data.slice(0, 10) + (sealed.data[10] === 'A' ? 'B' : 'A') + sealed.data.slice(11);
    const tampered = await post(app, { ...sealed, data: flipped });
    expect(tampered.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { reason: 'decrypt_failed' },
    });
    const elsewhere = await sealPayload(key.jwk, key.kid, accountCalls.resetPassword, loginBody);
    expect((await post(app, elsewhere)).json().value.reason).toBe('decrypt_failed');
    const stale = await sealPayload(
      key.jwk,
      key.kid,
      accountCalls.login,
      loginBody,
      Date.now() - 10 * 60_000,
    );
    expect((await post(app, stale)).json().value.reason).toBe('stale');
    expect((await post(app, { ...sealed, kid: 'nope' })).json().value.reason).toBe('unknown_kid');
  });

  it('validates the opened body with the call schema', async () => {
    const key = await sealingKey(app);
    const sealed = await sealPayload(key.jwk, key.kid, accountCalls.login, { username: 'x' });
    const response = await post(app, sealed);
    expect(response.json()).toMatchObject({ errorCode: 'request_param_err', value: { field: 'password' } });
  });

  it('keeps accepting the previous key after a rotation', async () => {
    const before = await sealingKey(app);
    const keyring = createSealingKeyring(createAccountsRepository(database.db));
    const rotated = await keyring.rotate();
    expect(rotated.kid).not.toBe(before.kid);
    const oldSealed = await sealPayload(before.jwk, before.kid, accountCalls.login, loginBody);
    expect((await post(app, oldSealed)).statusCode).toBe(200);
    // The instance has not reloaded yet: an unknown kid makes it read the keys again.
    const newSealed = await sealPayload(rotated.jwk, rotated.kid, accountCalls.login, loginBody);
    expect((await post(other, newSealed)).statusCode).toBe(200);
  });
});
