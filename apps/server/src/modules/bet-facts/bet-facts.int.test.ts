import { randomBytes, randomUUID } from 'node:crypto';
import { inhouseGameCalls } from '@jade/contract/inhouse-game-calls';
import { accountCalls } from '@jade/contract/account-calls';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase, rollUpFacts } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import { createLedgerService } from '../ledger/ledger-service';
import { VENDOR_API_PREFIX } from '../vendor-api/routes';
import { signRequest } from '../vendor-api/signing';
import { vendorCredentials, vendorSessions } from '../vendor-api/tables';
import { createBetFactsRepository, figuresOf } from './repository';
import type { BetFactInput, BetFigures, GameFilter, TeamQuery } from './types';

const CUR = 'MMK';
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

async function fund(memberId: number, amount: bigint) {
  await createLedgerService(database.db).transfer({
    merchantCode: TEST_MERCHANT,
    idempotencyKey: `test-fund:${randomUUID()}`,
    type: 'adjustment',
    debit: { kind: 'house', house: 'external', currency: CUR },
    credit: { kind: 'member', memberId, currency: CUR },
    amount,
    actor: { kind: 'operator', id: 'test' },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One pass of the roll-ups until what is readable now is applied. */
async function rollUpOnce() {
  for (;;) {
    const { drained } = await database.db.transaction((tx) => app.betFacts.rollupDue(tx));
    if (drained) return;
  }
}

/** Every fact committed so far applied (waits for other files' open transactions). */
const rollUp = () => rollUpFacts(database, app);

function fact(memberId: number, over: Partial<BetFactInput> = {}): BetFactInput {
  return {
    source: 'vendor',
    sourceId: `T:${randomUUID()}`,
    merchantCode: TEST_MERCHANT,
    memberId,
    currency: CUR,
    category: 'LIVE',
    vendorCode: 'TESTV',
    gameCode: 'G1',
    stake: 1000n,
    validBet: 1000n,
    payout: 0n,
    placedAt: new Date('2026-03-10T04:00:00Z'),
    settledAt: new Date('2026-03-10T04:00:00Z'),
    ...over,
  };
}

const record = (f: BetFactInput) => database.db.transaction((tx) => app.betFacts.record(tx, f));

async function factRows(source: string, sourceId: string) {
  const result = await database.db.execute<{
    revision: number;
    turnover: string;
    payout: string;
    bet_count: number;
    brand_day: string;
  }>(sql`select revision, turnover::text, payout::text, bet_count, to_char(brand_day, 'YYYY-MM-DD') as brand_day
         from bet_facts where source = ${source} and source_id = ${sourceId} order by revision`);
  return result.rows;
}

/** A tree: top → a1 → (m1, s1 → m3), top → a2 → m2. */
async function tree() {
  const top = await createMember(database, { type: 1 });
  const a1 = await createMember(database, { type: 2, parentId: top.id });
  const a2 = await createMember(database, { type: 2, parentId: top.id });
  const m1 = await createMember(database, { parentId: a1.id });
  const s1 = await createMember(database, { type: 2, parentId: a1.id });
  const m3 = await createMember(database, { parentId: s1.id });
  const m2 = await createMember(database, { parentId: a2.id });
  return { top, a1, a2, m1, s1, m3, m2 };
}

const q = (agentId: number, over: Partial<TeamQuery> = {}): TeamQuery => ({
  merchantCode: TEST_MERCHANT,
  agentId,
  from: '2026-03-01',
  to: '2026-03-31',
  scope: 'team',
  ...over,
});

describe('writing facts with the money', () => {
  it('an in-house round writes its fact in the round transaction', async () => {
    const member = await createMember(database);
    await fund(member.id, 100_000n);
    const login = await call(
      app,
      accountCalls.login,
      { username: member.username, password: member.password, type: 'username' },
      { ip: uniqueIp() },
    );
    const token = login.json().value.token as string;
    const spin = await call(
      app,
      inhouseGameCalls.spin,
      { gameId: 'jade-dragon', bet: 2, idempotencyKey: randomUUID() },
      { token },
    );
    expect(spin.statusCode).toBe(200);
    const round = spin.json().value as { roundId: number; bet: number; win: number };
    const rows = await database.db.execute<{ source_id: string; turnover: string; payout: string }>(
      sql`select source_id, turnover::text, payout::text, category, vendor_code from bet_facts
          where source = 'inhouse' and member_id = ${member.id}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({
      source_id: String(round.roundId),
      turnover: '200',
      category: 'RNG',
    });
    expect(BigInt(rows.rows[0]!.payout)).toBe(BigInt(Math.round(round.win * 100)));
  });

  it('a rolled-back transaction leaves no fact', async () => {
    const member = await createMember(database);
    const f = fact(member.id);
    await expect(
      database.db.transaction(async (tx) => {
        await app.betFacts.record(tx, f);
        throw new Error('the money failed');
      }),
    ).rejects.toThrow('the money failed');
    expect(await factRows('vendor', f.sourceId)).toHaveLength(0);
  });

  it('re-settlement and rollback append corrections; a repeat writes nothing', async () => {
    const member = await createMember(database);
    const f = fact(member.id, { payout: 500n });
    await record(f);
    await record(f); // the same state again
    await record({ ...f, payout: 2500n }); // re-settled: a bigger win
    await record({ ...f, stake: 600n, validBet: 600n, payout: 2500n }); // part of the stake rolled back
    await record({ ...f, void: true }); // rolled back entirely
    await record({ ...f, void: true });
    const rows = await factRows('vendor', f.sourceId);
    expect(rows.map((r) => [r.revision, r.turnover, r.payout, r.bet_count])).toEqual([
      [0, '1000', '500', 1],
      [1, '0', '2000', 0],
      [2, '-400', '0', 0],
      [3, '-600', '-2500', -1],
    ]);
  });

  it('brand days follow the merchant time zone (Asia/Manila, UTC+8)', async () => {
    const member = await createMember(database);
    const late = fact(member.id, { settledAt: new Date('2026-03-10T15:59:59Z') });
    const early = fact(member.id, { settledAt: new Date('2026-03-10T16:00:00Z') });
    await record(late);
    await record(early);
    expect((await factRows('vendor', late.sourceId))[0]!.brand_day).toBe('2026-03-10');
    expect((await factRows('vendor', early.sourceId))[0]!.brand_day).toBe('2026-03-11');
    await rollUp();
    const day10 = await app.betFacts.teamTotals(q(member.id, { from: '2026-03-10', to: '2026-03-10' }));
    const day11 = await app.betFacts.teamTotals(q(member.id, { from: '2026-03-11', to: '2026-03-11' }));
    expect([day10.betCount, day11.betCount]).toEqual([1, 1]);
    // The local hour 23:00 of the 10th starts at 15:00 UTC.
    const hour = await app.betFacts.hourTotals({
      merchantCode: TEST_MERCHANT,
      agentId: member.id,
      hourStart: new Date('2026-03-10T15:00:00Z'),
      hourEnd: new Date('2026-03-10T16:00:00Z'),
      scope: 'self',
    });
    expect(hour).toMatchObject({ betCount: 1, turnover: 1000n, bettors: 1 });
  });
});

describe('the seamless wallet writes facts for debits, credits and rollbacks', () => {
  const vendor = `FV${randomBytes(3).toString('hex').toUpperCase()}`;
  const secret = randomBytes(32).toString('hex');
  let memberId: number;
  let sessionId: string;

  beforeAll(async () => {
    const member = await createMember(database);
    memberId = member.id;
    await fund(memberId, 1_000_000n);
    await database.db.insert(vendorCredentials).values({ vendorCode: vendor, keyId: 'k1', secret });
    sessionId = randomBytes(24).toString('base64url');
    await database.db.insert(vendorSessions).values({
      id: sessionId,
      vendorCode: vendor,
      memberId,
      merchantCode: TEST_MERCHANT,
      gameCode: 'FV-G1',
      currency: CUR,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  });

  async function send(op: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) {
    const path = `${VENDOR_API_PREFIX}/${op}`;
    const payload = JSON.stringify(body);
    const timestamp = String(Date.now());
    const nonce = randomBytes(16).toString('hex');
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: {
        'content-type': 'application/json',
        'x-vendor': vendor,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': signRequest(secret, { timestamp, nonce, method: 'POST', path, body: payload }),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('an open round has no fact; a credit settles it; a later rollback corrects it', async () => {
    const roundId = randomUUID();
    await send('debit', { txId: `d1-${roundId}`, roundId, amount: 10, sessionId });
    await send('debit', { txId: `d2-${roundId}`, roundId, amount: 5, sessionId });
    expect(await factRows('vendor', `${vendor}:${roundId}`)).toHaveLength(0);
    await send('credit', { txId: `c1-${roundId}`, roundId, amount: 30 });
    await send('credit', { txId: `c1-${roundId}`, roundId, amount: 30 }); // replay
    await send('credit', { txId: `c2-${roundId}`, roundId, amount: 2 }); // re-settlement
    await send('rollback', { txId: `r1-${roundId}`, debitTxId: `d2-${roundId}` });
    const rows = await factRows('vendor', `${vendor}:${roundId}`);
    expect(rows.map((r) => [r.turnover, r.payout, r.bet_count])).toEqual([
      ['1500', '3000', 1],
      ['0', '200', 0],
      ['-500', '0', 0],
    ]);
  });

  it('a round whose every debit is rolled back before a credit writes nothing', async () => {
    const roundId = randomUUID();
    await send('debit', { txId: `d1-${roundId}`, roundId, amount: 10, sessionId });
    await send('rollback', { txId: `r1-${roundId}`, debitTxId: `d1-${roundId}` });
    expect(await factRows('vendor', `${vendor}:${roundId}`)).toHaveLength(0);
  });
});

describe('roll-ups', () => {
  it('apply every entry exactly once with two workers racing, and none after a crash mid-batch', async () => {
    await rollUp();
    const member = await createMember(database);
    for (let i = 0; i < 30; i++) await record(fact(member.id, { stake: 100n, validBet: 100n, payout: 50n }));
    const written = new Date();
    // A crash after the roll-up rows were written but before commit: everything is undone.
    await expect(
      database.db.transaction(async (tx) => {
        await app.betFacts.rollupBatch(tx, 7);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect((await app.betFacts.teamTotals(q(member.id, { scope: 'self' }))).betCount).toBe(0);
    // Two workers with small batches at once: the cursor lock makes them take turns.
    const worker = async () => {
      for (;;) {
        const n = await database.db.transaction((tx) => app.betFacts.rollupBatch(tx, 4));
        if (n === 0) return;
      }
    };
    await Promise.all([worker(), worker()]);
    // (Again while a transaction elsewhere on a shared server still holds the readable range back.)
    for (let wait = 0; !(await app.betFacts.rolledUpTo(written)) && wait < 300; wait++) {
      await sleep(200);
      await Promise.all([worker(), worker()]);
    }
    const totals = await app.betFacts.teamTotals(q(member.id, { scope: 'self' }));
    expect(totals).toMatchObject({
      betCount: 30,
      turnover: 3000n,
      payout: 1500n,
      winLoss: -1500n,
      bettors: 1,
    });
  });

  it('never skip an entry of a transaction that commits after a later one', async () => {
    await rollUp();
    const member = await createMember(database);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const before = new Date();
    // Transaction A writes first (lower id and transaction id) but commits last.
    const slow = database.db.transaction(async (tx) => {
      await app.betFacts.record(tx, fact(member.id, { stake: 1n, validBet: 1n }));
      written();
      await gate;
    });
    await wrote;
    await record(fact(member.id, { stake: 2n, validBet: 2n }));
    await rollUpOnce();
    // Neither is applied while A is open: B's entry waits behind A's transaction id.
    expect((await app.betFacts.teamTotals(q(member.id, { scope: 'self' }))).turnover).toBe(0n);
    expect(await app.betFacts.rolledUpTo(new Date())).toBe(false);
    release();
    await slow;
    await rollUp();
    expect((await app.betFacts.teamTotals(q(member.id, { scope: 'self' }))).turnover).toBe(3n);
    expect(await app.betFacts.rolledUpTo(before)).toBe(true);
  });

  it('team, direct and self figures, and an agent never sees a sibling branch', async () => {
    const t = await tree();
    const bets: [number, bigint, bigint][] = [
      [t.top.id, 100n, 0n],
      [t.a1.id, 200n, 0n],
      [t.m1.id, 300n, 900n],
      [t.s1.id, 400n, 0n],
      [t.m3.id, 500n, 0n],
      [t.m2.id, 7000n, 0n],
    ];
    const recorded = new Map<number, BetFactInput>();
    for (const [id, stake, payout] of bets) {
      recorded.set(id, fact(id, { stake, validBet: stake, payout }));
      await record(recorded.get(id)!);
    }
    await rollUp();
    const a1Team = await app.betFacts.teamTotals(q(t.a1.id));
    expect(a1Team).toMatchObject({ turnover: 1400n, payout: 900n, betCount: 4, bettors: 4 });
    expect(await app.betFacts.teamTotals(q(t.a1.id, { scope: 'direct' }))).toMatchObject({
      turnover: 700n,
      bettors: 2,
    });
    expect((await app.betFacts.teamTotals(q(t.a1.id, { scope: 'self' }))).turnover).toBe(200n);
    expect((await app.betFacts.teamTotals(q(t.top.id))).turnover).toBe(8500n);
    // The sibling branch (a2 → m2) is nowhere in a1's answers.
    const page = await app.betFacts.memberTotals({ ...q(t.a1.id), page: 1, pageSize: 50 });
    expect(page.list.map((r) => r.memberId).sort()).toEqual([t.a1.id, t.m1.id, t.s1.id, t.m3.id].sort());
    expect(page.list.reduce((s, r) => s + r.turnover, 0n)).toBe(page.footer.turnover);
    expect(page.footer).toMatchObject({ turnover: 1400n, bettors: 4 });
    expect(
      await app.betFacts.memberTotals({ ...q(t.a1.id), page: 1, pageSize: 50, search: t.m2.username }),
    ).toMatchObject({ total: 0, list: [] });
    expect((await app.betFacts.teamTotals(q(t.a2.id))).turnover).toBe(7000n);
    // Another merchant's code answers nothing.
    expect((await app.betFacts.teamTotals(q(t.a1.id, { merchantCode: 'jade_ng' }))).turnover).toBe(0n);
    // Sub-agent figures per member (their own team) and the breakdowns.
    const teams = await app.betFacts.memberTotals({
      ...q(t.a1.id, { scope: 'direct' }),
      page: 1,
      pageSize: 10,
      rowFigures: 'team',
    });
    expect(new Map(teams.list.map((r) => [r.memberId, r.turnover]))).toEqual(
      new Map([
        [t.m1.id, 300n],
        [t.s1.id, 900n],
      ]),
    );
    expect(await app.betFacts.byCategory(q(t.a1.id))).toEqual([
      { category: 'LIVE', turnover: 1400n, validBet: 1400n, payout: 900n, winLoss: -500n, betCount: 4 },
    ]);
    expect((await app.betFacts.byVendor(q(t.a1.id)))[0]).toMatchObject({
      vendorCode: 'TESTV',
      turnover: 1400n,
    });
    const daily = await app.betFacts.teamDaily(q(t.a1.id));
    expect(daily).toEqual([expect.objectContaining({ day: '2026-03-10', turnover: 1400n, bettors: 4 })]);
    // m1's only bet rolled back entirely (on the same day): m1 is no longer a bettor of the range.
    await record({ ...recorded.get(t.m1.id)!, void: true });
    await rollUp();
    expect(await app.betFacts.teamTotals(q(t.a1.id))).toMatchObject({
      turnover: 1100n,
      betCount: 3,
      bettors: 3,
    });
    expect((await app.betFacts.teamDaily(q(t.a1.id)))[0]).toMatchObject({ bettors: 3 });
    expect((await app.betFacts.memberTotals({ ...q(t.a1.id), page: 1, pageSize: 50 })).total).toBe(3);
  });

  it('a consumer reads batches after its own cursor and advances it in its transaction', async () => {
    const consumer = `test-${randomUUID()}`;
    const member = await createMember(database);
    await record(fact(member.id));
    const seen: number[] = [];
    const read = () =>
      database.db.transaction(async (tx) => {
        const batch = await app.betFacts.readBatch(tx, consumer, 500);
        seen.push(...batch.entries.filter((e) => e.memberId === member.id).map((e) => e.id));
        await batch.advance();
        return batch.entries.length;
      });
    for (let wait = 0; seen.length === 0 && wait < 300; wait++) {
      while ((await read()) > 0);
      if (seen.length === 0) await sleep(200);
    }
    expect(seen).toHaveLength(1);
    // Read again from the advanced cursor: the member's entry does not come twice.
    while ((await read()) > 0);
    expect(seen).toHaveLength(1);
  });
});

describe('month roll-ups', () => {
  // Bets from the end of January to the start of April (brand days in Asia/Manila, 04:00 UTC is noon),
  // each (member index, day, category, vendor, stake, payout); one is voided and one partly rolled
  // back in a later month, so some months hold negative figures.
  const at = (day: string) => new Date(`${day}T04:00:00Z`);
  const bets: [number, string, string, string, bigint, bigint][] = [
    [0, '2026-01-30', 'LIVE', 'MV1', 1000n, 0n],
    [1, '2026-01-31', 'RNG', 'MV2', 2000n, 5000n],
    [2, '2026-02-01', 'LIVE', 'MV2', 300n, 100n],
    [3, '2026-02-14', 'RNG', 'MV1', 4000n, 0n],
    [4, '2026-02-28', 'LIVE', 'MV1', 500n, 1500n],
    [5, '2026-03-01', 'RNG', 'MV2', 600n, 0n],
    [1, '2026-03-02', 'LIVE', 'MV1', 700n, 700n],
    [2, '2026-03-31', 'RNG', 'MV1', 800n, 0n],
    [3, '2026-04-01', 'LIVE', 'MV2', 900n, 2700n],
  ];
  const ranges: [string, string][] = [
    ['2026-01-15', '2026-03-15'], // part of January, February whole, part of March
    ['2026-01-31', '2026-04-01'], // a day, two whole months, a day
    ['2026-02-01', '2026-02-28'], // exactly one month
    ['2026-02-10', '2026-03-05'], // no whole month
    ['2026-01-01', '2026-12-31'], // a year
  ];
  const filters: (GameFilter | undefined)[] = [
    undefined,
    { category: 'LIVE' },
    { vendorCode: 'MV2' },
    { category: 'RNG', vendorCode: 'MV1' },
  ];
  const repo = () => createBetFactsRepository(database.db);
  let t: Awaited<ReturnType<typeof tree>>;

  /** The figures straight from the journal: each fact for each ancestor in the bands (no roll-up). */
  async function fromFacts(q: {
    owners: number[];
    bands: number[];
    from: string;
    to: string;
    games?: GameFilter | undefined;
    by?: 'owner' | 'category' | 'vendor';
  }): Promise<Map<string, BetFigures>> {
    const key =
      q.by === 'owner'
        ? sql`t.ancestor_id::text`
        : q.by === 'category'
          ? sql`f.category`
          : q.by === 'vendor'
            ? sql`f.vendor_code || '|' || f.category`
            : sql`'all'`;
    const result = await database.db.execute<{
      key: string;
      turnover: string;
      valid_bet: string;
      payout: string;
      bet_count: string;
    }>(sql`
      select ${key} as key, sum(f.turnover)::text as turnover, sum(f.valid_bet)::text as valid_bet,
             sum(f.payout)::text as payout, sum(f.bet_count)::text as bet_count
      from bet_facts f join member_tree t on t.descendant_id = f.member_id
      where t.ancestor_id = any(${`{${q.owners.join(',')}}`}::int[])
        and least(t.depth, 2) = any(${`{${q.bands.join(',')}}`}::int[])
        and f.brand_day between ${q.from}::date and ${q.to}::date
        and (${q.games?.category ?? null}::text is null or f.category = ${q.games?.category ?? null})
        and (${q.games?.vendorCode ?? null}::text is null or f.vendor_code = ${q.games?.vendorCode ?? null})
      group by 1`);
    return new Map(result.rows.map((r) => [r.key, figuresOf(r)]));
  }

  const zero = figuresOf(undefined);

  beforeAll(async () => {
    t = await tree();
    const members = [t.top, t.a1, t.m1, t.s1, t.m3, t.m2].map((m) => m.id);
    const recorded: BetFactInput[] = [];
    for (const [i, day, category, vendorCode, stake, payout] of bets) {
      const f = fact(members[i]!, {
        category,
        vendorCode,
        stake,
        validBet: stake,
        payout,
        placedAt: at(day),
        settledAt: at(day),
      });
      recorded.push(f);
      await record(f);
    }
    // The 31 January bet voided on 14 February; the 28 February bet's stake partly rolled back and
    // its payout cut on 2 March.
    await record({ ...recorded[1]!, void: true, settledAt: at('2026-02-14') });
    await record({ ...recorded[4]!, stake: 200n, validBet: 200n, payout: 600n, settledAt: at('2026-03-02') });
    await rollUp();
  });

  it('hold the day rows summed per month, negative corrections included', async () => {
    const byMonth = await database.db.execute<{ source: string; n: string }>(sql`
      select 'day' as source, count(*)::text as n from (
        select owner_id, band, date_trunc('month', brand_day)::date as m, category, vendor_code,
               sum(turnover) as turnover, sum(valid_bet) as valid_bet, sum(payout) as payout,
               sum(bet_count) as bet_count
        from bet_rollups_day where owner_id = ${t.top.id} group by 1, 2, 3, 4, 5
        except
        select owner_id, band, brand_month, category, vendor_code, turnover, valid_bet, payout, bet_count
        from bet_rollups_month where owner_id = ${t.top.id}) d
      union all
      select 'month', count(*)::text from bet_rollups_month where owner_id = ${t.top.id}`);
    expect(byMonth.rows).toEqual([
      { source: 'day', n: '0' },
      { source: 'month', n: expect.not.stringMatching(/^0$/) },
    ]);
    // February of the top agent's team: the voided January bet shows as a negative correction.
    const february = await repo().sumDays({
      ownerId: t.top.id,
      bands: [0, 1, 2],
      from: '2026-02-01',
      to: '2026-02-28',
      games: { category: 'RNG', vendorCode: 'MV2' },
    });
    expect(february).toMatchObject({ turnover: -2000n, payout: -5000n, betCount: -1 });
  });

  it('sumDays, perOwner and grouped equal the journal over whole and partial months', async () => {
    const r = repo();
    for (const [from, to] of ranges) {
      for (const games of filters) {
        for (const bands of [[0, 1, 2], [1], [0]]) {
          const sums = await r.sumDays({ ownerId: t.top.id, bands, from, to, games });
          const raw = await fromFacts({ owners: [t.top.id], bands, from, to, games });
          expect(sums, `${from}..${to} ${JSON.stringify(games)} ${bands}`).toEqual(raw.get('all') ?? zero);
        }
        const owners = [t.top.id, t.a1.id, t.a2.id, t.s1.id, t.m1.id];
        for (const bands of [[0, 1, 2], [0]]) {
          const per = await r.perOwner(owners, bands, from, to, games);
          const raw = await fromFacts({ owners, bands, from, to, games, by: 'owner' });
          expect(new Map([...per].map(([id, f]) => [String(id), f]))).toEqual(raw);
        }
      }
      const q = { ownerId: t.a1.id, bands: [0, 1, 2], from, to };
      const categories = await r.grouped(q, 'category');
      const byCategory = await fromFacts({ ...q, owners: [t.a1.id], by: 'category' });
      expect(new Map(categories.map(({ category, vendorCode: _v, ...f }) => [category, f]))).toEqual(
        byCategory,
      );
      const vendors = await r.grouped({ ...q, ownerId: t.top.id }, 'vendor');
      const byVendor = await fromFacts({ ...q, owners: [t.top.id], by: 'vendor' });
      expect(
        new Map(vendors.map(({ category, vendorCode, ...f }) => [`${vendorCode}|${category}`, f])),
      ).toEqual(byVendor);
    }
  });

  it('the reports read them: team totals, a filtered statement page and its footer', async () => {
    const [from, to] = ['2026-01-15', '2026-03-15'];
    const raw = await fromFacts({ owners: [t.top.id], bands: [0, 1, 2], from, to });
    expect(await app.betFacts.teamTotals(q(t.top.id, { from, to }))).toMatchObject(raw.get('all')!);
    const games = { category: 'LIVE' };
    const page = await app.betFacts.memberTotals({
      ...q(t.top.id, { from, to, scope: 'direct' }),
      page: 1,
      pageSize: 10,
      rowFigures: 'team',
      games,
    });
    const rows = await fromFacts({
      owners: [t.a1.id, t.a2.id],
      bands: [0, 1, 2],
      from,
      to,
      games,
      by: 'owner',
    });
    for (const row of page.list) expect(row).toMatchObject(rows.get(String(row.memberId)) ?? zero);
    const footer = await fromFacts({ owners: [t.top.id], bands: [1], from, to, games });
    expect(page.footer).toMatchObject(footer.get('all') ?? zero);
  });
});

describe('member tree', () => {
  it('follows registration and a change of parent; a move under its own downline is refused', async () => {
    const t = await tree();
    const accounts = app.betFacts; // reports see the tree through the accounts port
    expect(
      (await accounts.memberTotals({ ...q(t.top.id), activeOnly: false, page: 1, pageSize: 50 })).total,
    ).toBe(7);
    await database.db.execute(sql`update members set parent_id = ${t.a2.id} where id = ${t.s1.id}`);
    const a2 = await accounts.memberTotals({ ...q(t.a2.id), activeOnly: false, page: 1, pageSize: 50 });
    expect(a2.list.map((r) => r.memberId).sort()).toEqual([t.a2.id, t.m2.id, t.s1.id, t.m3.id].sort());
    await expect(
      database.db.execute(sql`update members set parent_id = ${t.m3.id} where id = ${t.a2.id}`),
    ).rejects.toThrow();
  });
});
