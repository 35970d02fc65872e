import { isDeepStrictEqual } from 'node:util';
import type {
  FairnessState,
  GameDescription,
  GameInfoValue,
  InhouseGameIdWire,
  InhouseGameType,
  RoundValue,
  VerifyValue,
} from '@jade/contract/inhouse-games';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { isSealedSecret, type SecretBox } from '../../platform/crypto/secret-box';
import { AppError, NotLoggedInError, RateLimitedError } from '../../platform/errors';
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
  currentGameVersion,
  describeGame,
  engineOfVersion,
  FISH_TYPES,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  playInhouseRound,
  verifyRound,
  type BaccaratBets,
  type InhouseDescription,
  type RoundBet,
  type RoundOutcome,
  type SlotGameId,
} from './engine/index';
import { BACCARAT_BETS, type BaccaratBet } from '@jade/contract/inhouse-engine/baccarat';
import type { BetFactRecorder } from '../bet-facts';
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
/**
 * Baccarat, per bet, for a currency scale of 1: the minimum and the step. Banker wins pay 0.95:1, so a
 * banker stake is a multiple of 20 minor units and 0.95 × stake is a whole number of minor units: no
 * bet loses anything to rounding (docs/games-math.md, "Baccarat"). The other bets pay whole odds, so
 * any whole number of minor units is exact; their minimum only keeps out dust bets. The round's total
 * still has the table minimum.
 */
export const BACCARAT_PER_BET: Record<BaccaratBet, { min: bigint; step: bigint }> = {
  player: { min: 10n, step: 1n },
  banker: { min: 20n, step: 20n },
  tie: { min: 10n, step: 1n },
  playerPair: { min: 10n, step: 1n },
  bankerPair: { min: 10n, step: 1n },
};
/** Rounds per member per second. */
const PLAY_RATE = { max: 10, windowMs: 1000 };
/** The first key of the per-member advisory lock on seed pairs (the second is the member id). */
const FAIRNESS_LOCK_CLASS = 0x6a616465; // 'jade'

/** The catalogue's vendor code and categories of the in-house games (bet facts, bet records). */
export const INHOUSE_VENDOR_CODE = 'JADE';
const CATEGORY_OF: Record<InhouseGameType, string> = { slot: 'RNG', table: 'TABLE', fish: 'FISH' };

export function gameTypeOf(gameId: string): InhouseGameType {
  return gameId === 'baccarat' ? 'table' : gameId === 'fish' ? 'fish' : 'slot';
}

/** The engine's typed description as the wire's (its head checked by gameDescriptionSchema, the rest passed on). */
const toWireDescription = (d: InhouseDescription) => d as unknown as GameDescription;

const descriptions = new Map<string, GameDescription>();
function descriptionOf(gameId: InhouseGameIdWire) {
  let d = descriptions.get(gameId);
  if (!d) {
    d = toWireDescription(describeGame(gameId));
    descriptions.set(gameId, d);
  }
  return d;
}
/** The game's version: a digest of its rules, paytable and figures, so a change of maths shows. */
export const gameVersionOf = currentGameVersion;

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

/** Baccarat's per-bet minimum and step in the currency's minor units. */
export function baccaratBetLimits(bet: BaccaratBet, currency: string) {
  const scale = CURRENCY_SCALE[currency] ?? 1n;
  return { min: BACCARAT_PER_BET[bet].min * scale, step: BACCARAT_PER_BET[bet].step * scale };
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

function fairnessOf(active: SeedRow, next: SeedRow): FairnessState {
  return {
    serverSeedHash: active.serverSeedHash,
    clientSeed: active.clientSeed ?? '',
    nonce: active.nonce,
    nextServerSeedHash: next.serverSeedHash,
  };
}

/**
 * What a sealed server seed is bound to: the member and the seed's public hash (known before the row
 * has an id, and unique), so a sealed value copied to another row or member does not open.
 */
export function fairnessSeedContext(memberId: number, serverSeedHash: string): string {
  return `fairness_seeds:${memberId}:${serverSeedHash}:server`;
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
  /** Seals the server seeds at rest (active and next); they are opened only to play or to reveal. */
  secrets: SecretBox;
  merchantCurrency: (merchantCode: string) => Promise<string>;
  /** The value engine: each round becomes a bet fact in the round's transaction (app.ts passes it). */
  betFacts?: BetFactRecorder | undefined;
  now?: () => number;
}) {
  const { db, ledger, counters, secrets } = deps;
  const now = deps.now ?? Date.now;

  const mainRef = (memberId: number, currency: string): AccountRef => ({
    kind: 'member',
    memberId,
    currency,
  });
  const revenueRef = (currency: string): AccountRef => ({ kind: 'house', house: 'game_revenue', currency });

  /** A fresh server seed for the member: its hash in the clear, the seed itself sealed. */
  function newSealedSeed(memberId: number) {
    const serverSeed = generateServerSeed();
    const serverSeedHash = hashServerSeed(serverSeed);
    return {
      serverSeed: secrets.seal(serverSeed, fairnessSeedContext(memberId, serverSeedHash)),
      serverSeedHash,
    };
  }

  /**
   * The server seed of a row in the clear. Rows written before sealing hold plain hex: they are read
   * as they are (and sealed by `lockedSeeds` on the member's next play or rotation).
   */
  function openSeed(row: SeedRow): string {
    const seed = isSealedSecret(row.serverSeed)
      ? secrets.open(row.serverSeed, fairnessSeedContext(row.memberId, row.serverSeedHash))
      : row.serverSeed;
    if (hashServerSeed(seed) !== row.serverSeedHash)
      throw new Error(`seed ${row.id} does not match its hash`);
    return seed;
  }

  /** A secret row's seed as it should be stored: sealed, with the keyring's primary key. */
  function resealedSeed(row: SeedRow): string {
    if (!isSealedSecret(row.serverSeed))
      return secrets.seal(row.serverSeed, fairnessSeedContext(row.memberId, row.serverSeedHash));
    return secrets.needsRewrap(row.serverSeed) ? secrets.rewrap(row.serverSeed) : row.serverSeed;
  }

  /**
   * The member's active pair and committed next seed, created when missing (the first pair's client
   * seed is the server's pick: a player who wants the guarantee chooses their own and rotates). With
   * `tx` both rows are locked, and seeds still in plain text (older databases) are sealed.
   */
  async function seeds(memberId: number, tx?: DbTransaction): Promise<{ active: SeedRow; next: SeedRow }> {
    if (tx) {
      // One writer per member at a time: a row lock cannot cover the rows a parallel call is about to
      // insert or re-status (first pair, rotation), so two calls could each see half a pair.
      await tx.execute(sql`select pg_advisory_xact_lock(${FAIRNESS_LOCK_CLASS}, ${memberId})`);
    }
    const exec = tx ?? db;
    const find = async () => {
      const query = exec
        .select()
        .from(fairnessSeeds)
        .where(and(eq(fairnessSeeds.memberId, memberId), inArray(fairnessSeeds.status, ['active', 'next'])))
        .orderBy(asc(fairnessSeeds.id)); // lock in id order, as resealSeeds does
      const rows = tx ? await query.for('update') : await query;
      return { active: rows.find((r) => r.status === 'active'), next: rows.find((r) => r.status === 'next') };
    };
    let found = await find();
    // A reader that finds no pair creates it under the writers' lock.
    if (!tx && (!found.active || !found.next)) return db.transaction((t) => seeds(memberId, t));
    if (!found.active || !found.next) {
      const missing = [];
      if (!found.active)
        missing.push({
          ...newSealedSeed(memberId),
          clientSeed: generateClientSeed(),
          status: 'active' as const,
        });
      if (!found.next)
        missing.push({ ...newSealedSeed(memberId), clientSeed: null, status: 'next' as const });
      await exec
        .insert(fairnessSeeds)
        .values(missing.map((m) => ({ ...m, memberId, nonce: 0, createdAt: new Date(now()) })))
        .onConflictDoNothing();
      found = await find();
    }
    const { active, next } = found;
    if (!active || !next) throw new Error('no seed pair');
    if (tx)
      for (const row of [active, next]) {
        const resealed = resealedSeed(row);
        if (resealed === row.serverSeed) continue;
        row.serverSeed = resealed;
        await tx.update(fairnessSeeds).set({ serverSeed: resealed }).where(eq(fairnessSeeds.id, row.id));
      }
    return { active, next };
  }

  /**
   * Rotation (and a change of client seed): reveals the active pair, activates the seed committed as
   * `next` BEFORE this request with the player's client seed, and commits a fresh next seed.
   */
  async function rotate(member: MemberRow, clientSeed?: string) {
    return db.transaction(async (tx) => {
      const { active: old, next } = await seeds(member.id, tx);
      const serverSeed = openSeed(old);
      await tx
        .update(fairnessSeeds)
        .set({ status: 'revealed', serverSeed, revealedAt: new Date(now()) })
        .where(eq(fairnessSeeds.id, old.id));
      const [active] = await tx
        .update(fairnessSeeds)
        .set({ status: 'active', clientSeed: clientSeed ?? generateClientSeed(), nonce: 0 })
        .where(eq(fairnessSeeds.id, next.id))
        .returning();
      const [fresh] = await tx
        .insert(fairnessSeeds)
        .values({
          ...newSealedSeed(member.id),
          memberId: member.id,
          clientSeed: null,
          nonce: 0,
          status: 'next',
          createdAt: new Date(now()),
        })
        .returning();
      return {
        revealed: {
          serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed ?? '',
          rounds: old.nonce,
        },
        next: fairnessOf(active!, fresh!),
      };
    });
  }

  async function valueOf(row: GameRoundRow, replayed: boolean, balance?: bigint): Promise<RoundValue> {
    const [bal, seed] = await Promise.all([
      balance ?? ledger.balance(mainRef(row.memberId, row.currency)),
      seeds(row.memberId),
    ]);
    return {
      roundId: row.id,
      verifyId: row.verifyId,
      gameId: row.gameId,
      gameType: row.gameType,
      gameVersion: row.gameVersion,
      currency: row.currency,
      bet: minorToWire(row.bet),
      win: minorToWire(row.win),
      outcome: row.outcome,
      betDetail: row.betDetail,
      fairness: {
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce,
        nextServerSeedHash: seed.next.serverSeedHash,
      },
      createdAt: row.createdAt.getTime(),
      replayed,
      balance: minorToWire(bal),
      next: fairnessOf(seed.active, seed.next),
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

  // jsonb keeps its own key order, so compare the values, not their text.
  function sameRequest(row: GameRoundRow, gameId: string, betDetail: Record<string, unknown>) {
    return row.gameId === gameId && isDeepStrictEqual(row.betDetail, betDetail);
  }

  /**
   * Plays one round in one transaction: seeds locked, the stake debited, THEN the seed opened and the
   * outcome drawn, the win credited, the round inserted and the nonce moved on.
   */
  async function play(
    member: MemberRow,
    gameId: InhouseGameIdWire,
    betDetail: Record<string, unknown>,
    stake: bigint,
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
      const { active: seed } = await seeds(member.id, tx);
      // Under the seed lock, a concurrent request with the same key has committed or not started.
      const again = await findByKey(member.id, idempotencyKey, tx);
      if (again) return { row: again, replayed: true, balance: undefined };
      const reference = `inhouse:${gameId}:${seed.id}:${seed.nonce}`;
      const base = {
        merchantCode: member.merchantCode,
        reference,
        actor: { kind: 'member' as const, id: String(member.id) },
        metadata: { gameId, seedId: seed.id, nonce: seed.nonce },
      };
      // The stake leaves the wallet before any random number is drawn.
      const debit: TransferRequest = {
        ...base,
        idempotencyKey: `ih:${member.id}:${idempotencyKey}:bet`,
        type: 'bet',
        debit: mainRef(member.id, currency),
        credit: revenueRef(currency),
        amount: stake,
      };
      const betPosted = await ledger.transfer(debit, tx);
      const gameVersion = gameVersionOf(gameId);
      const rng = createFairRng({
        serverSeed: openSeed(seed),
        clientSeed: seed.clientSeed!,
        nonce: seed.nonce,
      });
      const outcome = playInhouseRound(rng, { gameId, bet: betDetail } as unknown as RoundBet);
      const totals = totalsOf(outcome);
      if (totals.bet !== stake) throw new Error(`engine stake ${totals.bet} is not the debited ${stake}`);
      const winPosted =
        totals.win > 0n
          ? await ledger.transfer(
              {
                ...base,
                idempotencyKey: `ih:${member.id}:${idempotencyKey}:win`,
                type: 'win',
                debit: revenueRef(currency),
                credit: mainRef(member.id, currency),
                amount: totals.win,
              },
              tx,
            )
          : undefined;
      const [row] = await tx
        .insert(gameRounds)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          gameId,
          gameType: gameTypeOf(gameId),
          gameVersion,
          currency,
          bet: totals.bet,
          win: totals.win,
          betDetail,
          outcome: outcome as unknown as Record<string, unknown>,
          seedId: seed.id,
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed!,
          nonce: seed.nonce,
          idempotencyKey,
          betTransferId: betPosted.transferId,
          winTransferId: winPosted?.transferId ?? null,
          createdAt: new Date(now()),
        })
        .returning();
      await tx
        .update(fairnessSeeds)
        .set({ nonce: sql`${fairnessSeeds.nonce} + 1` })
        .where(eq(fairnessSeeds.id, seed.id));
      await deps.betFacts?.record(tx, {
        source: 'inhouse',
        sourceId: String(row!.id),
        merchantCode: member.merchantCode,
        memberId: member.id,
        currency,
        category: CATEGORY_OF[row!.gameType as InhouseGameType],
        vendorCode: INHOUSE_VENDOR_CODE,
        gameCode: gameId,
        stake: totals.bet,
        validBet: totals.bet,
        payout: totals.win,
        placedAt: row!.createdAt,
        settledAt: row!.createdAt,
      });
      const balance = winPosted ? winPosted.creditBalanceAfter : betPosted.debitBalanceAfter;
      return { row: row!, replayed: false, balance };
    });
    if (result.replayed && !sameRequest(result.row, gameId, betDetail))
      throw new IdempotencyConflictError(result.row.betTransferId ?? 0);
    return valueOf(result.row, result.replayed, result.balance);
  }

  return {
    /**
     * Seals the secret seeds still in plain text (older databases) and rewraps those sealed with a key
     * other than the keyring's primary (key rotation), `batch` rows at a time, from row id `after`.
     * Returns how many rows changed and where to go on (null: done). Each row is also resealed on
     * its member's next round or rotation, so running this is only needed to retire an old key.
     */
    async resealSeeds(after = 0, batch = 500): Promise<{ changed: number; next: number | null }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(fairnessSeeds)
          .where(and(inArray(fairnessSeeds.status, ['active', 'next']), gt(fairnessSeeds.id, after)))
          .orderBy(asc(fairnessSeeds.id))
          .limit(batch)
          .for('update');
        let changed = 0;
        for (const row of rows) {
          const resealed = resealedSeed(row);
          if (resealed === row.serverSeed) continue;
          await tx.update(fairnessSeeds).set({ serverSeed: resealed }).where(eq(fairnessSeeds.id, row.id));
          changed++;
        }
        return { changed, next: rows.length === batch ? rows[rows.length - 1]!.id : null };
      });
    },

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
      const seed = await seeds(member.id);
      const perBet =
        gameId === 'baccarat'
          ? Object.fromEntries(
              BACCARAT_BETS.map((bet) => {
                const l = baccaratBetLimits(bet, currency);
                return [bet, { minBet: minorToWire(l.min), betStep: minorToWire(l.step) }];
              }),
            )
          : undefined;
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
          ...(perBet && { perBet }),
        },
        fairness: fairnessOf(seed.active, seed.next),
      };
    },

    async fairness(member: MemberRow): Promise<FairnessState> {
      const seed = await seeds(member.id);
      return fairnessOf(seed.active, seed.next);
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
      return play(member, input.gameId, { coinValue }, bet, input.idempotencyKey);
    },

    async baccarat(member: MemberRow, input: { bets: Record<string, unknown>; idempotencyKey: string }) {
      const currency = await deps.merchantCurrency(member.merchantCode);
      const bets: BaccaratBets = {};
      let total = 0n;
      for (const name of BACCARAT_BETS) {
        const value = input.bets[name];
        if (value === undefined) continue;
        const stake = amountOf(value, `bets.${name}`);
        const perBet = baccaratBetLimits(name, currency);
        checkLimits(stake, { min: perBet.min, max: limitsOf('baccarat', currency).max }, currency);
        if (stake % perBet.step !== 0n) {
          const step = minorToWire(perBet.step);
          throw new AppError('game.bet.step', 400, { field: `bets.${name}`, step, currency }, [
            step.toFixed(2),
          ]);
        }
        bets[name] = Number(stake);
        total += stake;
      }
      if (total === 0n) throw new AppError('game.bet.invalid', 400, { field: 'bets' }, [0]);
      checkLimits(total, limitsOf('baccarat', currency), currency);
      return play(member, 'baccarat', bets as Record<string, unknown>, total, input.idempotencyKey);
    },

    async fish(member: MemberRow, input: { bet: unknown; shots: string[]; idempotencyKey: string }) {
      const currency = await deps.merchantCurrency(member.merchantCode);
      const bet = amountOf(input.bet, 'bet');
      checkLimits(bet, limitsOf('fish', currency), currency);
      const known = new Set(FISH_TYPES.map((f) => f.id));
      if (!input.shots.every((s) => known.has(s)))
        throw new AppError('game.bet.invalid', 400, { field: 'shots' }, [0]);
      const stake = bet * BigInt(input.shots.length);
      return play(member, 'fish', { bet: Number(bet), shots: input.shots }, stake, input.idempotencyKey);
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

    /**
     * A round's verification: by its unguessable `verifyId` (a shared link), or by `roundId` for its
     * owner only. Either way a stranger cannot walk the sequential ids.
     */
    async verify(
      query: { verifyId?: string; roundId?: number },
      member: MemberRow | undefined,
    ): Promise<VerifyValue> {
      let where;
      if (query.verifyId !== undefined) where = eq(gameRounds.verifyId, query.verifyId);
      else if (query.roundId !== undefined) {
        if (!member) throw new NotLoggedInError();
        where = and(eq(gameRounds.id, query.roundId), eq(gameRounds.memberId, member.id));
      } else throw new AppError('game.round.not.found', 404);
      const [found] = await db
        .select({ round: gameRounds, seed: fairnessSeeds })
        .from(gameRounds)
        .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, gameRounds.seedId))
        .where(where)
        .limit(1);
      if (!found) throw new AppError('game.round.not.found', 404);
      const { round, seed } = found;
      // The maths the round was played with, which may no longer be the current one.
      const engine = engineOfVersion(round.gameVersion);
      if (!engine)
        throw new AppError('game.version.unknown', 409, { gameVersion: round.gameVersion }, [
          round.gameVersion,
        ]);
      const common = {
        roundId: round.id,
        verifyId: round.verifyId,
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
      const serverSeed = openSeed(seed);
      const check = verifyRound({
        ...roundBetOf(round),
        play: engine,
        serverSeed,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        outcome: round.outcome as unknown as RoundOutcome,
      });
      return {
        ...common,
        revealed: true,
        serverSeed,
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
