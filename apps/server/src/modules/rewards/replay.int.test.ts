import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheapHasher, movableClock, unique } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { expectReconciled } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { JobRow } from '../../platform/jobs/queue';
import { createAccountsRepository } from '../accounts/repository';
import { members } from '../accounts/tables';
import { createLedgerService } from '../ledger/ledger-service';
import { ledgerTransfers } from '../ledger/tables';
import { CLI_ACTOR } from '../operators/service';
import { BONUS_DEPOSIT_JOB, BONUS_EXPIRY_JOB } from './bonuses';
import { bonusGrants, rebateAccruals, vipMonthFigures } from './tables';
import { VIP_DEPOSIT_JOB } from './vip';

/**
 * A month of generated play for 1,000 players of one brand, replayed through the real rewards (VIP
 * rises, rebates with claims and daily payouts, a welcome bonus with wagering and expiry), checked
 * against a model written here from the rules as the docs state them, without the rules' code.
 *
 * The brand is jade_ke (Nairobi, UTC+3, KES), which no other rewards test uses, so its ladder, rates
 * and templates are this file's alone. Other files' facts pass through the same consumers; only this
 * brand's members are checked.
 */
const MERCHANT = 'jade_ke';
const CURRENCY = 'KES';
const PLAYERS = 1_000;
const DAYS = 30;
const DAY = 86_400_000;
const HOUR = 3_600_000;
// 2048-03-01 00:00 in Nairobi: the 30 days stay inside one brand month (no review).
const START = Date.parse('2048-02-29T21:00:00Z');
const clock = movableClock(START);
let database: DatabaseHandle;
let app: FastifyInstance;

// ----------------------------------------------------------------------------------------- the rules
const u = (major: number) => BigInt(Math.round(major * 100));
/**
 * Levels on deposits only: the consumers' cursors are shared with the other test files, which may read
 * this file's bets at any moment; a level that rose with turnover between two readings would make the
 * rates of a day depend on who read first. The turnover figures are checked on their own below.
 */
const LADDER = [
  { deposit: 0n, turnover: 0n, bonus: 0n },
  { deposit: u(100), turnover: 0n, bonus: u(5) },
  { deposit: u(500), turnover: 0n, bonus: u(20) },
  { deposit: u(2_000), turnover: 0n, bonus: u(80) },
];
/** Basis points by product type, by VIP level (index). */
const RATES: Record<string, number[]> = {
  RNG: [80, 80, 120, 120],
  LIVE: [50, 50, 50, 50],
  FISH: [70, 70, 70, 100],
};
const WEIGHTS: Record<string, number> = { RNG: 100, LIVE: 10, FISH: 100 };
const WELCOME = { percent: 100, max: u(200), min: u(50), multiple: 5, expiryDays: 10 };

// ----------------------------------------------------------------------------------------- the play
/** A small seeded generator (mulberry32): the same month every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const rnd = random(20_480_301);
const amount = (min: number, max: number) => BigInt(Math.floor(min * 100 + rnd() * (max - min) * 100));
const pick = (): string => {
  const r = rnd();
  return r < 0.6 ? 'RNG' : r < 0.85 ? 'LIVE' : 'FISH';
};

// ---------------------------------------------------------------------------------------- the model
interface Grant {
  amount: bigint;
  requirement: bigint;
  progress: bigint;
  grantedAt: number;
  expiresAt: number;
  met: boolean;
}
interface Player {
  id: number;
  deposits: bigint;
  turnover: bigint;
  level: number;
  upgradeBonuses: bigint;
  deposited: boolean;
  /** (day|productType) → valid bet × bp. */
  accruals: Map<string, bigint>;
  grant?: Grant;
}

const qualified = (p: Player) =>
  LADDER.reduce((best, l, i) => (p.deposits >= l.deposit && p.turnover >= l.turnover ? i : best), 0);
function rise(p: Player) {
  const to = Math.max(p.level, qualified(p));
  for (let l = p.level + 1; l <= to; l++) p.upgradeBonuses += LADDER[l]!.bonus;
  p.level = to;
}

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { now: clock.now } });
  const { vip, rebates, bonuses } = app.rewards;
  await vip.setLadder(
    {
      merchantCode: MERCHANT,
      retention: 'keep',
      levels: LADDER.map((l, level) => ({
        level,
        name: `VIP${level}`,
        depositThreshold: String(Number(l.deposit) / 100),
        turnoverThreshold: String(Number(l.turnover) / 100),
        retainTurnover: '0',
        upgradeBonus: String(Number(l.bonus) / 100),
      })),
    },
    CLI_ACTOR,
  );
  await rebates.setRules(
    {
      merchantCode: MERCHANT,
      minClaim: '1',
      cooldownMinutes: 0,
      autoPay: true,
      rates: Object.entries(RATES).flatMap(([productType, byLevel]) =>
        byLevel.map((bps, vipLevel) => ({ productType: productType as 'RNG', vipLevel, rate: bps / 100 })),
      ),
    },
    CLI_ACTOR,
  );
  await bonuses.setTemplates(
    {
      merchantCode: MERCHANT,
      withdrawalRule: 'block',
      templates: [
        {
          code: 'welcome',
          kind: 'welcome',
          trigger: 'firstDeposit',
          name: 'Welcome',
          percent: WELCOME.percent,
          maxBonus: '200',
          minDeposit: '50',
          multiple: WELCOME.multiple,
          base: 'bonus',
          expiryDays: WELCOME.expiryDays,
          weights: Object.entries(WEIGHTS).map(([productType, weight]) => ({
            productType: productType as 'RNG',
            weight,
          })),
          active: true,
        },
      ],
    },
    CLI_ACTOR,
  );
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Runs a job handler on a job of this file only (a worker would also run other files' jobs). */
async function runHandler(kind: string, payload: Record<string, unknown>) {
  await database.db.transaction((tx) =>
    app.jobHandlers.get(kind)!({ tx, job: { payload } as unknown as JobRow, now: new Date(clock.now()) }),
  );
}

/** Drains a consumer until `done` holds (another file's open transaction may hold the range back). */
async function drainUntil(consume: () => Promise<boolean>, done: () => Promise<boolean>) {
  const until = Date.now() + 120_000;
  for (;;) {
    while (await consume());
    if (await done()) return;
    if (Date.now() > until) throw new Error('a consumer did not catch up');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a month of play for 1,000 players', () => {
  it('pays the VIP bonuses, rebates and wagered bonuses the model expects; the ledger reconciles', async () => {
    const repo = createAccountsRepository(database.db);
    const passwordHash = await cheapHasher.hash('Jade2026!');
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const m = await repo.insertMember({
        merchantCode: MERCHANT,
        username: unique('rp'),
        referralCode: unique('r'),
        firstLogin: false,
        passwordHash,
      });
      players.push({
        id: m.id,
        deposits: 0n,
        turnover: 0n,
        level: 0,
        upgradeBonuses: 0n,
        deposited: false,
        accruals: new Map(),
      });
    }
    const ids = players.map((p) => p.id);
    const ledger = createLedgerService(database.db);
    const day = (d: number) => `2048-03-${String(d + 1).padStart(2, '0')}`;
    let factSeq = 0;

    for (let d = 0; d < DAYS; d++) {
      const dayStart = START + d * DAY;
      // 1. Deposits at 01:00: the credit, then the jobs it enqueues (run here on this file's only).
      clock.t = dayStart + HOUR;
      for (const p of players) {
        if (rnd() >= 0.05) continue;
        const value = amount(20, 600);
        const first = !p.deposited;
        p.deposited = true;
        const depositId = ++factSeq;
        await ledger.transfer({
          merchantCode: MERCHANT,
          idempotencyKey: `replay:deposit:${p.id}:${depositId}:${unique('k')}`,
          type: 'deposit',
          debit: { kind: 'house', house: 'external', currency: CURRENCY },
          credit: { kind: 'member', memberId: p.id, currency: CURRENCY },
          amount: value,
          actor: { kind: 'system', id: 'replay' },
        });
        const d0 = { depositId, memberId: p.id, merchantCode: MERCHANT, amount: value.toString() };
        await runHandler(VIP_DEPOSIT_JOB, { ...d0, creditedAt: clock.now() });
        await runHandler(BONUS_DEPOSIT_JOB, { ...d0, first });
        p.deposits += value;
        rise(p);
        if (first && value >= WELCOME.min) {
          const bonus = value > WELCOME.max ? WELCOME.max : value;
          p.grant = {
            amount: bonus,
            requirement: bonus * BigInt(WELCOME.multiple),
            progress: 0n,
            grantedAt: clock.now(),
            expiresAt: clock.now() + WELCOME.expiryDays * DAY,
            met: false,
          };
        }
      }

      // 2. Bets from 02:00, settled at once.
      clock.t = dayStart + 2 * HOUR;
      const bets: { p: Player; category: string; stake: bigint; payout: bigint; at: number }[] = [];
      for (const p of players) {
        if (rnd() >= 0.25) continue;
        for (let b = 0; b < 2; b++) {
          const stake = amount(1, 300);
          bets.push({
            p,
            category: pick(),
            stake,
            payout: rnd() < 0.45 ? stake * 2n : 0n,
            at: clock.now() + bets.length * 1000,
          });
        }
      }
      for (let i = 0; i < bets.length; i += 500)
        await database.db.transaction(async (tx) => {
          for (const b of bets.slice(i, i + 500))
            await app.betFacts.record(tx, {
              source: 'inhouse',
              sourceId: `replay-${b.p.id}-${++factSeq}-${unique('b')}`,
              merchantCode: MERCHANT,
              memberId: b.p.id,
              currency: CURRENCY,
              category: b.category,
              vendorCode: 'JADE',
              gameCode: 'replay',
              stake: b.stake,
              validBet: b.stake,
              payout: b.payout,
              placedAt: new Date(b.at),
              settledAt: new Date(b.at),
            });
        });
      const dayValid = bets.reduce((s, b) => s + b.stake, 0n);

      // 3. The rebates read the day at the levels of now (those the day's deposits reached).
      await drainUntil(
        () => database.db.transaction((tx) => app.rewards.rebates.consumeFacts(tx)),
        async () => {
          const [row] = await database.db
            .select({ v: sql<string>`coalesce(sum(${rebateAccruals.validBet}), 0)` })
            .from(rebateAccruals)
            .where(and(eq(rebateAccruals.merchantCode, MERCHANT), eq(rebateAccruals.day, day(d))));
          return BigInt(row!.v) === dayValid;
        },
      );
      for (const b of bets) {
        const key = `${d}|${b.category}`;
        const bps = RATES[b.category]![b.p.level]!;
        b.p.accruals.set(key, (b.p.accruals.get(key) ?? 0n) + b.stake * BigInt(bps));
      }
      // 4. The VIP figures count the day's turnover.
      const monthTurnover = players.reduce((s, p) => s + p.turnover, 0n) + dayValid;
      await drainUntil(
        () => database.db.transaction((tx) => app.rewards.vip.consumeFacts(tx)),
        async () => {
          const [row] = await database.db
            .select({ v: sql<string>`coalesce(sum(${vipMonthFigures.validTurnover}), 0)` })
            .from(vipMonthFigures)
            .where(and(eq(vipMonthFigures.merchantCode, MERCHANT), eq(vipMonthFigures.month, '2048-03')));
          return BigInt(row!.v) === monthTurnover;
        },
      );
      for (const b of bets) b.p.turnover += b.stake;
      // 5. The wagering (after the others: its reading sees at least what they saw).
      while (await database.db.transaction((tx) => app.rewards.bonuses.consumeFacts(tx)));
      for (const b of bets) {
        const g = b.p.grant;
        if (!g || g.met || b.at < g.grantedAt || b.at >= g.expiresAt) continue;
        g.progress += (b.stake * BigInt(WEIGHTS[b.category]!)) / 100n;
        if (g.progress >= g.requirement) g.met = true;
      }

      // 6. Some players claim their rebate during the day (claims never change the month's total).
      clock.t = dayStart + 20 * HOUR;
      for (const p of players.filter((x) => x.id % 37 === d % 37)) {
        await app.rewards.rebates
          .claim({ id: p.id, merchantCode: MERCHANT, type: 0 }, `replay-claim-${p.id}-${d}`)
          .catch((error: unknown) => {
            if (!(error instanceof AppError) || !error.errorCode.startsWith('rebate.')) throw error;
          });
      }

      // 7. The day closes: its rebate is paid (twice: the second pays nothing); due bonuses expire.
      clock.t = dayStart + DAY + 20 * 60_000;
      await app.rewards.rebates.payDay(MERCHANT, day(d));
      await app.rewards.rebates.payDay(MERCHANT, day(d));
      const due = await database.db
        .select({ id: bonusGrants.id })
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.merchantCode, MERCHANT),
            eq(bonusGrants.status, 'active'),
            sql`${bonusGrants.expiresAt} <= ${new Date(clock.now())}`,
          ),
        );
      for (const g of due) await runHandler(BONUS_EXPIRY_JOB, { grantId: g.id });
    }

    // ------------------------------------------------------------------------------- the checks
    const levels = new Map(
      (
        await database.db
          .select({ id: members.id, level: members.vipLevel })
          .from(members)
          .where(inArray(members.id, ids))
      ).map((r) => [r.id, r.level]),
    );
    const paid = async (prefix: string) => {
      const rows = await database.db
        .select({
          key: ledgerTransfers.idempotencyKey,
          amount: ledgerTransfers.amount,
          reference: ledgerTransfers.reference,
        })
        .from(ledgerTransfers)
        .where(
          and(eq(ledgerTransfers.merchantCode, MERCHANT), like(ledgerTransfers.idempotencyKey, `${prefix}%`)),
        );
      return rows;
    };
    const sumBy = (rows: { key: string; amount: bigint }[], memberOf: (key: string) => number) => {
      const out = new Map<number, bigint>();
      for (const r of rows) out.set(memberOf(r.key), (out.get(memberOf(r.key)) ?? 0n) + r.amount);
      return out;
    };
    const vipPaid = sumBy(await paid('vip:upgrade:'), (k) => Number(k.split(':')[3]));
    const rebatePaid = sumBy(await paid('rebate:'), (k) => Number(k.split(':')[2]));
    const turnovers = new Map(
      (
        await database.db
          .select({ id: vipMonthFigures.memberId, turnover: vipMonthFigures.validTurnover })
          .from(vipMonthFigures)
          .where(and(inArray(vipMonthFigures.memberId, ids), eq(vipMonthFigures.month, '2048-03')))
      ).map((r) => [r.id, r.turnover]),
    );
    const grants = new Map(
      (await database.db.select().from(bonusGrants).where(eq(bonusGrants.merchantCode, MERCHANT))).map(
        (g) => [g.memberId, g],
      ),
    );

    let risen = 0;
    let rebated = 0n;
    let completed = 0;
    let expired = 0;
    for (const p of players) {
      expect({ id: p.id, level: levels.get(p.id) }).toEqual({ id: p.id, level: p.level });
      expect({ id: p.id, vip: vipPaid.get(p.id) ?? 0n }).toEqual({ id: p.id, vip: p.upgradeBonuses });
      expect({ id: p.id, turnover: turnovers.get(p.id) ?? 0n }).toEqual({ id: p.id, turnover: p.turnover });
      let owed = 0n;
      for (const e4 of p.accruals.values()) owed += e4 / 10_000n;
      expect({ id: p.id, rebate: rebatePaid.get(p.id) ?? 0n }).toEqual({ id: p.id, rebate: owed });
      const g = grants.get(p.id);
      if (!p.grant) {
        expect(g).toBeUndefined();
      } else {
        const status = p.grant.met ? 'completed' : clock.now() >= p.grant.expiresAt ? 'expired' : 'active';
        expect({
          id: p.id,
          amount: g?.amount,
          requirement: g?.requirement,
          progress: g?.progress,
          status: g?.status,
        }).toEqual({
          id: p.id,
          amount: p.grant.amount,
          requirement: p.grant.requirement,
          progress: p.grant.progress,
          status,
        });
        const locked = await ledger.balance({ kind: 'member-bonus', memberId: p.id, currency: CURRENCY });
        expect(locked).toBe(status === 'active' ? p.grant.amount : 0n);
        if (status === 'completed') completed++;
        if (status === 'expired') expired++;
      }
      if (p.level > 0) risen++;
      rebated += owed;
    }
    // The month was not trivial: every path was taken.
    expect(risen).toBeGreaterThan(20);
    expect(rebated).toBeGreaterThan(0n);
    expect(completed).toBeGreaterThan(5);
    expect(expired).toBeGreaterThan(5);
    await expectReconciled(database);
  }, 900_000);
});
