import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { members } from '../accounts/tables';
import type { AccountRef } from '../ledger/accounts';
import { InsufficientFundsError, type DbTransaction, type LedgerService } from '../ledger/ledger-service';
import { minorToWire, parseWireAmount } from '../ledger/money';
import type { BetFactRecorder } from '../bet-facts';
import { VendorApiError } from './errors';
import { payloadHash, signaturesEqual, signRequest } from './signing';
import { vendorBets, vendorCredentials, vendorSessions, vendorTransactions } from './tables';

/** What the catalogue's launch gives back for a one-time token (modules/games). */
export interface LaunchGrant {
  memberId: number;
  gameCode: string;
  vendorCode: string;
  merchantCode?: string;
}

export interface VendorApiSettings {
  /** A request's X-Timestamp may differ from the server's clock by at most this much. */
  timestampWindowMs: number;
  /** Nonces are remembered this long (more than twice the window). */
  nonceTtlMs: number;
  /** A vendor session lives this long after `authenticate`. */
  sessionTtlMs: number;
}

export const DEFAULT_VENDOR_API_SETTINGS: VendorApiSettings = {
  timestampWindowMs: 5 * 60_000,
  nonceTtlMs: 15 * 60_000,
  sessionTtlMs: 4 * 60 * 60_000,
};

/** The parts of a signed request the server checks. */
export interface SignedRequest {
  vendor: string | undefined;
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  method: string;
  path: string;
  body: string;
}

/** A money call's answer and whether it repeats an earlier one. */
export interface VendorAnswer {
  body: Record<string, unknown>;
  replayed: boolean;
}

const ID = /^[A-Za-z0-9._:-]{1,100}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const VENDOR = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_DETAIL = 8 * 1024;

function wire(minor: bigint): string {
  return minorToWire(minor).toFixed(2);
}

function idOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || !ID.test(value))
    throw new VendorApiError('INVALID_REQUEST', `${field}: 1-100 characters of A-Z a-z 0-9 . _ : -`);
  return value;
}

function amountOf(value: unknown, allowZero: boolean): bigint {
  const parsed = parseWireAmount(value);
  if (parsed.ok) return parsed.minor;
  if (allowZero && parsed.reason === 'zero') return 0n;
  throw new VendorApiError('INVALID_REQUEST', `amount: ${parsed.reason}`);
}

function playerIdOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new VendorApiError('INVALID_REQUEST', 'playerId');
  return n;
}

function objectOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new VendorApiError('INVALID_REQUEST', 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

export function createVendorApiService(deps: {
  db: Database;
  ledger: LedgerService;
  counters: CounterStore;
  consumeLaunchToken: (token: string) => Promise<LaunchGrant | null>;
  merchantCurrency: (merchantCode: string) => Promise<string>;
  settings?: Partial<VendorApiSettings>;
  /** The value engine: settled rounds become bet facts in the money's transaction (app.ts passes it). */
  betFacts?: BetFactRecorder | undefined;
  /** The catalogue category of a vendor (LIVE, RNG, SPORTS…), for the bet facts. */
  vendorCategory?: ((vendorCode: string) => Promise<string>) | undefined;
  now?: () => number;
}) {
  const { db, ledger, counters } = deps;
  const settings = { ...DEFAULT_VENDOR_API_SETTINGS, ...deps.settings };
  const now = deps.now ?? Date.now;

  /**
   * The round's settled state as a bet fact: its stake (debits not rolled back) and its wins once a
   * credit settled it; `void` when every debit was rolled back. Rounds never settled write nothing.
   */
  async function recordRound(
    tx: DbTransaction,
    round: typeof vendorBets.$inferSelect,
    state: { bet: bigint; win: bigint; status: 'open' | 'settled' | 'rolled_back'; at: Date },
  ) {
    if (!deps.betFacts || state.status === 'open') return;
    await deps.betFacts.record(tx, {
      source: 'vendor',
      sourceId: `${round.vendorCode}:${round.roundId}`,
      merchantCode: round.merchantCode,
      memberId: round.memberId,
      currency: round.currency,
      category: deps.vendorCategory ? await deps.vendorCategory(round.vendorCode) : 'RNG',
      vendorCode: round.vendorCode,
      gameCode: round.gameCode,
      stake: state.bet,
      validBet: state.bet,
      payout: state.win,
      placedAt: round.createdAt,
      settledAt: state.at,
      void: state.status === 'rolled_back',
    });
  }

  const mainRef = (memberId: number, currency: string): AccountRef => ({
    kind: 'member',
    memberId,
    currency,
  });
  const revenueRef = (currency: string): AccountRef => ({ kind: 'house', house: 'game_revenue', currency });

  async function memberOf(memberId: number, tx?: DbTransaction) {
    const [row] = await (tx ?? db)
      .select({
        id: members.id,
        merchantCode: members.merchantCode,
        username: members.username,
        nickname: members.nickname,
        status: members.status,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    return row;
  }

  async function balanceOf(memberId: number, currency: string, tx?: DbTransaction): Promise<bigint> {
    return ledger.balance(mainRef(memberId, currency), '', tx);
  }

  /** Checks X-Vendor, the signature, the timestamp window and the nonce; answers the vendor code. */
  async function verify(req: SignedRequest): Promise<string> {
    const vendor = req.vendor ?? '';
    if (!VENDOR.test(vendor)) throw new VendorApiError('UNKNOWN_VENDOR', 'X-Vendor is missing or unknown');
    const keys = await db
      .select({ secret: vendorCredentials.secret })
      .from(vendorCredentials)
      .where(and(eq(vendorCredentials.vendorCode, vendor), eq(vendorCredentials.enabled, true)));
    if (keys.length === 0) throw new VendorApiError('UNKNOWN_VENDOR', 'X-Vendor is missing or unknown');
    const timestamp = req.timestamp ?? '';
    const nonce = req.nonce ?? '';
    const signature = (req.signature ?? '').toLowerCase();
    if (!/^\d{10,13}$/.test(timestamp) || !NONCE.test(nonce) || !/^[0-9a-f]{64}$/.test(signature))
      throw new VendorApiError('INVALID_SIGNATURE', 'X-Timestamp, X-Nonce or X-Signature is malformed');
    let valid = false;
    for (const key of keys) {
      const expected = signRequest(key.secret, { ...req, timestamp, nonce });
      if (signaturesEqual(expected, signature)) valid = true;
    }
    if (!valid) throw new VendorApiError('INVALID_SIGNATURE', 'the signature does not match');
    const sentAt = timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000;
    if (Math.abs(now() - sentAt) > settings.timestampWindowMs)
      throw new VendorApiError('STALE_TIMESTAMP', 'X-Timestamp is outside the allowed window');
    if (!(await counters.claim(`vnonce:${vendor}:${nonce}`, settings.nonceTtlMs)))
      throw new VendorApiError('REPLAYED_NONCE', 'this X-Nonce was already used');
    return vendor;
  }

  type TxRow = typeof vendorTransactions.$inferSelect;

  async function findTx(vendor: string, txId: string, tx?: DbTransaction, lock = false) {
    const query = (tx ?? db)
      .select()
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendorCode, vendor), eq(vendorTransactions.txId, txId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The answer to a transaction id seen before: the first result, or why the new payload is refused. */
  function repeatOf(row: TxRow, kind: TxRow['kind'], hash: string): VendorAnswer {
    if (row.status === 'tombstone') {
      if (kind === 'debit')
        throw new VendorApiError('DEBIT_ROLLED_BACK', 'this debit was rolled back before it arrived');
      throw new VendorApiError('TX_CONFLICT', 'this transaction id is already used by a rolled-back debit');
    }
    if (row.kind !== kind || row.requestHash !== hash || !row.result)
      throw new VendorApiError('TX_CONFLICT', 'this transaction id was already used with another payload');
    return { body: row.result, replayed: true };
  }

  /** Inserts the idempotency row; false when another request holds the id (the caller re-reads it). */
  async function claimTx(tx: DbTransaction, values: typeof vendorTransactions.$inferInsert) {
    const inserted = await tx
      .insert(vendorTransactions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: vendorTransactions.id });
    return inserted[0]?.id;
  }

  async function liveSession(vendor: string, sessionId: unknown) {
    if (typeof sessionId !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(sessionId))
      throw new VendorApiError('INVALID_REQUEST', 'sessionId');
    const [session] = await db
      .select()
      .from(vendorSessions)
      .where(and(eq(vendorSessions.id, sessionId), eq(vendorSessions.vendorCode, vendor)))
      .limit(1);
    if (!session) throw new VendorApiError('INVALID_TOKEN', 'unknown session');
    if (session.expiresAt.getTime() <= now())
      throw new VendorApiError('SESSION_EXPIRED', 'the session expired');
    return session;
  }

  /** Runs `work` once; when a concurrent request claimed the same id first, answers as a repeat. */
  async function once(
    vendor: string,
    txId: string,
    kind: TxRow['kind'],
    hash: string,
    work: (tx: DbTransaction) => Promise<Record<string, unknown> | 'taken'>,
  ): Promise<VendorAnswer> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const seen = await findTx(vendor, txId);
      if (seen) return repeatOf(seen, kind, hash);
      const body = await db.transaction(async (tx) => work(tx));
      if (body !== 'taken') return { body, replayed: false };
    }
    throw new VendorApiError('INTERNAL_ERROR', 'could not settle a concurrent transaction id');
  }

  function checkCurrency(given: unknown, currency: string) {
    if (given !== undefined && given !== currency)
      throw new VendorApiError('CURRENCY_MISMATCH', `the player's currency is ${currency}`);
  }

  return {
    verify,

    async authenticate(vendor: string, input: unknown) {
      const body = objectOf(input);
      if (typeof body.token !== 'string' || body.token.length < 8 || body.token.length > 200)
        throw new VendorApiError('INVALID_REQUEST', 'token');
      const grant = await deps.consumeLaunchToken(body.token);
      if (!grant || grant.vendorCode !== vendor)
        throw new VendorApiError('INVALID_TOKEN', 'the launch token is unknown, used or expired');
      const member = await memberOf(grant.memberId);
      if (!member) throw new VendorApiError('INVALID_TOKEN', 'the launch token is unknown, used or expired');
      if (member.status !== 'active') throw new VendorApiError('PLAYER_BLOCKED', 'the player is blocked');
      const currency = await deps.merchantCurrency(member.merchantCode);
      const sessionId = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now() + settings.sessionTtlMs);
      await db.insert(vendorSessions).values({
        id: sessionId,
        vendorCode: vendor,
        memberId: member.id,
        merchantCode: member.merchantCode,
        gameCode: grant.gameCode,
        currency,
        createdAt: new Date(now()),
        expiresAt,
      });
      return {
        sessionId,
        playerId: String(member.id),
        nickname: member.nickname || member.username,
        gameCode: grant.gameCode,
        currency,
        balance: wire(await balanceOf(member.id, currency)),
        expiresAt: expiresAt.toISOString(),
      };
    },

    async balance(vendor: string, input: unknown) {
      const body = objectOf(input);
      const session = await liveSession(vendor, body.sessionId);
      return {
        playerId: String(session.memberId),
        currency: session.currency,
        balance: wire(await balanceOf(session.memberId, session.currency)),
      };
    },

    async debit(vendor: string, input: unknown): Promise<VendorAnswer> {
      const body = objectOf(input);
      const txId = idOf(body.txId, 'txId');
      const roundId = idOf(body.roundId, 'roundId');
      const amount = amountOf(body.amount, false);
      const playerId = playerIdOf(body.playerId);
      if (typeof body.sessionId !== 'string') throw new VendorApiError('INVALID_REQUEST', 'sessionId');
      const hash = payloadHash(['debit', roundId, amount.toString(), body.sessionId]);
      const seen = await findTx(vendor, txId);
      if (seen) return repeatOf(seen, 'debit', hash);
      const session = await liveSession(vendor, body.sessionId);
      if (playerId !== undefined && playerId !== session.memberId)
        throw new VendorApiError('PLAYER_MISMATCH', 'playerId is not the session player');
      checkCurrency(body.currency, session.currency);
      const member = await memberOf(session.memberId);
      if (!member || member.status !== 'active')
        throw new VendorApiError('PLAYER_BLOCKED', 'the player is blocked');
      const { currency, memberId } = session;
      try {
        return await once(vendor, txId, 'debit', hash, async (tx) => {
          const [round] = await tx
            .select()
            .from(vendorBets)
            .where(and(eq(vendorBets.vendorCode, vendor), eq(vendorBets.roundId, roundId)))
            .limit(1)
            .for('update');
          if (round && round.memberId !== memberId)
            throw new VendorApiError('PLAYER_MISMATCH', 'this round belongs to another player');
          if (round && round.status !== 'open')
            throw new VendorApiError('ROUND_CLOSED', 'this round is settled or rolled back');
          const claimed = await claimTx(tx, {
            vendorCode: vendor,
            txId,
            kind: 'debit',
            status: 'ok',
            requestHash: hash,
            roundId,
            memberId,
            amount,
          });
          if (claimed === undefined) return 'taken';
          const transfer = await ledger.transfer(
            {
              merchantCode: session.merchantCode,
              idempotencyKey: `vendor:${vendor}:${txId}`,
              type: 'bet',
              debit: mainRef(memberId, currency),
              credit: revenueRef(currency),
              amount,
              reference: `vendor:${vendor}:${roundId}`.slice(0, 200),
              actor: { kind: 'vendor', id: vendor },
              metadata: { roundId, txId, gameCode: session.gameCode },
            },
            tx,
          );
          if (round) {
            await tx
              .update(vendorBets)
              .set({
                bet: sql`${vendorBets.bet} + ${amount}`,
                txIds: sql`${vendorBets.txIds} || ${JSON.stringify([txId])}::jsonb`,
                updatedAt: new Date(now()),
              })
              .where(eq(vendorBets.id, round.id));
          } else {
            await tx.insert(vendorBets).values({
              vendorCode: vendor,
              roundId,
              memberId,
              merchantCode: session.merchantCode,
              gameCode: session.gameCode,
              currency,
              bet: amount,
              win: 0n,
              status: 'open',
              txIds: [txId],
              createdAt: new Date(now()),
              updatedAt: new Date(now()),
            });
          }
          const result = {
            txId,
            roundId,
            playerId: String(memberId),
            currency,
            balance: wire(transfer.debitBalanceAfter),
            transferId: transfer.transferId,
          };
          await tx
            .update(vendorTransactions)
            .set({ result, transferId: transfer.transferId })
            .where(eq(vendorTransactions.id, claimed));
          return result;
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError)
          throw new VendorApiError('INSUFFICIENT_FUNDS', 'the balance is lower than the amount', {
            playerId: String(memberId),
            currency,
            balance: wire(error.balanceMinor),
          });
        throw error;
      }
    },

    async credit(vendor: string, input: unknown): Promise<VendorAnswer> {
      const body = objectOf(input);
      const txId = idOf(body.txId, 'txId');
      const roundId = idOf(body.roundId, 'roundId');
      const amount = amountOf(body.amount, true);
      const playerId = playerIdOf(body.playerId);
      let detail: Record<string, unknown> | undefined;
      if (body.detail !== undefined) {
        detail = objectOf(body.detail);
        if (JSON.stringify(detail).length > MAX_DETAIL)
          throw new VendorApiError('INVALID_REQUEST', 'detail: at most 8 KiB of JSON');
      }
      const hash = payloadHash(['credit', roundId, amount.toString(), playerId ?? null]);
      return once(vendor, txId, 'credit', hash, async (tx) => {
        const [round] = await tx
          .select()
          .from(vendorBets)
          .where(and(eq(vendorBets.vendorCode, vendor), eq(vendorBets.roundId, roundId)))
          .limit(1)
          .for('update');
        // Out of order: a credit never creates a round; the vendor retries it after the debit.
        if (!round) throw new VendorApiError('UNKNOWN_ROUND', 'no debit of this round has arrived');
        if (playerId !== undefined && playerId !== round.memberId)
          throw new VendorApiError('PLAYER_MISMATCH', 'this round belongs to another player');
        checkCurrency(body.currency, round.currency);
        if (round.status === 'rolled_back')
          throw new VendorApiError('ROUND_CLOSED', 'every debit of this round was rolled back');
        const claimed = await claimTx(tx, {
          vendorCode: vendor,
          txId,
          kind: 'credit',
          status: 'ok',
          requestHash: hash,
          roundId,
          memberId: round.memberId,
          amount,
        });
        if (claimed === undefined) return 'taken';
        let balance: bigint;
        let transferId: number | null = null;
        if (amount > 0n) {
          const transfer = await ledger.transfer(
            {
              merchantCode: round.merchantCode,
              idempotencyKey: `vendor:${vendor}:${txId}`,
              type: 'win',
              debit: revenueRef(round.currency),
              credit: mainRef(round.memberId, round.currency),
              amount,
              reference: `vendor:${vendor}:${roundId}`.slice(0, 200),
              actor: { kind: 'vendor', id: vendor },
              metadata: { roundId, txId, gameCode: round.gameCode },
            },
            tx,
          );
          balance = transfer.creditBalanceAfter;
          transferId = transfer.transferId;
        } else {
          balance = await balanceOf(round.memberId, round.currency, tx);
        }
        await tx
          .update(vendorBets)
          .set({
            win: sql`${vendorBets.win} + ${amount}`,
            status: 'settled',
            txIds: sql`${vendorBets.txIds} || ${JSON.stringify([txId])}::jsonb`,
            ...(detail ? { detail } : {}),
            updatedAt: new Date(now()),
            settledAt: new Date(now()),
          })
          .where(eq(vendorBets.id, round.id));
        await recordRound(tx, round, {
          bet: round.bet,
          win: round.win + amount,
          status: 'settled',
          at: new Date(now()),
        });
        const result = {
          txId,
          roundId,
          playerId: String(round.memberId),
          currency: round.currency,
          balance: wire(balance),
          transferId,
        };
        await tx
          .update(vendorTransactions)
          .set({ result, transferId })
          .where(eq(vendorTransactions.id, claimed));
        return result;
      });
    },

    async rollback(vendor: string, input: unknown): Promise<VendorAnswer> {
      const body = objectOf(input);
      const txId = idOf(body.txId, 'txId');
      const debitTxId = idOf(body.debitTxId, 'debitTxId');
      const playerId = playerIdOf(body.playerId);
      if (debitTxId === txId) throw new VendorApiError('INVALID_REQUEST', 'debitTxId equals txId');
      const hash = payloadHash(['rollback', debitTxId, playerId ?? null]);
      return once(vendor, txId, 'rollback', hash, async (tx) => {
        let debit = await findTx(vendor, debitTxId, tx, true);
        if (!debit) {
          // Unknown debit: a tombstone, so the debit is refused if it arrives late.
          const tomb = await claimTx(tx, {
            vendorCode: vendor,
            txId: debitTxId,
            kind: 'debit',
            status: 'tombstone',
            memberId: playerId && (await memberOf(playerId, tx)) ? playerId : null,
          });
          if (tomb === undefined) debit = await findTx(vendor, debitTxId, tx, true);
        }
        if (debit && debit.kind !== 'debit')
          throw new VendorApiError('INVALID_REQUEST', 'debitTxId names a credit or a rollback');
        const memberId = debit?.memberId ?? (playerId && (await memberOf(playerId, tx)) ? playerId : null);
        if (playerId !== undefined && debit?.memberId && playerId !== debit.memberId)
          throw new VendorApiError('PLAYER_MISMATCH', 'the debit belongs to another player');
        const claimed = await claimTx(tx, {
          vendorCode: vendor,
          txId,
          kind: 'rollback',
          status: 'ok',
          requestHash: hash,
          roundId: debit?.roundId ?? null,
          memberId,
          amount: debit?.status === 'ok' ? debit.amount : 0n,
          refTxId: debitTxId,
        });
        if (claimed === undefined) return 'taken';
        let outcome: 'ROLLED_BACK' | 'ALREADY_ROLLED_BACK' | 'DEBIT_NOT_FOUND';
        let transferId: number | null = null;
        let balance: bigint | null = null;
        let currency: string | null = null;
        const [round] = debit?.roundId
          ? await tx
              .select()
              .from(vendorBets)
              .where(and(eq(vendorBets.vendorCode, vendor), eq(vendorBets.roundId, debit.roundId)))
              .limit(1)
              .for('update')
          : [];
        if (debit && debit.status === 'ok' && round) {
          const transfer = await ledger.transfer(
            {
              merchantCode: round.merchantCode,
              idempotencyKey: `vendor:${vendor}:${txId}`,
              type: 'rollback',
              debit: revenueRef(round.currency),
              credit: mainRef(round.memberId, round.currency),
              amount: debit.amount,
              reference: `vendor:${vendor}:${round.roundId}`.slice(0, 200),
              actor: { kind: 'vendor', id: vendor },
              metadata: { roundId: round.roundId, txId, debitTxId },
            },
            tx,
          );
          await tx
            .update(vendorTransactions)
            .set({ status: 'rolled_back' })
            .where(eq(vendorTransactions.id, debit.id));
          const [left] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(vendorTransactions)
            .where(
              and(
                eq(vendorTransactions.vendorCode, vendor),
                eq(vendorTransactions.roundId, round.roundId),
                eq(vendorTransactions.kind, 'debit'),
                eq(vendorTransactions.status, 'ok'),
              ),
            );
          const closes = (left?.n ?? 0) === 0 && round.win === 0n;
          await tx
            .update(vendorBets)
            .set({
              bet: sql`${vendorBets.bet} - ${debit.amount}`,
              txIds: sql`${vendorBets.txIds} || ${JSON.stringify([txId])}::jsonb`,
              ...(closes ? { status: 'rolled_back' as const, settledAt: new Date(now()) } : {}),
              updatedAt: new Date(now()),
            })
            .where(eq(vendorBets.id, round.id));
          // A rollback after the credit re-settles the round with the smaller stake.
          await recordRound(tx, round, {
            bet: round.bet - debit.amount,
            win: round.win,
            status: closes ? 'rolled_back' : round.status,
            at: new Date(now()),
          });
          outcome = 'ROLLED_BACK';
          transferId = transfer.transferId;
          balance = transfer.creditBalanceAfter;
          currency = round.currency;
        } else {
          outcome = debit && debit.status !== 'tombstone' ? 'ALREADY_ROLLED_BACK' : 'DEBIT_NOT_FOUND';
          if (round) currency = round.currency;
          else if (memberId) {
            const member = await memberOf(memberId, tx);
            currency = member ? await deps.merchantCurrency(member.merchantCode) : null;
          }
          if (memberId && currency) balance = await balanceOf(memberId, currency, tx);
        }
        const result = {
          txId,
          debitTxId,
          status: outcome,
          playerId: memberId ? String(memberId) : null,
          currency,
          balance: balance === null ? null : wire(balance),
          transferId,
        };
        await tx
          .update(vendorTransactions)
          .set({ result, transferId })
          .where(eq(vendorTransactions.id, claimed));
        return result;
      });
    },

    /** Creates a key for a vendor (seed and operator CLI); answers the secret once. */
    async issueCredentials(vendorCode: string, keyId = 'k1'): Promise<{ keyId: string; secret: string }> {
      const secret = randomBytes(32).toString('hex');
      await db
        .insert(vendorCredentials)
        .values({ vendorCode, keyId, secret })
        .onConflictDoUpdate({
          target: [vendorCredentials.vendorCode, vendorCredentials.keyId],
          set: { secret, enabled: true },
        });
      return { keyId, secret };
    },
  };
}

export type VendorApiService = ReturnType<typeof createVendorApiService>;
