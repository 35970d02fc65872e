import { randomUUID } from 'node:crypto';
import { betRecordCalls } from '@jade/contract/bet-record-calls';
import { lotteryCalls } from '@jade/contract/lottery-calls';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, movableClock, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { balanceOf, expectReconciled, ok, payingMember, refused } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/tables';
import { createJobWorker } from '../../platform/jobs/worker';
import { merchants } from '../brand/tables';
import { games } from '../games/tables';
import { ledgerTransfers } from '../ledger/tables';
import { isSealedSecret } from '../../platform/crypto/secret-box';
import { digitsFromSeed, hashSeed, newDrawSeed } from './engine';
import { LOTTERY_TICK_JOB } from './service';
import { lotteryBets, lotteryDraws } from './tables';

let database: DatabaseHandle;
let app: FastifyInstance;
// Far from every other test's clock: the draw jobs this file leaves are never due for them.
const clock = movableClock(Date.parse('2040-03-01T08:00:07Z'));
let gameCode: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    deps: { now: clock.now, lottery: { elottSeconds: 60, lottSeconds: 300, closeSeconds: 5 } },
  });
  const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, TEST_MERCHANT));
  const [game] = await database.db
    .select()
    .from(games)
    .where(
      and(eq(games.brandId, merchant!.brandId), eq(games.launchKind, 'lottery'), eq(games.gameType, 'ELOTT')),
    )
    .limit(1);
  gameCode = game!.gameCode;
});
afterAll(async () => {
  // The chain of draw jobs this file started stays in 2040; close it so no later run picks it up.
  await database.db
    .update(jobs)
    .set({ doneAt: new Date(clock.now()) })
    .where(and(eq(jobs.kind, LOTTERY_TICK_JOB), isNull(jobs.doneAt)));
  await app.close();
  await database.close();
});

const worker = (id: string) =>
  createJobWorker({ db: database.db, handlers: app.jobHandlers, now: clock.now, instanceId: id });

async function current(token?: string) {
  return ok(
    await call(app, lotteryCalls.current, undefined, { query: { gameCode }, ...(token ? { token } : {}) }),
  );
}

function order(token: string, drawId: number, bets: unknown[], idempotencyKey = randomUUID()) {
  return call(app, lotteryCalls.placeBets, { gameCode, drawId, bets, idempotencyKey }, { token });
}

describe('lottery', () => {
  it('menus list the lottery games with their open draw; unknown games are refused', async () => {
    const menu = ok(
      await call(app, lotteryCalls.gameMenu, undefined, { query: { prizeMode: 'Elott', device: 'WEB' } }),
    );
    expect(menu.length).toBeGreaterThan(0);
    const all = menu.flatMap((m: { gameMenus: { gameType: string; prizeMode: string }[] }) => m.gameMenus);
    expect(
      all.every(
        (g: { gameType: string; prizeMode: string }) => g.gameType === 'ELOTT' && g.prizeMode === 'Elott',
      ),
    ).toBe(true);
    const lott = ok(await call(app, lotteryCalls.gameMenu, undefined, { query: { prizeMode: 'lott' } }));
    expect(lott[0].gameMenus[0]).toMatchObject({ gameType: 'LOTT', drawSeconds: 300 });
    expect(ok(await call(app, lotteryCalls.gameMenu, undefined, { query: { prizeMode: 'ZY' } }))).toEqual([]);

    const v = await current();
    expect(v.game).toMatchObject({ gameCode, drawSeconds: 60 });
    expect(v.game.current).toMatchObject({
      status: 'open',
      drawNo: '20400301-0481',
      opensAt: Date.parse('2040-03-01T08:00:00Z'),
      closesAt: Date.parse('2040-03-01T08:00:55Z'),
      drawAt: Date.parse('2040-03-01T08:01:00Z'),
    });
    expect(v.game.current.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(v.limits).toEqual({ currency: 'MMK', minBet: 10, maxBet: 50_000 });
    expect(v.playTypes).toContainEqual({ playType: 'BIG_SMALL', odds: 1.96, stakeStep: 0.25 });
    expect(v.playTypes).toContainEqual({ playType: 'DIGIT', odds: 9.7, stakeStep: 0.1 });
    expect(v.playTypes).toContainEqual({ playType: 'THREE_D', odds: 970, stakeStep: 0.01 });
    // The open draw's seed is sealed at rest: the row holds no seed in the clear.
    const [open] = await database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, v.game.current.drawId));
    expect(isSealedSecret(open!.serverSeed)).toBe(true);
    expect(open!.serverSeed).not.toMatch(/[0-9a-f]{64}/);
    expect(open!.serverSeedHash).toBe(v.game.current.serverSeedHash);
    refused(
      await call(app, lotteryCalls.current, undefined, { query: { gameCode: 'NOPE_1' } }),
      404,
      'game.not.found',
    );
  });

  it('bets debit at once; refused orders move nothing; two racing draw jobs settle exactly once', async () => {
    const a = await payingMember(app, database, { money: 1_000_000n, now: clock.now });
    const b = await payingMember(app, database, { money: 5_000n, now: clock.now });
    const draw = (await current(a.token)).game.current;

    // A: both big and small (exactly one wins), every digit at position 1 (exactly one wins).
    const lines = [
      { playType: 'BIG_SMALL', selection: 'BIG', amount: 100 },
      { playType: 'BIG_SMALL', selection: 'SMALL', amount: '100.00' },
      ...Array.from({ length: 10 }, (_, d) => ({ playType: 'DIGIT', selection: `1:${d}`, amount: 10 })),
    ];
    const key = randomUUID();
    const placed = ok(await order(a.token, draw.drawId, lines, key));
    expect(placed.replayed).toBe(false);
    expect(placed.bets).toHaveLength(12);
    expect(placed.bets[0]).toMatchObject({
      status: 'pending',
      drawNo: draw.drawNo,
      odds: 1.96,
      amount: 100,
      digits: null,
      serverSeedHash: draw.serverSeedHash,
      serverSeed: null,
    });
    const stored = await database.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, draw.drawId));
    expect(stored.every((x) => x.serverSeedHash === draw.serverSeedHash)).toBe(true);
    expect(placed.balance).toBe(10_000 - 300);
    expect(await balanceOf(database, a.id)).toBe(1_000_000n - 30_000n);
    // The same key again: the same order, nothing moves; another order under it is a conflict.
    const again = ok(await order(a.token, draw.drawId, lines, key));
    expect(again.replayed).toBe(true);
    expect(again.bets.map((x: { betId: number }) => x.betId)).toEqual(
      placed.bets.map((x: { betId: number }) => x.betId),
    );
    refused(await order(a.token, draw.drawId, lines.slice(0, 1), key), 409, 'idempotency.conflict');
    expect(await balanceOf(database, a.id)).toBe(1_000_000n - 30_000n);

    // B: over the balance, a bad selection, under the limit: refused, nothing moves.
    refused(
      await order(b.token, draw.drawId, [{ playType: 'ODD_EVEN', selection: 'ODD', amount: 60 }]),
      400,
      'wallet.insufficient.funds',
    );
    refused(
      await order(b.token, draw.drawId, [{ playType: 'DIGIT', selection: '9:1', amount: 10 }]),
      400,
      'lottery.bet.invalid',
    );
    refused(
      await order(b.token, draw.drawId, [{ playType: 'TWO_D', selection: '07', amount: 1 }]),
      400,
      'game.bet.limit',
    );
    // Off the play type's step (10.10 × 1.96 = 19.796 would be rounded): refused with the step.
    const offStep = await order(b.token, draw.drawId, [
      { playType: 'DIGIT', selection: '1:1', amount: 10 },
      { playType: 'BIG_SMALL', selection: 'BIG', amount: '10.10' },
    ]);
    refused(offStep, 400, 'lottery.bet.step');
    expect(offStep.json().message).toContain('0.25');
    expect(offStep.json().value).toMatchObject({ field: 'bets.1.amount', step: 0.25 });
    refused(
      await order(b.token, draw.drawId, [{ playType: 'DIGIT', selection: '2:2', amount: '10.05' }]),
      400,
      'lottery.bet.step',
    );
    const bBet = ok(
      await order(b.token, draw.drawId, [{ playType: 'ODD_EVEN', selection: 'ODD', amount: 50 }]),
    );
    expect(bBet.balance).toBe(0);

    // The betting record shows the pending lines as open.
    const records = ok(
      await call(app, betRecordCalls.betRecords, undefined, {
        token: a.token,
        query: { startDate: String(clock.now() - 60_000), endDate: String(clock.now() + 1) },
      }),
    );
    expect(records.list.filter((r: { recordId: string }) => r.recordId.startsWith('LT-'))).toHaveLength(12);
    expect(records.list[0]).toMatchObject({ gameCode, gameType: 'ELOTT', status: 'open', win: 0 });

    // Betting closes 5 s before the draw.
    clock.advance(48_000); // 08:00:55
    refused(
      await order(a.token, draw.drawId, [{ playType: 'ODD_EVEN', selection: 'EVEN', amount: 10 }]),
      400,
      'lottery.draw.closed',
    );
    expect(await balanceOf(database, a.id)).toBe(1_000_000n - 30_000n);

    // Two due draw jobs (the chain's and a restart's) on two runners at the same moment.
    clock.advance(6_000); // 08:01:01
    await app.lottery.ensureTick(true);
    await database.db
      .insert(jobs)
      .values({ kind: LOTTERY_TICK_JOB, runAt: new Date(clock.now()), payload: {} });
    const ran = await Promise.all([worker('w1').runDue(), worker('w2').runDue()]);
    expect(ran[0] + ran[1]).toBeGreaterThanOrEqual(2);

    const [row] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.drawId));
    expect(row!.status).toBe('drawn');
    // Revealed after the draw: the clear seed, whose SHA-256 is the hash committed before the bets.
    expect(row!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSeed(row!.serverSeed)).toBe(draw.serverSeedHash);
    const digits = digitsFromSeed(row!.serverSeed, gameCode, row!.drawNo);
    expect(row!.digits).toEqual(digits);
    const sum = digits.reduce((x, y) => x + y, 0);
    const bets = await database.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, draw.drawId));
    expect(bets.every((x) => x.status !== 'pending')).toBe(true);
    const won = bets.filter((x) => x.status === 'won');
    const aWon = won.filter((x) => x.memberId === a.id);
    expect(aWon.map((x) => x.selection).sort()).toEqual(
      [`1:${digits[0]}`, sum >= 23 ? 'BIG' : 'SMALL'].sort(),
    );
    // Exactly one win transfer per winning line.
    const wins = await database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, 'lott:win:%'))
      .then((rows) => rows.filter((t) => won.some((x) => x.winTransferId === t.id)));
    expect(wins).toHaveLength(won.length);
    const winCount = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(
        inArray(
          ledgerTransfers.idempotencyKey,
          won.map((x) => `lott:win:${x.id}`),
        ),
      );
    expect(winCount[0]!.n).toBe(won.length);
    expect(await balanceOf(database, a.id)).toBe(1_000_000n - 30_000n + 19_600n + 9_700n);
    expect(await balanceOf(database, b.id)).toBe(sum % 2 === 1 ? 9_800n : 0n);

    // Running the jobs again settles nothing twice.
    await app.lottery.ensureTick(true);
    await worker('w3').runDue();
    expect(await balanceOf(database, a.id)).toBe(1_000_000n - 30_000n + 19_600n + 9_700n);
    // Each settled line is one bet fact, written with its win; the second run wrote none.
    const facts = await database.db.execute<{ source_id: string; turnover: string; payout: string }>(sql`
      select source_id, turnover::text, payout::text from bet_facts
      where source = 'lottery' and source_id = any(${`{${bets.map((x) => x.id).join(',')}}`}::text[])`);
    expect(facts.rows).toHaveLength(bets.length);
    for (const bet of bets)
      expect(facts.rows.find((f) => f.source_id === String(bet.id))).toMatchObject({
        turnover: String(bet.amount),
        payout: String(bet.payout),
      });

    // The player sees results, their bets and the betting record settled.
    const results = ok(await call(app, lotteryCalls.results, undefined, { query: { gameCode } }));
    expect(results.list[0]).toMatchObject({ drawId: draw.drawId, digits, sum, serverSeed: row!.serverSeed });
    const mine = ok(await call(app, lotteryCalls.myBets, undefined, { token: a.token, query: { gameCode } }));
    expect(mine.list).toHaveLength(12);
    expect(mine.list.filter((x: { status: string }) => x.status === 'won')).toHaveLength(2);
    expect(mine.list[0].digits).toEqual(digits);
    expect(mine.list[0]).toMatchObject({ serverSeedHash: draw.serverSeedHash, serverSeed: row!.serverSeed });
    const settled = ok(
      await call(app, betRecordCalls.betRecords, undefined, {
        token: a.token,
        query: { startDate: String(clock.now() - 120_000), endDate: String(clock.now() + 1) },
      }),
    );
    const lt = settled.list.filter((r: { recordId: string }) => r.recordId.startsWith('LT-'));
    expect(lt.every((r: { status: string }) => r.status === 'settled')).toBe(true);
    expect(lt.reduce((s: number, r: { win: number }) => s + r.win, 0)).toBeCloseTo(196 + 97, 6);
    const detail = ok(
      await call(app, betRecordCalls.betRecordDetail, undefined, {
        token: a.token,
        query: { recordId: lt[0].recordId },
      }),
    );
    expect(detail.result).toMatchObject({
      drawNo: draw.drawNo,
      digits,
      serverSeedHash: draw.serverSeedHash,
      serverSeed: row!.serverSeed,
    });
    const recent = ok(await call(app, lotteryCalls.recent, undefined, { token: a.token }));
    expect(recent.list[0].gameCode).toBe(gameCode);

    // A drawn draw refuses bets; the next draw is open and a job waits for it.
    refused(
      await order(a.token, draw.drawId, [{ playType: 'ODD_EVEN', selection: 'EVEN', amount: 10 }]),
      400,
      'lottery.draw.closed',
    );
    const next = (await current(a.token)).game;
    expect(next.current.drawNo).toBe('20400301-0482');
    expect(next.lastResult).toEqual(digits);
    const waiting = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, LOTTERY_TICK_JOB), isNull(jobs.doneAt)));
    expect(waiting.map((j) => j.runAt.getTime())).toContain(Date.parse('2040-03-01T08:02:00Z'));
    await expectReconciled(database);
  });

  it('an open draw stored before sealing (seed in the clear) still settles from that seed', async () => {
    const code = `PLAIN_${randomUUID().slice(0, 8)}`;
    const seed = newDrawSeed();
    const drawAt = new Date(clock.now() - 1_000);
    const [plain] = await database.db
      .insert(lotteryDraws)
      .values({
        gameCode: code,
        slot: 1,
        drawNo: '20400301-9999',
        opensAt: new Date(drawAt.getTime() - 60_000),
        closesAt: new Date(drawAt.getTime() - 5_000),
        drawAt,
        status: 'open',
        ...seed,
      })
      .returning();
    try {
      await database.db
        .insert(jobs)
        .values({ kind: LOTTERY_TICK_JOB, runAt: new Date(clock.now()), payload: {} });
      await worker('w-plain').runDue();
      const [row] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, plain!.id));
      expect(row).toMatchObject({
        status: 'drawn',
        serverSeed: seed.serverSeed,
        digits: digitsFromSeed(seed.serverSeed, code, '20400301-9999'),
      });
    } finally {
      await database.db.delete(lotteryDraws).where(eq(lotteryDraws.gameCode, code));
    }
  });

  it('the draw job deletes drawn draws without bets after the retention; draws with bets stay', async () => {
    const day = 86_400_000;
    const old = new Date(clock.now() - 31 * day);
    const code = `PRUNE_${randomUUID().slice(0, 8)}`;
    const draw = (slot: number, drawAt: Date) => ({
      gameCode: code,
      slot,
      drawNo: `prune-${slot}`,
      opensAt: new Date(drawAt.getTime() - 60_000),
      closesAt: new Date(drawAt.getTime() - 5_000),
      drawAt,
      status: 'drawn' as const,
      serverSeed: 'a'.repeat(64),
      serverSeedHash: 'b'.repeat(64),
    });
    const [gone, recent] = await database.db
      .insert(lotteryDraws)
      .values([draw(1, old), draw(2, new Date(clock.now() - 29 * day))])
      .returning();
    // A draw somebody bet on, made as old.
    const [withBets] = await database.db.select({ drawId: lotteryBets.drawId }).from(lotteryBets).limit(1);
    const [betDraw] = await database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, withBets!.drawId));
    await database.db.update(lotteryDraws).set({ drawAt: old }).where(eq(lotteryDraws.id, betDraw!.id));
    const [oldJob] = await database.db
      .insert(jobs)
      .values({ kind: LOTTERY_TICK_JOB, runAt: old, payload: {}, doneAt: old })
      .returning();
    try {
      await database.db
        .insert(jobs)
        .values({ kind: LOTTERY_TICK_JOB, runAt: new Date(clock.now()), payload: {} });
      await worker('w-prune').runDue();
      const left = await database.db
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(inArray(lotteryDraws.id, [gone!.id, recent!.id, betDraw!.id]));
      expect(left.map((r) => r.id).sort()).toEqual([recent!.id, betDraw!.id].sort());
      expect(await database.db.select().from(jobs).where(eq(jobs.id, oldJob!.id))).toHaveLength(0);
    } finally {
      await database.db
        .update(lotteryDraws)
        .set({ drawAt: betDraw!.drawAt })
        .where(eq(lotteryDraws.id, betDraw!.id));
      await database.db.delete(lotteryDraws).where(eq(lotteryDraws.gameCode, code));
    }
  });
});
