import { randomUUID } from 'node:crypto';
import { opsDashboardCalls } from '@jade/contract/ops-dashboard-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, movableClock, unique } from '../../../test/accounts';
import { createTestApp, openTestDatabase, rollUpFacts } from '../../../test/helpers';
import { ok, operatorToken, refused } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { brandDayOf } from '../../platform/time/brand-periods';
import { brands, merchants } from '../brand/tables';
import { vendors } from '../games/tables';
import { createLedgerService } from '../ledger/ledger-service';
import type { AccountRef, TransferType } from '../ledger/accounts';
import { depositMethods, deposits } from '../payments/tables';
import { dayStartOf } from './service';

// Two brands of their own, one region each, so no other test file's data (they share the database)
// reaches these sums: every figure below is exact.
const ZONE = 'Asia/Manila';
const R1 = `dash_${randomUUID().slice(0, 8)}`;
const R2 = `dash_${randomUUID().slice(0, 8)}`;
const clock = movableClock(Date.now());
let database: DatabaseHandle;
let app: FastifyInstance;
let token: string;
let brand1: number;
let brand2: number;
let today: string;
let yesterday: string;

const minor = (major: number) => BigInt(Math.round(major * 100));
/** An instant `hours` after the start of a region day. */
const at = (day: string, hours: number) => new Date(dayStartOf(day, ZONE).getTime() + hours * 3_600_000);

function summary(query: Record<string, string | number>) {
  return call(app, opsDashboardCalls.summary, undefined, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}

async function seedRegion(brandName: string, code: string, currency: string): Promise<number> {
  const [existing] = await database.db.select().from(brands).limit(1);
  const [brand] = await database.db
    .insert(brands)
    .values({ code: unique('b'), name: brandName, defaultLanguage: 'EN', config: existing!.config })
    .returning();
  await database.db.insert(merchants).values({
    code,
    brandId: brand!.id,
    country: 'PH',
    countryName: `${brandName} Land`,
    dialingCode: '63',
    currency,
    timeZone: ZONE,
    currencySymbol: '$',
    currencyPosition: 'F',
    languages: ['EN'],
    isDefault: false,
  });
  return brand!.id;
}

beforeAll(async () => {
  database = openTestDatabase();
  brand1 = await seedRegion('Dash One', R1, 'PHP');
  brand2 = await seedRegion('Dash Two', R2, 'USD');
  await database.db.insert(vendors).values({
    brandId: brand1,
    code: 'VRL',
    displayName: 'Velvet Test Live',
    category: 'LIVE',
    accountTypeId: 900,
    nodeId: '9000',
  });
  app = await createTestApp(database, { deps: { now: clock.now } });
  token = await operatorToken(app);
  today = brandDayOf(clock.now(), ZONE);
  yesterday = brandDayOf(dayStartOf(today, ZONE).getTime() - 1, ZONE);

  const p1 = await createMember(database, { merchantCode: R1, createdAt: at(yesterday, 10) });
  const p2 = await createMember(database, { merchantCode: R1, createdAt: at(today, 0.5) });
  const trial = await createMember(database, { merchantCode: R1, type: 4, createdAt: at(today, 0.5) });
  const p3 = await createMember(database, { merchantCode: R2, createdAt: at(today, 0.5) });

  // Deposits: credited ones count on the day they were credited; a pending one not at all.
  const [m1] = await database.db
    .insert(depositMethods)
    .values({
      merchantCode: R1,
      currency: 'PHP',
      kind: 'manual_bank',
      name: 'Bank',
      minAmount: 1n,
      maxAmount: 10n ** 9n,
    })
    .returning();
  const [m2] = await database.db
    .insert(depositMethods)
    .values({
      merchantCode: R2,
      currency: 'USD',
      kind: 'manual_bank',
      name: 'Bank',
      minAmount: 1n,
      maxAmount: 10n ** 9n,
    })
    .returning();
  const deposit = (
    memberId: number,
    merchantCode: string,
    methodId: number,
    amount: number,
    creditedAt: Date | null,
  ) => ({
    merchantCode,
    memberId,
    methodId,
    kind: 'manual_bank' as const,
    currency: merchantCode === R1 ? 'PHP' : 'USD',
    amount: minor(amount),
    status: creditedAt ? ('credited' as const) : ('pending' as const),
    idempotencyKey: randomUUID(),
    createdAt: creditedAt ?? at(today, 1),
    updatedAt: creditedAt ?? at(today, 1),
    creditedAt,
  });
  await database.db
    .insert(deposits)
    .values([
      deposit(p1.id, R1, m1!.id, 100, at(yesterday, 11)),
      deposit(p1.id, R1, m1!.id, 50, at(today, 0.75)),
      deposit(p2.id, R1, m1!.id, 30, at(today, 0.8)),
      deposit(p2.id, R1, m1!.id, 999, null),
      deposit(p3.id, R2, m2!.id, 70, at(today, 0.8)),
    ]);

  // Withdrawals and bonuses through the ledger (they count on the day the money moved: now).
  const ledger = createLedgerService(database.db);
  const house = (h: 'external' | 'withdrawals_in_transit' | 'bonuses'): AccountRef => ({
    kind: 'house',
    house: h,
    currency: 'PHP',
  });
  const wallet = (memberId: number): AccountRef => ({ kind: 'member', memberId, currency: 'PHP' });
  const locked = (memberId: number): AccountRef => ({ kind: 'member-bonus', memberId, currency: 'PHP' });
  const move = (
    type: TransferType,
    debit: AccountRef,
    credit: AccountRef,
    amount: number,
    reference: string,
  ) =>
    ledger.transfer({
      merchantCode: R1,
      idempotencyKey: randomUUID(),
      type,
      debit,
      credit,
      amount: minor(amount),
      reference,
      actor: { kind: 'system', id: 'dashboard-test' },
    });
  await move('adjustment', house('external'), wallet(p1.id), 500, 'fund');
  await move('withdrawal_hold', wallet(p1.id), house('withdrawals_in_transit'), 50, 'withdrawal:1');
  // Withdrawal 1 paid in two parts; withdrawal 2 paid, then refunded by an operator.
  await move('withdrawal_paid', house('withdrawals_in_transit'), house('external'), 25, 'withdrawal:1');
  await move('withdrawal_paid', house('withdrawals_in_transit'), house('external'), 15, 'withdrawal:1');
  await move('withdrawal_paid', house('withdrawals_in_transit'), house('external'), 10, 'withdrawal:2');
  await move('withdrawal_release', house('external'), wallet(p1.id), 10, 'withdrawal:2');
  // Bonuses: two grants and a rebate out of the house, one grant forfeited back to it.
  await move('bonus_grant', house('bonuses'), locked(p1.id), 10, 'bonus:1');
  await move('bonus_grant', house('bonuses'), locked(p2.id), 6, 'bonus:2');
  await move('rebate', house('bonuses'), wallet(p2.id), 2.5, 'rebate:1');
  await move('bonus_forfeit', locked(p2.id), house('bonuses'), 6, 'bonus:2');

  // Bets: the trial account's are left out, the other region's stay in their region.
  const bet = (
    memberId: number,
    merchantCode: string,
    category: string,
    vendorCode: string,
    stake: number,
    payout: number,
    settledAt: Date,
  ) => ({
    source: 'inhouse' as const,
    sourceId: `dash-${randomUUID()}`,
    merchantCode,
    memberId,
    currency: merchantCode === R1 ? 'PHP' : 'USD',
    category,
    vendorCode,
    gameCode: 'dash-game',
    stake: minor(stake),
    validBet: minor(stake),
    payout: minor(payout),
    placedAt: new Date(settledAt.getTime() - 1000),
    settledAt,
  });
  await database.db.transaction(async (tx) => {
    for (const fact of [
      bet(p1.id, R1, 'RNG', 'JADE', 100, 40, at(yesterday, 12)),
      bet(p1.id, R1, 'LIVE', 'VRL', 200, 250, at(today, 0.9)),
      bet(p2.id, R1, 'RNG', 'AUR', 50, 0, at(today, 0.95)),
      bet(trial.id, R1, 'RNG', 'JADE', 1000, 0, at(today, 0.95)),
      bet(p3.id, R2, 'RNG', 'JADE', 10, 0, at(today, 0.95)),
    ])
      await app.betFacts.record(tx, fact);
  });
  await rollUpFacts(database, app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the dashboard', () => {
  it('sums one region per day, for today, yesterday and the period', async () => {
    const value = ok(await summary({ brandId: brand1, region: R1, period: 'last7' }));
    expect(value.region).toEqual({ code: R1, countryName: 'Dash One Land', currency: 'PHP', timeZone: ZONE });
    expect(value.today).toBe(today);
    expect(value.days).toHaveLength(7);
    expect(value.days.at(-1).day).toBe(today);

    expect(value.totals.today).toEqual({
      registrations: 1,
      firstDeposits: 1,
      firstDepositAmount: 30,
      deposits: 2,
      depositAmount: 80,
      withdrawals: 2,
      withdrawalAmount: 40,
      activePlayers: 2,
      bets: 2,
      turnover: 250,
      payout: 250,
      ggr: 0,
      bonuses: 12.5,
      ngr: -12.5,
    });
    expect(value.totals.yesterday).toMatchObject({
      registrations: 1,
      firstDeposits: 1,
      firstDepositAmount: 100,
      deposits: 1,
      depositAmount: 100,
      withdrawals: 0,
      activePlayers: 1,
      bets: 1,
      ggr: 60,
      bonuses: 0,
      ngr: 60,
    });
    expect(value.totals.period).toEqual({
      registrations: 2,
      firstDeposits: 2,
      firstDepositAmount: 130,
      deposits: 3,
      depositAmount: 180,
      withdrawals: 2,
      withdrawalAmount: 40,
      activePlayers: 2,
      bets: 3,
      turnover: 350,
      payout: 290,
      ggr: 60,
      bonuses: 12.5,
      ngr: 47.5,
    });
    expect(value.totals.previous).toMatchObject({ registrations: 0, deposits: 0, ggr: 0, activePlayers: 0 });
    // The days of the series add up to the period, and carry each day's own figures.
    const byDay = new Map(value.days.map((d: { day: string }) => [d.day, d]));
    expect(byDay.get(yesterday)).toMatchObject({
      registrations: 1,
      deposits: 1,
      depositAmount: 100,
      ggr: 60,
    });
    expect(byDay.get(today)).toMatchObject({ deposits: 2, withdrawalAmount: 40, ggr: 0, bonuses: 12.5 });
  });

  it('splits GGR by category and vendor, NGR carrying the bonuses in proportion to turnover', async () => {
    const value = ok(await summary({ brandId: brand1, region: R1, period: 'last7' }));
    // Bonuses 12.50 over turnover 150 (RNG) and 200 (LIVE): 5.36 and 7.14 (largest remainder).
    expect(value.byCategory).toEqual([
      { category: 'RNG', bets: 2, turnover: 150, payout: 40, ggr: 110, ngr: 104.64 },
      { category: 'LIVE', bets: 1, turnover: 200, payout: 250, ggr: -50, ngr: -57.14 },
    ]);
    expect(value.byVendor).toEqual([
      {
        category: 'RNG',
        vendorCode: 'JADE',
        vendorName: 'JADE',
        bets: 1,
        turnover: 100,
        payout: 40,
        ggr: 60,
        ngr: 56.43,
      },
      {
        category: 'RNG',
        vendorCode: 'AUR',
        vendorName: 'AUR',
        bets: 1,
        turnover: 50,
        payout: 0,
        ggr: 50,
        ngr: 48.21,
      },
      {
        category: 'LIVE',
        vendorCode: 'VRL',
        vendorName: 'Velvet Test Live',
        bets: 1,
        turnover: 200,
        payout: 250,
        ggr: -50,
        ngr: -57.14,
      },
    ]);
  });

  it('keeps brands and regions apart', async () => {
    const other = ok(await summary({ brandId: brand2, period: 'today' }));
    expect(other.region.code).toBe(R2);
    expect(other.totals.today).toMatchObject({
      registrations: 1,
      deposits: 1,
      depositAmount: 70,
      ggr: 10,
      ngr: 10,
    });
    expect(
      other.brands.find((b: { id: number }) => b.id === brand2).regions.map((r: { code: string }) => r.code),
    ).toEqual([R2]);
    // A region named without its brand brings its brand along; with another brand it is refused.
    expect(ok(await summary({ region: R2, period: 'today' })).brandId).toBe(brand2);
    refused(await summary({ brandId: brand1, region: R2 }), 400, 'dashboard.region.unknown');
    refused(await summary({ region: 'nowhere' }), 400, 'dashboard.region.unknown');
  });

  it('refuses a custom period that is backwards, too long or in the future', async () => {
    const custom = (from: string, to: string) => summary({ region: R1, period: 'custom', from, to });
    const r = await custom(today, yesterday);
    refused(r, 400, 'dashboard.range.invalid');
    expect(r.json().value).toEqual({ reason: 'backwards', maxDays: 92 });
    refused(await custom('2000-01-01', today), 400, 'dashboard.range.invalid');
    refused(await summary({ region: R1, period: 'custom' }), 400, 'dashboard.range.invalid');
    const single = ok(await custom(yesterday, yesterday));
    expect(single.totals.period).toMatchObject({ deposits: 1, ggr: 60 });
    expect(single.previousTo < yesterday).toBe(true);
  });

  it('exports the same figures as CSV', async () => {
    const value = ok(
      await call(app, opsDashboardCalls.exportCsv, undefined, {
        token,
        query: { brandId: String(brand1), region: R1, period: 'last7' },
      }),
    );
    expect(value.filename).toMatch(new RegExp(`^dashboard-${R1}-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv$`));
    const lines: string[] = value.csv.trim().split('\n');
    expect(lines[0]).toBe(
      'row,region,currency,day,category,vendor,registrations,first_deposits,first_deposit_amount,deposits,deposit_amount,withdrawals,withdrawal_amount,active_players,bets,turnover,payout,ggr,bonuses,ngr',
    );
    expect(lines).toContain(
      `day,${R1},PHP,${today},,,1,1,30.00,2,80.00,2,40.00,2,2,250.00,250.00,0.00,12.50,-12.50`,
    );
    expect(lines.find((l) => l.startsWith('total,'))).toMatch(
      /,2,2,130\.00,3,180\.00,2,40\.00,2,3,350\.00,290\.00,60\.00,12\.50,47\.50$/,
    );
    expect(lines.find((l) => l.startsWith('vendor,') && l.includes(',VRL,'))).toMatch(
      /,-50\.00,7\.14,-57\.14$/,
    );
    expect(value.rows).toBe(lines.length - 1);
  });

  it('is for operators only', async () => {
    refused(await call(app, opsDashboardCalls.summary, undefined, {}), 401, 'operator.not.login');
  });
});
