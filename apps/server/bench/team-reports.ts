// Team report latency over a big downline: `npm run bench:team-reports -w @jade/server
//   [-- --members 10000 --days 365 --share 0.35 --iterations 40 --external postgres://…/test]`.
//
// On a fresh database (embedded by default, removed afterwards; with --external a throwaway database
// on that server, dropped afterwards) it builds a downline of --members members in three levels of
// agents below one top agent (20 agents, 10 sub-agents each, players below them), writes a year of
// daily bet facts (each member bets on about --share of the days, in one of four categories and six
// vendors), applies them with the real roll-up job, then times the team reports the agent pages
// call (teamTotals, teamDaily, memberTotals page 1, byCategory, byVendor, hourTotals) for agents of
// each level and four ranges (7 days, 30 days, the year, and the year less a day at either end: the
// most leftover days around the whole months). Prints p50/p95/max per report and level.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/platform/db/client';
import {
  agentLevels,
  buildAgentTree,
  MERCHANT,
  onThrowawayDatabase,
  openAgentModules,
  option,
  printLoadAfter,
  printMachine,
  printTimings,
  timeCalls,
} from './agent-tree-fixture';

const MEMBERS = Number(option('members', '10000'));
const DAYS = Number(option('days', '365'));
const SHARE = Number(option('share', '0.35'));
const ITERATIONS = Number(option('iterations', '40'));
const EXTERNAL = option('external', '');
/** Batches of 5,000 facts the roll-up job applies to measure its rate. */
const JOB_BATCHES = Number(option('job-batches', '10'));
/** BENCH_KEEP=1: leave the embedded database running (and print its URL) to inspect it. */
const KEEP = process.env.BENCH_KEEP === '1';
const LAST_DAY = '2026-10-31';

function dayBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

async function writeFacts(handle: DatabaseHandle) {
  // One fact per member and active day, at a random time of the day, settled in Asia/Manila.
  await handle.db.execute(sql`
    insert into bet_facts (source, source_id, revision, merchant_code, member_id, currency, category,
      vendor_code, game_code, turnover, valid_bet, payout, win_loss, bet_count, placed_at, settled_at,
      brand_day, brand_hour)
    select 'vendor', 'bench:' || m.id || ':' || d, 0, ${MERCHANT}, m.id, 'MMK',
      (array['RNG','LIVE','FISH','TABLE'])[1 + (m.id + d) % 4],
      (array['V1','V2','V3','V4','V5','V6'])[1 + (m.id * 7 + d) % 6], 'G' || (d % 9),
      s.stake, s.stake, s.payout, s.payout - s.stake, 1, s.at, s.at,
      (s.at at time zone 'Asia/Manila')::date, date_trunc('hour', s.at at time zone 'Asia/Manila')
    from members m
    cross join generate_series(0, ${DAYS - 1}) as d
    cross join lateral (
      select (1000 + (random() * 50000)::int)::bigint as stake,
             (random() * 2 * (1000 + (random() * 50000)::int))::bigint as payout,
             (${LAST_DAY}::date - d + interval '1 hour' * (random() * 23)) at time zone 'Asia/Manila' as at
    ) s
    where m.merchant_code = ${MERCHANT} and m.username like 'bench\\_%' and random() < ${SHARE}`);
  const count = await handle.db.execute<{ n: string }>(sql`select count(*)::text as n from bet_facts`);
  return Number(count.rows[0]!.n);
}

/** The day, month, hour and bettor roll-ups of every fact, set-based: the job's result, faster. */
async function buildRollups(handle: DatabaseHandle) {
  const db = handle.db;
  await db.execute(
    sql`truncate bet_rollups_day, bet_rollups_month, bet_rollups_hour, bet_rollups_bettors, bet_member_activity`,
  );
  await db.execute(sql`
    insert into bet_rollups_day (owner_id, band, brand_day, category, vendor_code, merchant_code, turnover,
      valid_bet, payout, bet_count)
    select t.ancestor_id, least(t.depth, 2), f.brand_day, f.category, f.vendor_code, f.merchant_code,
      sum(f.turnover), sum(f.valid_bet), sum(f.payout), sum(f.bet_count)
    from bet_facts f join member_tree t on t.descendant_id = f.member_id
    group by 1, 2, 3, 4, 5, 6`);
  await db.execute(sql`
    insert into bet_rollups_month (owner_id, band, brand_month, category, vendor_code, merchant_code,
      turnover, valid_bet, payout, bet_count)
    select owner_id, band, date_trunc('month', brand_day)::date, category, vendor_code, min(merchant_code),
      sum(turnover), sum(valid_bet), sum(payout), sum(bet_count)
    from bet_rollups_day
    group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into bet_rollups_hour (owner_id, band, brand_hour, category, merchant_code, turnover, valid_bet,
      payout, bet_count)
    select t.ancestor_id, least(t.depth, 2), f.brand_hour, f.category, f.merchant_code,
      sum(f.turnover), sum(f.valid_bet), sum(f.payout), sum(f.bet_count)
    from bet_facts f join member_tree t on t.descendant_id = f.member_id
    group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into bet_rollups_bettors (owner_id, band, brand_day, bettors)
    select t.ancestor_id, least(t.depth, 2), d.brand_day, count(*)
    from (select member_id, brand_day from bet_facts group by 1, 2 having sum(bet_count) > 0) d
    join member_tree t on t.descendant_id = d.member_id
    group by 1, 2, 3`);
  await db.execute(sql`
    with days as (
      select member_id, brand_day from bet_facts group by 1, 2 having sum(bet_count) > 0
    ), grouped as (
      select member_id, extract(year from brand_day)::int as y,
        array_agg(brand_day - make_date(extract(year from brand_day)::int, 1, 1)) as idx
      from days group by 1, 2
    )
    insert into bet_member_activity (member_id, year, days)
    select member_id, y,
      (select string_agg(case when i = any(idx) then '1' else '0' end, '' order by i)
       from generate_series(0, 365) i)::bit(366)
    from grouped`);
  await db.execute(sql`
    update bet_fact_cursors c set tx_id = l.tx_id, fact_id = l.id
    from (select tx_id, id from bet_facts order by tx_id desc, id desc limit 1) l
    where c.consumer = 'rollups'`);
}

async function run(url: string, label: string) {
  const { handle, facts } = await openAgentModules(url, { batchSize: 5000, batchesPerRun: JOB_BATCHES });
  try {
    let t = Date.now();
    const tree = await buildAgentTree(handle, { members: MEMBERS, prefix: 'bench_' });
    console.info(`[${label}] tree: ${MEMBERS} members in ${Date.now() - t} ms`);
    t = Date.now();
    const written = await writeFacts(handle);
    console.info(`[${label}] facts: ${written} in ${Date.now() - t} ms`);
    // The roll-up job's rate on the first --job-facts facts; then the same roll-ups built for all the
    // facts at once in SQL (what the job would end with, without waiting for it) and the cursor moved
    // to the end of the journal.
    t = Date.now();
    const { applied } = await handle.db.transaction((tx) => facts.rollupDue(tx));
    const rollupMs = Date.now() - t;
    console.info(
      `[${label}] roll-up job: ${applied} facts in ${rollupMs} ms (${Math.round((applied / rollupMs) * 1000)} facts/s)`,
    );
    t = Date.now();
    await buildRollups(handle);
    console.info(`[${label}] roll-ups of every fact in SQL: ${Date.now() - t} ms`);
    await handle.db.execute(sql`analyze`);

    const levels = agentLevels(tree);
    // Ranges end on the last day (from = days back), but `year-2d`: the whole months' worst case, the
    // most leftover days read from the day table (e.g. 2 November to 30 October: 29 + 30 days).
    const ranges: Record<string, { from: string; to: string }> = {
      '7d': { from: dayBefore(LAST_DAY, 6), to: LAST_DAY },
      '30d': { from: dayBefore(LAST_DAY, 29), to: LAST_DAY },
      year: { from: dayBefore(LAST_DAY, DAYS - 1), to: LAST_DAY },
      'year-2d': { from: dayBefore(LAST_DAY, DAYS - 2), to: dayBefore(LAST_DAY, 1) },
    };
    const reports = {
      teamTotals: (agentId: number, from: string, to: string) =>
        facts.teamTotals({ merchantCode: MERCHANT, agentId, from, to, scope: 'team' }),
      teamDaily: (agentId: number, from: string, to: string) =>
        facts.teamDaily({ merchantCode: MERCHANT, agentId, from, to, scope: 'team' }),
      memberTotalsDirect: (agentId: number, from: string, to: string) =>
        facts.memberTotals({
          merchantCode: MERCHANT,
          agentId,
          from,
          to,
          scope: 'direct',
          page: 1,
          pageSize: 20,
          rowFigures: 'team',
        }),
      memberTotalsTeam: (agentId: number, from: string, to: string) =>
        facts.memberTotals({
          merchantCode: MERCHANT,
          agentId,
          from,
          to,
          scope: 'team',
          page: 1,
          pageSize: 20,
        }),
      byCategory: (agentId: number, from: string, to: string) =>
        facts.byCategory({ merchantCode: MERCHANT, agentId, from, to, scope: 'team' }),
      byVendor: (agentId: number, from: string, to: string) =>
        facts.byVendor({ merchantCode: MERCHANT, agentId, from, to, scope: 'team' }),
    };
    const results: { report: string; level: string; range: string; p50: number; p95: number; max: number }[] =
      [];
    for (const [report, fn] of Object.entries(reports))
      for (const [level, agents] of Object.entries(levels))
        for (const [range, { from, to }] of Object.entries(ranges)) {
          const timing = await timeCalls(ITERATIONS, (i) => fn(agents[i % agents.length]!, from, to));
          results.push({ report, level, range, ...timing });
        }
    // Hourly wages: one local hour of the top agent's team.
    const hourTiming = await timeCalls(
      ITERATIONS,
      (i) => {
        const start = new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - (i % 24) * 3_600_000);
        return facts.hourTotals({
          merchantCode: MERCHANT,
          agentId: tree.top,
          hourStart: start,
          hourEnd: new Date(start.getTime() + 3_600_000),
          scope: 'team',
        });
      },
      { warm: false },
    );
    results.push({ report: 'hourTotals', level: 'top', range: '1h', ...hourTiming });

    console.info(
      `\n[${label}] ${MEMBERS} members, ${written} facts over ${DAYS} days, ${ITERATIONS} calls each`,
    );
    return printTimings(label, results, { report: 20, level: 7, range: 8 });
  } finally {
    await handle.close();
  }
}

async function main() {
  printMachine();
  const ok = await onThrowawayDatabase({ external: EXTERNAL, name: 'bench', port: 54600, keep: KEEP }, run);
  printLoadAfter();
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
