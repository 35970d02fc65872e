import { randomUUID } from 'node:crypto';
import { opsWheelCalls as ops, wheelCalls as c } from '@jade/contract/prize-wheel-calls';
import { rewardCalls } from '@jade/contract/reward-calls';
import { opsRewardCalls } from '@jade/contract/ops-reward-calls';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { TEST_BONUS_TEMPLATES } from '../../../test/reward-templates';
import { approvedDeposit } from '../../../test/rewards';
import {
  balanceOf,
  expectReconciled,
  loginToken,
  ok,
  operatorToken,
  refused,
  staffToken,
} from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { operatorAudit } from '../operators/tables';
import { bonusGrants, wheelSpins, wheelTickets } from './tables';

// Far from every other file's clock; 04:00 UTC is noon of the brand's day (UTC+8).
const clock = movableClock(Date.parse('2048-08-08T04:00:00Z'));
const DAY = 86_400_000;
let database: DatabaseHandle;
let app: FastifyInstance;
let operator: string;
/** The segments the next spins land on (the wheel's four segments weigh 1 each: the draw is the index). */
const draws: number[] = [];

const WHEEL = {
  merchantCode: TEST_MERCHANT,
  enabled: true,
  ticketDeposit: '100',
  ticketDays: 7,
  segments: [
    { kind: 'cash', amount: '10', weight: 1 },
    { kind: 'bonus', amount: '20', weight: 1 },
    { kind: 'none', amount: '0', weight: 1 },
    { kind: 'cash', amount: '5', weight: 1 },
  ],
} as const;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, {
    deps: { now: clock.now, rewards: { wheelRandom: () => draws.shift() ?? 0 } },
  });
  operator = await operatorToken(app);
  ok(await call(app, opsRewardCalls.setBonusTemplates, TEST_BONUS_TEMPLATES, { token: operator }));
  ok(await call(app, ops.setWheel, WHEEL, { token: operator }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function player() {
  const m = await createMember(database);
  return { ...m, token: await loginToken(app, m.username, m.password, clock.now()) };
}

const wheel = async (p: { token: string }) => ok(await call(app, c.wheel, undefined, { token: p.token }));
const spin = (p: { token: string }, key = randomUUID()) =>
  call(app, c.spin, { idempotencyKey: key }, { token: p.token });
const issue = (username: string, count: number, key = randomUUID()) =>
  call(
    app,
    ops.issueTickets,
    { merchantCode: TEST_MERCHANT, username, count, reason: 'Promotion winner', idempotencyKey: key },
    { token: operator },
  );

describe('prize wheel', () => {
  it("a day's deposits earn one ticket; its spin pays the drawn cash once; the same key answers the same spin", async () => {
    const p = await player();
    expect(await wheel(p)).toMatchObject({
      enabled: true,
      tickets: 0,
      ticketDeposit: 100,
      earnedToday: false,
    });
    refused(await spin(p), 409, 'wheel.no.ticket');

    await approvedDeposit(app, operator, p, '60');
    expect(await wheel(p)).toMatchObject({ tickets: 0, depositedToday: 60, earnedToday: false });
    await approvedDeposit(app, operator, p, '50');
    expect(await wheel(p)).toMatchObject({ tickets: 1, depositedToday: 110, earnedToday: true });
    // Read again, and through the reward centre: still one ticket for the day.
    const centre = ok(await call(app, rewardCalls.rewardCentre, undefined, { token: p.token }));
    expect(centre.list.find((i: { kind: string }) => i.kind === 'ticket')).toMatchObject({
      state: 'claimable',
      ticket: { tickets: 1, required: 100, deposited: 110, earned: true },
    });
    expect(await wheel(p)).toMatchObject({ tickets: 1 });

    const before = await balanceOf(database, p.id);
    draws.push(0);
    const key = randomUUID();
    const won = ok(await spin(p, key));
    expect(won).toMatchObject({ segment: 0, kind: 'cash', amount: 10, tickets: 0, bonusId: null });
    expect(await balanceOf(database, p.id)).toBe(before + 1_000n);
    expect(ok(await spin(p, key))).toEqual(won);
    refused(await spin(p), 409, 'wheel.no.ticket');
    expect(await balanceOf(database, p.id)).toBe(before + 1_000n);
    expect((await wheel(p)).spins).toEqual([
      expect.objectContaining({ id: won.id, kind: 'cash', amount: 10 }),
    ]);
    await expectReconciled(database);
  });

  it('operators issue tickets once per key (audited); a bonus prize is a bonus with wagering, a blank pays nothing', async () => {
    const p = await player();
    const key = randomUUID();
    expect(ok(await issue(p.username, 2, key))).toEqual({ memberId: p.id, issued: 2 });
    expect(ok(await issue(p.username, 2, key))).toEqual({ memberId: p.id, issued: 0 });
    expect((await wheel(p)).tickets).toBe(2);
    const audit = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'rewards.wheel.tickets'), eq(operatorAudit.targetId, String(p.id))),
      );
    expect(audit).toHaveLength(1);

    draws.push(1, 2);
    const bonus = ok(await spin(p));
    expect(bonus).toMatchObject({ kind: 'bonus', amount: 20, tickets: 1 });
    const [grant] = await database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, p.id));
    expect(grant).toMatchObject({ id: bonus.bonusId, kind: 'wheel', amount: 2_000n, status: 'active' });
    expect(grant!.sourceKey).toMatch(new RegExp(`^wheel:spin:\\d+:${p.id}$`));
    const before = await balanceOf(database, p.id);
    expect(ok(await spin(p))).toMatchObject({ kind: 'none', amount: 0, tickets: 0 });
    expect(await balanceOf(database, p.id)).toBe(before);
    refused(await issue('nobody-here', 1), 400, 'request_param_err');
    await expectReconciled(database);
  });

  it('two spins at once with one ticket: one spins, the other finds no ticket', async () => {
    const p = await player();
    ok(await issue(p.username, 1));
    draws.push(3, 3);
    const answers = await Promise.all([spin(p), spin(p)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await database.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, p.id))).toHaveLength(1);
    await expectReconciled(database);
  });

  it("a ticket expires after the brand's days; a trial account has no wheel", async () => {
    const p = await player();
    ok(await issue(p.username, 1));
    clock.advance(8 * DAY);
    p.token = await loginToken(app, p.username, p.password, clock.now());
    operator = await operatorToken(app);
    expect((await wheel(p)).tickets).toBe(0);
    refused(await spin(p), 409, 'wheel.no.ticket');
    const [ticket] = await database.db.select().from(wheelTickets).where(eq(wheelTickets.memberId, p.id));
    expect(ticket!.status).toBe('unused');

    const trial = await createMember(database, { type: 4 });
    const token = await loginToken(app, trial.username, trial.password, clock.now());
    expect((await call(app, c.wheel, undefined, { token })).json().value).toMatchObject({
      enabled: false,
      tickets: 0,
    });
    refused(await spin({ token }), 403, 'in_need_true_account');
  });

  it('refuses a wheel an operator cannot run, and a role without the settings permission', async () => {
    const bad = [
      { ...WHEEL, segments: WHEEL.segments.slice(0, 3) },
      { ...WHEEL, segments: WHEEL.segments.map((s) => ({ ...s, weight: 0 })) },
      { ...WHEEL, segments: [{ kind: 'none', amount: '5', weight: 1 }, ...WHEEL.segments.slice(1)] },
      { ...WHEEL, segments: [{ kind: 'cash', amount: '0', weight: 1 }, ...WHEEL.segments.slice(1)] },
      { ...WHEEL, ticketDays: 0 },
    ];
    for (const body of bad)
      refused(await call(app, ops.setWheel, body, { token: operator }), 400, 'request_param_err');
    const viewer = await staffToken(app, database, 'read-only');
    expect((await call(app, ops.setWheel, WHEEL, { token: viewer })).statusCode).toBe(403);
    expect(
      ok(await call(app, ops.wheel, undefined, { token: viewer, query: { merchantCode: TEST_MERCHANT } })),
    ).toMatchObject({
      enabled: true,
      ticketDeposit: 100,
      segments: [
        { kind: 'cash', amount: 10, weight: 1 },
        { kind: 'bonus', amount: 20, weight: 1 },
        { kind: 'none', amount: 0, weight: 1 },
        { kind: 'cash', amount: 5, weight: 1 },
      ],
    });
  });
});
