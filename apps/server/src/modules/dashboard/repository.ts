import { TRIAL_TYPE } from '@jade/contract/account-types';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { members } from '../accounts/tables';
import { betRollupsDay } from '../bet-facts/tables';
import { vendors } from '../games/tables';
import { accountKey } from '../ledger/accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/tables';
import { deposits } from '../payments/tables';

/**
 * The dashboard's read-only queries (decision D-dash-1). Each reads one region (merchant) and sums in
 * PostgreSQL, grouped by the region's day: nothing but one row per day (or per category and vendor)
 * comes back. The tables belong to other modules and are read through their exported definitions:
 * accounts (registrations), payments (deposits), the ledger (withdrawals paid, the bonus account's
 * flow) and the bet facts' day roll-ups (bets, GGR, active players).
 */

/** Days of the region, both ends included, and the instants they span ([start, end)). */
export interface DaySpan {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** What one region's day or range adds up to, in minor units. */
export interface DayFlows {
  registrations: number;
  deposits: number;
  depositAmount: bigint;
  firstDeposits: number;
  firstDepositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  bonuses: bigint;
  bets: number;
  turnover: bigint;
  payout: bigint;
  activePlayers: number;
}

export interface GameRow {
  category: string;
  vendorCode: string | null;
  vendorName: string | null;
  bets: number;
  turnover: bigint;
  payout: bigint;
}

const NOT_TRIAL = sql.raw(String(TRIAL_TYPE));

/** `col` (an instant) as the region's day, `yyyy-MM-dd`. */
const localDay = (col: SQL | unknown, zone: string) =>
  sql`to_char(${col} at time zone ${zone}, 'YYYY-MM-DD')`;

/** An instant inside any of the spans. */
function inInstants(col: unknown, spans: readonly DaySpan[]): SQL {
  return sql.join(
    spans.map(
      (s) =>
        sql`(${col} >= ${s.start.toISOString()}::timestamptz and ${col} < ${s.end.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
}

/** A brand day (a `date` column) inside any of the spans. */
function inDays(col: unknown, spans: readonly DaySpan[]): SQL {
  return sql.join(
    spans.map((s) => sql`(${col} between ${s.from}::date and ${s.to}::date)`),
    sql` or `,
  );
}

const big = (v: string | number | null | undefined) => BigInt(v ?? 0);

export function createDashboardRepository(db: Database) {
  /** A house account's id of the region (null before its first movement). */
  async function houseAccountId(
    merchantCode: string,
    house: 'external' | 'bonuses',
    currency: string,
  ): Promise<number | null> {
    const key = accountKey(merchantCode, { kind: 'house', house, currency });
    const r = await db.execute<{ id: string }>(
      sql`select ${ledgerAccounts.id} as id from ${ledgerAccounts} where ${ledgerAccounts.accountKey} = ${key}`,
    );
    return r.rows[0] ? Number(r.rows[0].id) : null;
  }

  return {
    /** New accounts per day (trial accounts are not registrations). */
    async registrationsByDay(merchantCode: string, zone: string, spans: readonly DaySpan[]) {
      const r = await db.execute<{ day: string; n: number }>(sql`
        select ${localDay(members.createdAt, zone)} as day, count(*)::int as n
        from ${members}
        where ${members.merchantCode} = ${merchantCode} and ${members.type} <> ${NOT_TRIAL}
          and (${inInstants(members.createdAt, spans)})
        group by 1`);
      return new Map(r.rows.map((row) => [row.day, Number(row.n)]));
    },

    /**
     * Credited deposits per day (by the time they were credited), and among them each player's first
     * credited deposit ever: one with no credited deposit of the same player before it.
     */
    async depositsByDay(merchantCode: string, zone: string, spans: readonly DaySpan[]) {
      const r = await db.execute<{
        day: string;
        n: number;
        amount: string;
        firsts: number;
        first_amount: string;
      }>(sql`
        select day, count(*)::int as n, sum(amount)::text as amount,
               (count(*) filter (where first))::int as firsts,
               coalesce(sum(amount) filter (where first), 0)::text as first_amount
        from (
          select ${localDay(sql`d.credited_at`, zone)} as day, d.amount,
                 not exists (
                   select 1 from ${deposits} e
                   where e.member_id = d.member_id and e.status = 'credited'
                     and (e.credited_at, e.id) < (d.credited_at, d.id)
                 ) as first
          from ${deposits} d
          where d.merchant_code = ${merchantCode} and d.status = 'credited'
            and (${inInstants(sql`d.credited_at`, spans)})
        ) x
        group by day`);
      return new Map(
        r.rows.map((row) => [
          row.day,
          {
            deposits: Number(row.n),
            depositAmount: big(row.amount),
            firstDeposits: Number(row.firsts),
            firstDepositAmount: big(row.first_amount),
          },
        ]),
      );
    },

    /**
     * Withdrawals paid out per day, from the ledger: what the region's `external` house account
     * received as payments to payees (`withdrawal_paid`, partial payments on their own days) less
     * what it gave back when an operator refunded a disputed payout (`withdrawal_release` from it).
     * The count is the withdrawals with a payment on that day.
     */
    async withdrawalsByDay(merchantCode: string, currency: string, zone: string, spans: readonly DaySpan[]) {
      const account = await houseAccountId(merchantCode, 'external', currency);
      if (account === null) return new Map<string, { withdrawals: number; withdrawalAmount: bigint }>();
      const r = await db.execute<{ day: string; n: number; amount: string }>(sql`
        select ${localDay(ledgerEntries.createdAt, zone)} as day,
               (count(distinct ${ledgerTransfers.reference})
                  filter (where ${ledgerTransfers.type} = 'withdrawal_paid'))::int as n,
               sum(${ledgerEntries.amount})::text as amount
        from ${ledgerEntries}
        join ${ledgerTransfers} on ${ledgerTransfers.id} = ${ledgerEntries.transferId}
        where ${ledgerEntries.accountId} = ${account}
          and ${ledgerTransfers.type} in ('withdrawal_paid', 'withdrawal_release')
          and (${inInstants(ledgerEntries.createdAt, spans)})
        group by 1`);
      return new Map(
        r.rows.map((row) => [row.day, { withdrawals: Number(row.n), withdrawalAmount: big(row.amount) }]),
      );
    },

    /**
     * The net bonus cost per day: what left the region's house `bonuses` account (bonus grants, VIP
     * bonuses, rebates) less what came back to it (bonuses expired, forfeited or cancelled). Trial
     * accounts' bonuses use the trial book's own account and never appear here.
     */
    async bonusesByDay(merchantCode: string, currency: string, zone: string, spans: readonly DaySpan[]) {
      const account = await houseAccountId(merchantCode, 'bonuses', currency);
      if (account === null) return new Map<string, bigint>();
      const r = await db.execute<{ day: string; amount: string }>(sql`
        select ${localDay(ledgerEntries.createdAt, zone)} as day, (-sum(${ledgerEntries.amount}))::text as amount
        from ${ledgerEntries}
        where ${ledgerEntries.accountId} = ${account} and (${inInstants(ledgerEntries.createdAt, spans)})
        group by 1`);
      return new Map(r.rows.map((row) => [row.day, big(row.amount)]));
    },

    /**
     * Bets per brand day from the day roll-ups' band 0 (each member's own bets, so every bet once),
     * trial accounts left out: bets, turnover, payout and the players with a bet that day.
     */
    async betsByDay(merchantCode: string, spans: readonly DaySpan[]) {
      const r = await db.execute<{
        day: string;
        bets: string;
        turnover: string;
        payout: string;
        active: number;
      }>(sql`
        with own as (
          select r.brand_day, r.owner_id, sum(r.bet_count) as bets, sum(r.turnover) as turnover,
                 sum(r.payout) as payout
          from ${betRollupsDay} r
          join ${members} m on m.id = r.owner_id
          where r.band = 0 and r.merchant_code = ${merchantCode} and (${inDays(sql`r.brand_day`, spans)})
            and m.type <> ${NOT_TRIAL}
          group by 1, 2
        )
        select to_char(brand_day, 'YYYY-MM-DD') as day, sum(bets)::text as bets,
               sum(turnover)::text as turnover, sum(payout)::text as payout,
               (count(*) filter (where bets > 0))::int as active
        from own group by 1`);
      return new Map(
        r.rows.map((row) => [
          row.day,
          {
            bets: Number(row.bets),
            turnover: big(row.turnover),
            payout: big(row.payout),
            activePlayers: Number(row.active),
          },
        ]),
      );
    },

    /** Distinct players with a bet in each span (a player counts once per span, whatever the days). */
    async activePlayers(merchantCode: string, spans: readonly DaySpan[]): Promise<number[]> {
      if (spans.length === 0) return [];
      const r = await db.execute<Record<string, number>>(sql`
        with own as (
          select r.owner_id, r.brand_day
          from ${betRollupsDay} r
          join ${members} m on m.id = r.owner_id
          where r.band = 0 and r.merchant_code = ${merchantCode} and (${inDays(sql`r.brand_day`, spans)})
            and m.type <> ${NOT_TRIAL}
          group by 1, 2
          having sum(r.bet_count) > 0
        )
        select ${sql.join(
          spans.map(
            (s, i) =>
              sql`(count(distinct owner_id) filter (where brand_day between ${s.from}::date and ${s.to}::date))::int as ${sql.identifier(`s${i}`)}`,
          ),
          sql`, `,
        )}
        from own`);
      const row = r.rows[0] ?? {};
      return spans.map((_, i) => Number(row[`s${i}`] ?? 0));
    },

    /**
     * Bets of a span by category, and by vendor within its category (one query, grouping sets), with
     * the brand's name of each vendor when the catalogue has one.
     */
    async betsByGame(merchantCode: string, brandId: number, span: DaySpan): Promise<GameRow[]> {
      const r = await db.execute<{
        category: string;
        vendor_code: string | null;
        vendor_name: string | null;
        bets: string;
        turnover: string;
        payout: string;
      }>(sql`
        select g.category, g.vendor_code, v.display_name as vendor_name, g.bets::text, g.turnover::text,
               g.payout::text
        from (
          select r.category, r.vendor_code, sum(r.bet_count) as bets, sum(r.turnover) as turnover,
                 sum(r.payout) as payout
          from ${betRollupsDay} r
          join ${members} m on m.id = r.owner_id
          where r.band = 0 and r.merchant_code = ${merchantCode}
            and r.brand_day between ${span.from}::date and ${span.to}::date and m.type <> ${NOT_TRIAL}
          group by grouping sets ((r.category), (r.category, r.vendor_code))
        ) g
        left join ${vendors} v on v.brand_id = ${brandId} and v.code = g.vendor_code
        where g.bets <> 0 or g.turnover <> 0 or g.payout <> 0
        order by g.category, g.vendor_code nulls first`);
      return r.rows.map((row) => ({
        category: row.category,
        vendorCode: row.vendor_code,
        vendorName: row.vendor_name,
        bets: Number(row.bets),
        turnover: big(row.turnover),
        payout: big(row.payout),
      }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
