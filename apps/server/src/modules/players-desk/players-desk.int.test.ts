import { accountCalls } from '@jade/contract/account-calls';
import { opsPlayerCalls } from '@jade/contract/ops-player-calls';
import { opsSessionCalls } from '@jade/contract/ops-session-calls';
import { walletCalls } from '@jade/contract/wallet-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, unique, uniqueIp, uniqueMobile } from '../../../test/accounts';
import {
  balanceOf,
  expectReconciled,
  ok,
  operatorToken,
  payingMember,
  refused,
  staffToken,
} from '../../../test/payments';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let finance: string;
let support: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  [admin, finance, support] = await Promise.all([
    operatorToken(app),
    staffToken(app, database, 'finance'),
    staffToken(app, database, 'support'),
  ]);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const search = (q: string, by: string, token = support) =>
  call(app, opsPlayerCalls.searchPlayers, undefined, { token, query: { q, by } });

describe('players desk: search and a player page', () => {
  it('finds a player by username prefix, mobile, e-mail, IP and device; shows the page', async () => {
    const mobile = uniqueMobile();
    const email = `${unique('mail')}@example.com`;
    const m = await payingMember(app, database, { money: 12_345n });
    await database.db.execute(
      `update members set mobile = '${mobile}', email = '${email}' where id = ${m.id}`,
    );
    const ip = uniqueIp();
    const device = unique('device');
    ok(
      await call(
        app,
        accountCalls.login,
        { username: m.username, password: m.password, type: 'username', loginDeviceId: device },
        { ip },
      ),
    );

    for (const [q, by] of [
      [m.username.slice(0, -2).toUpperCase(), 'username'],
      [mobile, 'mobile'],
      [email.toUpperCase(), 'email'],
      [ip, 'ip'],
      [device, 'device'],
      [mobile, 'any'],
    ] as const) {
      const found = ok(await search(q, by));
      expect(
        found.list.map((p: { memberId: number }) => p.memberId),
        `${by} ${q}`,
      ).toContain(m.id);
    }
    expect(ok(await search(unique('nobody'), 'username'))).toEqual({ list: [], total: 0 });
    // LIKE wildcards are literal: '%%' finds nobody.
    expect(ok(await search('%%', 'username')).total).toBe(0);
    refused(await search('x', 'username'), 400, 'request_param_err');

    const page = ok(
      await call(app, opsPlayerCalls.player, undefined, {
        token: support,
        query: { memberId: String(m.id) },
      }),
    );
    expect(page).toMatchObject({
      memberId: m.id,
      username: m.username,
      mobile,
      email,
      balance: 123.45,
      currency: 'MMK',
      status: 'active',
      heldBalance: 0,
      totals: { deposits: 0, withdrawals: 0 },
      pendingApprovals: 0,
    });
    // A new login ends the member's older session (one device at a time).
    expect(page.activeSessions).toBe(1);

    const sessions = ok(
      await call(app, opsPlayerCalls.playerSessions, undefined, {
        token: support,
        query: { memberId: String(m.id) },
      }),
    );
    expect(sessions.ips).toContainEqual(expect.objectContaining({ ip, sessions: 1 }));
    expect(sessions.devices).toEqual([expect.objectContaining({ deviceId: device, sessions: 1 })]);

    const ledger = ok(
      await call(app, opsPlayerCalls.playerLedger, undefined, {
        token: support,
        query: { memberId: String(m.id) },
      }),
    );
    expect(ledger.list[0]).toMatchObject({ type: 'adjustment', amount: 123.45, balanceAfter: 123.45 });
    const bets = ok(
      await call(app, opsPlayerCalls.playerBets, undefined, {
        token: support,
        query: { memberId: String(m.id) },
      }),
    );
    expect(bets).toEqual({ list: [], total: 0 });
  });

  it('never shows a player of another brand, nor an unknown one', async () => {
    const m = await payingMember(app, database);
    refused(
      await call(app, opsPlayerCalls.player, undefined, {
        token: support,
        query: { memberId: String(m.id) },
        headers: { Merchant: 'jade_bd' },
      }),
      404,
      'resource.not.found',
    );
    refused(
      await call(app, opsPlayerCalls.player, undefined, {
        token: support,
        query: { memberId: '2147483647' },
      }),
      404,
      'resource.not.found',
    );
  });
});

describe('players desk: support actions', () => {
  it('force logout ends every session; the old token is refused; audited with the reason', async () => {
    const m = await payingMember(app, database);
    const ended = ok(
      await call(
        app,
        opsPlayerCalls.forceLogout,
        { memberId: m.id, reason: 'suspicious login' },
        { token: support },
      ),
    );
    expect(ended.endedSessions).toBeGreaterThanOrEqual(1);
    const after = await call(app, walletCalls.balance, undefined, { token: m.token });
    expect(after.statusCode).toBe(401);
    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: admin,
        query: { action: 'member.logout', targetId: String(m.id) },
      }),
    );
    expect(audit.list[0]).toMatchObject({
      reason: 'suspicious login',
      after: { endedSessions: ended.endedSessions },
    });
    // Finance may not (the `freeze` permission): refused and changes nothing.
    refused(
      await call(app, opsPlayerCalls.forceLogout, { memberId: m.id, reason: 'x' }, { token: finance }),
      403,
      'operator.forbidden',
    );
  });

  it('a password reset hands out a temporary password that must be changed at the next login', async () => {
    const m = await payingMember(app, database);
    const reset = ok(
      await call(
        app,
        opsPlayerCalls.resetPassword,
        { memberId: m.id, reason: 'caller verified' },
        { token: support },
      ),
    );
    expect(reset.temporaryPassword).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z2-9]{10}$/);
    refused(
      await call(
        app,
        accountCalls.login,
        { username: m.username, password: m.password, type: 'username' },
        { ip: uniqueIp() },
      ),
      400,
      'login.failed',
    );
    const login = ok(
      await call(
        app,
        accountCalls.login,
        { username: m.username, password: reset.temporaryPassword, type: 'username' },
        { ip: uniqueIp() },
      ),
    );
    expect(login.mustChangePassword).toBe(true);
    // The audit never holds the password.
    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: admin,
        query: { action: 'member.password.reset', targetId: String(m.id) },
      }),
    );
    expect(JSON.stringify(audit.list)).not.toContain(reset.temporaryPassword);
  });

  it('notes: support writes, everyone reads, newest first; empty notes are refused', async () => {
    const m = await payingMember(app, database);
    for (const text of ['first call', 'second call'])
      ok(await call(app, opsPlayerCalls.addPlayerNote, { memberId: m.id, text }, { token: support }));
    refused(
      await call(app, opsPlayerCalls.addPlayerNote, { memberId: m.id, text: '  ' }, { token: support }),
      400,
      'request_param_err',
    );
    const notes = ok(
      await call(app, opsPlayerCalls.playerNotes, undefined, {
        token: finance,
        query: { memberId: String(m.id) },
      }),
    );
    expect(notes.list.map((n: { text: string }) => n.text)).toEqual(['second call', 'first call']);
  });
});

describe('four eyes: manual adjustments', () => {
  const request = (memberId: number, amount: string, token = finance, reason = 'goodwill credit') =>
    call(app, opsPlayerCalls.requestAdjustment, { memberId, amount, reason }, { token });
  const decide = (id: number, decision: 'approve' | 'reject', token: string, note?: string) =>
    call(app, opsPlayerCalls.decideApproval, { id, decision, ...(note ? { note } : {}) }, { token });

  it('moves nothing until a second operator approves; approving twice moves it once', async () => {
    const m = await payingMember(app, database, { money: 10_000n });
    const asked = ok(await request(m.id, '+100.25'));
    expect(asked).toMatchObject({ status: 'pending', amount: 100.25, username: m.username, decidedBy: null });
    expect(await balanceOf(database, m.id)).toBe(10_000n);

    // The asker cannot approve their own request; support may not approve at all.
    refused(await decide(asked.id, 'approve', finance), 403, 'approval.own.request');
    refused(await decide(asked.id, 'approve', support), 403, 'operator.forbidden');
    expect(await balanceOf(database, m.id)).toBe(10_000n);

    const [first, second] = await Promise.all([
      decide(asked.id, 'approve', admin),
      decide(asked.id, 'approve', admin),
    ]);
    expect(ok(first)).toMatchObject({ status: 'approved', decidedBy: 'operator', balanceAfter: 200.25 });
    expect(ok(second)).toMatchObject({ status: 'approved', balanceAfter: 200.25 });
    expect(await balanceOf(database, m.id)).toBe(20_025n);
    // Decided: the other way is refused.
    refused(await decide(asked.id, 'reject', admin, 'changed my mind'), 409, 'approval.decided');

    const audit = ok(
      await call(app, opsSessionCalls.audit, undefined, {
        token: admin,
        query: { targetType: 'member', targetId: String(m.id) },
      }),
    );
    expect(audit.list.map((a: { action: string }) => a.action)).toEqual([
      'approval.approve',
      'member.adjust.credit',
      'approval.request',
    ]);
    await expectReconciled(database);
  });

  it('a rejection needs a note and moves nothing; a debit past the balance fails on approval', async () => {
    const m = await payingMember(app, database, { money: 5_000n });
    const asked = ok(await request(m.id, '-10'));
    refused(await decide(asked.id, 'reject', admin), 400, 'request_param_err');
    expect(ok(await decide(asked.id, 'reject', admin, 'no ticket'))).toMatchObject({
      status: 'rejected',
      decisionNote: 'no ticket',
    });
    const tooMuch = ok(await request(m.id, '-50.01'));
    expect(ok(await decide(tooMuch.id, 'approve', admin))).toMatchObject({
      status: 'failed',
      failure: 'wallet.insufficient.funds',
    });
    expect(await balanceOf(database, m.id)).toBe(5_000n);

    const pending = ok(
      await call(app, opsPlayerCalls.approvals, undefined, {
        token: support,
        query: { memberId: String(m.id) },
      }),
    );
    expect(pending.list.map((a: { status: string }) => a.status)).toEqual(['failed', 'rejected']);
    refused(await request(m.id, '+0'), 400, 'wallet.amount.invalid');
    refused(await request(m.id, '100'), 400, 'request_param_err');
    refused(await request(2147483647, '+1'), 404, 'resource.not.found');
    await expectReconciled(database);
  });
});
