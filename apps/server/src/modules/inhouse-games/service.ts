import { createHash } from 'node:crypto';
import type {
  FairnessState,
  GameDescription,
  GameInfoValue,
  InhouseGameIdWire,
  InhouseGameType,
  RoundValue,
  VerifyValue,
} from '@jade/contract/inhouse-games';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError, RateLimitedError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import type { MemberRow } from '../accounts/repository';
import type { AccountRef } from '../ledger/accounts';
import {
  IdempotencyConflictError,
  type DbTransaction,
  type LedgerService,
  type TransferRequest,
} from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import {
  createFairRng,
  describeBaccarat,
  describeFish,
  describeSlot,
  FISH_TYPES,
  newSeedPair,
  playInhouseRound,
  verifyRound,
  type BaccaratBets,
  type InhouseDescription,
  type RoundBet,
  type RoundOutcome,
  type SlotGameId,
} from './engine/index';
import { BACCARAT_BETS } from '@jade/contract/inhouse-engine/baccarat';
import { fairnessSeeds, gameRounds } from './tables';

type GameRoundRow = typeof gameRounds.$inferSelect;
type SeedRow = typeof fairnessSeeds.$inferSelect;

export const SLOT_IDS: readonly SlotGameId[] = ['jade-dragon', 'lotus-fortune', 'koi-riches'];

/** Bet limits in minor units for a currency scale of 1 (docs/api.md, "In-house games"). */
const BASE_LIMITS: Record<InhouseGameType, { min: bigint; max: bigint }> = {
  slot: { min: 0n, max: 500_000n },
  table: { min: 100n, max: 5_000_000n },
  fish: { min: 10n, max: 100_000n },
};
/** Currencies whose unit is worth far less scale the limits up. */
const CURRENCY_SCALE: Record<string, bigint> = { VND: 1000n, IDR: 1000n, KRW: 100n, MMK: 10n };
/** Rounds per member per second. */
const PLAY_RATE = { max: 10, windowMs: 1000 };

export function gameTypeOf(gameId: string): InhouseGameType {
  return gameId === 'baccarat' ? 'table' : gameId === 'fish' ? 'fish' : 'slot';
}

function describe(gameId: InhouseGameIdWire): InhouseDescription {
  if (gameId === 'baccarat') return describeBaccarat();
  if (gameId === 'fish') return describeFish();
  return describeSlot(gameId);
}

/** The engine's typed description as the wire's (its head checked by gameDescriptionSchema, the rest passed on). */
const toWireDescription = (d: InhouseDescription) => d as unknown as GameDescription;

const descriptions = new Map<string, GameDescription>();
const versions = new Map<string, string>();
function descriptionOf(gameId: InhouseGameIdWire) {
  let d = descriptions.get(gameId);
  if (!d) {
    d = toWireDescription(describe(gameId));
    descriptions.set(gameId, d);
  }
  return d;
}
/** The game's version: a digest of its rules, paytable and figures, so a change of maths shows. */
export function gameVersionOf(gameId: InhouseGameIdWire): string {
  let v = versions.get(gameId);
  if (!v) {
    v = `${gameId}@${createHash('sha256')
      .update(JSON.stringify(descriptionOf(gameId)))
      .digest('hex')
      .slice(0, 12)}`;
    versions.set(gameId, v);
  }
  return v;
}

function slotLines(gameId: SlotGameId): number {
  return (descriptionOf(gameId).lines as unknown[]).length;
}

export function limitsOf(gameId: InhouseGameIdWire, currency: string) {
  const type = gameTypeOf(gameId);
  const scale = CURRENCY_SCALE[currency] ?? 1n;
  const base = BASE_LIMITS[type];
  const step = type === 'slot' ? BigInt(slotLines(gameId as SlotGameId)) : 1n;
  // Slots: the smallest bet is one minor unit per line, scaled.
  const min = type === 'slot' ? step * scale : base.min * scale;
  return { min, max: base.max * scale, step };
}

function amountOf(value: unknown, field: string): bigint {
  const parsed = parseWireAmount(value);
  if (!parsed.ok) throw new AppError('wallet.amount.invalid', 400, { field, reason: parsed.reason });
  return parsed.minor;
}

function checkLimits(amount: bigint, limits: { min: bigint; max: bigint }, currency: string) {
  if (amount < limits.min || amount > limits.max)
    throw new AppError(
      'game.bet.limit',
      400,
      { minBet: minorToWire(limits.min), maxBet: minorToWire(limits.max), currency },
      [minorToWire(limits.min).toFixed(2), minorToWire(limits.max).toFixed(2)],
    );
}

function fairnessOf(seed: Pick<SeedRow, 'serverSeedHash' | 'clientSeed' | 'nonce'>): FairnessState {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

/** The engine's stake and return of a round, minor units. */
function totalsOf(outcome: RoundOutcome): { bet: bigint; win: bigint } {
  if (outcome.gameId === 'baccarat') {
    const o = outcome as Extract<RoundOutcome, { totalReturn: number }>;
    return { bet: BigInt(o.totalStake), win: BigInt(o.totalReturn) };
  }
  if (outcome.gameId === 'fish') {
    const o = outcome as Extract<RoundOutcome, { shots: unknown }>;
    return { bet: BigInt(o.totalStake), win: BigInt(o.totalWin) };
  }
  const o = outcome as Extract<RoundOutcome, { freeSpins: unknown }>;
  return { bet: BigInt(o.bet), win: BigInt(o.totalWin) };
}

function roundBetOf(row: Pick<GameRoundRow, 'gameId' | 'betDetail'>): RoundBet {
  return { gameId: row.gameId, bet: row.betDetail } as unknown as RoundBet;
}

export function createInhouseGamesService(deps: {
  db: Database;
  ledger: LedgerService;
  counters: CounterStore;
  merchantCurrency: (merchantCode: string) => Promise<string>;
  now?: () => number;
}) {
  const { db, ledger, counters } = deps;
  const now = deps.now ?? Date.now;

  const mainRef = (memberId: number, currency: string): AccountRef => ({
    kind: 'member',
    memberId,
    currency,
  });
  const revenueRef = (currency: string): AccountRef => ({ kind: 'house', house: 'game_revenue', currency });

  /** The member's active seed pair, created on first use; locked when `tx` is given. */
  async function activeSeed(memberId: number, tx?: DbTransaction): Promise<SeedRow> {
    const exec = tx ?? db;
    const find = async () => {
      const query = exec
        .select()
        .from(fairnessSeeds)
        .where(and(eq(fairnessSeeds.memberId, memberId), eq(fairnessSeeds.status, 'active')))
        .limit(1);
      const [row] = tx ? await query.for('update') : await query;
      return row;
    };
    const found = await find();
    if (found) return found;
    const pair = newSeedPair();
    await exec
      .insert(fairnessSeeds)
      .values({
        memberId,
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce: 0,
        status: 'active',
        createdAt: new Date(now()),
      })
      .onConflictDoNothing();
    const created = await find();
    if (!created) throw new Error('no active seed pair');
    return created;
  }

  async function rotate(member: MemberRow, clientSeed?: string) {
    return db.transaction(async (tx) => {
      const old = await activeSeed(member.id, tx);
      await tx
        .update(fairnessSeeds)
        .set({ status: 'revealed', revealedAt: new Date(now()) })
        .where(eq(fairnessSeeds.id, old.id));
      const pair = newSeedPair(clientSeed);
      const [next] = await tx
        .insert(fairnessSeeds)
        .values({
          memberId: member.id,
          serverSeed: pair.serverSeed,
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          nonce: 0,
          status: 'active',
          createdAt: new Date(now()),
        })
        .returning();
      return {
        revealed: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          rounds: old.nonce,
        },
        next: fairnessOf(next!),
      };
    });
  }

  async function valueOf(row: GameRoundRow, replayed: boolean, balance?: bigint): Promise<RoundValue> {
    const [bal, seed] = await Promise.all([
      balance ?? ledger.balance(mainRef(row.memberId, row.currency)),
      activeSeed(row.memberId),
    ]);
    return {
      roundId: row.id,
      gameId: row.gameId,
      gameType: row.gameType,
      gameVersion: row.gameVersion,
      currency: row.currency,
      bet: minorToWire(row.bet),
      win: minorToWire(row.win),
      outcome: row.outcome,
      betDetail: row.betDetail,
      fairness: { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce },
      createdAt: row.createdAt.getTime(),
      replayed,
      balance: minorToWire(bal),
      next: fairnessOf(seed),
    };
  }

  async function findByKey(memberId: number, key: string, tx?: DbTransaction) {
    const [row] = await (tx ?? db)
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  function sameRequest(row: GameRoundRow, gameId: string, betDetail: Record<string, unknown>) {
    return row.gameId === gameId && JSON.stringify(row.betDetail) === JSON.stringify(betDetail);
  }

  /** Plays one round: seed locked, outcome drawn, bet and win in one transferMany, round inserted. */
  async function play(
    member: MemberRow,
    gameId: InhouseGameIdWire,
    betDetail: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<RoundValue> {
    const seen = await findByKey(member.id, idempotencyKey);
    if (seen) {
      if (!sameRequest(seen, gameId, betDetail)) throw new IdempotencyConflictError(seen.betTransferId ?? 0);
      return valueOf(seen, true);
    }
    const rate = await counters.hit(`ihplay:${member.id}`, PLAY_RATE.windowMs);
    if (rate.count > PLAY_RATE.max) throw new RateLimitedError('too.many.requests', rate.resetInMs);
    const currency = await deps.merchantCurrency(member.merchantCode);
    const result = await db.transaction(async (tx) => {
      const seed = await activeSeed(member.id, tx);
      // Under the seed lock, a concurrent request with the same key has committed or not started.
      const again = await findByKey(member.id, idempotencyKey, tx);
      if (again) return { row: again, replayed: true, balance: undefined };
      const rng = createFairRng({
        serverSeed: seed.serverSeed,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
      });
      const outcome = playInhouseRound(rng, { gameId, bet: betDetail } as unknown as RoundBet);
      const totals = totalsOf(outcome);
      const reference = `inhouse:${gameId}:${seed.id}:${seed.nonce}`;
      const base = {
        merchantCode: member.merchantCode,
        reference,
        actor: { kind: 'member' as const, id: String(member.id) },
        metadata: { gameId, seedId: seed.id, nonce: seed.nonce },
      };
      const transfers: TransferRequest[] = [
        {
          ...base,
          idempotencyKey: `ih:${member.id}:${idempotencyKey}:bet`,
          type: 'bet',
          debit: mainRef(member.id, currency),
          credit: revenueRef(currency),
          amount: totals.bet,
        },
      ];
      if (totals.win > 0n)
        transfers.push({
          ...base,
          idempotencyKey: `ih:${member.id}:${idempotencyKey}:win`,
          type: 'win',
          debit: revenueRef(currency),
          credit: mainRef(member.id, currency),
          amount: totals.win,
        });
      const posted = await ledger.transferMany(transfers, tx);
      const [row] = await tx
        .insert(gameRounds)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          gameId,
          gameType: gameTypeOf(gameId),
          gameVersion: gameVersionOf(gameId),
          currency,
          bet: totals.bet,
          win: totals.win,
          betDetail,
          outcome: outcome as unknown as Record<string, unknown>,
          seedId: seed.id,
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce: seed.nonce,
          idempotencyKey,
          betTransferId: posted[0]!.transferId,
          winTransferId: posted[1]?.transferId ?? null,
          createdAt: new Date(now()),
        })
        .returning();
      await tx
        .update(fairnessSeeds)
        .set({ nonce: sql`${fairnessSeeds.nonce} + 1` })
        .where(eq(fairnessSeeds.id, seed.id));
      const last = posted[posted.length - 1]!;
      const balance = posted.length > 1 ? last.creditBalanceAfter : last.debitBalanceAfter;
      return { row: row!, replayed: false, balance };
    });
    if (result.replayed && !sameRequest(result.row, gameId, betDetail))
      throw new IdempotencyConflictError(result.row.betTransferId ?? 0);
    return valueOf(result.row, result.replayed, result.balance);
  }

  return {
    list() {
      return {
        list: (['jade-dragon', 'lotus-fortune', 'koi-riches', 'baccarat', 'fish'] as const).map((gameId) => ({
          gameId,
          gameType: gameTypeOf(gameId),
          gameVersion: gameVersionOf(gameId),
          description: descriptionOf(gameId),
        })),
      };
    },

    async info(member: MemberRow, gameId: InhouseGameIdWire): Promise<GameInfoValue> {
      const currency = await deps.merchantCurrency(member.merchantCode);
      const limits = limitsOf(gameId, currency);
      const seed = await activeSeed(member.id);
      return {
        gameId,
        gameType: gameTypeOf(gameId),
        gameVersion: gameVersionOf(gameId),
        description: descriptionOf(gameId),
        limits: {
          currency,
          minBet: minorToWire(limits.min),
          maxBet: minorToWire(limits.max),
          betStep: minorToWire(limits.step),
        },
        fairness: fairnessOf(seed),
      };
    },

    async fairness(member: MemberRow): Promise<FairnessState> {
      return fairnessOf(await activeSeed(member.id));
    },

    rotate,

    async spin(member: MemberRow, input: { gameId: SlotGameId; bet: unknown; idempotencyKey: string }) {
      const currency = await deps.merchantCurrency(member.merchantCode);
      const bet = amountOf(input.bet, 'bet');
      const limits = limitsOf(input.gameId, currency);
      checkLimits(bet, limits, currency);
      if (bet % limits.step !== 0n)
        throw new AppError('game.bet.invalid', 400, { field: 'bet', lines: Number(limits.step) }, [
          Number(limits.step),
        ]);
      const coinValue = Number(bet / limits.step);
      return play(member, input.gameId, { coinValue }, input.idempotencyKey);
    },

    async baccarat(member: MemberRow, input: { bets: Record<string, unknown>; idempotencyKey: string }) {
      const currency = await deps.merchantCurrency(member.merchantCode);
      const bets: BaccaratBets = {};
      let total = 0n;
      for (const name of BACCARAT_BETS) {
        const value = input.bets[name];
        if (value === undefined) continue;
        const stake = amountOf(value, `bets.${name}`);
        bets[name] = Number(stake);
        total += stake;
      }
      if (total === 0n) throw new AppError('game.bet.invalid', 400, { field: 'bets' }, [0]);
      checkLimits(total, limitsOf('baccarat', currency), currency);
      return play(member, 'baccarat', bets as Record<string, unknown>, input.idempotencyKey);
    },

    async fish(member: MemberRow, input: { bet: unknown; shots: string[]; idempotencyKey: string }) {
      const currency = await deps.merchantCurrency(member.merchantCode);
      const bet = amountOf(input.bet, 'bet');
      checkLimits(bet, limitsOf('fish', currency), currency);
      const known = new Set(FISH_TYPES.map((f) => f.id));
      if (!input.shots.every((s) => known.has(s)))
        throw new AppError('game.bet.invalid', 400, { field: 'shots' }, [0]);
      return play(member, 'fish', { bet: Number(bet), shots: input.shots }, input.idempotencyKey);
    },

    async round(member: MemberRow, roundId: number): Promise<RoundValue> {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.id, roundId), eq(gameRounds.memberId, member.id)))
        .limit(1);
      if (!row) throw new AppError('game.round.not.found', 404);
      return valueOf(row, false);
    },

    async verify(roundId: number): Promise<VerifyValue> {
      const [found] = await db
        .select({ round: gameRounds, seed: fairnessSeeds })
        .from(gameRounds)
        .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, gameRounds.seedId))
        .where(eq(gameRounds.id, roundId))
        .limit(1);
      if (!found) throw new AppError('game.round.not.found', 404);
      const { round, seed } = found;
      const common = {
        roundId: round.id,
        gameId: round.gameId,
        gameVersion: round.gameVersion,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        betDetail: round.betDetail,
        outcome: round.outcome,
      };
      if (seed.status !== 'revealed')
        return {
          ...common,
          revealed: false,
          serverSeed: null,
          commitmentValid: null,
          outcomeMatches: null,
          valid: null,
        };
      const check = verifyRound({
        ...roundBetOf(round),
        serverSeed: seed.serverSeed,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        outcome: round.outcome as unknown as RoundOutcome,
      });
      return {
        ...common,
        revealed: true,
        serverSeed: seed.serverSeed,
        commitmentValid: check.commitmentValid,
        outcomeMatches: check.outcomeMatches,
        valid: check.valid,
      };
    },

    /** The member's latest rounds (newest first), for tests and the game pages' history strip. */
    async recent(memberId: number, limit = 20) {
      return db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.memberId, memberId))
        .orderBy(desc(gameRounds.id))
        .limit(limit);
    },
  };
}

export type InhouseGamesService = ReturnType<typeof createInhouseGamesService>;
