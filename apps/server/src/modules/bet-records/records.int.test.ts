import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { betRecordCalls } from '@jade/contract/bet-record-calls';
import { inhouseGameCalls } from '@jade/contract/inhouse-game-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import { createLedgerService } from '../ledger/ledger-service';
import { vendorBets } from '../vendor-api/tables';

const CUR = 'MMK';
const DAY = 86_400_000;
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

async function player(money: bigint) {
  const member = await createMember(database);
  await createLedgerService(database.db).transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: `test-fund:${randomUUID()}`,
    type: 'adjustment',
    debit: { kind: 'house', house: 'external', currency: CUR },
    credit: { kind: 'member', memberId: member.id, currency: CUR },
    amount: money,
    actor: { kind: 'operator', id: 'test' },
  });
  const login = await call(
    app,
    accountCalls.login,
    { username: member.username, password: member.password, type: 'username' },
    { ip: uniqueIp() },
  );
  return { ...member, token: login.json().value.token as string };
}

async function vendorRound(memberId: number, vendor: string, bet: bigint, win: bigint, at: number) {
  await database.db.insert(vendorBets).values({
    vendorCode: vendor,
    roundId: randomUUID(),
    memberId,
    merchantCode: TEST_MERCHANT,
    gameCode: `${vendor}-G1`,
    currency: CUR,
    bet,
    win,
    status: 'settled',
    txIds: ['d1', 'c1'],
    detail: { symbols: ['A', 'B'] },
    createdAt: new Date(at),
    updatedAt: new Date(at),
    settledAt: new Date(at),
  });
}

describe('betting records and profit and loss', () => {
  let p: Awaited<ReturnType<typeof player>>;
  let q: Awaited<ReturnType<typeof player>>;
  const played: { bet: number; win: number }[] = [];
  const now = Date.now();

  beforeAll(async () => {
    p = await player(1_000_000n);
    q = await player(1_000_000n);
    for (let i = 0; i < 3; i++) {
      const r = await call(
        app,
        inhouseGameCalls.spin,
        { gameId: 'jade-dragon', bet: 2, idempotencyKey: randomUUID() },
        { token: p.token },
      );
      expect(r.statusCode, r.body).toBe(200);
      played.push(r.json().value);
    }
    const b = await call(
      app,
      inhouseGameCalls.baccarat,
      { bets: { player: 20 }, idempotencyKey: randomUUID() },
      { token: p.token },
    );
    played.push(b.json().value);
    await vendorRound(p.id, 'AUR', 1_000n, 2_500n, now - 2 * DAY);
    await vendorRound(p.id, 'AUR', 500n, 0n, now - 3 * DAY);
    await vendorRound(p.id, 'AUR', 700n, 0n, now - 20 * DAY);
    // Another member's rounds never show.
    await vendorRound(q.id, 'AUR', 9_900n, 0n, now - DAY);
    await call(
      app,
      inhouseGameCalls.spin,
      { gameId: 'koi-riches', bet: 5, idempotencyKey: randomUUID() },
      { token: q.token },
    );
  });

  const list = (token: string, query: Record<string, string>) =>
    call(app, betRecordCalls.betRecords, undefined, { token, query });

  it('lists the caller’s rounds of the last 7 days, newest first, with totals', async () => {
    const r = await list(p.token, {});
    expect(r.statusCode, r.body).toBe(200);
    const v = r.json().value;
    expect(v.total).toBe(6);
    expect(v.list.map((x: { vendor: string }) => x.vendor)).toEqual([
      'JADE',
      'JADE',
      'JADE',
      'JADE',
      'AUR',
      'AUR',
    ]);
    const inhouseBet = played.reduce((t, x) => t + x.bet, 0);
    const inhouseWin = played.reduce((t, x) => t + x.win, 0);
    expect(v.footer.totalBet).toBeCloseTo(inhouseBet + 15, 2);
    expect(v.footer.totalWin).toBeCloseTo(inhouseWin + 25, 2);
    expect(v.footer.net).toBeCloseTo(inhouseWin + 25 - inhouseBet - 15, 2);
    expect(v.list[0]).toMatchObject({ recordId: expect.stringMatching(/^IH-/), gameType: 'TABLE', bet: 20 });
  });

  it('names each game in the request language from the catalogue; an unknown game keeps its code', async () => {
    const en = (await list(p.token, {})).json().value;
    expect(en.list.map((x: { gameName: string }) => x.gameName)).toEqual([
      'Jade Baccarat',
      'Jade Dragon',
      'Jade Dragon',
      'Jade Dragon',
      'AUR-G1',
      'AUR-G1',
    ]);
    const cn = await call(app, betRecordCalls.betRecords, undefined, {
      token: p.token,
      query: {},
      headers: { Language: 'CN' },
    });
    expect(cn.json().value.list[0].gameName).toBe('翡翠百家乐');
    const detail = await call(app, betRecordCalls.betRecordDetail, undefined, {
      token: p.token,
      query: { recordId: en.list[1].recordId },
      headers: { Language: 'CN' },
    });
    expect(detail.json().value).toMatchObject({ gameCode: 'jade-dragon', gameName: '翡翠龙' });
  });

  it('filters by vendor, game type and date range, and pages', async () => {
    const aur = (await list(p.token, { vendor: 'AUR' })).json().value;
    expect(aur.total).toBe(2);
    expect(aur.footer).toMatchObject({ totalBet: 15, totalWin: 25, net: 10, rounds: 2 });
    const table = (await list(p.token, { gameType: 'TABLE' })).json().value;
    expect(table.total).toBe(1);
    const old = (
      await list(p.token, { startDate: String(now - 30 * DAY), endDate: String(now - 10 * DAY) })
    ).json().value;
    expect(old.total).toBe(1);
    expect(old.list[0]).toMatchObject({ vendor: 'AUR', bet: 7, win: 0, net: -7 });
    const page1 = (await list(p.token, { pageSize: '4', pageNo: '1' })).json().value;
    const page2 = (await list(p.token, { pageSize: '4', pageNo: '2' })).json().value;
    expect(page1).toMatchObject({ total: 6, totalPages: 2 });
    expect(page1.list).toHaveLength(4);
    expect(page2.list).toHaveLength(2);
    expect(page2.footer).toEqual(page1.footer);
  });

  it('shows a round’s detail with the replay data; only to its owner', async () => {
    const v = (await list(p.token, { vendor: 'JADE', gameType: 'RNG' })).json().value;
    const id = v.list[0].recordId as string;
    const d = await call(app, betRecordCalls.betRecordDetail, undefined, {
      token: p.token,
      query: { recordId: id },
    });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().value).toMatchObject({
      recordId: id,
      vendor: 'JADE',
      gameVersion: expect.stringMatching(/^jade-dragon@/),
      betDetail: { coinValue: 10 },
      result: { gameId: 'jade-dragon' },
      fairness: { nonce: expect.any(Number) },
    });
    const other = await call(app, betRecordCalls.betRecordDetail, undefined, {
      token: q.token,
      query: { recordId: id },
    });
    expect(other.statusCode).toBe(404);
    const vendorId = (await list(p.token, { vendor: 'AUR' })).json().value.list[0].recordId as string;
    const vd = await call(app, betRecordCalls.betRecordDetail, undefined, {
      token: p.token,
      query: { recordId: vendorId },
    });
    expect(vd.json().value).toMatchObject({ vendor: 'AUR', result: { symbols: ['A', 'B'] }, fairness: null });
  });

  it('sums profit and loss by day and by vendor and game type', async () => {
    const r = await call(app, betRecordCalls.memPnl, undefined, { token: p.token, query: {} });
    expect(r.statusCode, r.body).toBe(200);
    const v = r.json().value;
    expect(v.footer.rounds).toBe(6);
    expect(v.list.length).toBeGreaterThanOrEqual(3);
    const sumDays = v.list.reduce((t: number, d: { bet: number }) => t + d.bet, 0);
    expect(sumDays).toBeCloseTo(v.footer.totalBet, 2);
    expect(v.byGame).toContainEqual({ vendor: 'AUR', gameType: 'RNG', bet: 15, win: 25, net: 10, rounds: 2 });
    expect(v.byGame.find((g: { gameType: string }) => g.gameType === 'TABLE')).toMatchObject({ bet: 20 });
  });

  it('needs a session and shows another member only their own', async () => {
    const anon = await call(app, betRecordCalls.betRecords, undefined, { query: {} });
    expect(anon.statusCode).toBe(401);
    const theirs = (await list(q.token, {})).json().value;
    expect(theirs.total).toBe(2);
    expect(theirs.footer.totalBet).toBe(104);
  });
});
