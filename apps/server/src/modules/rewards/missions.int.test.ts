import { randomUUID } from 'node:crypto';
import { missionCalls as c, opsMissionCalls as ops } from '@jade/contract/mission-calls';
import { opsRewardCalls } from '@jade/contract/ops-reward-calls';
import { operatorCalls } from '@jade/contract/payment-calls';
import type { MissionSummary, OpsMission } from '@jade/contract/missions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase, rollUpFacts } from '../../../test/helpers';
import { TEST_BONUS_TEMPLATES } from '../../../test/reward-templates';
import { approvedDeposit } from '../../../test/rewards';
import { expectReconciled, loginToken, ok, operatorToken, refused, staffToken } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { loginAudit } from '../accounts/tables';
import { operatorAudit } from '../operators/tables';
import { missionIdempotencyKey } from './missions';
import { missionClaims, missions } from './mission-tables';
import { bonusGrants } from './tables';

// Far from every other test file's clock: Wednesday 2049-03-10, noon of the brand's day (UTC+8).
const clock = movableClock(Date.parse('2049-03-10T04:00:00Z'));
const DAY = 86_400_000;
let database: DatabaseHandle;
let app: FastifyInstance;
let operator: string;

type Player = { id: number; username: string; password: string; token: string };

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  operator = await operatorToken(app);
  ok(await call(app, opsRewardCalls.setBonusTemplates, TEST_BONUS_TEMPLATES, { token: operator }));
  // Only this file's missions count: the seeded demo ones are switched off.
  for (const m of (await list()).filter((x) => x.active))
    ok(
      await call(
        app,
        ops.setActive,
        { merchantCode: TEST_MERCHANT, id: m.id, active: false },
        { token: operator },
      ),
    );
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function list(): Promise<OpsMission[]> {
  return ok(await call(app, ops.list, undefined, { token: operator, query: { merchantCode: TEST_MERCHANT } }))
    .list;
}

const BASE = {
  merchantCode: TEST_MERCHANT,
  category: null,
  multiple: 2,
  points: 10,
  sortOrder: 1,
  active: true,
  titles: { EN: 'Mission', CN: '任务', MY: 'Misi' },
};
const save = (body: Record<string, unknown>, token = operator) =>
  call(app, ops.save, { ...BASE, ...body }, { token });

async function player(): Promise<Player> {
  const m = await createMember(database);
  return { ...m, token: await loginToken(app, m.username, m.password, clock.now()) };
}

async function bet(p: Player, category: string, validBet: bigint) {
  await database.db.transaction((tx) =>
    app.betFacts.record(tx, {
      source: 'inhouse',
      sourceId: `mission-${randomUUID()}`,
      merchantCode: TEST_MERCHANT,
      memberId: p.id,
      currency: 'MMK',
      category,
      vendorCode: 'JADE',
      gameCode: 'mission-test',
      stake: validBet,
      validBet,
      payout: 0n,
      placedAt: new Date(clock.now() - 1000),
      settledAt: new Date(clock.now()),
    }),
  );
}

const summary = async (p: Player, language = 'EN'): Promise<MissionSummary> =>
  ok(await call(app, c.summary, undefined, { token: p.token, headers: { language } }));
const itemOf = async (p: Player, id: number) => (await summary(p)).list.find((i) => i.id === id)!;
const claim = (p: Player, missionId: number, idempotencyKey = randomUUID()) =>
  call(app, c.claim, { missionId, idempotencyKey }, { token: p.token });
const grantsOf = (memberId: number) =>
  database.db
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.kind, 'mission')));

/** Runs `fn` at a later clock, then turns the clock back (sessions do not last overnight). */
async function later<T>(p: Player, ms: number, fn: () => Promise<T>): Promise<T> {
  const start = clock.now();
  clock.advance(ms);
  try {
    p.token = await loginToken(app, p.username, p.password, clock.now());
    operator = await operatorToken(app);
    return await fn();
  } finally {
    clock.t = start;
    p.token = await loginToken(app, p.username, p.password, clock.now());
    operator = await operatorToken(app);
  }
}

describe('missions', () => {
  let slots: OpsMission;
  let bets: OpsMission;

  beforeAll(async () => {
    slots = ok(
      await save({
        kind: 'validTurnover',
        category: 'RNG',
        target: '500',
        period: 'daily',
        rewardAmount: '12.5',
      }),
    );
    bets = ok(await save({ kind: 'betCount', target: 3, period: 'weekly', rewardAmount: '20', points: 30 }));
  });

  it('progress comes from the bet facts of the period; a complete mission pays a bonus once', async () => {
    const p = await player();
    expect(await itemOf(p, slots.id)).toMatchObject({ state: 'inProgress', progress: 0, target: 500 });
    refused(await claim(p, slots.id), 400, 'mission.not.complete');
    await bet(p, 'RNG', 30_000n);
    await bet(p, 'LIVE', 90_000n); // another category: not counted toward the slots mission
    await rollUpFacts(database, app);
    expect(await itemOf(p, slots.id)).toMatchObject({ state: 'inProgress', progress: 300 });
    expect(await itemOf(p, bets.id)).toMatchObject({ state: 'inProgress', progress: 2, target: 3 });
    await bet(p, 'RNG', 25_000n);
    await rollUpFacts(database, app);
    const s = await summary(p);
    expect(s.list.find((i) => i.id === slots.id)).toMatchObject({ state: 'claimable', progress: 500 });
    expect(s.missionCount).toBe(2);
    expect(ok(await call(app, c.count, undefined, { token: p.token })).missionCount).toBe(2);

    const key = randomUUID();
    const paid = ok(await claim(p, slots.id, key));
    expect(paid).toMatchObject({ amount: 12.5, points: 10, missionCount: 1, periodKey: 'day:2049-03-10' });
    // The same request key answers the same claim; another claim is refused; one bonus in all.
    expect(ok(await claim(p, slots.id, key))).toEqual(paid);
    refused(await claim(p, slots.id), 409, 'mission.already.claimed');
    const grants = await grantsOf(p.id);
    expect(grants.map((g) => [g.amount, g.requirement, g.status, g.sourceKey])).toEqual([
      [1_250n, 2_500n, 'active', missionIdempotencyKey(slots.id, p.id, 'day:2049-03-10')],
    ]);
    expect((await itemOf(p, slots.id)).state).toBe('claimed');
    await expectReconciled(database);
  });

  it('concurrent claims pay once', async () => {
    const p = await player();
    await Promise.all([bet(p, 'RNG', 10_000n), bet(p, 'RNG', 10_000n), bet(p, 'RNG', 10_000n)]);
    await rollUpFacts(database, app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(p, bets.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await grantsOf(p.id)).map((g) => g.amount)).toEqual([2_000n]);
    const rows = await database.db.select().from(missionClaims).where(eq(missionClaims.memberId, p.id));
    expect(rows).toHaveLength(1);
  });

  it('a new day starts the daily mission again; the weekly one lasts until Monday', async () => {
    const p = await player();
    await Promise.all([bet(p, 'RNG', 50_000n), bet(p, 'RNG', 1n), bet(p, 'RNG', 1n)]);
    await rollUpFacts(database, app);
    ok(await claim(p, slots.id));
    await later(p, DAY, async () => {
      expect(await itemOf(p, slots.id)).toMatchObject({
        state: 'inProgress',
        progress: 0,
        periodKey: 'day:2049-03-11',
      });
      // Yesterday's bets still count this week.
      expect(await itemOf(p, bets.id)).toMatchObject({ state: 'claimable', progress: 3 });
    });
    await later(p, 5 * DAY, async () => {
      expect(await itemOf(p, bets.id)).toMatchObject({
        state: 'inProgress',
        progress: 0,
        periodKey: 'week:2049-03-15',
      });
    });
  });

  it('the leaderboard ranks this week by points, masks names and shows the caller', async () => {
    const [a, b, d] = [await player(), await player(), await player()];
    for (const p of [a, b]) {
      await Promise.all([bet(p, 'RNG', 50_000n), bet(p, 'RNG', 1n), bet(p, 'RNG', 1n)]);
    }
    await rollUpFacts(database, app);
    ok(await claim(a, slots.id)); // 10 points
    ok(await claim(b, slots.id));
    ok(await claim(b, bets.id)); // 40 points
    const board = ok(await call(app, c.leaderboard, undefined, { token: a.token }));
    expect(board.week).toBe('2049-03-08');
    const names = board.list.map((r: { username: string }) => r.username);
    expect(names).not.toContain(a.username);
    const ranks = board.list.map((r: { points: number }) => r.points);
    expect(ranks).toEqual([...ranks].sort((x: number, y: number) => y - x));
    const bRank = ok(await call(app, c.leaderboard, undefined, { token: b.token })).own;
    expect(board.own.points).toBe(10);
    expect(bRank.points).toBe(40);
    expect(bRank.rank).toBeLessThan(board.own.rank);
    expect(ok(await call(app, c.leaderboard, undefined, { token: d.token })).own).toEqual({
      rank: null,
      points: 0,
    });
  });

  it('counts login days from successful logins', async () => {
    const m = await save({ kind: 'loginDays', target: 2, period: 'weekly', rewardAmount: '5' });
    const mission = ok(m);
    try {
      const p = await player();
      const logins = [0, -DAY].map((d) => ({
        merchantCode: TEST_MERCHANT,
        username: p.username,
        memberId: p.id,
        ip: '10.0.0.1',
        result: 'success',
        method: 'username',
        at: new Date(clock.now() + d),
      }));
      await database.db.insert(loginAudit).values(logins[0]!);
      expect(await itemOf(p, mission.id)).toMatchObject({ progress: 1, state: 'inProgress' });
      await database.db.insert(loginAudit).values(logins[1]!);
      expect(await itemOf(p, mission.id)).toMatchObject({ progress: 2, state: 'claimable' });
    } finally {
      ok(
        await call(
          app,
          ops.setActive,
          { merchantCode: TEST_MERCHANT, id: mission.id, active: false },
          { token: operator },
        ),
      );
    }
  });

  it('counts credited deposits of the period only, through the payments port', async () => {
    const mission = ok(
      await save({ kind: 'depositTotal', target: '100', period: 'daily', rewardAmount: '3' }),
    );
    try {
      const p = await player();
      await approvedDeposit(app, operator, p, '60');
      expect(await itemOf(p, mission.id)).toMatchObject({ progress: 60, state: 'inProgress' });
      // A deposit the operator has not approved yet counts for nothing.
      const pending = await approvedDeposit(app, operator, p, '70', { approve: false });
      expect(await itemOf(p, mission.id)).toMatchObject({ progress: 60, state: 'inProgress' });
      ok(await call(app, operatorCalls.approveDeposit, { id: pending }, { token: operator }));
      // 130 credited: the progress shows the target reached.
      expect(await itemOf(p, mission.id)).toMatchObject({ progress: 100, state: 'claimable' });
      // The next brand day starts again from nothing.
      await later(p, DAY, async () => {
        expect(await itemOf(p, mission.id)).toMatchObject({ progress: 0, state: 'inProgress' });
      });
    } finally {
      ok(
        await call(
          app,
          ops.setActive,
          { merchantCode: TEST_MERCHANT, id: mission.id, active: false },
          { token: operator },
        ),
      );
    }
  });

  it('operators: view may read, only settings may write; writes are audited; bad input changes nothing', async () => {
    const support = await staffToken(app, database, 'support');
    ok(await call(app, ops.list, undefined, { token: support, query: { merchantCode: TEST_MERCHANT } }));
    refused(
      await save({ kind: 'betCount', target: 1, period: 'daily', rewardAmount: '1' }, support),
      403,
      'operator.forbidden',
    );
    const before = await database.db.select().from(missions);
    for (const bad of [
      { kind: 'betCount', target: 0, period: 'daily', rewardAmount: '1' },
      { kind: 'betCount', target: 1.5, period: 'daily', rewardAmount: '1' },
      { kind: 'validTurnover', category: 'NOPE', target: '10', period: 'daily', rewardAmount: '1' },
      { kind: 'validTurnover', target: '10', period: 'daily', rewardAmount: '-3' },
      { kind: 'betCount', target: 1, period: 'daily', rewardAmount: '1', titles: { CN: '只有中文' } },
      { kind: 'betCount', target: 1, period: 'daily', rewardAmount: '1', startsAt: 2000, endsAt: 1000 },
    ])
      expect((await save(bad)).statusCode).toBe(400);
    expect(await database.db.select().from(missions)).toEqual(before);

    const created = ok(
      await save({
        kind: 'depositTotal',
        target: '1000',
        period: 'weekly',
        rewardAmount: '8',
        active: false,
      }),
    );
    const updated = ok(
      await save({
        id: created.id,
        kind: 'depositTotal',
        target: '2000',
        period: 'weekly',
        rewardAmount: '8',
        active: false,
      }),
    );
    expect(updated).toMatchObject({ id: created.id, target: 2000 });
    refused(
      await save({ id: 999_999, kind: 'betCount', target: 1, period: 'daily', rewardAmount: '1' }),
      404,
      'mission.not.found',
    );
    const audit = await database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'mission'), eq(operatorAudit.targetId, String(created.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['rewards.mission.create', 'rewards.mission.update']);
    const upd = audit.find((a) => a.action === 'rewards.mission.update')!;
    expect(upd.before).toMatchObject({ target: 1000 });
    expect(upd.after).toMatchObject({ target: 2000 });

    // A disabled mission is not offered and may not be claimed.
    const p = await player();
    expect((await summary(p)).list.some((i) => i.id === created.id)).toBe(false);
    refused(await claim(p, created.id), 404, 'mission.not.found');
  });

  it('titles follow the language; a trial account has no missions', async () => {
    const p = await player();
    expect((await summary(p, 'CN')).list.find((i) => i.id === slots.id)?.title).toBe('任务');
    const trial = await createMember(database, { type: 4 });
    const t = { ...trial, token: await loginToken(app, trial.username, trial.password, clock.now()) };
    expect(await summary(t)).toEqual({ list: [], missionCount: 0, points: 0 });
    refused(await claim(t, slots.id), 403, 'in_need_true_account');
  });
});
