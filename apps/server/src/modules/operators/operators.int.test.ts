import { accountCalls } from '@jade/contract/account-calls';
import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, cheapHasher, unique, uniqueIp } from '../../../test/accounts';
import {
  balanceOf,
  expectReconciled,
  ok,
  operatorToken,
  payingMember,
  refused,
} from '../../../test/payments';
import { operators } from './tables';

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

async function staff(role: 'finance' | 'support') {
  const username = unique(role);
  await database.db
    .insert(operators)
    .values({ username, passwordHash: await cheapHasher.hash('Staff2026!'), role });
  return operatorToken(app, { username, password: 'Staff2026!' });
}

describe('operator authentication', () => {
  it('logs in the seeded operator; wrong passwords are refused, audited and limited', async () => {
    const token = await operatorToken(app);
    expect(token.length).toBeGreaterThan(20);
    refused(
      await call(app, operatorCalls.login, { username: 'operator', password: 'wrong' }),
      401,
      'operator.login.failed',
    );
    refused(
      await call(app, operatorCalls.login, { username: 'nobody', password: 'wrong' }),
      401,
      'operator.login.failed',
    );
    const audit = ok(
      await call(app, operatorCalls.audit, undefined, {
        token,
        query: { action: 'operator.login.failed', last: '5' },
      }),
    );
    expect(audit.length).toBeGreaterThanOrEqual(2);
    const username = unique('locked');
    for (let i = 0; i < 5; i++) {
      refused(
        await call(app, operatorCalls.login, { username, password: 'x' }, { ip: uniqueIp() }),
        401,
        'operator.login.failed',
      );
    }
    refused(await call(app, operatorCalls.login, { username, password: 'x' }), 429, 'too.many.requests');
  });

  it('a player token is refused on /ops; an operator token is refused on player calls; logout ends it', async () => {
    const player = await payingMember(app, database);
    refused(
      await call(app, operatorCalls.deposits, undefined, { token: player.token }),
      401,
      'operator.not.login',
    );
    refused(await call(app, operatorCalls.deposits), 401, 'operator.not.login');
    const ops = await operatorToken(app);
    refused(
      await call(app, paymentCalls.depositMethods, undefined, { token: ops }),
      401,
      'user.or.token.invalid',
    );
    ok(await call(app, operatorCalls.deposits, undefined, { token: ops }));
    ok(await call(app, operatorCalls.logout, undefined, { token: ops }));
    refused(await call(app, operatorCalls.deposits, undefined, { token: ops }), 401, 'operator.not.login');
  });

  it('checks roles on the server', async () => {
    const finance = await staff('finance');
    const support = await staff('support');
    const player = await payingMember(app, database);
    ok(await call(app, operatorCalls.withdrawals, undefined, { token: support }));
    refused(
      await call(app, operatorCalls.approveDeposit, { id: 1 }, { token: support }),
      403,
      'operator.forbidden',
    );
    refused(
      await call(
        app,
        operatorCalls.adjustBalance,
        { username: player.username, amount: '+1', reason: 'r' },
        { token: support },
      ),
      403,
      'operator.forbidden',
    );
    refused(await call(app, operatorCalls.audit, undefined, { token: finance }), 403, 'operator.forbidden');
    refused(
      await call(
        app,
        operatorCalls.freezeMember,
        { username: player.username, reason: 'r' },
        { token: finance },
      ),
      403,
      'operator.forbidden',
    );
    ok(
      await call(
        app,
        operatorCalls.freezeMember,
        { username: player.username, reason: 'support check' },
        { token: support },
      ),
    );
    ok(
      await call(
        app,
        operatorCalls.adjustBalance,
        { username: player.username, amount: '+1', reason: 'r' },
        { token: finance },
      ),
    );
  });
});

describe('operator actions', () => {
  it('adjusts a balance with a mandatory reason; a debit never makes it negative; all audited', async () => {
    const ops = await operatorToken(app);
    const m = await payingMember(app, database);
    const adjust = (amount: string, reason = 'goodwill credit') =>
      call(
        app,
        operatorCalls.adjustBalance,
        { username: m.username, amount, reason, idempotencyKey: unique('adj-key-') },
        { token: ops },
      );
    refused(
      await call(app, operatorCalls.adjustBalance, { username: m.username, amount: '+5' }, { token: ops }),
      400,
      'request_param_err',
    );
    refused(await adjust('100'), 400, 'request_param_err');
    expect(ok(await adjust('+100.25'))).toMatchObject({ amount: 100.25, balance: 100.25, currency: 'MMK' });
    expect(ok(await adjust('-0.25', 'correction'))).toMatchObject({ amount: -0.25, balance: 100 });
    refused(await adjust('-100.01', 'too much'), 400, 'wallet.insufficient.funds');
    refused(
      await call(
        app,
        operatorCalls.adjustBalance,
        { username: 'no_such_user', amount: '+1', reason: 'r' },
        { token: ops },
      ),
      404,
      'resource.not.found',
    );
    expect(await balanceOf(database, m.id)).toBe(10_000n);
    const audit = ok(
      await call(app, operatorCalls.audit, undefined, { token: ops, query: { last: '50' } }),
    ) as {
      action: string;
      targetId: string;
      reason: string;
      operatorName: string;
      before: unknown;
      after: unknown;
      ip: string;
    }[];
    const mine = audit.filter((a) => a.targetId === String(m.id));
    expect(mine.map((a) => a.action)).toEqual(['member.adjust.debit', 'member.adjust.credit']);
    expect(mine[0]).toMatchObject({
      operatorName: 'operator',
      reason: 'correction',
      before: { balance: 100.25 },
      after: { balance: 100, amount: -0.25 },
      ip: '127.0.0.1',
    });
    await expectReconciled(database);
  });

  it('a frozen member cannot log in or move money; unfreezing restores it', async () => {
    const ops = await operatorToken(app);
    const m = await payingMember(app, database, { money: 50_000n });
    ok(
      await call(
        app,
        operatorCalls.freezeMember,
        { username: m.username, reason: 'fraud check' },
        { token: ops },
      ),
    );
    refused(
      await call(app, paymentCalls.withdrawSettings, undefined, { token: m.token }),
      401,
      'user.or.token.invalid',
    );
    const login = await call(
      app,
      accountCalls.login,
      { username: m.username, password: m.password, type: 'username' },
      { ip: uniqueIp() },
    );
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.json().errorCode).toBe('account.frozen');
    ok(
      await call(
        app,
        operatorCalls.unfreezeMember,
        { username: m.username, reason: 'cleared' },
        { token: ops },
      ),
    );
    const again = await call(
      app,
      accountCalls.login,
      { username: m.username, password: m.password, type: 'username' },
      { ip: uniqueIp() },
    );
    expect(again.statusCode).toBe(200);
    const audit = ok(
      await call(app, operatorCalls.audit, undefined, { token: ops, query: { last: '20' } }),
    ) as { action: string; targetId: string }[];
    expect(audit.filter((a) => a.targetId === String(m.id)).map((a) => a.action)).toEqual([
      'member.unfreeze',
      'member.freeze',
    ]);
  });

  it('deposit and withdrawal decisions are audited with before and after', async () => {
    const ops = await operatorToken(app);
    const m = await payingMember(app, database, { money: 100_000n });
    const w = ok(
      await call(
        app,
        paymentCalls.withdraw,
        {
          amount: 200,
          provider: 'Bank',
          accountNumber: '99887766',
          paymentPassword: '123456',
          idempotencyKey: unique('wd-key-'),
        },
        { token: m.token },
      ),
    );
    ok(
      await call(
        app,
        operatorCalls.payWithdrawal,
        { id: w.id, amount: 50, reason: 'first part' },
        { token: ops },
      ),
    );
    const audit = ok(
      await call(app, operatorCalls.audit, undefined, { token: ops, query: { action: 'withdrawal.pay' } }),
    );
    expect(audit[0]).toMatchObject({
      targetType: 'withdrawal',
      targetId: String(w.id),
      reason: 'first part',
      before: { status: 'pending', paidAmount: 0, remainingAmount: 200 },
      after: { status: 'partially_paid', paidAmount: 50, remainingAmount: 150 },
    });
    await expectReconciled(database);
  });
});
