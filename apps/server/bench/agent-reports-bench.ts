// Agent report latency of what the reports read besides the bet facts (those are timed by
// team-reports.ts): team sizes, members online, account details and lottery orders over a big tree.
//   cd apps/server && npx tsx bench/agent-reports-bench.ts [--members 10000 --iterations 40 --external postgres://…/test]
//
// On a throwaway database (embedded by default; with --external a database created on that server and
// dropped afterwards) it builds --members members in three levels of agents below one top agent, gives
// 30 % of them a live session, writes 3 wallet transfers per member through the ledger (a year apart
// at most, most of them in the last week) and 2 lottery bet lines per tenth member, then times the
// report service's calls for the top agent, a level-1 agent and a level-2 agent.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAccounts } from '../src/modules/accounts';
import { createBetFacts } from '../src/modules/bet-facts';
import { createBrandRepository } from '../src/modules/brand/repository';
import { createBrandService } from '../src/modules/brand/service';
import { createAgentReports } from '../src/modules/agents/reports';
import { createLedgerService } from '../src/modules/ledger/ledger-service';
import { createMemoryCache } from '../src/platform/cache/cache';
import { serverRoot } from '../src/platform/config';
import { connectDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';
import { createMemoryCounterStore } from '../src/platform/rate-limit/counter-store';
import { seedDemo } from '../src/seed/seed';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

const MEMBERS = Number(option('members', '10000'));
const ITERATIONS = Number(option('iterations', '40'));
const EXTERNAL = option('external', '');
const MERCHANT = 'jade_ph';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function insertMembers(
  handle: DatabaseHandle,
  rows: { username: string; type: number; parentId: number | null }[],
) {
  const result = await handle.db.execute<{ id: number }>(sql`
    insert into members (merchant_code, username, password_hash, has_password, type, parent_id, referral_code, created_at)
    select ${MERCHANT}, x.username, 'x', false, x.type, x."parentId", 'r' || x.username,
           now() - (random() * interval '365 days')
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(username text, type int, "parentId" int)
    returning id`);
  return result.rows.map((r) => Number(r.id));
}

/** Top agent → 20 agents → 10 sub-agents each → players spread below the sub-agents. */
async function buildTree(handle: DatabaseHandle) {
  const [top] = await insertMembers(handle, [{ username: 'rb_top', type: 1, parentId: null }]);
  const level1 = await insertMembers(
    handle,
    Array.from({ length: 20 }, (_, i) => ({ username: `rb_a${i}`, type: 2, parentId: top! })),
  );
  const level2 = await insertMembers(
    handle,
    level1.flatMap((parent, i) =>
      Array.from({ length: 10 }, (_, j) => ({ username: `rb_s${i}_${j}`, type: 2, parentId: parent })),
    ),
  );
  const players: number[] = [];
  const count = MEMBERS - 1 - level1.length - level2.length;
  for (let start = 0; start < count; start += 2000)
    players.push(
      ...(await insertMembers(
        handle,
        Array.from({ length: Math.min(2000, count - start) }, (_, k) => ({
          username: `rb_p${start + k}`,
          type: 0,
          parentId: level2[(start + k) % level2.length]!,
        })),
      )),
    );
  return { top: top!, level1, level2, players };
}

async function run(url: string, label: string): Promise<boolean> {
  const handle = connectDatabase(url, { max: 10 });
  try {
    await runMigrations(handle.pool, path.join(serverRoot(), 'migrations'));
    await seedDemo(handle.db);
    const brands = createBrandService({
      repo: createBrandRepository(handle.db),
      cache: createMemoryCache(0),
    });
    const accounts = createAccounts({ db: handle.db, brands, counters: createMemoryCounterStore() });
    const facts = createBetFacts({
      db: handle.db,
      tree: accounts.tree,
      timeZoneOf: async () => 'Asia/Manila',
    });
    let t = Date.now();
    const tree = await buildTree(handle);
    const all = [tree.top, ...tree.level1, ...tree.level2, ...tree.players];
    console.info(`[${label}] tree: ${all.length} members in ${Date.now() - t} ms`);

    // A live session for 30 % of the members (and an old revoked one for every tenth).
    t = Date.now();
    await handle.db.execute(sql`
      insert into sessions (token_hash, member_id, created_at, last_seen_at, idle_expires_at, expires_at, ip,
                            revoked_at, revoke_reason)
      select md5(random()::text || m.id), m.id, now(), now(), now() + interval '30 minutes',
             now() + interval '12 hours', '127.0.0.1', null, null
      from members m where m.username like 'rb\\_%' and random() < 0.3
      union all
      select md5(random()::text || m.id || 'old'), m.id, now() - interval '2 days', now() - interval '2 days',
             now() - interval '2 days', now() - interval '1 day', '127.0.0.1', now() - interval '2 days', 'superseded'
      from members m where m.username like 'rb\\_%' and m.id % 10 = 0`);
    console.info(`[${label}] sessions in ${Date.now() - t} ms`);

    // Wallet money through the real ledger: a credit, then two movements back and forth.
    t = Date.now();
    const ledger = createLedgerService(handle.db);
    for (let start = 0; start < all.length; start += 500) {
      const slice = all.slice(start, start + 500);
      await ledger.transferMany(
        slice.flatMap((memberId) => [
          {
            merchantCode: MERCHANT,
            idempotencyKey: `rb:credit:${memberId}`,
            type: 'deposit' as const,
            debit: { kind: 'house' as const, house: 'external' as const, currency: 'MMK' },
            credit: { kind: 'member' as const, memberId, currency: 'MMK' },
            amount: 100_000n,
            actor: { kind: 'system' as const, id: 'bench' },
          },
          {
            merchantCode: MERCHANT,
            idempotencyKey: `rb:bet:${memberId}`,
            type: 'bet' as const,
            debit: { kind: 'member' as const, memberId, currency: 'MMK' },
            credit: { kind: 'house' as const, house: 'game_revenue' as const, currency: 'MMK' },
            amount: 2_000n,
            actor: { kind: 'system' as const, id: 'bench' },
          },
          {
            merchantCode: MERCHANT,
            idempotencyKey: `rb:win:${memberId}`,
            type: 'win' as const,
            debit: { kind: 'house' as const, house: 'game_revenue' as const, currency: 'MMK' },
            credit: { kind: 'member' as const, memberId, currency: 'MMK' },
            amount: 1_500n,
            actor: { kind: 'system' as const, id: 'bench' },
          },
        ]),
      );
    }
    console.info(`[${label}] ledger: ${all.length * 3} transfers in ${Date.now() - t} ms`);

    // Lottery bet lines of every tenth member on one drawn draw.
    t = Date.now();
    await handle.db.execute(sql`
      with d as (
        insert into lottery_draws (game_code, slot, draw_no, opens_at, closes_at, draw_at, status, server_seed,
                                   server_seed_hash, digits, drawn_at)
        values ('RB-LOTT', 1, 'RB-1', now() - interval '1 hour', now() - interval '50 minutes',
                now() - interval '45 minutes', 'drawn', 'seed', 'hash', '[1,2,3,4,5]', now())
        returning id)
      insert into lottery_bets (merchant_code, member_id, draw_id, game_code, vendor_code, game_type, play_type,
                                selection, currency, amount, odds_x100, server_seed_hash, payout, status,
                                idempotency_key, line, bet_transfer_id, created_at, settled_at)
      select ${MERCHANT}, m.id, d.id, 'RB-LOTT', 'LOTT', 'LOTT', 'BIG_SMALL', 'BIG', 'MMK', 1000, 196, 'hash',
             case when m.id % 2 = 0 then 1960 else 0 end, case when m.id % 2 = 0 then 'won' else 'lost' end,
             'rb' || m.id, l, 1, now() - interval '1 hour', now()
      from members m cross join d cross join generate_series(1, 2) l
      where m.username like 'rb\\_p%' and m.id % 10 = 0`);
    console.info(`[${label}] lottery lines in ${Date.now() - t} ms`);
    await handle.db.execute(sql`analyze`);

    // The real lottery service's query, without the rest of the lottery (no draw jobs here).
    const { createLotteryService } = await import('../src/modules/lottery/service');
    const { createSecretBox, parseSecretKeyring } = await import('../src/platform/crypto/secret-box');
    const lottery = createLotteryService({
      db: handle.db,
      ledger,
      secrets: createSecretBox(parseSecretKeyring(`k1:${randomBytes(32).toString('base64')}`)),
      merchantCurrency: async () => 'MMK',
    });
    const service = createAgentReports({
      db: handle.db,
      accounts,
      betFacts: facts,
      lottery,
      brands,
      now: Date.now,
    }).service;

    const levels = { top: [tree.top], level1: tree.level1.slice(0, 5), level2: tree.level2.slice(0, 5) };
    const player = tree.players[0]!;
    const calls: Record<string, (agentId: number) => Promise<unknown>> = {
      teamCount: (id) => service.teamCount({ id, merchantCode: MERCHANT }),
      memberCount: (id) => service.memberCount({ id, merchantCode: MERCHANT }),
      overviewSum: (id) => service.overviewSum({ id, merchantCode: MERCHANT }, {}),
      kpi: (id) => service.kpi({ id, merchantCode: MERCHANT }),
      accountDetails: (id) =>
        service.downlineTransactions({ id, merchantCode: MERCHANT }, { pageNo: 1, pageSize: 20 }),
      accountDetailsOfOne: (id) =>
        service
          .downlineTransactions({ id, merchantCode: MERCHANT }, { pageNo: 1, pageSize: 20, memberId: player })
          .catch(() => undefined),
      lottOrders: (id) => service.lottOrders({ id, merchantCode: MERCHANT }, { pageNo: 1, pageSize: 20 }),
    };
    const results: { call: string; level: string; p50: number; p95: number; max: number }[] = [];
    for (const [name, fn] of Object.entries(calls))
      for (const [level, agents] of Object.entries(levels)) {
        await fn(agents[0]!);
        const times: number[] = [];
        for (let i = 0; i < ITERATIONS; i++) {
          const started = performance.now();
          await fn(agents[i % agents.length]!);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        results.push({
          call: name,
          level,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: times.at(-1)!,
        });
      }
    console.info(`\n[${label}] ${all.length} members, ${ITERATIONS} calls each`);
    console.info('call                  level     p50 ms   p95 ms   max ms');
    for (const r of results)
      console.info(
        `${r.call.padEnd(21)} ${r.level.padEnd(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max
          .toFixed(1)
          .padStart(8)}`,
      );
    const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.info(`[${label}] worst p95: ${worst.call} (${worst.level}) ${worst.p95.toFixed(1)} ms`);
    return worst.p95 < 100;
  } finally {
    await handle.close();
  }
}

async function main() {
  console.info(
    `machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  let ok: boolean;
  if (EXTERNAL) {
    const name = `jade_rbench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: EXTERNAL });
    await admin.connect();
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    try {
      const url = new URL(EXTERNAL);
      url.pathname = `/${name}`;
      ok = await run(url.toString(), 'external');
    } finally {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
      await admin.end();
    }
  } else {
    const dataDir = path.join(tmpdir(), `jade-rbench-${randomBytes(4).toString('hex')}`);
    const db = await startEmbeddedPostgres({
      dataDir,
      port: 54700 + Math.floor(Math.random() * 90),
      database: 'jade_rbench',
    });
    try {
      ok = await run(db.url, 'embedded');
    } finally {
      await db.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.info(ok ? 'every p95 under 100 ms' : 'a p95 is 100 ms or more');
  process.exitCode = ok ? 0 : 1;
}

await main();
