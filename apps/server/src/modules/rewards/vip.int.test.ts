import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { paymentCalls } from '@jade/contract/payment-calls';
import { opsRewardCalls as ops } from '@jade/contract/ops-reward-calls';
import { rewardCalls } from '@jade/contract/reward-calls';
import { and, eq, gt, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, movableClock, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { TEST_BONUS_TEMPLATES } from '../../../test/reward-templates';
import { approvedDeposit, runJobs as sharedRunJobs } from '../../../test/rewards';
import {
  balanceOf,
  expectReconciled,
  loginToken,
  ok,
  operatorToken,
  payingMember,
  refused,
} from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { members } from '../accounts/tables';
import { ledgerTransfers } from '../ledger/tables';
import { jobs } from '../../platform/jobs/tables';
import { bonusGrants, vipMonthFigures, vipReviews, vipUpgrades } from './tables';
import { VIP_DEPOSIT_JOB, VIP_REVIEW_JOB } from './vip';

// Far from every other test file's clock: this file's brand month holds only its own figures.
const clock = movableClock(Date.parse('2044-03-10T04:00:00Z'));
let database: DatabaseHandle;
let app: FastifyInstance;
let operator: string;

/**
 * The ladder of this file. The shared database's other files bet and deposit for members of the same
 * merchant, and this file's consumer reads every fact: a deposit threshold no other file reaches in a
 * month keeps their members where they are.
 */
const LADDER = {
  merchantCode: TEST_MERCHANT,
  retention: 'dropOne',
  levels: [
    // VIP0's birthday bonus is the demo's: the reward centre's tests share this merchant.
    {
      level: 0,
      name: 'VIP0',
      depositThreshold: 0,
      turnoverThreshold: 0,
      retainTurnover: 0,
      upgradeBonus: 0,
      birthdayBonus: '8',
    },
    {
      level: 1,
      name: 'VIP1',
      depositThreshold: '7777.77',
      turnoverThreshold: '3333.33',
      retainTurnover: '1000',
      upgradeBonus: '50',
      monthlyBonus: '12',
      withdrawDailyCount: 9,
    },
    {
      level: 2,
      name: 'VIP2',
      depositThreshold: '7777.77',
      turnoverThreshold: '9999.99',
      retainTurnover: '5000',
      upgradeBonus: '120',
    },
    {
      level: 3,
      name: 'VIP3',
      depositThreshold: '50000',
      turnoverThreshold: '100000',
      retainTurnover: '50000',
      upgradeBonus: '1000',
    },
  ],
} as const;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  operator = await operatorToken(app);
  // The shared templates (the monthly bonus's among them): test/reward-templates.ts.
  ok(await call(app, ops.setBonusTemplates, TEST_BONUS_TEMPLATES, { token: operator }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Bets of `memberId` settled now, `stakes` in minor units, each its own fact. */
async function bet(memberId: number, stakes: bigint[]) {
  await database.db.transaction(async (tx) => {
    for (const stake of stakes)
      await app.betFacts.record(tx, {
        source: 'inhouse',
        sourceId: `vip-${randomUUID()}`,
        merchantCode: TEST_MERCHANT,
        memberId,
        currency: 'MMK',
        category: 'RNG',
        vendorCode: 'JADE',
        gameCode: 'vip-test',
        stake,
        validBet: stake,
        payout: 0n,
        placedAt: new Date(clock.now() - 1000),
        settledAt: new Date(clock.now()),
      });
  });
}

const levelOf = async (memberId: number) =>
  (await database.db.select().from(members).where(eq(members.id, memberId)))[0]!.vipLevel;

/**
 * Runs the VIP consumer until `memberId`'s month turnover reaches `turnover` (another file's open
 * transaction may hold the readable range back for a moment).
 */
async function consumeUntil(memberId: number, turnover: bigint, month = '2044-03') {
  const until = Date.now() + 60_000;
  for (;;) {
    while (await database.db.transaction((tx) => app.rewards.vip.consumeFacts(tx)));
    const [row] = await database.db
      .select()
      .from(vipMonthFigures)
      .where(and(eq(vipMonthFigures.memberId, memberId), eq(vipMonthFigures.month, month)));
    if ((row?.validTurnover ?? 0n) >= turnover) return;
    if (Date.now() > until) throw new Error('the VIP consumer did not read the bets in a minute');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function depositApproved(m: { token: string }, amount: string) {
  await approvedDeposit(app, operator, m, amount);
  // The credit enqueued the deposit's VIP job in its own transaction; a worker runs it.
  await runJobs(VIP_DEPOSIT_JOB);
}

const runJobs = (kind: string) => sharedRunJobs(app, database, kind, clock.now);

const upgradeTransfers = (memberId: number) =>
  database.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `vip:upgrade:%:${memberId}`));

describe('VIP levels', () => {
  it('an operator sets the ladder; a ladder that breaks the rules is refused and changes nothing', async () => {
    const set = ok(await call(app, ops.setVipLadder, LADDER, { token: operator }));
    expect(set.levels.map((l: { upgradeBonus: number }) => l.upgradeBonus)).toEqual([0, 50, 120, 1000]);
    const falling = {
      ...LADDER,
      levels: [LADDER.levels[0], LADDER.levels[2], { ...LADDER.levels[1], level: 2 }],
    };
    const refusal = await call(app, ops.setVipLadder, falling, { token: operator });
    refused(refusal, 400, 'vip.ladder.invalid');
    expect(refusal.json().message).toMatch(/VIP levels/);
    const gap = { ...LADDER, levels: [LADDER.levels[0], LADDER.levels[2]] };
    refused(await call(app, ops.setVipLadder, gap, { token: operator }), 400, 'vip.ladder.invalid');
    // A player's token is no operator's.
    const player = await payingMember(app, database, { now: clock.now });
    expect((await call(app, ops.setVipLadder, LADDER, { token: player.token })).statusCode).toBe(401);
    const now = ok(
      await call(app, ops.vipLadder, undefined, { token: operator, query: { merchantCode: TEST_MERCHANT } }),
    );
    expect(now.levels).toHaveLength(4);
    refused(
      await call(app, ops.vipLadder, undefined, { token: operator, query: { merchantCode: 'nowhere' } }),
      400,
      'request_param_err',
    );
    refused(
      await call(app, ops.setVipLadder, { ...LADDER, merchantCode: 'nowhere' }, { token: operator }),
      400,
      'request_param_err',
    );
    expect(now.retention).toBe('dropOne');
    // Players read it without a token.
    const open = ok(await call(app, rewardCalls.vipLadder));
    expect(open).toMatchObject({ current: 0, paidLevels: [], retention: 'dropOne' });
    expect(open.levels[2]).toMatchObject({ name: 'VIP2', turnoverThreshold: 9999.99, upgradeBonus: 120 });
  });

  it('deposits and valid turnover of the month raise a member; each level passed pays its bonus once in a life', async () => {
    const m = await payingMember(app, database, { now: clock.now });
    await depositApproved(m, '7777.77');
    // The deposit alone is not enough: no turnover yet.
    expect(await levelOf(m.id)).toBe(0);
    let progress = ok(await call(app, rewardCalls.rankProgress, undefined, { token: m.token }));
    expect(progress).toMatchObject({
      playerRankName: 'VIP0',
      nextRankName: 'VIP1',
      monthlyDeposits: { actual: 7777.77, expected: 7777.77 },
      monthlyTurnover: { actual: 0, expected: 3333.33 },
      month: '2044-03',
    });

    // 12,000.00 of valid bets: VIP1 and VIP2 at once, both bonuses.
    await bet(m.id, [400_000n, 500_000n, 300_000n]);
    await consumeUntil(m.id, 1_200_000n);
    expect(await levelOf(m.id)).toBe(2);
    const paid = await upgradeTransfers(m.id);
    expect(paid.map((t) => [t.idempotencyKey, t.amount, t.type]).sort()).toEqual([
      [`vip:upgrade:1:${m.id}`, 5_000n, 'bonus'],
      [`vip:upgrade:2:${m.id}`, 12_000n, 'bonus'],
    ]);
    expect(await balanceOf(database, m.id)).toBe(777_777n + 17_000n);

    progress = ok(await call(app, rewardCalls.rankProgress, undefined, { token: m.token }));
    expect(progress).toMatchObject({
      playerRankName: 'VIP2',
      level: 2,
      nextRankName: 'VIP3',
      monthlyTurnover: { actual: 12000, expected: 100000 },
      monthlyDeposits: { actual: 7777.77, expected: 50000 },
      totalTurnover: 12000,
    });
    const info = ok(await call(app, accountCalls.memberInfo, undefined, { token: m.token }));
    expect(info.clubLabel.labelName).toBe('VIP2');
    const ladder = ok(await call(app, rewardCalls.vipLadder, undefined, { token: m.token }));
    expect(ladder).toMatchObject({ current: 2, paidLevels: [1, 2] });

    // Run again: nothing new to read, nothing paid.
    while (await database.db.transaction((tx) => app.rewards.vip.consumeFacts(tx)));
    // Fallen back (say, at a review) and risen again on new bets: the bonuses are not paid twice.
    await database.db.update(members).set({ vipLevel: 0 }).where(eq(members.id, m.id));
    await bet(m.id, [10_000n]);
    await consumeUntil(m.id, 1_210_000n);
    expect(await levelOf(m.id)).toBe(2);
    expect(await upgradeTransfers(m.id)).toHaveLength(2);
    expect(await database.db.select().from(vipUpgrades).where(eq(vipUpgrades.memberId, m.id))).toHaveLength(
      2,
    );
    expect(await balanceOf(database, m.id)).toBe(777_777n + 17_000n);
    await expectReconciled(database);
  });

  it('a trial account never rises; another member of the month stays below the thresholds it missed', async () => {
    const trial = await payingMember(app, database, { now: clock.now, type: 4, paymentPassword: null });
    await bet(trial.id, [5_000_000n]);
    await consumeUntil(trial.id, 5_000_000n);
    expect(await levelOf(trial.id)).toBe(0);
    // Turnover without the deposits.
    const m = await payingMember(app, database, { now: clock.now });
    await bet(m.id, [2_000_000n]);
    await consumeUntil(m.id, 2_000_000n);
    expect(await levelOf(m.id)).toBe(0);
    expect(await upgradeTransfers(m.id)).toEqual([]);
  });

  it("a month's review keeps the levels kept and lowers the others by the rule, once; the review job runs month after month", async () => {
    // B reaches VIP1 in March with more than its keep turnover; the earlier member is VIP2 with 12,100.00.
    const b = await payingMember(app, database, { now: clock.now });
    await depositApproved(b, '7777.77');
    await bet(b.id, [340_000n]);
    await consumeUntil(b.id, 340_000n);
    expect(await levelOf(b.id)).toBe(1);
    // This file's ranked members only: those with figures in its month (other files rank members of
    // the same brand too, e.g. the rebates' VIP member, and the review may lower them meanwhile).
    const ranked = await database.db
      .select({ id: members.id, vipLevel: members.vipLevel })
      .from(members)
      .innerJoin(vipMonthFigures, eq(vipMonthFigures.memberId, members.id))
      .where(
        and(
          gt(members.vipLevel, 0),
          eq(members.merchantCode, TEST_MERCHANT),
          eq(vipMonthFigures.month, '2044-03'),
        ),
      );
    const before = new Map(ranked.map((m) => [m.id, m.vipLevel]));
    expect(before.get(b.id)).toBe(1);

    // A month not over yet is refused.
    await expect(app.rewards.vip.review(TEST_MERCHANT, '2044-03')).rejects.toThrow(RangeError);
    // March, reviewed in April: every level was kept (each member met its keep turnover).
    clock.t = Date.parse('2044-04-02T00:00:00Z');
    await app.rewards.vip.review(TEST_MERCHANT, '2044-03');
    for (const [id, level] of before) expect(await levelOf(id)).toBe(level);
    // B holds VIP1 after the review: its monthly bonus (12.00, 3× within 14 days) is granted, once.
    await app.rewards.vip.review(TEST_MERCHANT, '2044-03');
    const monthly = await database.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, b.id), eq(bonusGrants.kind, 'vipMonthly')));
    expect(monthly.map((g) => [g.sourceKey, g.amount, g.requirement, g.status])).toEqual([
      [`vip:monthly:2044-03:${b.id}`, 1_200n, 3_600n, 'active'],
    ]);
    // VIP1's own daily withdrawal count (9) replaces the brand's (5); the amount stays the brand's.
    const bLogin = await loginToken(app, b.username, b.password, clock.now());
    const limits = ok(
      await call(app, paymentCalls.withdrawSettings, undefined, { token: bLogin, query: { groupId: '0' } }),
    );
    expect(limits.dailyCount).toBe(9);
    // April had no bets: one step down each (dropOne), and a second review changes nothing more.
    clock.t = Date.parse('2044-05-02T00:00:00Z');
    await app.rewards.vip.review(TEST_MERCHANT, '2044-04');
    await app.rewards.vip.review(TEST_MERCHANT, '2044-04');
    for (const [id, level] of before) expect(await levelOf(id)).toBe(level - 1);
    const reviews = await database.db.select().from(vipReviews).where(eq(vipReviews.memberId, b.id));
    expect(reviews.map((r) => [r.month, r.fromLevel, r.toLevel]).sort()).toEqual([
      ['2044-03', 1, 1],
      ['2044-04', 1, 0],
    ]);
    // No bonus comes back with a fall, and none goes; a level 0 earns no monthly bonus.
    expect(await balanceOf(database, b.id)).toBe(777_777n + 5_000n);
    expect(
      (await database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, b.id))).map(
        (g) => g.sourceKey,
      ),
    ).toEqual([`vip:monthly:2044-03:${b.id}`]);

    // The job: each merchant's review of the current month waits for its end, then chains the next.
    await app.rewards.vip.ensureJob();
    clock.t = Date.parse('2044-06-01T12:00:00Z');
    // B climbs back to VIP1 in June before May's review runs: the review leaves it there (June
    // qualifies), without paying VIP1's bonus again.
    // (Sessions issued in March have expired by June: both log in again.)
    operator = await operatorToken(app);
    const bToken = await loginToken(app, b.username, b.password, clock.now());
    await depositApproved({ token: bToken }, '7777.77');
    await bet(b.id, [340_000n]);
    await consumeUntil(b.id, 340_000n, '2044-06');
    expect(await levelOf(b.id)).toBe(1);
    await runJobs(VIP_REVIEW_JOB);
    for (const [id, level] of before) if (id !== b.id) expect(await levelOf(id)).toBe(Math.max(0, level - 2));
    expect(await levelOf(b.id)).toBe(1);
    expect(await balanceOf(database, b.id)).toBe(2n * 777_777n + 5_000n);
    const next = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, VIP_REVIEW_JOB), isNull(jobs.doneAt)));
    expect(next.find((j) => j.payload.merchantCode === TEST_MERCHANT)?.payload.month).toBe('2044-06');
    await expectReconciled(database);
  });
});
