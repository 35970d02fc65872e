import { randomUUID } from 'node:crypto';
import { agentTeamCalls } from '@jade/contract/agent-team-calls';
import { opsRewardCalls as ops } from '@jade/contract/ops-reward-calls';
import { rewardCalls as c } from '@jade/contract/reward-calls';
import type { RebateAccrued } from '@jade/contract/rewards';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
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
import { ledgerTransfers } from '../ledger/tables';
import { operatorAudit } from '../operators/tables';
import { createRebateRepository } from './rebate-repository';
import { rebateAccruals, rebatePayouts } from './tables';

// Far from every other test file's clock: this file's brand days hold only its own bets.
const clock = movableClock(Date.parse('2045-06-10T04:00:00Z'));
const DAY = '2045-06-10';
const MINUTE = 60_000;
let database: DatabaseHandle;
let app: FastifyInstance;
let operator: string;

/** This file's rules: claims from 5.00 every 10 minutes; RNG 1 % (2 % from VIP2), LIVE 0.5 %. */
const RULES = {
  merchantCode: TEST_MERCHANT,
  minClaim: '5',
  cooldownMinutes: 10,
  autoPay: true,
  rates: [
    { productType: 'RNG', vipLevel: 0, rate: 1 },
    { productType: 'RNG', vipLevel: 2, rate: 2 },
    { productType: 'LIVE', vipLevel: 0, rate: 0.5 },
  ],
} as const;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  operator = await operatorToken(app);
  ok(await call(app, ops.setRebateRules, RULES, { token: operator }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Settled bets of `memberId` now, `stakes` in minor units, each its own fact. */
async function bet(memberId: number, category: string, stakes: bigint[]) {
  await database.db.transaction(async (tx) => {
    for (const stake of stakes)
      await app.betFacts.record(tx, {
        source: 'inhouse',
        sourceId: `rebate-${randomUUID()}`,
        merchantCode: TEST_MERCHANT,
        memberId,
        currency: 'MMK',
        category,
        vendorCode: 'JADE',
        gameCode: 'rebate-test',
        stake,
        validBet: stake,
        payout: 0n,
        placedAt: new Date(clock.now() - 1000),
        settledAt: new Date(clock.now()),
      });
  });
}

/** The member's valid bet read by the rebates (the consumer run until it has `validBet` of them). */
async function consumeUntil(memberId: number, validBet: bigint) {
  const until = Date.now() + 60_000;
  for (;;) {
    while (await database.db.transaction((tx) => app.rewards.rebates.consumeFacts(tx)));
    const rows = await database.db.select().from(rebateAccruals).where(eq(rebateAccruals.memberId, memberId));
    if (rows.reduce((s, r) => s + r.validBet, 0n) >= validBet) return;
    if (Date.now() > until) throw new Error(`member ${memberId} has not reached ${validBet}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const accrued = async (token: string): Promise<RebateAccrued> =>
  ok(await call(app, c.rebateAccrued, undefined, { token }));
const claim = (token: string, idempotencyKey = randomUUID()) =>
  call(app, c.claimRebate, { idempotencyKey }, { token });

describe('rebates', () => {
  it('an operator sets the rates and claim rules (audited); bad rules are refused and change nothing', async () => {
    const read = ok(
      await call(app, ops.rebateRules, undefined, {
        token: operator,
        query: { merchantCode: TEST_MERCHANT },
      }),
    );
    expect(read).toMatchObject({ minClaim: 5, cooldownMinutes: 10, autoPay: true });
    expect(read.rates).toHaveLength(3);
    for (const bad of [
      { ...RULES, rates: [{ productType: 'RNG', vipLevel: 0, rate: 100.5 }] },
      { ...RULES, rates: [{ productType: 'RNG', vipLevel: 0, rate: 0.555 }] },
      { ...RULES, rates: [RULES.rates[0], RULES.rates[0]] },
      { ...RULES, cooldownMinutes: -1 },
      { ...RULES, minClaim: '-1' },
    ])
      refused(await call(app, ops.setRebateRules, bad, { token: operator }), 400, 'request_param_err');
    refused(
      await call(app, ops.setRebateRules, { ...RULES, merchantCode: 'nowhere' }, { token: operator }),
      400,
      'request_param_err',
    );
    const player = await payingMember(app, database, { now: clock.now });
    expect((await call(app, ops.setRebateRules, RULES, { token: player.token })).statusCode).toBe(401);
    const after = ok(
      await call(app, ops.rebateRules, undefined, {
        token: operator,
        query: { merchantCode: TEST_MERCHANT },
      }),
    );
    expect(after).toEqual(read);
    const audit = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'rewards.rebate.rules'), eq(operatorAudit.targetId, TEST_MERCHANT)),
      );
    expect(audit.at(-1)).toMatchObject({
      operatorName: 'operator',
      after: { minClaim: 5, cooldownMinutes: 10 },
    });
  });

  it("shows a player its VIP level's rates; a claim pays what accrued once, then the cool-down and nothing", async () => {
    const player = await payingMember(app, database, { now: clock.now });
    const settings = ok(await call(app, c.rebateSettings, undefined, { token: player.token }));
    expect(settings).toMatchObject({
      source: 'vip',
      vipLevel: 0,
      minClaim: 5,
      cooldownMinutes: 10,
      autoPay: true,
    });
    expect(settings.rates.find((r: { productType: string }) => r.productType === 'RNG').rate).toBe(1);
    expect(settings.rates).toHaveLength(9);

    // 1,234.56 of slots at 1 % and 333.33 of live casino at 0.5 %: 12.3456 + 1.66665, each rounded down.
    await bet(player.id, 'RNG', [100_000n, 23_456n]);
    await bet(player.id, 'LIVE', [33_333n]);
    await bet(player.id, 'JACKPOT', [0n]);
    await consumeUntil(player.id, 156_789n);
    const before = await accrued(player.token);
    expect(before).toMatchObject({ total: 14, claimable: true, nextClaimAt: null, lastClaimAt: null });
    expect(before.items).toEqual([
      { productType: 'RNG', validBet: 1234.56, amount: 12.34 },
      { productType: 'LIVE', validBet: 333.33, amount: 1.66 },
    ]);

    const balance = await balanceOf(database, player.id);
    const key = randomUUID();
    const paid = ok(await claim(player.token, key));
    expect(paid).toMatchObject({ amount: 14, validBet: 1567.89, nextClaimAt: clock.now() + 10 * MINUTE });
    expect(await balanceOf(database, player.id)).toBe(balance + 1400n);
    // The same key again: the same payout, nothing paid twice.
    expect(ok(await claim(player.token, key))).toEqual(paid);
    expect(await balanceOf(database, player.id)).toBe(balance + 1400n);
    // Another click: refused in the cool-down, then nothing left.
    refused(await claim(player.token), 429, 'rebate.cooldown');
    expect(await accrued(player.token)).toMatchObject({ total: 0, items: [], claimable: false });
    clock.advance(10 * MINUTE);
    refused(await claim(player.token), 400, 'rebate.nothing');
    // A little more play: below the minimum, then enough.
    await bet(player.id, 'RNG', [40_000n]);
    await consumeUntil(player.id, 196_789n);
    expect(await accrued(player.token)).toMatchObject({ total: 4, claimable: false });
    refused(await claim(player.token), 400, 'rebate.below.minimum');
    await bet(player.id, 'RNG', [10_000n]);
    await consumeUntil(player.id, 206_789n);
    expect(ok(await claim(player.token))).toMatchObject({ amount: 5 });
    expect(await balanceOf(database, player.id)).toBe(balance + 1900n);

    const records = ok(await call(app, c.rebateRecords, undefined, { token: player.token, query: {} }));
    expect(records.total).toBe(2);
    expect(records.list.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['claim', 5],
      ['claim', 14],
    ]);
    expect(records.list[1]).toMatchObject({ fromDay: DAY, toDay: DAY });
    await expectReconciled(database);
  });

  it('pays once when many claims race, and never pays a trial account', async () => {
    const player = await payingMember(app, database, { now: clock.now });
    await bet(player.id, 'RNG', [200_000n]);
    await consumeUntil(player.id, 200_000n);
    const balance = await balanceOf(database, player.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(player.token)));
    // One pays; the others find the cool-down (no error, no second payout).
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await balanceOf(database, player.id)).toBe(balance + 2000n);
    const payouts = await database.db
      .select()
      .from(rebatePayouts)
      .where(eq(rebatePayouts.memberId, player.id));
    expect(payouts).toHaveLength(1);

    const trial = await createMember(database, { type: 4 });
    const trialToken = await loginToken(app, trial.username, trial.password, clock.now());
    await bet(trial.id, 'RNG', [500_000n]);
    while (await database.db.transaction((tx) => app.rewards.rebates.consumeFacts(tx)));
    expect(
      await database.db.select().from(rebateAccruals).where(eq(rebateAccruals.memberId, trial.id)),
    ).toEqual([]);
    refused(await claim(trialToken), 403, 'in_need_true_account');
  });

  it("a member of an agent's team earns the rate its agent set; a higher VIP level earns its level's rate", async () => {
    const agent = await payingMember(app, database, { type: 1, now: clock.now });
    const downline = await createMember(database, { parentId: agent.id });
    const downlineToken = await loginToken(app, downline.username, downline.password, clock.now());
    ok(
      await call(
        app,
        agentTeamCalls.updateDownlineRebates,
        { memberId: downline.id, rebates: [{ productType: 'RNG', rate: 0.25 }] },
        { token: agent.token },
      ),
    );
    const team = ok(await call(app, c.rebateSettings, undefined, { token: downlineToken }));
    expect(team.source).toBe('agent');
    expect(team.rates.find((r: { productType: string }) => r.productType === 'RNG').rate).toBe(0.25);
    await bet(downline.id, 'RNG', [100_000n]);
    await consumeUntil(downline.id, 100_000n);
    expect((await accrued(downlineToken)).total).toBe(2.5);

    // VIP6: the VIP file's monthly reviews (same brand, another clock) may lower it a step or two
    // meanwhile; from VIP2 up the rate is the same.
    const vip = await createMember(database, { vipLevel: 6 });
    const vipToken = await loginToken(app, vip.username, vip.password, clock.now());
    await bet(vip.id, 'RNG', [100_000n]);
    await consumeUntil(vip.id, 100_000n);
    expect((await accrued(vipToken)).total).toBe(20);
  });

  it('pays what no claim took once the day has closed, once, however often the day is paid', async () => {
    const player = await payingMember(app, database, { now: clock.now });
    await bet(player.id, 'RNG', [100_000n]);
    await consumeUntil(player.id, 100_000n);
    ok(await claim(player.token));
    // More play the same day, left to the daily payout; and some the next day, not yet due.
    await bet(player.id, 'RNG', [60_000n]);
    await bet(player.id, 'LIVE', [10_000n]);
    await consumeUntil(player.id, 170_000n);
    const balance = await balanceOf(database, player.id);
    await expect(app.rewards.rebates.payDay(TEST_MERCHANT, DAY)).rejects.toThrow(RangeError);
    clock.t = Date.parse(`${DAY}T23:59:00+08:00`) + 20 * MINUTE;
    await bet(player.id, 'RNG', [30_000n]);
    await consumeUntil(player.id, 200_000n);
    await app.rewards.rebates.payDay(TEST_MERCHANT, DAY);
    await app.rewards.rebates.payDay(TEST_MERCHANT, DAY);
    // 600 × 1 % + 100 × 0.5 % = 6.50; the next day's 3.00 stays open.
    expect(await balanceOf(database, player.id)).toBe(balance + 650n);
    // A session does not last through the night: log in again.
    const token = await loginToken(app, player.username, player.password, clock.now());
    expect(await accrued(token)).toMatchObject({ total: 3 });
    const daily = await database.db
      .select()
      .from(ledgerTransfers)
      .where(and(like(ledgerTransfers.idempotencyKey, `rebate:daily:${player.id}:%`)));
    expect(daily.map((t) => t.idempotencyKey)).toEqual([`rebate:daily:${player.id}:${DAY}`]);
    await expectReconciled(database);
  });

  it('marks paid only the rows a payout paid: a row that appeared after the lock stays open', async () => {
    const player = await payingMember(app, database, { now: clock.now });
    await bet(player.id, 'RNG', [50_000n]);
    await consumeUntil(player.id, 50_000n);
    const repo = createRebateRepository(database.db);
    const paidRows = await repo.openAccruals(database.db, player.id);
    // A new product type accrues after the rows were read (as the facts consumer may, mid-claim).
    await bet(player.id, 'LIVE', [40_000n]);
    await consumeUntil(player.id, 90_000n);
    await database.db.transaction((tx) => repo.markPaid(tx, paidRows));
    const open = await repo.openAccruals(database.db, player.id);
    expect(open.map((r) => [r.productType, r.validBet - r.paidValidBet])).toEqual([['LIVE', 40_000n]]);
  });
});
