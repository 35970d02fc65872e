import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createJobWorker } from '../../platform/jobs/worker';
import { jobs } from '../../platform/jobs/tables';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, movableClock, TEST_MERCHANT, unique } from '../../../test/accounts';
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
} from '../../../test/payments';
import { AUTO_RECEIVE_JOB } from './withdrawals';

let database: DatabaseHandle;
let app: FastifyInstance;
const clock = movableClock();
const MINUTE = 60_000;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    deps: { now: clock.now, payments: { withdrawAutoReceiveMinutes: 30 } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Member = Awaited<ReturnType<typeof payingMember>>;

const member = (money = 1_000_000n) => payingMember(app, database, { money, now: clock.now });
const sealed = (def: Parameters<typeof call>[1], body: unknown, token: string) =>
  call(app, def, body, { token, sealedAt: clock.now() });
const withdraw = (m: Member, amount: number | string, extra: Record<string, unknown> = {}) =>
  sealed(
    paymentCalls.withdraw,
    {
      check: 'v2',
      amount,
      provider: 'Demo Bank',
      accountNumber: '1234567890',
      paymentPassword: m.paymentPassword,
      idempotencyKey: unique('wd-key-'),
      ...extra,
    },
    m.token,
  );
const worker = () => createJobWorker({ db: database.db, handlers: app.jobHandlers, now: clock.now });

describe('payment password', () => {
  it('set once, has, change with the old one; wrong ones are counted and locked', async () => {
    const m = await payingMember(app, database, { paymentPassword: null, now: clock.now });
    expect(ok(await call(app, paymentCalls.hasWithdrawalPassword, undefined, { token: m.token }))).toBe(
      false,
    );
    refused(
      await sealed(
        paymentCalls.setPaymentPassword,
        { paymentPassword: '12345', confirmPaymentPassword: '12345' },
        m.token,
      ),
      400,
      'request_param_err',
    );
    refused(
      await sealed(
        paymentCalls.setPaymentPassword,
        { paymentPassword: '123456', confirmPaymentPassword: '654321' },
        m.token,
      ),
      400,
      'inconsistent_twice',
    );
    ok(
      await sealed(
        paymentCalls.setPaymentPassword,
        { paymentPassword: '123456', confirmPaymentPassword: '123456' },
        m.token,
      ),
    );
    expect(ok(await call(app, paymentCalls.hasWithdrawalPassword, undefined, { token: m.token }))).toBe(true);
    refused(
      await sealed(
        paymentCalls.setPaymentPassword,
        { paymentPassword: '111111', confirmPaymentPassword: '111111' },
        m.token,
      ),
      409,
      'payment.password.exists',
    );
    const change = (old: string, next = '222222') =>
      sealed(
        paymentCalls.changePaymentPassword,
        { oldPaymentPassword: old, newPaymentPassword: next, confirmNewPaymentPassword: next },
        m.token,
      );
    refused(await change('000000'), 400, 'payment.password.wrong');
    ok(await change('123456'));
    for (let i = 0; i < 5; i++) refused(await change('999999', '333333'), 400, 'payment.password.wrong');
    refused(await change('222222', '333333'), 429, 'payment.password.locked');
    clock.advance(16 * MINUTE);
    ok(await change('222222', '333333'));
  });
});

describe('withdrawals', () => {
  it('settings and charges; refusals: limits, bad amounts, wrong password, no password, trial, insufficient funds', async () => {
    const m = await member(20_000n);
    const settings = ok(
      await call(app, paymentCalls.withdrawSettings, undefined, { token: m.token, query: { groupId: '0' } }),
    );
    expect(settings).toMatchObject({
      minimumAmount: 100,
      maximumAmount: 50000,
      currency: 'MMK',
      hasWithdrawalPassword: true,
      autoReceiveMinutes: 30,
    });
    expect(
      ok(
        await call(app, paymentCalls.withdrawCharges, undefined, {
          token: m.token,
          query: { amount: '150' },
        }),
      ),
    ).toEqual({
      amount: 150,
      fee: 0,
      receiveAmount: 150,
    });
    refused(await withdraw(m, 99.99), 400, 'withdraw.amount.limit');
    refused(await withdraw(m, 50000.01), 400, 'withdraw.amount.limit');
    refused(await withdraw(m, '1.234'), 400, 'wallet.amount.invalid');
    refused(await withdraw(m, 0), 400, 'wallet.amount.invalid');
    refused(await withdraw(m, 150, { paymentPassword: '000000' }), 400, 'payment.password.wrong');
    refused(await withdraw(m, 201), 400, 'wallet.insufficient.funds');
    refused(await withdraw(m, 150, { idempotencyKey: undefined }), 400, 'request_param_err');
    const noPassword = await payingMember(app, database, {
      money: 50_000n,
      paymentPassword: null,
      now: clock.now,
    });
    refused(
      await withdraw({ ...noPassword, paymentPassword: '123456' }, 150),
      400,
      'payment.password.missing',
    );
    const trial = await payingMember(app, database, { type: 4, paymentPassword: null, now: clock.now });
    refused(await withdraw({ ...trial, paymentPassword: '123456' }, 150), 403, 'in_need_true_account');
    expect(await balanceOf(database, m.id)).toBe(20_000n);
    expect(ok(await call(app, paymentCalls.withdrawReport, undefined, { token: m.token })).totalCount).toBe(
      0,
    );
  });

  it('a request holds the funds (idempotent); rejection returns them', async () => {
    const m = await member(100_000n);
    const key = unique('wd-key-');
    const w = ok(await withdraw(m, 300, { idempotencyKey: key }));
    expect(w).toMatchObject({
      status: 'pending',
      amount: 300,
      remainingAmount: 300,
      accountNumber: '******7890',
      paymentState: 'none',
    });
    expect(ok(await withdraw(m, 300, { idempotencyKey: key })).id).toBe(w.id);
    refused(await withdraw(m, 301, { idempotencyKey: key }), 409, 'idempotency.conflict');
    // Issue 12 (8c): a replay with a wrong payment password learns nothing about the earlier withdrawal.
    const replay = await withdraw(m, 300, { idempotencyKey: key, paymentPassword: 'wrong-999' });
    refused(replay, 400, 'payment.password.wrong');
    expect(replay.body).not.toContain(`"id":${w.id}`);
    expect(await balanceOf(database, m.id)).toBe(70_000n);

    const ops = await operatorToken(app);
    const other = await member();
    refused(
      await call(
        app,
        paymentCalls.confirmWithdrawal,
        { withdrawalId: w.id, result: 'received' },
        { token: other.token },
      ),
      404,
      'resource.not.found',
    );
    expect(
      ok(await call(app, paymentCalls.withdrawReport, undefined, { token: other.token })).totalCount,
    ).toBe(0);

    refused(
      await call(app, operatorCalls.rejectWithdrawal, { id: w.id }, { token: ops }),
      400,
      'request_param_err',
    );
    const rejected = ok(
      await call(
        app,
        operatorCalls.rejectWithdrawal,
        { id: w.id, reason: 'payee name mismatch' },
        { token: ops },
      ),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      returnedAmount: 300,
      remainingAmount: 0,
      reason: 'payee name mismatch',
    });
    expect(await balanceOf(database, m.id)).toBe(100_000n);
    // A second rejection changes nothing; paying a rejected one is refused.
    ok(await call(app, operatorCalls.rejectWithdrawal, { id: w.id, reason: 'again' }, { token: ops }));
    refused(
      await call(app, operatorCalls.payWithdrawal, { id: w.id }, { token: ops }),
      409,
      'withdraw.status.invalid',
    );
    expect(await balanceOf(database, m.id)).toBe(100_000n);
    await expectReconciled(database);
  });

  it('approve → pay in full → the payee confirms received', async () => {
    const m = await member(100_000n);
    const w = ok(await withdraw(m, 500));
    const ops = await operatorToken(app);
    expect(ok(await call(app, operatorCalls.approveWithdrawal, { id: w.id }, { token: ops })).status).toBe(
      'approved',
    );
    const paid = ok(await call(app, operatorCalls.payWithdrawal, { id: w.id }, { token: ops }));
    expect(paid).toMatchObject({
      status: 'paid',
      paidAmount: 500,
      remainingAmount: 0,
      paymentState: 'full_payment_made',
      canConfirm: true,
    });
    expect(paid.confirmDeadline).toBe(clock.now() + 30 * MINUTE);
    const confirmed = ok(
      await call(
        app,
        paymentCalls.confirmWithdrawal,
        { withdrawalId: w.id, result: 'received' },
        { token: m.token },
      ),
    );
    expect(confirmed).toMatchObject({
      status: 'received',
      paymentState: 'full_payment_made',
      canConfirm: false,
    });
    refused(
      await call(
        app,
        paymentCalls.confirmWithdrawal,
        { withdrawalId: w.id, result: 'not_received' },
        { token: m.token },
      ),
      409,
      'withdraw.confirm.closed',
    );
    expect(await balanceOf(database, m.id)).toBe(50_000n);
    await expectReconciled(database);
  });

  it('pay partially → remaining amount; accepting it releases the rest to the member', async () => {
    const m = await member(100_000n);
    const w = ok(await withdraw(m, 1000));
    const ops = await operatorToken(app);
    refused(
      await call(app, operatorCalls.payWithdrawal, { id: w.id, amount: 1000.01 }, { token: ops }),
      400,
      'withdraw.pay.amount.invalid',
    );
    const part = ok(await call(app, operatorCalls.payWithdrawal, { id: w.id, amount: 600 }, { token: ops }));
    expect(part).toMatchObject({
      status: 'partially_paid',
      paidAmount: 600,
      remainingAmount: 400,
      paymentState: 'remaining_amount',
    });
    const seen = ok(await call(app, paymentCalls.withdrawReport, undefined, { token: m.token }));
    expect(seen.list[0]).toMatchObject({
      id: w.id,
      paymentState: 'remaining_amount',
      remainingAmount: 400,
      canConfirm: true,
    });
    const more = ok(await call(app, operatorCalls.payWithdrawal, { id: w.id, amount: 100 }, { token: ops }));
    expect(more).toMatchObject({ status: 'partially_paid', paidAmount: 700, remainingAmount: 300 });
    const accepted = ok(
      await call(
        app,
        paymentCalls.confirmWithdrawal,
        { withdrawalId: w.id, result: 'received' },
        { token: m.token },
      ),
    );
    expect(accepted).toMatchObject({
      status: 'received',
      paidAmount: 700,
      returnedAmount: 300,
      remainingAmount: 0,
      paymentState: 'remaining_amount',
    });
    expect(await balanceOf(database, m.id)).toBe(100_000n - 70_000n);
    await expectReconciled(database);
  });

  it('the job marks an unanswered payout received after the deadline, exactly once, never refunded', async () => {
    const m = await member(100_000n);
    const w = ok(await withdraw(m, 200));
    const ops = await operatorToken(app);
    ok(await call(app, operatorCalls.payWithdrawal, { id: w.id }, { token: ops }));
    clock.advance(29 * MINUTE);
    await worker().runDue();
    expect(
      ok(await call(app, paymentCalls.withdrawReport, undefined, { token: m.token })).list[0].status,
    ).toBe('paid');
    clock.advance(2 * MINUTE);
    // Two instances at once: the row lock and SKIP LOCKED let exactly one run it.
    const counts = await Promise.all([worker().runDue(), worker().runDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const after = ok(await call(app, paymentCalls.withdrawReport, undefined, { token: m.token })).list[0];
    expect(after).toMatchObject({ status: 'forced_received', canConfirm: false });
    const done = await database.db.select().from(jobs).where(eq(jobs.kind, AUTO_RECEIVE_JOB));
    const mine = done.filter((j) => j.payload.withdrawalId === w.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ attempts: 1, lastError: null });
    expect(mine[0]!.doneAt).not.toBeNull();
    // The operator session idled out meanwhile (30 minutes): log in again.
    refused(await call(app, operatorCalls.withdrawals, undefined, { token: ops }), 401, 'operator.not.login');
    const ops2 = await operatorToken(app);
    // Too late to report not received; the operator cannot refund it either.
    refused(
      await call(
        app,
        paymentCalls.confirmWithdrawal,
        { withdrawalId: w.id, result: 'not_received' },
        { token: m.token },
      ),
      409,
      'withdraw.confirm.closed',
    );
    refused(
      await call(
        app,
        operatorCalls.resolveWithdrawal,
        { id: w.id, outcome: 'refund', reason: 'asked' },
        { token: ops2 },
      ),
      409,
      'withdraw.status.invalid',
    );
    expect(await balanceOf(database, m.id)).toBe(80_000n);
    await expectReconciled(database);
  });

  it('not received with a proof image → dispute; the operator refunds or forces received', async () => {
    const ops = await operatorToken(app);
    const confirmForm = (m: Member, id: number, proof?: Buffer) => {
      const body = multipart(
        { withdrawalId: String(id), result: 'not_received', remark: 'nothing arrived' },
        proof ? [{ field: 'proof', filename: 'p.txt', contentType: 'text/plain', bytes: proof }] : [],
      );
      return app.inject({
        method: 'POST',
        url: paymentCalls.confirmWithdrawal.path,
        headers: { Merchant: TEST_MERCHANT, Authorization: m.token, 'content-type': body.contentType },
        payload: body.payload,
      });
    };

    const a = await member(100_000n);
    const wa = ok(await withdraw(a, 400));
    ok(await call(app, operatorCalls.payWithdrawal, { id: wa.id }, { token: ops }));
    refused(await confirmForm(a, wa.id, Buffer.from('not an image')), 400, 'upload.type.invalid');
    const disputed = ok(await confirmForm(a, wa.id, pngBytes()));
    expect(disputed).toMatchObject({ status: 'not_received' });
    const listed = ok(
      await call(app, operatorCalls.withdrawals, undefined, {
        token: ops,
        query: { status: 'not_received', username: a.username },
      }),
    );
    expect(listed.list[0]).toMatchObject({
      id: wa.id,
      proofCount: 1,
      payeeRemark: 'nothing arrived',
      accountNumber: '1234567890',
    });
    const proof = await app.inject({
      method: 'GET',
      url: `/ops/withdrawals/proof?id=${wa.id}`,
      headers: { Authorization: ops },
    });
    expect(proof.headers['content-type']).toBe('image/png');
    const refunded = ok(
      await call(
        app,
        operatorCalls.resolveWithdrawal,
        { id: wa.id, outcome: 'refund', reason: 'bank returned it' },
        { token: ops },
      ),
    );
    expect(refunded).toMatchObject({ status: 'rejected', returnedAmount: 400 });
    expect(await balanceOf(database, a.id)).toBe(100_000n);

    const b = await member(100_000n);
    const wb = ok(await withdraw(b, 400));
    ok(await call(app, operatorCalls.payWithdrawal, { id: wb.id, amount: 100 }, { token: ops }));
    ok(await confirmForm(b, wb.id, jpegBytes()));
    const forced = ok(
      await call(
        app,
        operatorCalls.resolveWithdrawal,
        { id: wb.id, outcome: 'received', reason: 'bank slip shows paid' },
        { token: ops },
      ),
    );
    expect(forced).toMatchObject({ status: 'forced_received', paidAmount: 100, returnedAmount: 300 });
    refused(
      await call(
        app,
        operatorCalls.resolveWithdrawal,
        { id: wb.id, outcome: 'refund', reason: 'x' },
        { token: ops },
      ),
      409,
      'withdraw.status.invalid',
    );
    expect(await balanceOf(database, b.id)).toBe(90_000n);
    await expectReconciled(database);
  });

  it('daily count limit', async () => {
    const m = await member(10_000_000n);
    for (let i = 0; i < 5; i++) ok(await withdraw(m, 100));
    refused(await withdraw(m, 100), 400, 'withdraw.daily.limit');
  });
});
