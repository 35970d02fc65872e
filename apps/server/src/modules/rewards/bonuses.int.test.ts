import { randomUUID } from 'node:crypto';
import { paymentCalls } from '@jade/contract/payment-calls';
import { opsRewardCalls as ops } from '@jade/contract/ops-reward-calls';
import { rewardCalls as c } from '@jade/contract/reward-calls';
import type { BonusList } from '@jade/contract/rewards';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, movableClock, TEST_MERCHANT, unique } from '../../../test/accounts';
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
  staffToken,
} from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { createLedgerService } from '../ledger/ledger-service';
import { ledgerTransfers } from '../ledger/tables';
import { operatorAudit } from '../operators/tables';
import { BONUS_DEPOSIT_JOB, BONUS_EXPIRY_JOB } from './bonuses';

// Far from every other test file's clock.
const clock = movableClock(Date.parse('2046-02-10T04:00:00Z'));
const DAY = 86_400_000;
let database: DatabaseHandle;
let app: FastifyInstance;
let operator: string;
let secondOperator: string | undefined;

/** The shared templates (test/reward-templates.ts): the welcome bonus and a manual goodwill one. */
const TEMPLATES = TEST_BONUS_TEMPLATES;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  operator = await operatorToken(app);
  ok(await call(app, ops.setBonusTemplates, TEMPLATES, { token: operator }));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const runJobs = (kind: string) => sharedRunJobs(app, database, kind, clock.now);

async function depositApproved(m: { token: string }, amount: string) {
  // A deposit at the four-eyes amount is credited by a second operator's approval.
  secondOperator ??= await staffToken(app, database, 'finance');
  await approvedDeposit(app, operator, m, amount, { secondOperator });
  await runJobs(BONUS_DEPOSIT_JOB);
}

/** Settled bets of `memberId`, placed now, stakes in minor units. */
async function bet(memberId: number, category: string, stakes: bigint[], placedAt = clock.now()) {
  await database.db.transaction(async (tx) => {
    for (const stake of stakes)
      await app.betFacts.record(tx, {
        source: 'inhouse',
        sourceId: `bonus-${randomUUID()}`,
        merchantCode: TEST_MERCHANT,
        memberId,
        currency: 'MMK',
        category,
        vendorCode: 'JADE',
        gameCode: 'bonus-test',
        stake,
        validBet: stake,
        payout: 0n,
        placedAt: new Date(placedAt),
        settledAt: new Date(clock.now()),
      });
  });
}

const list = async (token: string, query: Record<string, string> = {}): Promise<BonusList> =>
  ok(await call(app, c.bonuses, undefined, { token, query }));
const locked = (memberId: number) =>
  createLedgerService(database.db).balance({ kind: 'member-bonus', memberId, currency: 'MMK' });

/** Reads the bet facts into the wagering until `memberId`'s bonus `id` has `progress` (or is closed). */
async function consumeUntil(token: string, id: number, done: (g: BonusList['list'][number]) => boolean) {
  const until = Date.now() + 60_000;
  for (;;) {
    while (await database.db.transaction((tx) => app.rewards.bonuses.consumeFacts(tx)));
    const g = (await list(token)).list.find((x) => x.id === id)!;
    if (done(g)) return g;
    if (Date.now() > until) throw new Error(`bonus ${id} did not progress`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function relogin(m: { username: string; password: string }) {
  return loginToken(app, m.username, m.password, clock.now());
}

const withdraw = (m: { token: string; paymentPassword: string | null }, amount: string) =>
  call(
    app,
    paymentCalls.withdraw,
    {
      check: 'v2',
      amount,
      provider: 'Demo Bank',
      accountNumber: '1234567890',
      paymentPassword: m.paymentPassword ?? '',
      idempotencyKey: unique('wd-'),
    },
    { token: m.token, sealedAt: clock.now() },
  );

describe('bonuses with wagering', () => {
  it('an operator saves templates (audited); a bad one is refused and changes nothing', async () => {
    const read = ok(
      await call(app, ops.bonusTemplates, undefined, {
        token: operator,
        query: { merchantCode: TEST_MERCHANT },
      }),
    );
    expect(read.withdrawalRule).toBe('block');
    expect(
      read.templates
        .filter((t: { active: boolean }) => t.active)
        .map((t: { code: string }) => t.code)
        .sort(),
    ).toEqual(TEMPLATES.templates.map((t) => t.code).sort());
    for (const bad of [
      { ...TEMPLATES, templates: [{ ...TEMPLATES.templates[0], expiryDays: 0 }] },
      { ...TEMPLATES, templates: [{ ...TEMPLATES.templates[0], code: 'Bad Code' }] },
      { ...TEMPLATES, templates: [TEMPLATES.templates[0], TEMPLATES.templates[0]] },
      { ...TEMPLATES, withdrawalRule: 'sometimes' },
    ])
      refused(await call(app, ops.setBonusTemplates, bad, { token: operator }), 400, 'request_param_err');
    // A first-deposit bonus of 0 %: the service's own rule.
    refused(
      await call(
        app,
        ops.setBonusTemplates,
        { ...TEMPLATES, templates: [{ ...TEMPLATES.templates[0], percent: 0 }] },
        { token: operator },
      ),
      400,
      'bonus.template.invalid',
    );
    expect(
      ok(
        await call(app, ops.bonusTemplates, undefined, {
          token: operator,
          query: { merchantCode: TEST_MERCHANT },
        }),
      ),
    ).toEqual(read);
    const [audit] = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'rewards.bonus.templates'), eq(operatorAudit.targetId, TEST_MERCHANT)),
      );
    expect(audit).toBeDefined();
  });

  it('a first deposit earns the welcome bonus once, locked; a withdrawal is refused until the wagering is met', async () => {
    const m = await payingMember(app, database, { now: clock.now });
    await depositApproved(m, '10000');
    // A second deposit is not a first: no second bonus, whatever the job runs.
    await depositApproved(m, '10000');
    await runJobs(BONUS_DEPOSIT_JOB);
    const granted = await list(m.token);
    expect(granted.list).toHaveLength(1);
    const bonus = granted.list[0]!;
    // 50 % of 10,000 is capped at 5,000; 2 × (5,000 + 10,000) = 30,000 to wager.
    expect(bonus).toMatchObject({
      kind: 'welcome',
      amount: 5000,
      depositAmount: 10000,
      requirement: 30000,
      progress: 0,
      status: 'active',
    });
    expect(bonus.expiresAt - bonus.grantedAt).toBe(7 * DAY);
    expect(granted.summary).toEqual({ active: 1, locked: 5000, withdrawalRule: 'block' });
    expect(await balanceOf(database, m.id)).toBe(2_000_000n);
    expect(await locked(m.id)).toBe(500_000n);

    // The withdrawal waits for the wagering and says so; nothing moves.
    refused(await withdraw(m, '100'), 400, 'bonus.withdrawal.blocked');
    expect(await balanceOf(database, m.id)).toBe(2_000_000n);

    // Bets placed before the grant never count; live casino counts 10 %, slots in full.
    await bet(m.id, 'RNG', [100_000n], bonus.grantedAt - 1);
    await bet(m.id, 'LIVE', [1_000_000n]);
    let g = await consumeUntil(m.token, bonus.id, (x) => x.progress >= 1000);
    expect(g.progress).toBe(1000);
    await bet(m.id, 'RNG', [2_000_000n, 899_999n]);
    g = await consumeUntil(m.token, bonus.id, (x) => x.progress >= 29999.99);
    expect(g).toMatchObject({ status: 'active', progress: 29999.99 });
    await bet(m.id, 'JACKPOT', [1n]);
    g = await consumeUntil(m.token, bonus.id, (x) => x.status !== 'active');
    expect(g).toMatchObject({ status: 'completed', progress: 30000 });
    expect(await locked(m.id)).toBe(0n);
    expect(await balanceOf(database, m.id)).toBe(2_500_000n);
    // Met: the withdrawal goes through.
    expect(ok(await withdraw(m, '100'))).toBeDefined();
    const keys = (
      await database.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `bonus:%:${bonus.id}`))
    ).map((t) => t.idempotencyKey);
    expect(keys.sort()).toEqual([`bonus:grant:${bonus.id}`, `bonus:release:${bonus.id}`]);
    await expectReconciled(database);
  });

  it('by the forfeit rule a withdrawal forfeits the active bonus; a bonus expires unmet', async () => {
    ok(
      await call(
        app,
        ops.setBonusTemplates,
        { ...TEMPLATES, withdrawalRule: 'forfeit' },
        { token: operator },
      ),
    );
    try {
      const m = await payingMember(app, database, { money: 100_000n, now: clock.now });
      const goodwill = ok(
        await call(
          app,
          ops.grantBonus,
          {
            merchantCode: TEST_MERCHANT,
            username: m.username,
            templateCode: 'goodwill',
            reason: 'test',
            idempotencyKey: randomUUID(),
          },
          { token: operator },
        ),
      );
      expect(goodwill).toMatchObject({ amount: 20, requirement: 20, status: 'active', memberId: m.id });
      expect(ok(await withdraw(m, '100'))).toBeDefined();
      expect((await list(m.token)).list[0]).toMatchObject({ status: 'forfeited' });
      expect(await locked(m.id)).toBe(0n);

      const second = ok(
        await call(
          app,
          ops.grantBonus,
          {
            merchantCode: TEST_MERCHANT,
            username: m.username,
            templateCode: 'goodwill',
            amount: '15',
            reason: 'test',
            idempotencyKey: randomUUID(),
          },
          { token: operator },
        ),
      );
      await bet(m.id, 'RNG', [500n]);
      await consumeUntil(m.token, second.id, (x) => x.progress >= 5);
      clock.advance(3 * DAY);
      await runJobs(BONUS_EXPIRY_JOB);
      // Sessions do not last three days: log in again.
      operator = await operatorToken(app);
      m.token = await relogin(m);
      expect((await list(m.token, { status: 'expired' })).list.map((x) => x.id)).toEqual([second.id]);
      expect(await locked(m.id)).toBe(0n);
      // A bet placed after the expiry counts for nothing.
      await bet(m.id, 'RNG', [5_000n]);
      while (await database.db.transaction((tx) => app.rewards.bonuses.consumeFacts(tx)));
      expect((await list(m.token)).list.find((x) => x.id === second.id)).toMatchObject({
        status: 'expired',
        progress: 5,
      });
      await expectReconciled(database);
    } finally {
      ok(await call(app, ops.setBonusTemplates, TEMPLATES, { token: operator }));
    }
  });

  it('an operator adjusts and cancels a bonus (audited); a closed one cannot change', async () => {
    const m = await payingMember(app, database, { now: clock.now });
    const grant = (amount: string, idempotencyKey = randomUUID()) =>
      call(
        app,
        ops.grantBonus,
        {
          merchantCode: TEST_MERCHANT,
          username: m.username,
          templateCode: 'goodwill',
          amount,
          reason: 'vip care',
          idempotencyKey,
        },
        { token: operator },
      );
    const key = randomUUID();
    const a = ok(await grant('30', key));
    // A retried request answers the same grant; the same key for another amount is a conflict.
    expect(ok(await grant('30', key))).toEqual(a);
    refused(await grant('31', key), 409, 'idempotency.conflict');
    const b = ok(await grant('40'));
    refused(await grant('-1'), 400, 'request_param_err');
    refused(
      await call(
        app,
        ops.grantBonus,
        {
          merchantCode: TEST_MERCHANT,
          username: m.username,
          templateCode: 'none',
          reason: 'x',
          idempotencyKey: randomUUID(),
        },
        { token: operator },
      ),
      404,
      'bonus.not.found',
    );
    expect(await locked(m.id)).toBe(7_000n);
    await bet(m.id, 'RNG', [1_000n]);
    await consumeUntil(m.token, a.id, (x) => x.progress >= 10);
    // Lowering the requirement to what was wagered releases it at once.
    const adjusted = ok(
      await call(
        app,
        ops.adjustBonus,
        { grantId: a.id, requirement: '10', reason: 'promise' },
        { token: operator },
      ),
    );
    expect(adjusted).toMatchObject({ status: 'completed', requirement: 10 });
    expect(await balanceOf(database, m.id)).toBe(3_000n);
    const cancelled = ok(
      await call(app, ops.cancelBonus, { grantId: b.id, reason: 'abuse' }, { token: operator }),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await locked(m.id)).toBe(0n);
    refused(
      await call(app, ops.cancelBonus, { grantId: b.id, reason: 'again' }, { token: operator }),
      409,
      'bonus.not.active',
    );
    refused(
      await call(app, ops.adjustBonus, { grantId: 999_999_999, reason: 'x' }, { token: operator }),
      404,
      'bonus.not.found',
    );
    const actions = (
      await database.db.select().from(operatorAudit).where(eq(operatorAudit.targetType, 'bonus'))
    ).filter((r) => [String(a.id), String(b.id)].includes(r.targetId));
    expect(actions.map((r) => r.action).sort()).toEqual([
      'rewards.bonus.adjust',
      'rewards.bonus.cancel',
      'rewards.bonus.grant',
      'rewards.bonus.grant',
    ]);
    const player = await payingMember(app, database, { now: clock.now });
    expect(
      (await call(app, ops.cancelBonus, { grantId: a.id, reason: 'x' }, { token: player.token })).statusCode,
    ).toBe(401);
    // A player sees only its own bonuses.
    expect((await list(player.token)).list).toEqual([]);
    await expectReconciled(database);
  });
});
