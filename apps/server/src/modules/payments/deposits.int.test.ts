import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import { UPLOAD_MAX_BYTES } from '@jade/contract/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, TEST_MERCHANT } from '../../../test/accounts';
import {
  balanceOf,
  expectReconciled,
  jpegBytes,
  multipart,
  ok,
  operatorToken,
  payingMember,
  pngBytes,
  refused,
  type FilePart,
} from '../../../test/payments';
import { signNotification } from './gateway';

const SECRET = 'test-gateway-secret-0123456789';
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { payments: { gatewaySimSecret: SECRET } } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function methods(token: string) {
  const list = ok(await call(app, paymentCalls.depositMethods, undefined, { token })) as {
    id: number;
    kind: string;
    minAmount: number;
    maxAmount: number;
  }[];
  return {
    manual: list.find((m) => m.kind === 'manual_bank')!,
    gateway: list.find((m) => m.kind === 'gateway_sim')!,
  };
}

function submitManual(token: string, fields: Record<string, string>, files: FilePart[]) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: paymentCalls.manualDeposit.path,
    headers: {
      Merchant: TEST_MERCHANT,
      Language: 'EN',
      Authorization: token,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

const receipt = (bytes = pngBytes(), filename = 'receipt.png', contentType = 'image/png'): FilePart => ({
  field: 'receipt',
  filename,
  contentType,
  bytes,
});

function notify(headers: Record<string, string>, body: string) {
  return app.inject({
    method: 'POST',
    url: '/wps/payment/notify/sim',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

function signed(body: object, timestamp = Date.now(), secret = SECRET) {
  const raw = JSON.stringify(body);
  return {
    raw,
    headers: {
      'x-timestamp': String(timestamp),
      'x-signature': signNotification(secret, String(timestamp), raw),
    },
  };
}

describe('deposit settings and methods', () => {
  it('lists the enabled methods of the merchant with limits; settings allow deposits', async () => {
    const m = await payingMember(app, database);
    const { manual, gateway } = await methods(m.token);
    expect(manual).toMatchObject({
      minAmount: 50,
      maxAmount: 100000,
      bankAccount: { bankName: 'Jade Demo Bank' },
    });
    expect(gateway).toMatchObject({ minAmount: 10, maxAmount: 50000, bankAccount: null });
    const settings = ok(await call(app, paymentCalls.depositSettings, undefined, { token: m.token }));
    expect(settings).toMatchObject({
      allowDeposit: 'Y',
      totalDepositSuccessCount: 0,
      depositInfo: { currency: 'MMK' },
    });
    expect(
      ok(
        await call(app, paymentCalls.fixedAmounts, undefined, {
          token: m.token,
          query: { methodId: String(manual.id) },
        }),
      ),
    ).toEqual([100, 500, 1000, 5000]);
  });

  it('refuses guests and trial accounts', async () => {
    refused(await call(app, paymentCalls.depositMethods), 401, 'customer.not.login');
    const trial = await payingMember(app, database, { type: 4, paymentPassword: null });
    refused(
      await call(app, paymentCalls.depositMethods, undefined, { token: trial.token }),
      403,
      'in_need_true_account',
    );
  });
});

describe('manual deposit', () => {
  it('submit → operator approves → balance rises once; approving again changes nothing', async () => {
    const m = await payingMember(app, database);
    const { manual } = await methods(m.token);
    const deposit = ok(
      await submitManual(
        m.token,
        { methodId: String(manual.id), amount: '150.50', reference: 'TRX-1', idempotencyKey: 'dep-key-0001' },
        [receipt()],
      ),
    );
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: 150.5,
      hasReceipt: true,
      kind: 'manual_bank',
    });
    // The same key again: the same deposit, no second row.
    const again = ok(
      await submitManual(
        m.token,
        { methodId: String(manual.id), amount: '150.50', reference: 'TRX-1', idempotencyKey: 'dep-key-0001' },
        [receipt()],
      ),
    );
    expect(again.id).toBe(deposit.id);
    expect(await balanceOf(database, m.id)).toBe(0n);

    const ops = await operatorToken(app);
    const listed = ok(
      await call(app, operatorCalls.deposits, undefined, {
        token: ops,
        query: { status: 'pending', username: m.username },
      }),
    );
    expect(listed.list.map((d: { id: number }) => d.id)).toEqual([deposit.id]);
    const image = await app.inject({
      method: 'GET',
      url: `/ops/deposits/receipt?id=${deposit.id}`,
      headers: { Authorization: ops },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngBytes())).toBe(true);

    const approved = ok(await call(app, operatorCalls.approveDeposit, { id: deposit.id }, { token: ops }));
    expect(approved).toMatchObject({ status: 'credited', operatorName: 'operator' });
    expect(await balanceOf(database, m.id)).toBe(15_050n);
    ok(await call(app, operatorCalls.approveDeposit, { id: deposit.id }, { token: ops }));
    expect(await balanceOf(database, m.id)).toBe(15_050n);
    refused(
      await call(app, operatorCalls.rejectDeposit, { id: deposit.id, reason: 'late' }, { token: ops }),
      409,
      'deposit.status.invalid',
    );

    const report = ok(
      await call(app, paymentCalls.depositReport, undefined, {
        token: m.token,
        query: { status: 'credited' },
      }),
    );
    expect(report).toMatchObject({ totalCount: 1, list: [{ id: deposit.id, status: 'credited' }] });
    await expectReconciled(database);
  });

  it('reject credits nothing; the member may cancel a pending one; others cannot see or cancel it', async () => {
    const m = await payingMember(app, database);
    const other = await payingMember(app, database);
    const { manual } = await methods(m.token);
    const a = ok(
      await submitManual(m.token, { methodId: String(manual.id), amount: '60', reference: 'A' }, [
        receipt(jpegBytes(), 'r.jpg', 'image/jpeg'),
      ]),
    );
    const b = ok(
      await submitManual(m.token, { methodId: String(manual.id), amount: '70', reference: 'B' }, [receipt()]),
    );
    const ops = await operatorToken(app);
    expect(
      ok(
        await call(
          app,
          operatorCalls.rejectDeposit,
          { id: a.id, reason: 'no money arrived' },
          { token: ops },
        ),
      ),
    ).toMatchObject({
      status: 'rejected',
      reason: 'no money arrived',
    });
    refused(
      await call(app, operatorCalls.approveDeposit, { id: a.id }, { token: ops }),
      409,
      'deposit.status.invalid',
    );
    refused(
      await call(app, paymentCalls.cancelDeposit, { depositId: b.id }, { token: other.token }),
      404,
      'resource.not.found',
    );
    expect(
      ok(await call(app, paymentCalls.depositReport, undefined, { token: other.token })).totalCount,
    ).toBe(0);
    expect(
      ok(await call(app, paymentCalls.cancelDeposit, { depositId: b.id }, { token: m.token })).status,
    ).toBe('cancelled');
    refused(
      await call(app, operatorCalls.approveDeposit, { id: b.id }, { token: ops }),
      409,
      'deposit.status.invalid',
    );
    expect(await balanceOf(database, m.id)).toBe(0n);
    await expectReconciled(database);
  });

  it('validates amount, limits, method and the receipt by its bytes', async () => {
    const m = await payingMember(app, database);
    const { manual, gateway } = await methods(m.token);
    const fields = (amount: string, methodId = manual.id) => ({
      methodId: String(methodId),
      amount,
      reference: 'R',
    });
    refused(await submitManual(m.token, fields('49.99'), [receipt()]), 400, 'deposit.amount.limit');
    refused(await submitManual(m.token, fields('100000.01'), [receipt()]), 400, 'deposit.amount.limit');
    refused(await submitManual(m.token, fields('12.345'), [receipt()]), 400, 'wallet.amount.invalid');
    refused(await submitManual(m.token, fields('-5'), [receipt()]), 400, 'wallet.amount.invalid');
    refused(
      await submitManual(m.token, fields('100', gateway.id), [receipt()]),
      400,
      'deposit.method.invalid',
    );
    refused(await submitManual(m.token, fields('100', 999999), [receipt()]), 400, 'deposit.method.invalid');
    refused(await submitManual(m.token, fields('100'), []), 400, 'request_param_err');
    // A text file named .png and declared image/png is refused by its bytes.
    refused(
      await submitManual(m.token, fields('100'), [
        receipt(Buffer.from('just some text, not an image'), 'fake.png', 'image/png'),
      ]),
      400,
      'upload.type.invalid',
    );
    // A GIF is an image, but not png or jpg.
    refused(
      await submitManual(m.token, fields('100'), [
        receipt(Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif', 'image/gif'),
      ]),
      400,
      'upload.type.invalid',
    );
    // Over 5 MB, even when it starts like a PNG.
    const big = Buffer.concat([pngBytes(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    refused(await submitManual(m.token, fields('100'), [receipt(big)]), 413, 'upload.too.large');
    expect(ok(await call(app, paymentCalls.depositReport, undefined, { token: m.token })).totalCount).toBe(0);
  });
});

describe('gateway deposit (simulator)', () => {
  async function start(token: string, amount = 250) {
    const { gateway } = await methods(token);
    return ok(
      await call(
        app,
        paymentCalls.gatewayDeposit,
        { methodId: gateway.id, amount, returnUrl: '/wallet?from=sim' },
        { token },
      ),
    ) as {
      url: string;
      depositId: number;
      orderId: string;
    };
  }

  it('create → pay on the simulator page → notified → credited once, browser sent back', async () => {
    const m = await payingMember(app, database);
    const started = await start(m.token);
    expect(started.url).toBe(`/gateway-sim/pay?order=${started.orderId}`);
    const page = await app.inject({ method: 'GET', url: started.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('250.00 MMK');
    expect(page.body).not.toMatch(/<script|https?:\/\//);
    const paid = await app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${started.orderId}&action=pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/wallet?from=sim');
    expect(await balanceOf(database, m.id)).toBe(25_000n);
    // Paying again does nothing more.
    await app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${started.orderId}&action=pay`,
    });
    expect(await balanceOf(database, m.id)).toBe(25_000n);
    const report = ok(await call(app, paymentCalls.depositReport, undefined, { token: m.token }));
    expect(report.list[0]).toMatchObject({
      id: started.depositId,
      status: 'credited',
      gatewayOrderId: started.orderId,
    });
    await expectReconciled(database);
  });

  it('a replayed notification answers OK and credits nothing; forged, tampered and stale ones are refused', async () => {
    const m = await payingMember(app, database);
    const started = await start(m.token, 100);
    const body = {
      orderId: started.orderId,
      merchantOrderId: String(started.depositId),
      amount: '100.00',
      currency: 'MMK',
      status: 'paid',
    };
    // Forged: signed with another secret.
    const forged = signed(body, Date.now(), 'not-the-secret-at-all-000');
    refused(await notify(forged.headers, forged.raw), 401, 'gateway.signature.invalid');
    // No signature at all.
    refused(await notify({}, JSON.stringify(body)), 401, 'gateway.signature.invalid');
    // Tampered: a valid signature of 100.00, body changed to 10000.00.
    const good = signed(body);
    refused(
      await notify(good.headers, good.raw.replace('"100.00"', '"10000.00"')),
      401,
      'gateway.signature.invalid',
    );
    // Stale: correctly signed six minutes ago.
    const stale = signed(body, Date.now() - 6 * 60_000);
    refused(await notify(stale.headers, stale.raw), 401, 'gateway.timestamp.stale');
    // Signed correctly but for another amount than the order's.
    const wrongAmount = signed({ ...body, amount: '99.00' });
    refused(await notify(wrongAmount.headers, wrongAmount.raw), 400, 'gateway.amount.mismatch');
    const unknown = signed({ ...body, orderId: 'SIMNOSUCHORDER' });
    refused(await notify(unknown.headers, unknown.raw), 404, 'gateway.order.unknown');
    expect(await balanceOf(database, m.id)).toBe(0n);

    const first = await notify(good.headers, good.raw);
    expect(first.json()).toEqual({ success: true, value: { status: 'credited', duplicate: false } });
    const replay = await notify(good.headers, good.raw);
    expect(replay.json()).toEqual({ success: true, value: { status: 'credited', duplicate: true } });
    expect(await balanceOf(database, m.id)).toBe(10_000n);
    await expectReconciled(database);
  });

  it('cancel on the simulator, and cancel by the member; a late paid notification still credits', async () => {
    const m = await payingMember(app, database);
    const a = await start(m.token, 30);
    await app.inject({
      method: 'POST',
      url: '/gateway-sim/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order=${a.orderId}&action=cancel`,
    });
    const report = ok(
      await call(app, paymentCalls.depositReport, undefined, {
        token: m.token,
        query: { status: 'cancelled' },
      }),
    );
    expect(report.list.map((d: { id: number }) => d.id)).toEqual([a.depositId]);

    const b = await start(m.token, 40);
    expect(
      ok(await call(app, paymentCalls.cancelDeposit, { depositId: b.depositId }, { token: m.token })).status,
    ).toBe('cancelled');
    // The player paid anyway: the gateway's money must not be lost.
    const paid = signed({
      orderId: b.orderId,
      merchantOrderId: String(b.depositId),
      amount: '40.00',
      currency: 'MMK',
      status: 'paid',
    });
    expect(ok(await notify(paid.headers, paid.raw))).toEqual({ status: 'credited', duplicate: false });
    expect(await balanceOf(database, m.id)).toBe(4_000n);
    refused(
      await call(app, paymentCalls.gatewayDeposit, { methodId: 1, amount: 5 }, { token: m.token }),
      400,
      'deposit.method.invalid',
    );
    await expectReconciled(database);
  });
});
