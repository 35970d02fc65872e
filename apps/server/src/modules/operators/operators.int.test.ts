import { accountCalls } from '@jade/contract/account-calls';
import { opsPlayerCalls } from '@jade/contract/ops-player-calls';
import { opsSessionCalls } from '@jade/contract/ops-session-calls';
import { operatorCalls, paymentCalls } from '@jade/contract/payment-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase, testSecretBox } from '../../../test/helpers';
import { call, captchaCookie, cheapHasher, movableClock, unique, uniqueIp } from '../../../test/accounts';
import { createMemoryCounterStore } from '../../platform/rate-limit/counter-store';
import {
  expectReconciled,
  ok,
  operatorToken,
  payingMember,
  refused,
  staffToken,
} from '../../../test/payments';
import { CLI_ACTOR, createOperatorAuth } from './service';
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

const staff = (role: 'finance' | 'support' | 'risk') => staffToken(app, database, role);

describe('operator authentication', () => {
  it('logs in the seeded operator; wrong passwords are refused, audited and limited', async () => {
    const token = await operatorToken(app);
    expect(token.length).toBeGreaterThan(20);
    refused(
      await call(app, opsSessionCalls.login, { username: 'operator', password: 'wrong' }),
      401,
      'operator.login.failed',
    );
    refused(
      await call(app, opsSessionCalls.login, { username: 'nobody', password: 'wrong' }),
      401,
      'operator.login.failed',
    );
    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token,
        query: { action: 'operator.login.failed', pageSize: '5' },
      }),
    );
    expect(audit.list.length).toBeGreaterThanOrEqual(2);
  });

  describe('login guard (issue 12 item 5): per-IP limit, captcha before the lock, locks end', () => {
    const clock = movableClock();
    let guarded: FastifyInstance;
    beforeAll(async () => {
      guarded = await createTestApp(database, {
        deps: { now: clock.now, accounts: { captchaTestAnswer: 'TEST' } },
      });
    });
    afterAll(async () => guarded.close());

    /** A try from a fresh IP (so only the username's count matters), with a solved captcha if asked. */
    const attempt = async (username: string, password: string, solve = false, ip = uniqueIp()) => {
      const cookie = solve ? await captchaCookie(guarded, ip) : undefined;
      return call(
        guarded,
        opsSessionCalls.login,
        { username, password, ...(cookie ? { captcha: 'TEST' } : {}) },
        { ip, ...(cookie ? { headers: { Cookie: cookie } } : {}) },
      );
    };
    async function newOperator() {
      const username = unique('ops');
      await database.db
        .insert(operators)
        .values({ username, passwordHash: await cheapHasher.hash('Staff2026!'), role: 'support' });
      return username;
    }
    async function lockOut(username: string) {
      expect((await attempt(username, 'x')).json().value).toEqual({ captcha: false });
      expect((await attempt(username, 'x')).json().value).toEqual({ captcha: false });
      expect((await attempt(username, 'x')).json().value).toEqual({ captcha: true });
      // The captcha comes before the lock: without it nothing is checked or counted.
      refused(await attempt(username, 'Staff2026!'), 400, 'captcha.required');
      refused(await attempt(username, 'x', true), 401, 'operator.login.failed');
      const locked = await attempt(username, 'x', true);
      refused(locked, 429, 'login.locked');
      expect(locked.json().value).toEqual({ captcha: true, minutes: 15 });
      // Locked: even the right password with a captcha is refused.
      refused(await attempt(username, 'Staff2026!', true), 429, 'login.locked');
    }

    it('counts failures per IP too: a captcha after three, whatever the usernames', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i++) await attempt(unique('nobody'), 'x', false, ip);
      refused(await attempt(await newOperator(), 'Staff2026!', false, ip), 400, 'captcha.required');
      ok(await attempt(await newOperator(), 'Staff2026!', true, ip));
    });

    it('limits tries per IP (30 a minute) before anything else', async () => {
      const ip = uniqueIp();
      const username = await newOperator();
      for (let i = 0; i < 30; i++) await attempt(username, 'x', false, ip);
      refused(await attempt(username, 'Staff2026!', true, ip), 429, 'too.many.requests');
    });

    it('locks at the 5th failure; the lock expires by itself', async () => {
      const username = await newOperator();
      await lockOut(username);
      clock.advance(15 * 60_000 + 1000);
      ok(await attempt(username, 'Staff2026!'));
    });

    it('the CLI unlock (another process, without the server counters) ends the lock', async () => {
      const username = await newOperator();
      await lockOut(username);
      const cli = createOperatorAuth({
        db: database.db,
        hasher: cheapHasher,
        counters: createMemoryCounterStore(),
        secrets: testSecretBox(),
        now: clock.now,
      });
      clock.advance(1000);
      await cli.unlock(username.toUpperCase(), CLI_ACTOR);
      ok(await attempt(username, 'Staff2026!'));
      // The unlock is spent: a new lock-out holds again.
      await lockOut(username);
    });
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
    ok(await call(app, opsSessionCalls.logout, undefined, { token: ops }));
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
        opsPlayerCalls.requestAdjustment,
        { memberId: player.id, amount: '+1', reason: 'r' },
        { token: support },
      ),
      403,
      'operator.forbidden',
    );
    refused(await call(app, opsSessionCalls.audit, undefined, { token: finance }), 403, 'operator.forbidden');
    // Each refusal is audited, with the call and the role that lacked the permission.
    const refusals = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: await operatorToken(app),
        query: { action: 'operator.forbidden', targetId: 'POST /ops/deposits/approve', pageSize: '200' },
      }),
    ) as { list: { targetType: string; after: { role: string; needs: string } }[] };
    expect(refusals.list).toContainEqual(
      expect.objectContaining({ targetType: 'call', after: { role: 'support', needs: 'decideMoney' } }),
    );
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
        opsPlayerCalls.requestAdjustment,
        { memberId: player.id, amount: '+1', reason: 'r' },
        { token: finance },
      ),
    );
  });
});

describe('operator actions', () => {
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
      await call(app, opsSessionCalls.audit, undefined, {
        token: ops,
        query: { targetType: 'member', targetId: String(m.id) },
      }),
    ).list as { action: string; targetId: string }[];
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
      await call(app, opsSessionCalls.audit, undefined, { token: ops, query: { action: 'withdrawal.pay' } }),
    ).list;
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
