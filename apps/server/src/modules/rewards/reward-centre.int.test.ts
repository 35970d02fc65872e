import { randomUUID } from 'node:crypto';
import { opsRewardCalls as ops } from '@jade/contract/ops-reward-calls';
import { rewardCalls as c } from '@jade/contract/reward-calls';
import type { RewardCentre } from '@jade/contract/rewards';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase, rollUpFacts } from '../../../test/helpers';
import { TEST_BONUS_TEMPLATES } from '../../../test/reward-templates';
import { expectReconciled, loginToken, ok, operatorToken, refused } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { createLedgerService } from '../ledger/ledger-service';
import { operatorAudit } from '../operators/tables';
import { profileCalls } from '@jade/contract/profile-calls';
import { bonusGrants } from './tables';

// Far from every other test file's clock; 04:00 UTC is noon of the brand's day (UTC+8).
const clock = movableClock(Date.parse('2047-05-10T04:00:00Z'));
const DAY = 86_400_000;
let database: DatabaseHandle;
let app: FastifyInstance;
let operator: string;

const SETTINGS = {
  merchantCode: TEST_MERCHANT,
  signInAmounts: ['1', '2', '3', '5', '8', '10', '18'],
  registerAmount: '18',
  rescuePercent: 5,
  rescueMinLoss: '100',
  rescueMax: '50',
};

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  operator = await operatorToken(app);
  ok(await call(app, ops.setRewardCentre, SETTINGS, { token: operator }));
  ok(await call(app, ops.setBonusTemplates, TEST_BONUS_TEMPLATES, { token: operator }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

type Player = { id: number; username: string; password: string; token: string };

async function player(): Promise<Player> {
  const m = await createMember(database);
  return { ...m, token: await loginToken(app, m.username, m.password, clock.now()) };
}

/** The next brand day, at the same hour; sessions do not last overnight: log in again. */
async function nextDay(p: Player, days = 1) {
  clock.advance(days * DAY);
  p.token = await loginToken(app, p.username, p.password, clock.now());
  operator = await operatorToken(app);
}

const centre = async (p: Player): Promise<RewardCentre> =>
  ok(await call(app, c.rewardCentre, undefined, { token: p.token }));
const item = async (p: Player, key: string) => (await centre(p)).list.find((i) => i.key === key)!;
const count = async (p: Player) =>
  ok(await call(app, c.rewardCount, undefined, { token: p.token })).rewardCount;
const claim = (p: Player, key: string, idempotencyKey = randomUUID()) =>
  call(app, c.claimReward, { key, idempotencyKey }, { token: p.token });
const grantsOf = (memberId: number) =>
  database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId));

describe('reward centre', () => {
  it('a new player may claim the sign-in and registration rewards once each, as bonuses; the count drops', async () => {
    const p = await player();
    const first = await centre(p);
    // The prize wheel's item (wheel.int.test.ts) is left out: that file changes the shared wheel.
    expect(first.list.filter((i) => i.kind !== 'ticket').map((i) => [i.key, i.state, i.amount])).toEqual([
      ['signIn', 'claimable', 1],
      ['register', 'claimable', 18],
      ['rescue', 'unavailable', 0],
      // The demo ladder's VIP0 has a birthday bonus; without a birthday it waits for one.
      ['birthday', 'unavailable', 8],
    ]);
    expect(first.list[3]!.birthday).toEqual({ day: null });
    expect(first.list[0]!.streak).toEqual({ day: 1, amounts: [1, 2, 3, 5, 8, 10, 18] });
    expect(first.list[0]!.multiple).toBe(1);
    expect(first.rewardCount).toBe(2);
    expect(await count(p)).toBe(2);

    const key = randomUUID();
    const signed = ok(await claim(p, 'signIn', key));
    expect(signed).toMatchObject({ kind: 'signIn', amount: 1, rewardCount: 1 });
    // The same key answers the same claim; another is refused; nothing is paid twice.
    expect(ok(await claim(p, 'signIn', key))).toEqual(signed);
    refused(await claim(p, 'signIn'), 409, 'reward.already.claimed');
    expect(await count(p)).toBe(1);
    ok(await claim(p, 'register'));
    refused(await claim(p, 'register'), 409, 'reward.already.claimed');
    refused(await claim(p, 'rescue'), 400, 'reward.not.available');
    expect(await count(p)).toBe(0);
    const grants = await grantsOf(p.id);
    expect(grants.map((g) => [g.kind, g.amount, g.requirement, g.status]).sort()).toEqual([
      ['register', 1_800n, 5_400n, 'active'],
      ['signIn', 100n, 100n, 'active'],
    ]);
    expect(
      await createLedgerService(database.db).balance({
        kind: 'member-bonus',
        memberId: p.id,
        currency: 'MMK',
      }),
    ).toBe(1_900n);
    const history = (await centre(p)).history;
    expect(history.map((h) => h.kind).sort()).toEqual(['register', 'signIn']);
  });

  it('the sign-in moves along its cycle on consecutive days and starts again after a missed one', async () => {
    const p = await player();
    const start = clock.now();
    try {
      const amounts: number[] = [];
      for (let d = 0; d < 3; d++) {
        amounts.push(ok(await claim(p, 'signIn')).amount);
        await nextDay(p);
      }
      expect(amounts).toEqual([1, 2, 3]);
      await nextDay(p);
      expect(await item(p, 'signIn')).toMatchObject({ state: 'claimable', amount: 1, streak: { day: 1 } });
    } finally {
      clock.t = start;
      operator = await operatorToken(app);
    }
  });

  it("pays the rescue fund on the previous day's net loss, once; races pay once", async () => {
    const p = await player();
    const start = clock.now();
    try {
      await database.db.transaction(async (tx) => {
        await app.betFacts.record(tx, {
          source: 'inhouse',
          sourceId: `centre-${randomUUID()}`,
          merchantCode: TEST_MERCHANT,
          memberId: p.id,
          currency: 'MMK',
          category: 'RNG',
          vendorCode: 'JADE',
          gameCode: 'centre-test',
          stake: 300_000n,
          validBet: 300_000n,
          payout: 50_000n,
          placedAt: new Date(clock.now() - 1000),
          settledAt: new Date(clock.now()),
        });
      });
      await rollUpFacts(database, app);
      // Not today: the loss is yesterday's tomorrow.
      expect((await item(p, 'rescue')).state).toBe('unavailable');
      await nextDay(p);
      // 5 % of a 2,500 loss is 125, capped at 50.
      expect(await item(p, 'rescue')).toMatchObject({
        state: 'claimable',
        amount: 50,
        rescue: { loss: 2500, minLoss: 100, percent: 5 },
      });
      const answers = await Promise.all(Array.from({ length: 5 }, () => claim(p, 'rescue')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect((await grantsOf(p.id)).filter((g) => g.kind === 'rescue').map((g) => g.amount)).toEqual([
        5_000n,
      ]);
      await nextDay(p);
      expect((await item(p, 'rescue')).state).toBe('unavailable');
    } finally {
      clock.t = start;
      operator = await operatorToken(app);
    }
  });

  it('an operator issues a reward (audited); the player claims it once before it expires', async () => {
    const p = await player();
    const issue = (days: number, amount = '25', idempotencyKey = randomUUID()) =>
      call(
        app,
        ops.issueReward,
        {
          merchantCode: TEST_MERCHANT,
          username: p.username,
          templateCode: 'goodwill',
          amount,
          title: 'Lucky draw prize',
          expiresInDays: days,
          reason: 'lucky draw',
          idempotencyKey,
        },
        { token: operator },
      );
    const key = randomUUID();
    const issued = ok(await issue(3, '25', key));
    // A retry issues nothing more.
    expect(ok(await issue(3, '25', key))).toEqual(issued);
    refused(await issue(3, '-5'), 400, 'request_param_err');
    const listed = await item(p, `issued:${issued.id}`);
    expect(listed).toMatchObject({
      kind: 'issued',
      title: 'Lucky draw prize',
      amount: 25,
      state: 'claimable',
    });
    expect(await count(p)).toBe(3);
    expect(ok(await claim(p, `issued:${issued.id}`))).toMatchObject({
      kind: 'issued',
      amount: 25,
      rewardCount: 2,
    });
    refused(await claim(p, `issued:${issued.id}`), 409, 'reward.already.claimed');
    // Someone else's or an unknown one is not there for this player.
    const other = await player();
    refused(await claim(other, `issued:${issued.id}`), 400, 'reward.not.available');

    const later = ok(await issue(1));
    const start = clock.now();
    try {
      await nextDay(p, 2);
      expect((await centre(p)).list.some((i) => i.key === `issued:${later.id}`)).toBe(false);
      refused(await claim(p, `issued:${later.id}`), 400, 'reward.not.available');
    } finally {
      clock.t = start;
      operator = await operatorToken(app);
    }
    const audit = await database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'rewards.centre.issue'), eq(operatorAudit.targetId, String(p.id))));
    expect(audit).toHaveLength(2);
  });

  it('a trial account has no rewards; a bad key is refused', async () => {
    const trial = await createMember(database, { type: 4 });
    const t: Player = { ...trial, token: await loginToken(app, trial.username, trial.password, clock.now()) };
    expect(await count(t)).toBe(0);
    refused(await claim(t, 'signIn'), 403, 'in_need_true_account');
    const p = await player();
    refused(await claim(p, 'everything'), 400, 'request_param_err');
    await expectReconciled(database);
  });

  // Last: it moves the clock on by a year.
  it("pays the birthday bonus once a year in the week from the birthday, at the VIP level's amount", async () => {
    const p = await player();
    const today = new Date(clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const birthday = `1990${today.slice(4)}`;
    ok(await call(app, profileCalls.updateProfile, { birthday }, { token: p.token }));
    const open = await item(p, 'birthday');
    expect(open).toMatchObject({ state: 'claimable', amount: 8, birthday: { day: today } });
    expect(await count(p)).toBe(3);

    const key = randomUUID();
    const paid = ok(await claim(p, 'birthday', key));
    expect(paid).toMatchObject({ kind: 'birthday', amount: 8 });
    // Twice with the key: the same answer; another key: refused; one bonus in all.
    expect(ok(await claim(p, 'birthday', key))).toEqual(paid);
    refused(await claim(p, 'birthday'), 409, 'reward.already.claimed');
    const birthdayGrants = (await grantsOf(p.id)).filter((g) => g.kind === 'birthday');
    expect(birthdayGrants).toHaveLength(1);
    expect(birthdayGrants[0]).toMatchObject({
      amount: 800n,
      sourceKey: `reward:birthday:${today.slice(0, 4)}:${p.id}`,
    });
    expect((await item(p, 'birthday')).state).toBe('claimed');

    // After the week: nothing to claim, and the next birthday is named.
    await nextDay(p, 7);
    const after = await item(p, 'birthday');
    expect(after.state).toBe('unavailable');
    expect(after.birthday?.day).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
    refused(await claim(p, 'birthday'), 400, 'reward.not.available');

    // A year on, the next birthday pays again, once.
    await nextDay(p, 365 - 7 + (Number(today.slice(0, 4)) % 4 === 3 ? 1 : 0));
    expect((await item(p, 'birthday')).state).toBe('claimable');
    ok(await claim(p, 'birthday'));
    expect((await grantsOf(p.id)).filter((g) => g.kind === 'birthday')).toHaveLength(2);
    await expectReconciled(database);
  });
});
