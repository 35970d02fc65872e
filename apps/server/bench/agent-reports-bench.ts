// Agent report latency of what the reports read besides the bet facts (those are timed by
// team-reports.ts): team sizes, members online, account details and lottery orders over a big tree.
//   npm run bench:agent-reports -w @jade/server [-- --members 10000 --iterations 40 --external postgres://…/test]
//
// On a throwaway database (embedded by default; with --external a database created on that server and
// dropped afterwards) it builds --members members in three levels of agents below one top agent, gives
// 30 % of them a live session, writes 3 wallet transfers per member through the ledger (a year apart
// at most, most of them in the last week) and 2 lottery bet lines per tenth member, then times the
// report service's calls for the top agent, a level-1 agent and a level-2 agent.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createAgentReports } from '../src/modules/agents/reports';
import { createLedgerService, type TransferRequest } from '../src/modules/ledger/ledger-service';
import {
  agentLevels,
  buildAgentTree,
  MERCHANT,
  onThrowawayDatabase,
  openAgentModules,
  option,
  printMachine,
  printTimings,
  timeCalls,
} from './agent-tree-fixture';

const MEMBERS = Number(option('members', '10000'));
const ITERATIONS = Number(option('iterations', '40'));
const EXTERNAL = option('external', '');

async function run(url: string, label: string): Promise<boolean> {
  const { handle, brands, accounts, facts } = await openAgentModules(url);
  try {
    let t = Date.now();
    const tree = await buildAgentTree(handle, { members: MEMBERS, prefix: 'rb_', joinedWithinDays: 365 });
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
        slice.flatMap((memberId) => {
          const wallet = { kind: 'member' as const, memberId, currency: 'MMK' };
          const move = (
            type: 'deposit' | 'bet' | 'win',
            debit: TransferRequest['debit'],
            credit: TransferRequest['credit'],
            amount: bigint,
          ): TransferRequest => ({
            merchantCode: MERCHANT,
            idempotencyKey: `rb:${type}:${memberId}`,
            type,
            debit,
            credit,
            amount,
            actor: { kind: 'system', id: 'bench' },
          });
          return [
            move('deposit', { kind: 'house', house: 'external', currency: 'MMK' }, wallet, 100_000n),
            move('bet', wallet, { kind: 'house', house: 'game_revenue', currency: 'MMK' }, 2_000n),
            move('win', { kind: 'house', house: 'game_revenue', currency: 'MMK' }, wallet, 1_500n),
          ];
        }),
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

    const levels = agentLevels(tree);
    const player = tree.players[0]!;
    const brand = await brands.resolveMerchant(MERCHANT, undefined);
    const locale = { brandId: brand.brandId, language: 'EN' as const };
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
      lottOrders: (id) =>
        service.lottOrders({ id, merchantCode: MERCHANT }, { pageNo: 1, pageSize: 20 }, locale),
      lottTeamBet: (id) => service.lottTeamBet({ id, merchantCode: MERCHANT }, {}, locale),
    };
    const results: { call: string; level: string; p50: number; p95: number; max: number }[] = [];
    for (const [name, fn] of Object.entries(calls))
      for (const [level, agents] of Object.entries(levels))
        results.push({
          call: name,
          level,
          ...(await timeCalls(ITERATIONS, (i) => fn(agents[i % agents.length]!))),
        });
    console.info(`\n[${label}] ${all.length} members, ${ITERATIONS} calls each`);
    return printTimings(label, results, { call: 21, level: 7 });
  } finally {
    await handle.close();
  }
}

async function main() {
  printMachine();
  const ok = await onThrowawayDatabase({ external: EXTERNAL, name: 'rbench', port: 54700 }, run);
  process.exitCode = ok ? 0 : 1;
}

await main();
