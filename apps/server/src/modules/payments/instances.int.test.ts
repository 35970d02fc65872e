import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { createRedisCounterStore } from '../../platform/rate-limit/redis-counter-store';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, TEST_MERCHANT, unique } from '../../../test/accounts';
import {
  balanceOf,
  expectReconciled,
  multipart,
  ok,
  operatorToken,
  payingMember,
  pngBytes,
  refused,
} from '../../../test/payments';
import { signNotification } from './gateway';

// Two instances on one database and one Redis, like a scaled-out deployment.
const SECRET = 'shared-gateway-secret-for-both';
let database: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;
let redis: CounterStore;

beforeAll(async () => {
  database = openTestDatabase();
  redis = await createRedisCounterStore(
    process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    `jade:test:payments:${Date.now()}:`,
  );
  const deps = { counters: redis, payments: { gatewaySimSecret: SECRET } };
  a = await createTestApp(database, { deps });
  b = await createTestApp(database, { deps });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await redis.close();
  await database.close();
});

describe('payments across instances', () => {
  it('counts wrong payment passwords across instances (Redis)', async () => {
    const m = await payingMember(a, database, { money: 100_000n });
    const attempt = (app: FastifyInstance, paymentPassword: string) =>
      call(
        app,
        paymentCalls.withdraw,
        {
          amount: 100,
          provider: 'Bank',
          accountNumber: '12341234',
          paymentPassword,
          idempotencyKey: unique('wd-key-'),
        },
        { token: m.token },
      );
    for (let i = 0; i < 5; i++)
      refused(await attempt(i % 2 ? a : b, '000000'), 400, 'payment.password.wrong');
    refused(await attempt(a, '123456'), 429, 'payment.password.locked');
    refused(await attempt(b, '123456'), 429, 'payment.password.locked');
    expect(await balanceOf(database, m.id)).toBe(100_000n);
  });

  it('one withdrawal and one hold for the same key sent to both instances at once', async () => {
    const m = await payingMember(a, database, { money: 100_000n });
    const body = {
      amount: 250,
      provider: 'Bank',
      accountNumber: '12341234',
      paymentPassword: '123456',
      idempotencyKey: unique('wd-key-'),
    };
    const [x, y] = await Promise.all([
      call(a, paymentCalls.withdraw, body, { token: m.token }),
      call(b, paymentCalls.withdraw, body, { token: m.token }),
    ]);
    expect(ok(x).id).toBe(ok(y).id);
    expect(await balanceOf(database, m.id)).toBe(75_000n);
    await expectReconciled(database);
  });

  it('approvals of one deposit on both instances at once credit it once', async () => {
    const m = await payingMember(a, database);
    const methods = ok(await call(a, paymentCalls.depositMethods, undefined, { token: m.token })) as {
      id: number;
      kind: string;
    }[];
    const form = multipart(
      { methodId: String(methods.find((x) => x.kind === 'manual_bank')!.id), amount: '80', reference: 'R' },
      [{ field: 'receipt', filename: 'r.png', contentType: 'image/png', bytes: pngBytes() }],
    );
    const deposit = ok(
      await a.inject({
        method: 'POST',
        url: paymentCalls.manualDeposit.path,
        headers: { Merchant: TEST_MERCHANT, Authorization: m.token, 'content-type': form.contentType },
        payload: form.payload,
      }),
    );
    const [opsA, opsB] = [await operatorToken(a), await operatorToken(b)];
    const results = await Promise.all([
      call(a, operatorCalls.approveDeposit, { id: deposit.id }, { token: opsA }),
      call(b, operatorCalls.approveDeposit, { id: deposit.id }, { token: opsB }),
    ]);
    for (const r of results) expect(ok(r).status).toBe('credited');
    expect(await balanceOf(database, m.id)).toBe(8_000n);
    await expectReconciled(database);
  });

  it('a notification delivered to both instances at once credits once', async () => {
    const m = await payingMember(a, database);
    const methods = ok(await call(a, paymentCalls.depositMethods, undefined, { token: m.token })) as {
      id: number;
      kind: string;
    }[];
    const started = ok(
      await call(
        a,
        paymentCalls.gatewayDeposit,
        { methodId: methods.find((x) => x.kind === 'gateway_sim')!.id, amount: '20' },
        { token: m.token },
      ),
    );
    const raw = JSON.stringify({
      orderId: started.orderId,
      merchantOrderId: String(started.depositId),
      amount: '20.00',
      currency: 'MMK',
      status: 'paid',
    });
    const ts = String(Date.now());
    const headers = {
      'content-type': 'application/json',
      'x-timestamp': ts,
      'x-signature': signNotification(SECRET, ts, raw),
    };
    const answers = await Promise.all(
      [a, b, a, b].map((app) =>
        app.inject({ method: 'POST', url: '/wps/payment/notify/sim', headers, payload: raw }),
      ),
    );
    const values = answers.map((r) => ok(r) as { status: string; duplicate: boolean });
    expect(values.every((v) => v.status === 'credited')).toBe(true);
    expect(values.filter((v) => !v.duplicate)).toHaveLength(1);
    expect(await balanceOf(database, m.id)).toBe(2_000n);
    await expectReconciled(database);
  });
});
