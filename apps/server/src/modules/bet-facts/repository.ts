import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx, DbTransaction } from '../../platform/jobs/queue';
import { splitRange, type DaySpan } from './month-split';
import type { BetFactEntry, BetFactSource, BetFigures, GameFilter } from './types';
import { betFacts } from './tables';

/** A journal position: (writer's transaction id, fact id). */
export interface FactCursor {
  txId: string;
  factId: number;
}

/** What a bet's entries add up to so far (revision −1: none yet). */
export interface RecordedState {
  revision: number;
  turnover: bigint;
  validBet: bigint;
  payout: bigint;
  betCount: number;
}

/** An entry to write: the database adds its id, win/loss and brand day and hour (in `timeZone`). */
export type NewFactRow = Omit<BetFactEntry, 'id' | 'winLoss' | 'brandDay' | 'brandHour'> & {
  timeZone: string;
};

/**
 * One roll-up row's increments (`slot`: the brand day for a day row, the 1st of the month for a month
 * row, the local hour start for an hour row).
 */
export interface RollupDelta {
  ownerId: number;
  band: number;
  slot: string;
  category: string;
  vendorCode: string;
  merchantCode: string;
  turnover: bigint;
  validBet: bigint;
  payout: bigint;
  betCount: number;
}

export interface BettorDelta {
  ownerId: number;
  band: number;
  brandDay: string;
  bettors: number;
}

interface FigureRow extends Record<string, unknown> {
  turnover: string | null;
  valid_bet: string | null;
  payout: string | null;
  bet_count: string | null;
}

const ints = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The filter as conditions on a day or month roll-up row (`and …`, or nothing without a filter). */
function gameWhere(filter: GameFilter | undefined, alias = sql.raw('bet_rollups_day')): SQL {
  const parts: SQL[] = [];
  if (filter?.category) parts.push(sql` and ${alias}.category = ${filter.category}`);
  if (filter?.vendorCode) parts.push(sql` and ${alias}.vendor_code = ${filter.vendorCode}`);
  return sql.join(parts);
}

/** True when the filter narrows anything. */
export const filtersGames = (filter: GameFilter | undefined): filter is GameFilter =>
  Boolean(filter?.category || filter?.vendorCode);

export function figuresOf(row: FigureRow | undefined): BetFigures {
  const turnover = BigInt(row?.turnover ?? 0);
  const payout = BigInt(row?.payout ?? 0);
  return {
    turnover,
    validBet: BigInt(row?.valid_bet ?? 0),
    payout,
    winLoss: payout - turnover,
    betCount: Number(row?.bet_count ?? 0),
  };
}

const SUMS = sql.raw(
  'sum(turnover)::text as turnover, sum(valid_bet)::text as valid_bet, sum(payout)::text as payout, sum(bet_count)::text as bet_count',
);

/** The two tables of day-range figures (same keys and figures): per brand day and per month. */
const DAY_TABLE = { table: sql.raw('bet_rollups_day'), slot: sql.raw('brand_day') };
const MONTH_TABLE = { table: sql.raw('bet_rollups_month'), slot: sql.raw('brand_month') };
type FiguresTable = typeof DAY_TABLE;

/** The figures of one summed read, as text (as figuresOf reads them). */
const FIGURES_AS_TEXT = sql.raw(
  'turnover::text as turnover, valid_bet::text as valid_bet, payout::text as payout, bet_count::text as bet_count',
);
/** The figures of the day sums `d` and month sums `m`, added (a key may be missing on one side). */
const ADDED_AS_TEXT = sql.raw(
  ['turnover', 'valid_bet', 'payout', 'bet_count']
    .map((c) => `(coalesce(d.${c}, 0) + coalesce(m.${c}, 0))::text as ${c}`)
    .join(', '),
);

/**
 * The figures of [from, to] per `keys` (none: one row), as one statement: the whole months inside the
 * range from the month table, the days left at either end from the day table (month-split.ts; a
 * year of one owner is 12 month rows per key instead of 365 day rows), each read summed per key and
 * the two added up. A full join of the two sums rather than a UNION ALL of their rows: over a union
 * the planner likes a Parallel Append, whose workers take 5–20 ms to start here for under a
 * millisecond of reading.
 */
function sumsBetween(
  q: {
    /** The condition on owner_id. */
    owners: SQL;
    bands: readonly number[];
    from: string;
    to: string;
    games?: GameFilter | undefined;
  },
  keys: readonly string[],
): SQL {
  const keyList = sql.raw(keys.join(', '));
  const keyColumns = sql.raw(keys.map((k) => `${k}, `).join(''));
  const read = ({ table, slot }: FiguresTable, spans: readonly DaySpan[]) => sql`
    select ${keyColumns}sum(turnover) as turnover, sum(valid_bet) as valid_bet, sum(payout) as payout,
           sum(bet_count) as bet_count
    from ${table}
    where ${q.owners} and band = any(${ints(q.bands)})
      and (${sql.join(
        spans.map((s) => sql`${slot} between ${s.from}::date and ${s.to}::date`),
        sql` or `,
      )})${gameWhere(q.games, table)}
    ${keys.length > 0 ? sql`group by ${keyList}` : sql``}`;
  const { months, days } = splitRange(q.from, q.to);
  if (!months) {
    // No whole month (or an empty range, from after to: the day table's empty answer).
    const day = read(DAY_TABLE, days.length > 0 ? days : [{ from: q.from, to: q.to }]);
    return sql`select ${keyColumns}${FIGURES_AS_TEXT} from (${day}) d`;
  }
  const month = read(MONTH_TABLE, [{ from: months.first, to: months.last }]);
  if (days.length === 0) return sql`select ${keyColumns}${FIGURES_AS_TEXT} from (${month}) d`;
  const both =
    keys.length > 0 ? sql`full join (${month}) m using (${keyList})` : sql`cross join (${month}) m`;
  return sql`
    select ${keyColumns}${ADDED_AS_TEXT}
    from (${read(DAY_TABLE, days)}) d ${both}`;
}

/** Adds increments to day or month rows (the keys' figures grow; a new key starts at them). */
async function addFigures(tx: DbTransaction, { table, slot }: FiguresTable, rows: readonly RollupDelta[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${table} as t (owner_id, band, ${slot}, category, vendor_code, merchant_code, turnover,
      valid_bet, payout, bet_count)
    select "ownerId", band, slot::date, category, "vendorCode", "merchantCode", turnover, "validBet",
           payout, "betCount"
    from json_to_recordset(${JSON.stringify(rows, bigintsAsText)}::json) as x("ownerId" int,
      band smallint, slot text, category text, "vendorCode" text, "merchantCode" text, turnover bigint,
      "validBet" bigint, payout bigint, "betCount" int)
    on conflict (owner_id, band, ${slot}, category, vendor_code) do update set
      turnover = t.turnover + excluded.turnover, valid_bet = t.valid_bet + excluded.valid_bet,
      payout = t.payout + excluded.payout, bet_count = t.bet_count + excluded.bet_count`);
}

interface EntryRow extends Record<string, unknown> {
  id: string;
  tx_id: string;
  source: BetFactSource;
  source_id: string;
  revision: number;
  merchant_code: string;
  member_id: number;
  currency: string;
  category: string;
  vendor_code: string;
  game_code: string;
  turnover: string;
  valid_bet: string;
  payout: string;
  win_loss: string;
  bet_count: number;
  placed_at: Date | string;
  settled_at: Date | string;
  brand_day: string;
  brand_hour: string;
}

function entryOf(r: EntryRow): BetFactEntry {
  return {
    id: Number(r.id),
    source: r.source,
    sourceId: r.source_id,
    revision: Number(r.revision),
    merchantCode: r.merchant_code,
    memberId: Number(r.member_id),
    currency: r.currency,
    category: r.category,
    vendorCode: r.vendor_code,
    gameCode: r.game_code,
    turnover: BigInt(r.turnover),
    validBet: BigInt(r.valid_bet),
    payout: BigInt(r.payout),
    winLoss: BigInt(r.win_loss),
    betCount: Number(r.bet_count),
    placedAt: new Date(r.placed_at),
    settledAt: new Date(r.settled_at),
    brandDay: r.brand_day,
    brandHour: r.brand_hour,
  };
}

export function createBetFactsRepository(db: Database) {
  return {
    /**
     * Stake, payout and rounds per game of a vendor from the bet facts settled in [from, to) (every
     * revision: re-settlements and voids are differences, so the sums are right).
     */
    async gameFigures(merchantCode: string, currency: string, vendorCode: string, from: Date, to: Date) {
      const rows = await db
        .select({
          gameCode: betFacts.gameCode,
          stake: sql<string>`coalesce(sum(${betFacts.turnover}), 0)::text`,
          payout: sql<string>`coalesce(sum(${betFacts.payout}), 0)::text`,
          rounds: sql<number>`coalesce(sum(${betFacts.betCount}), 0)::int`,
        })
        .from(betFacts)
        .where(
          and(
            eq(betFacts.vendorCode, vendorCode),
            eq(betFacts.merchantCode, merchantCode),
            eq(betFacts.currency, currency),
            sql`${betFacts.settledAt} >= ${from} and ${betFacts.settledAt} < ${to}`,
          ),
        )
        .groupBy(betFacts.gameCode);
      return new Map(
        rows.map((r) => [r.gameCode, { stake: BigInt(r.stake), payout: BigInt(r.payout), rounds: r.rounds }]),
      );
    },

    // ------------------------------------------------------------------------------------ writing
    async recordedState(tx: DbOrTx, source: BetFactSource, sourceId: string): Promise<RecordedState> {
      const result = await tx.execute<FigureRow & { revision: number | null }>(sql`
        select max(revision) as revision, ${SUMS}
        from bet_facts where source = ${source} and source_id = ${sourceId}`);
      const row = result.rows[0];
      const f = figuresOf(row);
      return {
        revision: row?.revision === null || row?.revision === undefined ? -1 : Number(row.revision),
        turnover: f.turnover,
        validBet: f.validBet,
        payout: f.payout,
        betCount: f.betCount,
      };
    },

    /** Brand day and hour come from the settlement instant in the merchant's time zone. */
    async insertFact(tx: DbOrTx, r: NewFactRow): Promise<void> {
      const settled = r.settledAt.toISOString();
      await tx.execute(sql`
        insert into bet_facts (source, source_id, revision, merchant_code, member_id, currency, category,
          vendor_code, game_code, turnover, valid_bet, payout, win_loss, bet_count, placed_at, settled_at,
          brand_day, brand_hour)
        values (${r.source}, ${r.sourceId}, ${r.revision}, ${r.merchantCode}, ${r.memberId}, ${r.currency},
          ${r.category}, ${r.vendorCode}, ${r.gameCode}, ${r.turnover}, ${r.validBet}, ${r.payout},
          ${r.payout - r.turnover}, ${r.betCount}, ${r.placedAt.toISOString()}::timestamptz,
          ${settled}::timestamptz,
          (${settled}::timestamptz at time zone ${r.timeZone})::date,
          date_trunc('hour', ${settled}::timestamptz at time zone ${r.timeZone}))`);
    },

    // ---------------------------------------------------------------------------------- consumers
    /** The consumer's cursor, created at the start of the journal if new, locked until commit. */
    async lockCursor(tx: DbTransaction, consumer: string): Promise<FactCursor> {
      await tx.execute(sql`
        insert into bet_fact_cursors (consumer) values (${consumer}) on conflict (consumer) do nothing`);
      const result = await tx.execute<{ tx_id: string; fact_id: string }>(sql`
        select tx_id::text as tx_id, fact_id from bet_fact_cursors where consumer = ${consumer} for update`);
      const row = result.rows[0]!;
      return { txId: row.tx_id, factId: Number(row.fact_id) };
    },

    /**
     * Entries after the cursor, from transactions that have ended only: a transaction id below the
     * snapshot's xmin can no longer write, so no entry can appear later behind the cursor.
     */
    async entriesAfter(tx: DbTransaction, cursor: FactCursor, limit: number) {
      // The positions first, from the (tx_id, id) index alone; then their rows. (Asked for whole rows
      // at once, the planner may prefer a scan and a sort when many rows are waiting, as after a
      // backfill.)
      const result = await tx.execute<EntryRow>(sql`
        with next as materialized (
          select tx_id, id from bet_facts
          where (tx_id, id) > (${cursor.txId}::xid8, ${cursor.factId}::bigint)
            and tx_id < pg_snapshot_xmin(pg_current_snapshot())
          order by tx_id, id
          limit ${limit})
        select f.id, f.tx_id::text as tx_id, f.source, f.source_id, f.revision, f.merchant_code, f.member_id,
               f.currency, f.category, f.vendor_code, f.game_code, f.turnover, f.valid_bet, f.payout,
               f.win_loss, f.bet_count, f.placed_at, f.settled_at,
               to_char(f.brand_day, 'YYYY-MM-DD') as brand_day,
               to_char(f.brand_hour, 'YYYY-MM-DD"T"HH24:00') as brand_hour
        from next join bet_facts f on f.id = next.id
        order by next.tx_id, next.id`);
      return result.rows.map((r) => ({ entry: entryOf(r), txId: r.tx_id }));
    },

    async advanceCursor(tx: DbTransaction, consumer: string, to: FactCursor): Promise<void> {
      await tx.execute(sql`
        update bet_fact_cursors set tx_id = ${to.txId}::xid8, fact_id = ${to.factId}, updated_at = now()
        where consumer = ${consumer}`);
    },

    /** Whether a fact recorded before `at` is still after the cursor (a range of the index). */
    async pendingBefore(cursor: FactCursor, at: Date): Promise<boolean> {
      const result = await db.execute<{ pending: boolean }>(sql`
        select exists (
          select 1 from bet_facts
          where (tx_id, id) > (${cursor.txId}::xid8, ${cursor.factId}::bigint)
            and recorded_at < ${at.toISOString()}::timestamptz) as pending`);
      return Boolean(result.rows[0]?.pending);
    },

    async cursorOf(consumer: string): Promise<FactCursor | undefined> {
      const result = await db.execute<{ tx_id: string; fact_id: string }>(sql`
        select tx_id::text as tx_id, fact_id from bet_fact_cursors where consumer = ${consumer}`);
      const row = result.rows[0];
      return row ? { txId: row.tx_id, factId: Number(row.fact_id) } : undefined;
    },

    // ------------------------------------------------------------------------------------ roll-ups
    /** Each (member, day)'s own bet count so far (band 0), before a batch is applied. */
    async ownDayCounts(tx: DbTransaction, pairs: readonly { memberId: number; day: string }[]) {
      const counts = new Map<string, number>();
      if (pairs.length === 0) return counts;
      const result = await tx.execute<{ owner_id: number; brand_day: string; n: string }>(sql`
        select r.owner_id, to_char(r.brand_day, 'YYYY-MM-DD') as brand_day, sum(r.bet_count)::text as n
        from bet_rollups_day r
        join json_to_recordset(${JSON.stringify(pairs)}::json) as p("memberId" int, day date)
          on r.owner_id = p."memberId" and r.band = 0 and r.brand_day = p.day
        group by r.owner_id, r.brand_day`);
      for (const r of result.rows) counts.set(`${r.owner_id}|${r.brand_day}`, Number(r.n));
      return counts;
    },

    async addDay(tx: DbTransaction, rows: readonly RollupDelta[]): Promise<void> {
      await addFigures(tx, DAY_TABLE, rows);
    },

    /** The same increments per month (`slot`: the 1st), in the same transaction as the day rows. */
    async addMonth(tx: DbTransaction, rows: readonly RollupDelta[]): Promise<void> {
      await addFigures(tx, MONTH_TABLE, rows);
    },

    async addHour(tx: DbTransaction, rows: readonly RollupDelta[]): Promise<void> {
      if (rows.length === 0) return;
      await tx.execute(sql`
        insert into bet_rollups_hour as t (owner_id, band, brand_hour, category, merchant_code, turnover,
          valid_bet, payout, bet_count)
        select "ownerId", band, slot::timestamp, category, "merchantCode", turnover, "validBet", payout,
               "betCount"
        from json_to_recordset(${JSON.stringify(rows, bigintsAsText)}::json) as x("ownerId" int,
          band smallint, slot text, category text, "merchantCode" text, turnover bigint, "validBet" bigint,
          payout bigint, "betCount" int)
        on conflict (owner_id, band, brand_hour, category) do update set
          turnover = t.turnover + excluded.turnover, valid_bet = t.valid_bet + excluded.valid_bet,
          payout = t.payout + excluded.payout, bet_count = t.bet_count + excluded.bet_count`);
    },

    async addBettors(tx: DbTransaction, rows: readonly BettorDelta[]): Promise<void> {
      if (rows.length === 0) return;
      await tx.execute(sql`
        insert into bet_rollups_bettors as t (owner_id, band, brand_day, bettors)
        select "ownerId", band, "brandDay", bettors
        from json_to_recordset(${JSON.stringify(rows)}::json) as x("ownerId" int, band smallint,
          "brandDay" date, bettors int)
        on conflict (owner_id, band, brand_day) do update set bettors = t.bettors + excluded.bettors`);
    },

    // ------------------------------------------------------------------------------------- reports
    async sumDays(q: {
      ownerId: number;
      bands: readonly number[];
      from: string;
      to: string;
      games?: GameFilter | undefined;
    }) {
      const result = await db.execute<FigureRow>(
        sumsBetween({ ...q, owners: sql`owner_id = ${q.ownerId}` }, []),
      );
      return figuresOf(result.rows[0]);
    },

    async dailyOf(q: { ownerId: number; bands: readonly number[]; from: string; to: string }) {
      const result = await db.execute<FigureRow & { day: string; bettors: string | null }>(sql`
        select to_char(d.brand_day, 'YYYY-MM-DD') as day, d.turnover, d.valid_bet, d.payout, d.bet_count,
               (select sum(b.bettors) from bet_rollups_bettors b
                where b.owner_id = ${q.ownerId} and b.band = any(${ints(q.bands)})
                  and b.brand_day = d.brand_day)::text as bettors
        from (
          select brand_day, ${SUMS} from bet_rollups_day
          where owner_id = ${q.ownerId} and band = any(${ints(q.bands)})
            and brand_day between ${q.from}::date and ${q.to}::date
          group by brand_day
        ) d
        order by d.brand_day`);
      return result.rows.map((r) => ({
        day: r.day,
        ...figuresOf(r),
        bettors: Math.max(0, Number(r.bettors ?? 0)),
      }));
    },

    async grouped(
      q: { ownerId: number; bands: readonly number[]; from: string; to: string },
      by: 'category' | 'vendor',
    ) {
      const names = by === 'category' ? ['category'] : ['vendor_code', 'category'];
      const sums = sumsBetween({ ...q, owners: sql`owner_id = ${q.ownerId}` }, names);
      const result = await db.execute<FigureRow & { category: string; vendor_code?: string }>(
        sql`${sums} order by ${sql.raw(names.join(', '))}`,
      );
      return result.rows.map((r) => ({
        category: r.category,
        vendorCode: r.vendor_code ?? '',
        ...figuresOf(r),
      }));
    },

    /** Own figures (band 0) or own-team figures (bands 0–2) of each member, over days. */
    async perOwner(
      ids: readonly number[],
      bands: readonly number[],
      from: string,
      to: string,
      games?: GameFilter,
    ) {
      const out = new Map<number, BetFigures>();
      if (ids.length === 0) return out;
      const result = await db.execute<FigureRow & { owner_id: number }>(
        sumsBetween({ owners: sql`owner_id = any(${ints(ids)})`, bands, from, to, games }, ['owner_id']),
      );
      for (const r of result.rows) out.set(Number(r.owner_id), figuresOf(r));
      return out;
    },

    /** Which of the members bet in the days: their activity bits against the range's bits. */
    async activeDays(ids: readonly number[], from: string, to: string): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const result = await db.execute<{ id: number }>(sql`
        select distinct a.member_id as id
        from bet_member_activity a
        join json_to_recordset(${JSON.stringify(rangeMasks(from, to))}::json) as k(year int, mask text)
          on a.year = k.year
        where a.member_id = any(${ints(ids)}) and position(B'1' in (a.days & k.mask::bit(366))) > 0`);
      return new Set(result.rows.map((r) => Number(r.id)));
    },

    /** A condition on a member id: the member bet on a day of [from, to] (their activity bits). */
    activeBetween(from: string, to: string): (memberId: SQL) => SQL {
      const masks = JSON.stringify(rangeMasks(from, to));
      return (memberId) => sql`exists (
        select 1 from bet_member_activity a
        join json_to_recordset(${masks}::json) as k(year int, mask text) on a.year = k.year
        where a.member_id = ${memberId} and position(B'1' in (a.days & k.mask::bit(366))) > 0)`;
    },

    /**
     * A condition on a member id: the member's own bets of [from, to] in the filter's games (their
     * own day roll-ups, band 0: the activity bits do not know the game).
     */
    betInGames(from: string, to: string, games: GameFilter): (memberId: SQL) => SQL {
      const r = sql.raw('r');
      return (memberId) => sql`exists (
        select 1 from bet_rollups_day r
        where r.owner_id = ${memberId} and r.band = 0
          and r.brand_day between ${from}::date and ${to}::date${gameWhere(games, r)}
          and r.bet_count <> 0)`;
    },

    /** How many members of a subquery of ids (column `id`) bet on a day of [from, to] (in `games`). */
    async countActive(members: SQL, from: string, to: string, games?: GameFilter): Promise<number> {
      const active = filtersGames(games) ? this.betInGames(from, to, games) : this.activeBetween(from, to);
      const result = await db.execute<{ n: string }>(sql`
        select count(*)::text as n from ${members} d where ${active(sql`d.id`)}`);
      return Number(result.rows[0]?.n ?? 0);
    },

    /** Sets and clears members' activity bits (a day becomes or stops being one they bet on). */
    async markActivity(
      tx: DbTransaction,
      changes: readonly { memberId: number; year: number; set: string; clear: string }[],
    ): Promise<void> {
      if (changes.length === 0) return;
      const rows = JSON.stringify(changes);
      await tx.execute(sql`
        update bet_member_activity t set days = t.days & ~x.clear::bit(366)
        from json_to_recordset(${rows}::json) as x("memberId" int, year int, clear text)
        where t.member_id = x."memberId" and t.year = x.year and position('1' in x.clear) > 0`);
      await tx.execute(sql`
        insert into bet_member_activity as t (member_id, year, days)
        select "memberId", year, set::bit(366)
        from json_to_recordset(${rows}::json) as x("memberId" int, year int, set text)
        on conflict (member_id, year) do update set days = t.days | excluded.days`);
    },

    /** Hour figures between two local hour starts (end exclusive), given as instants and a zone. */
    async sumHours(q: {
      ownerId: number;
      bands: readonly number[];
      start: Date;
      end: Date;
      timeZone: string;
    }) {
      const result = await db.execute<FigureRow>(sql`
        select ${SUMS} from bet_rollups_hour
        where owner_id = ${q.ownerId} and band = any(${ints(q.bands)})
          and brand_hour >= (${q.start.toISOString()}::timestamptz at time zone ${q.timeZone})
          and brand_hour < (${q.end.toISOString()}::timestamptz at time zone ${q.timeZone})`);
      return figuresOf(result.rows[0]);
    },

    async activeHours(members: SQL, start: Date, end: Date, timeZone: string) {
      const result = await db.execute<{ n: string }>(sql`
        select count(*)::text as n from ${members} m
        where exists (select 1 from bet_rollups_hour r
                      where r.owner_id = m.id and r.band = 0 and r.bet_count > 0
                        and r.brand_hour >= (${start.toISOString()}::timestamptz at time zone ${timeZone})
                        and r.brand_hour < (${end.toISOString()}::timestamptz at time zone ${timeZone}))`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}

const YEAR_BITS = 366;

/** Day of the year of a brand day, 0 = 1 January. */
export function dayOfYear(day: string): { year: number; index: number } {
  const year = Number(day.slice(0, 4));
  const index = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000);
  return { year, index };
}

/** A year's bits with the given days set. */
export function yearMask(indexes: Iterable<number>): string {
  const bits = new Array<string>(YEAR_BITS).fill('0');
  for (const i of indexes) bits[i] = '1';
  return bits.join('');
}

/** Per year of [from, to], the bits of the range's days in that year. */
export function rangeMasks(from: string, to: string): { year: number; mask: string }[] {
  const start = dayOfYear(from);
  const end = dayOfYear(to);
  const out: { year: number; mask: string }[] = [];
  for (let year = start.year; year <= end.year; year++) {
    const first = year === start.year ? start.index : 0;
    const last = year === end.year ? end.index : YEAR_BITS - 1;
    if (first > last) continue;
    out.push({
      year,
      mask: '0'.repeat(first) + '1'.repeat(last - first + 1) + '0'.repeat(YEAR_BITS - 1 - last),
    });
  }
  return out;
}

/** JSON.stringify replacer: bigints as decimal strings (PostgreSQL's bigint input reads them). */
function bigintsAsText(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}

export type BetFactsRepository = ReturnType<typeof createBetFactsRepository>;
