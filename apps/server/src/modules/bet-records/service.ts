import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import { minorToWire } from '../ledger/money';

const DAY = 86_400_000;
/** The in-house games' vendor code. */
export const INHOUSE_VENDOR = 'JADE';

export interface RecordFilters {
  vendor?: string;
  gameType?: string;
  startDate?: number;
  endDate?: number;
}

interface RecordRow extends Record<string, unknown> {
  record_id: string;
  vendor: string;
  game_code: string;
  game_type: string;
  bet: string;
  win: string;
  currency: string;
  status: string;
  created_at: Date | string;
}

interface SumRow extends Record<string, unknown> {
  bet: string | null;
  win: string | null;
  rounds: string;
}

function totals(row: SumRow | undefined) {
  const bet = BigInt(row?.bet ?? '0');
  const win = BigInt(row?.win ?? '0');
  return {
    totalBet: minorToWire(bet),
    totalWin: minorToWire(win),
    net: minorToWire(win - bet),
    rounds: Number(row?.rounds ?? 0),
  };
}

function pnl(row: SumRow) {
  const bet = BigInt(row.bet ?? '0');
  const win = BigInt(row.win ?? '0');
  return {
    bet: minorToWire(bet),
    win: minorToWire(win),
    net: minorToWire(win - bet),
    rounds: Number(row.rounds),
  };
}

/** The fields every record shares, in wire units (net = win − bet: the player's profit). */
function recordFields(r: {
  recordId: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  bet: string | bigint;
  win: string | bigint;
  currency: string;
  status: string;
  createdAt: Date | string;
}) {
  const bet = BigInt(r.bet);
  const win = BigInt(r.win);
  return {
    recordId: r.recordId,
    vendor: r.vendor,
    gameCode: r.gameCode,
    gameType: r.gameType,
    bet: minorToWire(bet),
    win: minorToWire(win),
    net: minorToWire(win - bet),
    currency: r.currency,
    status: r.status,
    createdAt: new Date(r.createdAt).getTime(),
  };
}

/**
 * The caller's rounds from every source as one relation: in-house rounds (game_rounds), vendor
 * rounds (vendor_bets, typed by the vendor's category) and lottery bet lines (lottery_bets: 'open'
 * until their draw is settled, win = payout). Always limited to one member.
 */
function records(memberId: number, f: RecordFilters, now: number): SQL {
  const end = new Date(f.endDate ?? now + 1);
  const start = new Date(f.startDate ?? (f.endDate ?? now) - 7 * DAY);
  return sql`(
    select * from (
      select 'IH-' || r.id as record_id, 'IH' as source, r.id as source_id, ${INHOUSE_VENDOR}::text as vendor,
             r.game_id as game_code,
             case r.game_type when 'slot' then 'RNG' when 'table' then 'TABLE' else 'FISH' end as game_type,
             r.bet, r.win, r.currency, r.status, r.created_at
      from game_rounds r
      where r.member_id = ${memberId} and r.created_at >= ${start} and r.created_at < ${end}
      union all
      select 'VB-' || b.id, 'VB', b.id, b.vendor_code, b.game_code, coalesce(v.category, 'RNG'),
             b.bet, b.win, b.currency, b.status, b.created_at
      from vendor_bets b
      left join merchants mm on mm.code = b.merchant_code
      left join vendors v on v.brand_id = mm.brand_id and v.code = b.vendor_code
      where b.member_id = ${memberId} and b.created_at >= ${start} and b.created_at < ${end}
      union all
      select 'LT-' || l.id, 'LT', l.id, l.vendor_code, l.game_code, l.game_type,
             l.amount, l.payout, l.currency, case l.status when 'pending' then 'open' else 'settled' end,
             l.created_at
      from lottery_bets l
      where l.member_id = ${memberId} and l.created_at >= ${start} and l.created_at < ${end}
    ) u
    where (${f.vendor ?? null}::text is null or u.vendor = ${f.vendor ?? null})
      and (${f.gameType ?? null}::text is null or u.game_type = ${f.gameType ?? null})
  )`;
}

/**
 * The names of the given games in `language` (else EN) in the member's brand catalogue, keyed by
 * `<vendor>|<game code>`. One query for a whole page of records.
 */
async function gameNames(
  db: Database,
  memberId: number,
  games: readonly { vendor: string; gameCode: string }[],
  language: string,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (games.length === 0) return names;
  const codes = [...new Set(games.map((g) => g.gameCode))];
  const result = await db.execute<{ vendor_code: string; game_code: string; name: string | null }>(sql`
    select distinct on (g.vendor_code, g.game_code) g.vendor_code, g.game_code,
           coalesce(g.names ->> ${language}, g.names ->> 'EN') as name
    from games g
    where g.brand_id = (select mm.brand_id from members m join merchants mm on mm.code = m.merchant_code
                        where m.id = ${memberId})
      and g.game_code in ${codes}
    order by g.vendor_code, g.game_code, g.id`);
  for (const row of result.rows) if (row.name) names.set(`${row.vendor_code}|${row.game_code}`, row.name);
  return names;
}

const nameOf = (names: Map<string, string>, vendor: string, gameCode: string) =>
  names.get(`${vendor}|${gameCode}`) ?? gameCode;

export function createBetRecordsService(deps: { db: Database; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  const service = {
    async list(memberId: number, q: RecordFilters & { pageNo: number; pageSize: number }, language = 'EN') {
      const rel = records(memberId, q, now());
      const [rows, sums] = await Promise.all([
        db.execute<RecordRow>(sql`select * from ${rel} x
          order by created_at desc, source_id desc
          limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
        db.execute<SumRow>(
          sql`select sum(bet)::text as bet, sum(win)::text as win, count(*)::text as rounds from ${rel} x`,
        ),
      ]);
      const footer = totals(sums.rows[0]);
      const names = await gameNames(
        db,
        memberId,
        rows.rows.map((r) => ({ vendor: r.vendor, gameCode: r.game_code })),
        language,
      );
      return {
        list: rows.rows.map((r) => ({
          ...recordFields({
            recordId: r.record_id,
            vendor: r.vendor,
            gameCode: r.game_code,
            gameType: r.game_type,
            bet: r.bet,
            win: r.win,
            currency: r.currency,
            status: r.status,
            createdAt: r.created_at,
          }),
          gameName: nameOf(names, r.vendor, r.game_code),
        })),
        total: footer.rounds,
        totalPages: Math.ceil(footer.rounds / q.pageSize),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        footer,
      };
    },

    async detail(memberId: number, recordId: string, language = 'EN') {
      const record = await service.detailOf(memberId, recordId);
      const names = await gameNames(db, memberId, [record], language);
      return { ...record, gameName: nameOf(names, record.vendor, record.gameCode) };
    },

    /** One record with its bet, result and fairness data (no game name). */
    async detailOf(memberId: number, recordId: string) {
      const [source, idText] = recordId.split('-') as ['IH' | 'VB' | 'LT', string];
      const id = Number(idText);
      if (source === 'LT') {
        const result = await db.execute<Record<string, unknown>>(sql`
          select l.id, l.vendor_code, l.game_code, l.game_type, l.play_type, l.selection, l.odds_x100, l.amount,
                 l.payout, l.currency, l.status, l.created_at, l.settled_at, d.draw_no, d.digits,
                 l.server_seed_hash, case d.status when 'drawn' then d.server_seed end as server_seed
          from lottery_bets l join lottery_draws d on d.id = l.draw_id
          where l.id = ${id} and l.member_id = ${memberId}`);
        const r = result.rows[0];
        if (!r) throw new AppError('game.round.not.found', 404);
        return {
          ...recordFields({
            recordId,
            vendor: r.vendor_code as string,
            gameCode: r.game_code as string,
            gameType: r.game_type as string,
            bet: r.amount as string,
            win: r.payout as string,
            currency: r.currency as string,
            status: r.status === 'pending' ? 'open' : 'settled',
            createdAt: r.created_at as string,
          }),
          roundId: r.draw_no as string,
          gameVersion: null,
          betDetail: {
            playType: r.play_type as string,
            selection: r.selection as string,
            odds: Number(r.odds_x100) / 100,
          },
          result: {
            drawNo: r.draw_no as string,
            digits: (r.digits as number[] | null) ?? null,
            outcome: r.status as string,
            serverSeedHash: r.server_seed_hash as string,
            serverSeed: (r.server_seed as string | null) ?? null,
          },
          fairness: null,
          settledAt: r.settled_at ? new Date(r.settled_at as string).getTime() : null,
        };
      }
      if (source === 'IH') {
        const result = await db.execute<Record<string, unknown>>(sql`
          select id, game_id, game_type, game_version, bet, win, currency, status, created_at, bet_detail, outcome,
                 server_seed_hash, client_seed, nonce
          from game_rounds where id = ${id} and member_id = ${memberId}`);
        const r = result.rows[0];
        if (!r) throw new AppError('game.round.not.found', 404);
        const type = r.game_type === 'slot' ? 'RNG' : r.game_type === 'table' ? 'TABLE' : 'FISH';
        const fields = recordFields({
          recordId,
          vendor: INHOUSE_VENDOR,
          gameCode: r.game_id as string,
          gameType: type,
          bet: r.bet as string,
          win: r.win as string,
          currency: r.currency as string,
          status: r.status as string,
          createdAt: r.created_at as string,
        });
        return {
          ...fields,
          roundId: String(r.id),
          gameVersion: r.game_version as string,
          betDetail: r.bet_detail as Record<string, unknown>,
          result: r.outcome as Record<string, unknown>,
          fairness: {
            serverSeedHash: r.server_seed_hash as string,
            clientSeed: r.client_seed as string,
            nonce: Number(r.nonce),
          },
          settledAt: fields.createdAt,
        };
      }
      const result = await db.execute<Record<string, unknown>>(sql`
        select b.id, b.round_id, b.vendor_code, b.game_code, coalesce(v.category, 'RNG') as game_type, b.bet, b.win,
               b.currency, b.status, b.created_at, b.settled_at, b.detail, b.tx_ids
        from vendor_bets b
        left join merchants mm on mm.code = b.merchant_code
        left join vendors v on v.brand_id = mm.brand_id and v.code = b.vendor_code
        where b.id = ${id} and b.member_id = ${memberId}`);
      const r = result.rows[0];
      if (!r) throw new AppError('game.round.not.found', 404);
      return {
        ...recordFields({
          recordId,
          vendor: r.vendor_code as string,
          gameCode: r.game_code as string,
          gameType: r.game_type as string,
          bet: r.bet as string,
          win: r.win as string,
          currency: r.currency as string,
          status: r.status as string,
          createdAt: r.created_at as string,
        }),
        roundId: r.round_id as string,
        gameVersion: null,
        betDetail: null,
        result: { ...((r.detail as Record<string, unknown> | null) ?? {}), transactions: r.tx_ids },
        fairness: null,
        settledAt: r.settled_at ? new Date(r.settled_at as string).getTime() : null,
      };
    },

    async pnl(memberId: number, q: RecordFilters) {
      const rel = records(memberId, q, now());
      const [days, games, sums] = await Promise.all([
        db.execute<SumRow & { day: string }>(sql`
          select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
                 sum(bet)::text as bet, sum(win)::text as win, count(*)::text as rounds
          from ${rel} x group by 1 order by 1 desc`),
        db.execute<SumRow & { vendor: string; game_type: string }>(sql`
          select vendor, game_type, sum(bet)::text as bet, sum(win)::text as win, count(*)::text as rounds
          from ${rel} x group by 1, 2 order by 1, 2`),
        db.execute<SumRow>(
          sql`select sum(bet)::text as bet, sum(win)::text as win, count(*)::text as rounds from ${rel} x`,
        ),
      ]);
      return {
        list: days.rows.map((r) => ({ date: r.day, ...pnl(r) })),
        byGame: games.rows.map((r) => ({ vendor: r.vendor, gameType: r.game_type, ...pnl(r) })),
        total: days.rows.length,
        totalPages: 1,
        footer: totals(sums.rows[0]),
      };
    },
  };
  return service;
}

export type BetRecordsService = ReturnType<typeof createBetRecordsService>;
