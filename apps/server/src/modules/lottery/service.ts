import {
  isOnStakeStep,
  PLAY_ODDS_X100,
  PLAY_TYPES,
  STAKE_STEP_MINOR,
  type CurrentDrawValue,
  type DrawSummary,
  type LotteryBet,
  type LotteryGame,
  type PlayType,
  type PrizeMode,
} from '@jade/contract/lottery';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { LanguageCode } from '@jade/contract/languages';
import { isSealedSecret, type SecretBox } from '../../platform/crypto/secret-box';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import { enqueueJob, type DbOrTx, type DbTransaction } from '../../platform/jobs/queue';
import { jobs } from '../../platform/jobs/tables';
import type { JobHandler } from '../../platform/jobs/worker';
import type { MemberRow } from '../accounts/repository';
import type { BetFactRecorder } from '../bet-facts';
import { games } from '../games/tables';
import type { AccountRef } from '../ledger/accounts';
import { IdempotencyConflictError, type LedgerService, type TransferRequest } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import { digitsFromSeed, hashSeed, isValidSelection, newDrawSeed, settleLine } from './engine';
import {
  currentSlot,
  DEFAULT_LOTTERY_SCHEDULE,
  intervalSeconds,
  slotTimes,
  type LotterySchedule,
} from './schedule';
import { lotteryBets, lotteryDraws } from './tables';

export const LOTTERY_TICK_JOB = 'lottery-tick';

/** A set of lottery bet lines summed (minor units). */
interface LotteryGameFigures {
  gameCode: string;
  orders: number;
  bettors: number;
  amount: bigint;
  payout: bigint;
  /** payout − amount of the drawn lines. */
  winLoss: bigint;
  pendingAmount: bigint;
}

const NO_GAME_FIGURES: LotteryGameFigures = {
  gameCode: '',
  orders: 0,
  bettors: 0,
  amount: 0n,
  payout: 0n,
  winLoss: 0n,
  pendingAmount: 0n,
};

type DrawRow = typeof lotteryDraws.$inferSelect;
type BetRow = typeof lotteryBets.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** Per-line limits in minor units for a currency scale of 1 (docs/api.md "Lottery"). */
const BASE_LIMITS = { min: 100n, max: 500_000n };
/** Currencies whose unit is worth far less scale the limits up (as the in-house games do). */
const CURRENCY_SCALE: Record<string, bigint> = { VND: 1000n, IDR: 1000n, KRW: 100n, MMK: 10n };

export function lotteryLimits(currency: string) {
  const scale = CURRENCY_SCALE[currency] ?? 1n;
  return { min: BASE_LIMITS.min * scale, max: BASE_LIMITS.max * scale };
}

export function prizeModeOf(gameType: string): PrizeMode {
  return gameType === 'ELOTT' ? 'Elott' : 'Lott';
}

function nameOf(game: Pick<GameRow, 'names' | 'gameCode'>, language: LanguageCode): string {
  return game.names[language] ?? game.names.EN ?? game.gameCode;
}

function summaryOf(draw: DrawRow): DrawSummary {
  return {
    drawId: draw.id,
    drawNo: draw.drawNo,
    opensAt: draw.opensAt.getTime(),
    closesAt: draw.closesAt.getTime(),
    drawAt: draw.drawAt.getTime(),
    status: draw.status,
    serverSeedHash: draw.serverSeedHash,
  };
}

/** The context a draw's sealed seed is bound to: known before the row exists, unique per draw. */
export function drawSeedContext(draw: Pick<DrawRow, 'gameCode' | 'drawNo'>): string {
  return `lottery_draws:${draw.gameCode}:${draw.drawNo}`;
}

function betOf(bet: BetRow, draw: Pick<DrawRow, 'drawNo' | 'digits' | 'status' | 'serverSeed'>): LotteryBet {
  return {
    betId: bet.id,
    gameCode: bet.gameCode,
    drawId: bet.drawId,
    drawNo: draw.drawNo,
    playType: bet.playType as PlayType,
    selection: bet.selection,
    amount: minorToWire(bet.amount),
    odds: bet.oddsX100 / 100,
    payout: minorToWire(bet.payout),
    status: bet.status,
    currency: bet.currency,
    digits: draw.digits ?? null,
    serverSeedHash: bet.serverSeedHash,
    // Drawn draws hold the revealed seed in the clear; an open draw's (sealed) seed is never shown.
    serverSeed: draw.status === 'drawn' && !isSealedSecret(draw.serverSeed) ? draw.serverSeed : null,
    createdAt: bet.createdAt.getTime(),
    settledAt: bet.settledAt?.getTime() ?? null,
  };
}

interface ParsedLine {
  playType: PlayType;
  selection: string;
  amount: bigint;
}

export function createLotteryService(deps: {
  db: Database;
  ledger: LedgerService;
  /** Seals each open draw's seed at rest (docs/security.md); opened only to settle the draw. */
  secrets: SecretBox;
  merchantCurrency: (merchantCode: string) => Promise<string>;
  schedule?: Partial<LotterySchedule>;
  /** The value engine: each settled bet line becomes a bet fact in the draw's settlement (app.ts). */
  betFacts?: BetFactRecorder | undefined;
  now?: () => number;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? Date.now;
  const schedule: LotterySchedule = { ...DEFAULT_LOTTERY_SCHEDULE, ...deps.schedule };

  const mainRef = (memberId: number, currency: string): AccountRef => ({
    kind: 'member',
    memberId,
    currency,
  });
  const revenueRef = (currency: string): AccountRef => ({ kind: 'house', house: 'game_revenue', currency });

  /**
   * The draw of the game's current slot, created (seed committed) on first sight. The seed is stored
   * sealed (SecretBox, bound to the draw) until the draw reveals it.
   */
  async function ensureDraw(exec: DbOrTx, gameCode: string, gameType: string, at: number): Promise<DrawRow> {
    const interval = intervalSeconds(schedule, gameType);
    const times = slotTimes(currentSlot(at, interval), interval, schedule.closeSeconds);
    const find = async () =>
      (
        await exec
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.slot, times.slot)))
      )[0];
    const existing = await find();
    if (existing) return existing;
    const { serverSeed, serverSeedHash } = newDrawSeed();
    const sealed = deps.secrets.seal(serverSeed, drawSeedContext({ gameCode, drawNo: times.drawNo }));
    await exec
      .insert(lotteryDraws)
      .values({ gameCode, ...times, serverSeed: sealed, serverSeedHash, status: 'open' })
      .onConflictDoNothing({ target: [lotteryDraws.gameCode, lotteryDraws.slot] });
    return (await find())!;
  }

  /** The draw's seed in the clear (rows from before sealing hold it so), checked against its hash. */
  function revealSeed(draw: DrawRow): string {
    const seed = isSealedSecret(draw.serverSeed)
      ? deps.secrets.open(draw.serverSeed, drawSeedContext(draw))
      : draw.serverSeed;
    if (hashSeed(seed) !== draw.serverSeedHash)
      throw new Error(`lottery draw ${draw.id}: the seed does not match its committed hash`);
    return seed;
  }

  async function lastResults(gameCodes: string[]): Promise<Map<string, number[]>> {
    if (gameCodes.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([lotteryDraws.gameCode], {
        gameCode: lotteryDraws.gameCode,
        digits: lotteryDraws.digits,
      })
      .from(lotteryDraws)
      .where(and(inArray(lotteryDraws.gameCode, gameCodes), eq(lotteryDraws.status, 'drawn')))
      .orderBy(lotteryDraws.gameCode, desc(lotteryDraws.drawAt));
    return new Map(rows.map((r) => [r.gameCode, r.digits ?? []]));
  }

  async function lotteryGameRows(brandId: number): Promise<GameRow[]> {
    return db
      .select()
      .from(games)
      .where(and(eq(games.brandId, brandId), eq(games.launchKind, 'lottery'), eq(games.enabled, true)))
      .orderBy(asc(games.vendorCode), asc(games.sortOrder), asc(games.id));
  }

  async function findGame(brandId: number, gameCode: string): Promise<GameRow> {
    const [game] = await db
      .select()
      .from(games)
      .where(
        and(
          eq(games.brandId, brandId),
          eq(games.gameCode, gameCode),
          eq(games.launchKind, 'lottery'),
          eq(games.enabled, true),
        ),
      )
      .limit(1);
    if (!game) throw new AppError('game.not.found', 404);
    return game;
  }

  async function describeGames(rows: GameRow[], language: LanguageCode): Promise<LotteryGame[]> {
    const at = now();
    const draws = await Promise.all(rows.map((g) => ensureDraw(db, g.gameCode, g.gameType, at)));
    const last = await lastResults(rows.map((g) => g.gameCode));
    void ensureTick().catch(() => undefined);
    return rows.map((g, i) => ({
      gameCode: g.gameCode,
      gameName: nameOf(g, language),
      vendor: g.vendorCode,
      gameType: g.gameType,
      prizeMode: prizeModeOf(g.gameType),
      playType: g.playType,
      drawSeconds: intervalSeconds(schedule, g.gameType),
      current: summaryOf(draws[i]!),
      lastResult: last.get(g.gameCode) ?? null,
    }));
  }

  let tickCheckedAt = 0;
  /**
   * Makes sure a draw job is waiting (the chain re-enqueues itself; this restarts it after a failure
   * or on a fresh database). Checked at most every 30 s per instance.
   */
  async function ensureTick(force = false): Promise<void> {
    const at = now();
    if (!force && at - tickCheckedAt < 30_000) return;
    tickCheckedAt = at;
    const [waiting] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, LOTTERY_TICK_JOB), isNull(jobs.doneAt)))
      .limit(1);
    if (waiting) return;
    await enqueueJob(db, LOTTERY_TICK_JOB, { runAt: new Date(at), dedupeKey: `${LOTTERY_TICK_JOB}:start` });
  }

  /** Draws and settles every due draw: digits from its seed, wins paid in one ledger step. */
  async function settleDue(tx: DbTransaction, at: Date): Promise<number> {
    // FOR UPDATE waits for bets in flight (they hold the draw FOR SHARE); a draw another runner has
    // settled meanwhile no longer matches `status = 'open'` when the lock is granted.
    const due = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, at)))
      .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
      .limit(200)
      .for('update');
    if (due.length === 0) return 0;
    const digitsOf = new Map<number, number[]>();
    const seedOf = new Map<number, string>();
    for (const draw of due) {
      const seed = revealSeed(draw);
      seedOf.set(draw.id, seed);
      digitsOf.set(draw.id, digitsFromSeed(seed, draw.gameCode, draw.drawNo));
    }
    const pending = await tx
      .select()
      .from(lotteryBets)
      .where(
        and(
          inArray(
            lotteryBets.drawId,
            due.map((d) => d.id),
          ),
          eq(lotteryBets.status, 'pending'),
        ),
      )
      .orderBy(asc(lotteryBets.id))
      .for('update');
    const drawNo = new Map(due.map((d) => [d.id, d]));
    const winners: { bet: BetRow; payout: bigint }[] = [];
    const losers: number[] = [];
    for (const bet of pending) {
      const payout = settleLine(
        {
          playType: bet.playType as PlayType,
          selection: bet.selection,
          amount: bet.amount,
          oddsX100: bet.oddsX100,
        },
        digitsOf.get(bet.drawId)!,
      );
      if (payout > 0n) winners.push({ bet, payout });
      else losers.push(bet.id);
    }
    // One transferMany: every account locked up front in id order, so no deadlock with bets.
    const transfers: TransferRequest[] = winners.map(({ bet, payout }) => ({
      merchantCode: bet.merchantCode,
      idempotencyKey: `lott:win:${bet.id}`,
      type: 'win',
      debit: revenueRef(bet.currency),
      credit: mainRef(bet.memberId, bet.currency),
      amount: payout,
      reference: `lottery:${bet.gameCode}:${drawNo.get(bet.drawId)!.drawNo}`,
      actor: { kind: 'system', id: LOTTERY_TICK_JOB },
      metadata: { betId: bet.id, drawId: bet.drawId },
    }));
    const posted = await ledger.transferMany(transfers, tx);
    for (const [i, { bet, payout }] of winners.entries())
      await tx
        .update(lotteryBets)
        .set({ status: 'won', payout, winTransferId: posted[i]!.transferId, settledAt: at })
        .where(eq(lotteryBets.id, bet.id));
    if (losers.length > 0)
      await tx
        .update(lotteryBets)
        .set({ status: 'lost', settledAt: at })
        .where(inArray(lotteryBets.id, losers));
    const won = new Map(winners.map(({ bet, payout }) => [bet.id, payout]));
    for (const bet of pending)
      await deps.betFacts?.record(tx, {
        source: 'lottery',
        sourceId: String(bet.id),
        merchantCode: bet.merchantCode,
        memberId: bet.memberId,
        currency: bet.currency,
        category: bet.gameType,
        vendorCode: bet.vendorCode,
        gameCode: bet.gameCode,
        stake: bet.amount,
        validBet: bet.amount,
        payout: won.get(bet.id) ?? 0n,
        placedAt: bet.createdAt,
        settledAt: at,
      });
    for (const draw of due)
      await tx
        .update(lotteryDraws)
        // Revealed: the seed is stored in the clear from now on (the results and records show it).
        .set({
          status: 'drawn',
          digits: digitsOf.get(draw.id)!,
          serverSeed: seedOf.get(draw.id)!,
          drawnAt: at,
        })
        .where(eq(lotteryDraws.id, draw.id));
    return due.length;
  }

  /**
   * Deletes up to 1,000 drawn draws older than the retention on which nobody bet (a fast game draws
   * 1,440 times a day; the results list shows only recent draws), and the finished draw jobs as old.
   * Draws with bets stay: the betting record shows them.
   */
  async function pruneOldDraws(tx: DbTransaction, at: Date): Promise<number> {
    const cutoff = new Date(at.getTime() - schedule.retentionDays * 86_400_000);
    const deleted = await tx.execute(sql`
      delete from lottery_draws where id in (
        select d.id from lottery_draws d
        where d.status = 'drawn' and d.draw_at < ${cutoff}
          and not exists (select 1 from lottery_bets b where b.draw_id = d.id)
        order by d.draw_at
        limit 1000)`);
    await tx.execute(sql`
      delete from jobs where id in (
        select id from jobs
        where kind = ${LOTTERY_TICK_JOB} and done_at is not null and done_at < ${cutoff}
        limit 1000)`);
    return deleted.rowCount ?? 0;
  }

  /**
   * The draw job: creates the current draw of every lottery game, settles the due ones and enqueues
   * itself for the next draw time. Concurrent chains (two instances starting) merge on the dedupe key
   * of that time; settling twice is impossible (row locks and the status check above).
   */
  async function tick(tx: DbTransaction, at: Date): Promise<void> {
    const codes = await tx
      .selectDistinct({ gameCode: games.gameCode, gameType: games.gameType })
      .from(games)
      .where(and(eq(games.launchKind, 'lottery'), eq(games.enabled, true)));
    let next = Number.POSITIVE_INFINITY;
    for (const g of codes) {
      const draw = await ensureDraw(tx, g.gameCode, g.gameType, at.getTime());
      next = Math.min(next, draw.drawAt.getTime());
    }
    await settleDue(tx, at);
    await pruneOldDraws(tx, at);
    if (Number.isFinite(next))
      await enqueueJob(tx, LOTTERY_TICK_JOB, {
        runAt: new Date(next),
        dedupeKey: `${LOTTERY_TICK_JOB}:${next}`,
      });
  }

  const jobHandlers = new Map<string, JobHandler>([
    [LOTTERY_TICK_JOB, async ({ tx, now: at }) => tick(tx, at)],
  ]);

  function parseLines(lines: { playType: PlayType; selection: string; amount: unknown }[], currency: string) {
    const limits = lotteryLimits(currency);
    return lines.map((line, i): ParsedLine => {
      const selection = line.selection.trim().toUpperCase();
      if (!isValidSelection(line.playType, selection))
        throw new AppError('lottery.bet.invalid', 400, { field: `bets.${i}.selection` }, [i + 1]);
      const parsed = parseWireAmount(line.amount);
      if (!parsed.ok)
        throw new AppError('wallet.amount.invalid', 400, {
          field: `bets.${i}.amount`,
          reason: parsed.reason,
        });
      if (parsed.minor < limits.min || parsed.minor > limits.max)
        throw new AppError(
          'game.bet.limit',
          400,
          { minBet: minorToWire(limits.min), maxBet: minorToWire(limits.max), currency },
          [minorToWire(limits.min).toFixed(2), minorToWire(limits.max).toFixed(2)],
        );
      // Off-step stakes would be rounded when paid: refused, so every bet pays the published odds.
      if (!isOnStakeStep(line.playType, parsed.minor)) {
        const step = minorToWire(BigInt(STAKE_STEP_MINOR[line.playType]));
        throw new AppError('lottery.bet.step', 400, { field: `bets.${i}.amount`, step, currency }, [
          i + 1,
          step.toFixed(2),
        ]);
      }
      return { playType: line.playType, selection, amount: parsed.minor };
    });
  }

  async function orderRows(memberId: number, key: string) {
    return db
      .select({ bet: lotteryBets, draw: lotteryDraws })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.idempotencyKey, key)))
      .orderBy(asc(lotteryBets.line));
  }

  function sameOrder(
    rows: { bet: BetRow }[],
    gameCode: string,
    drawId: number,
    lines: ParsedLine[],
  ): boolean {
    return (
      rows.length === lines.length &&
      rows.every(
        ({ bet }, i) =>
          bet.gameCode === gameCode &&
          bet.drawId === drawId &&
          bet.playType === lines[i]!.playType &&
          bet.selection === lines[i]!.selection &&
          bet.amount === lines[i]!.amount,
      )
    );
  }

  async function replayOf(
    member: MemberRow,
    key: string,
    gameCode: string,
    drawId: number,
    lines: ParsedLine[],
  ) {
    const rows = await orderRows(member.id, key);
    if (rows.length === 0) return undefined;
    if (!sameOrder(rows, gameCode, drawId, lines))
      throw new IdempotencyConflictError(rows[0]!.bet.betTransferId);
    const balance = await ledger.balance(mainRef(member.id, rows[0]!.bet.currency));
    return { bets: rows.map((r) => betOf(r.bet, r.draw)), balance: minorToWire(balance), replayed: true };
  }

  return {
    schedule,
    jobHandlers,
    ensureTick,
    settleDue,
    tick,
    ensureDraw,

    async menu(brandId: number, language: LanguageCode, prizeMode: PrizeMode | null | undefined) {
      const rows = (await lotteryGameRows(brandId)).filter(
        (g) => !prizeMode || prizeModeOf(g.gameType) === prizeMode,
      );
      const described = await describeGames(rows, language);
      const byVendor = new Map<string, LotteryGame[]>();
      for (const g of described) byVendor.set(g.vendor, [...(byVendor.get(g.vendor) ?? []), g]);
      return [...byVendor].map(([vendor, gameMenus]) => ({ vendor, accountTypeName: vendor, gameMenus }));
    },

    async recent(member: MemberRow, brandId: number, language: LanguageCode) {
      const played = await db
        .select({ gameCode: lotteryBets.gameCode, last: sql<Date>`max(${lotteryBets.createdAt})` })
        .from(lotteryBets)
        .where(eq(lotteryBets.memberId, member.id))
        .groupBy(lotteryBets.gameCode)
        .orderBy(desc(sql`max(${lotteryBets.createdAt})`))
        .limit(12);
      const rows = await lotteryGameRows(brandId);
      const byCode = new Map(rows.map((g) => [g.gameCode, g]));
      const list = played.map((p) => byCode.get(p.gameCode)).filter((g): g is GameRow => Boolean(g));
      return { list: await describeGames(list, language) };
    },

    async current(brandId: number, currency: string, language: LanguageCode, gameCode: string) {
      const game = await findGame(brandId, gameCode);
      const [described] = await describeGames([game], language);
      const limits = lotteryLimits(currency);
      const value: CurrentDrawValue = {
        game: described!,
        serverTime: now(),
        playTypes: PLAY_TYPES.map((playType) => ({
          playType,
          odds: PLAY_ODDS_X100[playType] / 100,
          stakeStep: minorToWire(BigInt(STAKE_STEP_MINOR[playType])),
        })),
        limits: { currency, minBet: minorToWire(limits.min), maxBet: minorToWire(limits.max) },
      };
      return value;
    },

    async results(gameCode: string, pageSize: number) {
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'drawn')))
        .orderBy(desc(lotteryDraws.drawAt))
        .limit(pageSize);
      return {
        list: rows.map((d) => ({
          drawId: d.id,
          drawNo: d.drawNo,
          drawAt: d.drawAt.getTime(),
          digits: d.digits ?? [],
          sum: (d.digits ?? []).reduce((a, b) => a + b, 0),
          serverSeed: d.serverSeed,
          serverSeedHash: d.serverSeedHash,
        })),
      };
    },

    async myBets(member: MemberRow, q: { gameCode?: string | undefined; pageSize: number }) {
      const rows = await db
        .select({ bet: lotteryBets, draw: lotteryDraws })
        .from(lotteryBets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
        .where(
          and(
            eq(lotteryBets.memberId, member.id),
            q.gameCode ? eq(lotteryBets.gameCode, q.gameCode) : undefined,
          ),
        )
        .orderBy(desc(lotteryBets.id))
        .limit(q.pageSize);
      return { list: rows.map((r) => betOf(r.bet, r.draw)) };
    },

    /**
     * Bet lines of several members (an agent's team), newest first, with the totals of every line of
     * the filter. Each member's lines come from the (member, created_at) index.
     */
    async ordersOf(q: {
      memberIds: readonly number[];
      from: Date;
      to: Date;
      gameCode?: string | undefined;
      status?: 'pending' | 'won' | 'lost' | undefined;
      limit: number;
      offset: number;
    }) {
      if (q.memberIds.length === 0)
        return { rows: [], total: 0, amount: 0n, payout: 0n, drawnAmount: 0n } as {
          rows: (LotteryBet & { memberId: number })[];
          total: number;
          amount: bigint;
          payout: bigint;
          drawnAmount: bigint;
        };
      const where = and(
        sql`${lotteryBets.memberId} = any(${`{${q.memberIds.join(',')}}`}::int[])`,
        sql`${lotteryBets.createdAt} >= ${q.from.toISOString()}::timestamptz`,
        sql`${lotteryBets.createdAt} < ${q.to.toISOString()}::timestamptz`,
        q.gameCode ? eq(lotteryBets.gameCode, q.gameCode) : undefined,
        q.status ? eq(lotteryBets.status, q.status) : undefined,
      );
      const [rows, [sums]] = await Promise.all([
        db
          .select({ bet: lotteryBets, draw: lotteryDraws })
          .from(lotteryBets)
          .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
          .where(where)
          .orderBy(desc(lotteryBets.id))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({
            n: sql<string>`count(*)`,
            amount: sql<string | null>`sum(${lotteryBets.amount})`,
            payout: sql<string | null>`sum(${lotteryBets.payout})`,
            drawnAmount: sql<
              string | null
            >`sum(${lotteryBets.amount}) filter (where ${lotteryBets.status} <> 'pending')`,
          })
          .from(lotteryBets)
          .where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...betOf(r.bet, r.draw), memberId: r.bet.memberId })),
        total: Number(sums?.n ?? 0),
        amount: BigInt(sums?.amount ?? 0),
        payout: BigInt(sums?.payout ?? 0),
        drawnAmount: BigInt(sums?.drawnAmount ?? 0),
      };
    },

    /** The names of a brand's lottery games in a language (a game no longer listed keeps its code). */
    async gameNames(brandId: number, codes: readonly string[], language: LanguageCode) {
      const names = new Map<string, string>();
      if (codes.length === 0) return names;
      const rows = await db
        .select({ gameCode: games.gameCode, names: games.names })
        .from(games)
        .where(
          and(
            eq(games.brandId, brandId),
            eq(games.launchKind, 'lottery'),
            sql`${games.gameCode} = any(${`{${codes.join(',')}}`}::text[])`,
          ),
        );
      for (const r of rows) names.set(r.gameCode, nameOf(r, language));
      return names;
    },

    /**
     * Several members' bet lines placed in [from, to), summed per game: lines, distinct bettors,
     * stakes, payouts and results of the drawn lines, stakes still pending; and the same over every
     * game (its bettors counted once across games).
     */
    async byGameOf(q: { memberIds: readonly number[]; from: Date; to: Date }) {
      const empty = { games: [] as LotteryGameFigures[], all: { ...NO_GAME_FIGURES } };
      if (q.memberIds.length === 0) return empty;
      const where = and(
        sql`${lotteryBets.memberId} = any(${`{${q.memberIds.join(',')}}`}::int[])`,
        sql`${lotteryBets.createdAt} >= ${q.from.toISOString()}::timestamptz`,
        sql`${lotteryBets.createdAt} < ${q.to.toISOString()}::timestamptz`,
      );
      const drawn = sql`${lotteryBets.status} <> 'pending'`;
      const columns = {
        orders: sql<string>`count(*)`,
        bettors: sql<string>`count(distinct ${lotteryBets.memberId})`,
        amount: sql<string | null>`sum(${lotteryBets.amount})`,
        payout: sql<string | null>`sum(${lotteryBets.payout})`,
        drawnAmount: sql<string | null>`sum(${lotteryBets.amount}) filter (where ${drawn})`,
        pendingAmount: sql<string | null>`sum(${lotteryBets.amount}) filter (where not ${drawn})`,
      };
      // Grouping sets: one row per game and the grand total (game_code null) in one scan.
      const rows = await db
        .select({ gameCode: sql<string | null>`${lotteryBets.gameCode}`, ...columns })
        .from(lotteryBets)
        .where(where)
        .groupBy(sql`grouping sets ((${lotteryBets.gameCode}), ())`);
      const figures = (r: (typeof rows)[number]): LotteryGameFigures => ({
        gameCode: r.gameCode ?? '',
        orders: Number(r.orders),
        bettors: Number(r.bettors),
        amount: BigInt(r.amount ?? 0),
        payout: BigInt(r.payout ?? 0),
        winLoss: BigInt(r.payout ?? 0) - BigInt(r.drawnAmount ?? 0),
        pendingAmount: BigInt(r.pendingAmount ?? 0),
      });
      const all = rows.find((r) => r.gameCode === null);
      return {
        games: rows.filter((r) => r.gameCode !== null).map(figures),
        all: all ? figures(all) : empty.all,
      };
    },

    /**
     * Places an order of bet lines on an open draw: the total leaves the main wallet in one ledger
     * transfer, the lines are written in the same transaction. The draw is held FOR SHARE, so the draw
     * job cannot settle it half-way; a closed or drawn draw refuses the order and nothing moves.
     */
    async placeBets(
      member: MemberRow,
      brandId: number,
      body: {
        gameCode: string;
        drawId: number;
        bets: { playType: PlayType; selection: string; amount: unknown }[];
        idempotencyKey: string;
      },
    ) {
      const currency = await deps.merchantCurrency(member.merchantCode);
      const lines = parseLines(body.bets, currency);
      const key = body.idempotencyKey;
      const seen = await replayOf(member, key, body.gameCode, body.drawId, lines);
      if (seen) return seen;
      const game = await findGame(brandId, body.gameCode);
      if (game.maintenance) throw new AppError('game.maintenance', 400, { alternatives: [] });
      const total = lines.reduce((a, l) => a + l.amount, 0n);
      const result = await db.transaction(async (tx) => {
        const [draw] = await tx
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.id, body.drawId), eq(lotteryDraws.gameCode, game.gameCode)))
          .for('share');
        if (!draw || draw.status !== 'open' || now() >= draw.closesAt.getTime())
          throw new AppError('lottery.draw.closed', 400, draw ? { drawNo: draw.drawNo } : undefined, [
            draw?.drawNo ?? '',
          ]);
        const posted = await ledger.transfer(
          {
            merchantCode: member.merchantCode,
            idempotencyKey: `lott:${member.id}:${key}`,
            type: 'bet',
            debit: mainRef(member.id, currency),
            credit: revenueRef(currency),
            amount: total,
            reference: `lottery:${game.gameCode}:${draw.drawNo}`,
            actor: { kind: 'member', id: String(member.id) },
            metadata: { gameCode: game.gameCode, drawId: draw.id, lines: lines.length },
          },
          tx,
        );
        // A concurrent request with the same key committed first: answer its order (below).
        if (posted.replayed) return undefined;
        const at = new Date(now());
        const rows = await tx
          .insert(lotteryBets)
          .values(
            lines.map((l, i) => ({
              merchantCode: member.merchantCode,
              memberId: member.id,
              drawId: draw.id,
              gameCode: game.gameCode,
              vendorCode: game.vendorCode,
              gameType: game.gameType,
              playType: l.playType,
              selection: l.selection,
              currency,
              amount: l.amount,
              oddsX100: PLAY_ODDS_X100[l.playType],
              serverSeedHash: draw.serverSeedHash,
              idempotencyKey: key,
              line: i,
              betTransferId: posted.transferId,
              createdAt: at,
            })),
          )
          .returning();
        return {
          bets: rows.map((r) => betOf(r, draw)),
          balance: minorToWire(posted.debitBalanceAfter),
          replayed: false,
        };
      });
      if (result) return result;
      const again = await replayOf(member, key, body.gameCode, body.drawId, lines);
      if (!again) throw new IdempotencyConflictError(0);
      return again;
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
