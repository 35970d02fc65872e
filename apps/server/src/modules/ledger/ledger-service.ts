import { TRIAL_TYPE as TRIAL_MEMBER_TYPE } from '@jade/contract/account-types';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import type { TransferObserver, TransferOutcome } from '../../platform/metrics/metrics';
import {
  accountColumns,
  accountKey,
  inBookOf,
  LedgerRequestError,
  requestHash,
  TRANSFER_TYPES,
  type AccountRef,
  type Actor,
  type TransferType,
} from './accounts';
import { batchPayload, DEFAULT_LEDGER_BATCH, type LedgerBatchSettings } from './batch-post';
import { createBatcher, type Outcome } from './batcher';
import { formatMoney, minorToWire } from './money';

export type { AccountRef, Actor, HouseAccountKind, TransferType } from './accounts';
export { HOUSE_ACCOUNT_KINDS, TRANSFER_TYPES, LedgerRequestError, TRIAL_BOOK } from './accounts';
export { DEFAULT_LEDGER_BATCH, type LedgerBatchSettings } from './batch-post';

/**
 * THE LEDGER SERVICE. Every movement of money in Jade goes through `transfer` or `transferMany`.
 *
 * - Amounts are JS `bigint` minor units (cents) everywhere inside the server; the wire uses decimal
 *   numbers with two decimals, converted only at the edge (money.ts).
 * - A transfer moves `amount` from `debit` to `credit` (both in `currency`), in one PostgreSQL call
 *   (`ledger_post`, migration 0003): both accounts locked in ascending id order, the balance guard
 *   checked under the lock, the idempotency key claimed, balances moved and two entries written.
 * - Idempotency: `idempotencyKey` is unique per merchant. The same key with the same request (see
 *   `requestHash`) answers the first result with `replayed: true` and moves nothing; the same key with
 *   another request throws IdempotencyConflictError (409). Namespace your keys (`dep:<id>:confirm`,
 *   `m:<member>:<client key>`, `vendor:<code>:<txn id>`).
 * - Refusals (insufficient funds, conflict) change nothing and do not abort a surrounding transaction.
 * - Group commit: a `transfer` without `tx` is queued with the other standalone transfers of this
 *   process and posted with them in one call and one commit (`ledger_post_batch`, migration 0009;
 *   LEDGER_BATCH*, decision H-ledger-batch-1). Each still gets its own result or refusal.
 * - With `tx`, the transfer joins that transaction (commit or roll back with your own rows). Several
 *   transfers in one transaction: use `transferMany`, which locks every account first in id order
 *   (two separate `transfer` calls in one transaction could deadlock with another transaction).
 * - Trial book: a transfer between a trial member's account (member type 4) and a house account posts
 *   to the house account's trial twin (`game_revenue` → `trial_game_revenue`, accounts.ts TRIAL_BOOK),
 *   so game services name `game_revenue` for everyone and demo money never meets real house money.
 * - Withdrawals: give `withdrawal_hold`, `withdrawal_paid` and `withdrawal_release` of one withdrawal
 *   the same `reference`; the account record shows a hold as pending until one of the others exists.
 */
export interface TransferRequest {
  merchantCode: string;
  /** Unique per merchant; at most 200 characters. A replay returns the first result. */
  idempotencyKey: string;
  type: TransferType;
  /** Money leaves this account. */
  debit: AccountRef;
  /** Money enters this account. */
  credit: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  /** E.g. a deposit id, a round id; at most 200 characters. */
  reference?: string;
  actor: Actor;
  /** Stored as jsonb; not part of the idempotency identity. */
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: number;
  /** True when the key had already been used with the same request: nothing moved this time. */
  replayed: boolean;
  /** Balances right after the (first) transfer. */
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
  createdAt: Date;
}

/** 400 `wallet.insufficient.funds`, value `{ balance }` (the debit account's balance, wire decimal). */
export class InsufficientFundsError extends AppError {
  constructor(readonly balanceMinor: bigint) {
    const balance = minorToWire(balanceMinor);
    super('wallet.insufficient.funds', 400, { balance }, [formatMoney(balance)]);
  }
}

/** 409 `idempotency.conflict`: the key was already used for another request. */
export class IdempotencyConflictError extends AppError {
  constructor(readonly transferId: number) {
    super('idempotency.conflict', 409);
  }
}

/** A drizzle database or transaction: anything that can run a statement. */
export type DbExecutor = Pick<Database, 'execute'>;
/** The transaction handle of `db.transaction(async (tx) => …)`. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ReconcileMismatch {
  kind: 'balance' | 'transfer' | 'chain' | 'negative' | 'currency';
  accountId?: number;
  accountKey?: string;
  transferId?: number;
  detail: string;
}

export interface ReconcileReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  entries: number;
  mismatches: ReconcileMismatch[];
  /** Sum of every balance (all currencies): 0 when the ledger balances. */
  sum: bigint;
  currencies: { currency: string; accounts: number; sum: bigint; entriesSum: bigint }[];
}

const MAX_KEY = 200;
const MAX_REFERENCE = 200;
/** No single transfer above 10^15 minor units; far beyond any real amount, far below bigint's range. */
const MAX_AMOUNT = 10n ** 15n;

interface Prepared {
  req: TransferRequest;
  debitKey: string;
  creditKey: string;
  hash: string;
  reference: string | null;
}

function prepare(req: TransferRequest): Prepared {
  if (!(TRANSFER_TYPES as readonly string[]).includes(req.type))
    throw new LedgerRequestError(`bad type ${req.type}`);
  if (typeof req.amount !== 'bigint' || req.amount <= 0n || req.amount > MAX_AMOUNT)
    throw new LedgerRequestError('amount must be a bigint in 1..10^15');
  if (!req.idempotencyKey || req.idempotencyKey.length > MAX_KEY)
    throw new LedgerRequestError('bad idempotency key');
  if (req.reference !== undefined && req.reference.length > MAX_REFERENCE)
    throw new LedgerRequestError('reference too long');
  if (req.debit.currency !== req.credit.currency)
    throw new LedgerRequestError('debit and credit currencies differ');
  if (!req.actor?.id) throw new LedgerRequestError('actor needed');
  const debitKey = accountKey(req.merchantCode, req.debit);
  const creditKey = accountKey(req.merchantCode, req.credit);
  if (debitKey === creditKey) throw new LedgerRequestError('debit and credit are the same account');
  const reference = req.reference ?? null;
  const hash = requestHash({
    type: req.type,
    debitKey,
    creditKey,
    amount: req.amount,
    currency: req.debit.currency,
    reference,
    actor: req.actor,
  });
  return { req, debitKey, creditKey, hash, reference };
}

const POST_COLUMNS = 'o_status, o_transfer_id, o_debit_balance, o_credit_balance, o_created_at';

/** The 20 arguments of ledger_post, in order. */
function postArgs(p: Prepared): (string | number | null)[] {
  const { req } = p;
  const d = accountColumns(req.debit);
  const c = accountColumns(req.credit);
  return [
    req.merchantCode,
    req.idempotencyKey,
    p.hash,
    req.type,
    req.debit.currency,
    req.amount.toString(),
    p.debitKey,
    d.owner,
    d.memberId,
    d.vendorCode,
    d.house,
    p.creditKey,
    c.owner,
    c.memberId,
    c.vendorCode,
    c.house,
    p.reference,
    req.actor.kind,
    req.actor.id,
    req.metadata === undefined ? null : JSON.stringify(req.metadata),
  ];
}

/**
 * The hot path outside a caller's transaction: a named prepared statement on the pool, so PostgreSQL
 * parses and plans it once per connection and the whole transfer is one round trip in autocommit.
 */
const POST_STATEMENT = {
  name: 'jade_ledger_post',
  text: `select ${POST_COLUMNS} from ledger_post($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9::integer, $10, $11,
    $12, $13, $14::integer, $15, $16, $17, $18, $19, $20::jsonb)`,
};

function postStatement(p: Prepared): SQL {
  const args = postArgs(p).map((a, i) =>
    i === 5
      ? sql`${a}::bigint`
      : i === 8 || i === 13
        ? sql`${a}::integer`
        : i === 19
          ? sql`${a}::jsonb`
          : sql`${a}`,
  );
  return sql`select ${sql.raw(POST_COLUMNS)} from ledger_post(${sql.join(args, sql`, `)})`;
}

interface PostRow extends Record<string, unknown> {
  o_status: 'posted' | 'replayed' | 'conflict' | 'insufficient';
  o_transfer_id: string | null;
  o_debit_balance: string | null;
  o_credit_balance: string | null;
  o_created_at: Date | string | null;
}

function resultOf(row: PostRow | undefined): TransferResult {
  if (!row) throw new Error('ledger_post returned no row');
  switch (row.o_status) {
    case 'posted':
    case 'replayed':
      return {
        transferId: Number(row.o_transfer_id),
        replayed: row.o_status === 'replayed',
        debitBalanceAfter: BigInt(row.o_debit_balance!),
        creditBalanceAfter: BigInt(row.o_credit_balance!),
        createdAt: new Date(row.o_created_at!),
      };
    case 'conflict':
      throw new IdempotencyConflictError(Number(row.o_transfer_id));
    case 'insufficient':
      throw new InsufficientFundsError(BigInt(row.o_debit_balance ?? '0'));
  }
}

async function post(exec: DbExecutor, p: Prepared): Promise<TransferResult> {
  const result = await exec.execute<PostRow>(postStatement(p));
  return resultOf(result.rows[0]);
}

async function postOnPool(pool: Queryable, p: Prepared, stats: PoolStats): Promise<TransferResult> {
  const call = () => pool.query<PostRow>({ ...POST_STATEMENT, values: postArgs(p) });
  let result: { rows: PostRow[] };
  try {
    result = await call();
  } catch (error) {
    // A deadlock victim wrote nothing (its transaction rolled back) and the key makes a second call
    // safe; the accounts are taken in one order, so this is a last guard, not a routine path.
    if ((error as { code?: string }).code !== DEADLOCK_DETECTED) throw error;
    stats.deadlockRetries++;
    result = await call();
  }
  return resultOf(result.rows[0]);
}

const DEADLOCK_DETECTED = '40P01';

/** What the pool path counts beside the batcher (batchStats). */
interface PoolStats {
  fallbacks: number;
  deadlockRetries: number;
}

const BATCH_STATEMENT = {
  name: 'jade_ledger_post_batch',
  text: `select o_index, ${POST_COLUMNS} from ledger_post_batch($1::jsonb)`,
};

interface BatchRow extends PostRow {
  o_index: number;
}

async function settled<R>(work: () => R | Promise<R>): Promise<Outcome<R>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Several standalone transfers in one round trip and one commit; one outcome each, in order. */
async function postBatch(
  pool: Queryable,
  batch: Prepared[],
  stats: PoolStats,
): Promise<Outcome<TransferResult>[]> {
  if (batch.length === 1) return [await settled(() => postOnPool(pool, batch[0]!, stats))];
  let rows: BatchRow[];
  try {
    rows = (await pool.query<BatchRow>({ ...BATCH_STATEMENT, values: [batchPayload(batch)] })).rows;
  } catch {
    stats.fallbacks++;
    // One transfer can fail the whole call (an account that cannot be created, a key taken meanwhile by
    // another instance, a lost connection): nothing of it was written, so each transfer is posted alone
    // and gets its own answer (a replay if the call did commit after all).
    return Promise.all(batch.map((p) => settled(() => postOnPool(pool, p, stats))));
  }
  const byIndex = new Map(rows.map((row) => [Number(row.o_index), row]));
  return Promise.all(batch.map((_, i) => settled(() => resultOf(byIndex.get(i + 1)))));
}

/** The pool behind the drizzle database (node-postgres). */
interface Queryable {
  query<R extends Record<string, unknown>>(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: R[] }>;
}

export interface LedgerServiceOptions {
  /** Group commit of standalone transfers; defaults in DEFAULT_LEDGER_BATCH. */
  batch?: Partial<LedgerBatchSettings> | undefined;
  /** Told the outcome of every transfer answered (metrics); inside a transaction that may still roll back. */
  observer?: TransferObserver | undefined;
}

/** The member behind a member or vendor-wallet reference. */
const memberOf = (ref: AccountRef): number | undefined => (ref.kind === 'house' ? undefined : ref.memberId);

export function createLedgerService(db: Database, options: LedgerServiceOptions = {}) {
  // drizzle(pool) keeps the pool as `$client`; without it every transfer goes through drizzle.
  const pool = (db as unknown as { $client?: Queryable }).$client;
  const batchSettings = { ...DEFAULT_LEDGER_BATCH, ...options.batch };
  const poolStats: PoolStats = { fallbacks: 0, deadlockRetries: 0 };
  // Per process: several instances each batch their own requests; the database keeps them correct.
  const batcher =
    pool && batchSettings.enabled
      ? createBatcher<Prepared, TransferResult>({
          maxSize: batchSettings.maxSize,
          concurrency: batchSettings.concurrency,
          identity: (p) => `${p.req.merchantCode}\n${p.req.idempotencyKey}`,
          run: (batch) => postBatch(pool, batch, poolStats),
        })
      : undefined;
  // Member types never change after sign-up, so whether a member is a trial account is cached (bounded).
  const trialCache = new Map<number, boolean>();
  const TRIAL_CACHE_MAX = 100_000;

  async function loadTrial(exec: DbExecutor, ids: number[]): Promise<void> {
    const result = await exec.execute<{ id: number; trial: boolean }>(
      sql`select id, type = ${TRIAL_MEMBER_TYPE} as trial from members where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (trialCache.size + ids.length > TRIAL_CACHE_MAX) trialCache.clear();
    // Ids without a member row are not cached: the row may be in a transaction not committed yet.
    for (const row of result.rows) trialCache.set(Number(row.id), Boolean(row.trial));
  }

  // Outside a transaction, the lookups of one turn of the event loop share one query, so transfers
  // submitted together still reach the batcher together (one group commit).
  let pending: { ids: Set<number>; done: Promise<void> } | undefined;
  function loadShared(ids: number[]): Promise<void> {
    if (!pending) {
      const batch = new Set<number>();
      const done = new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          pending = undefined;
          loadTrial(db, [...batch]).then(resolve, reject);
        }),
      );
      pending = { ids: batch, done };
    }
    for (const id of ids) pending.ids.add(id);
    return pending.done;
  }

  async function trialMembers(tx: DbTransaction | undefined, ids: number[]): Promise<Set<number>> {
    const unknown = [...new Set(ids)].filter((id) => !trialCache.has(id));
    if (tx) {
      if (unknown.length > 0) await loadTrial(tx, unknown);
    } else if (unknown.length > 0 || pending) {
      // While a shared lookup is on its way, later transfers wait for it too: submission order is kept.
      await loadShared(unknown);
    }
    return new Set(ids.filter((id) => trialCache.get(id) === true));
  }

  /** Each request with its house side in the book of the member on the other side (trial or real). */
  async function inBooks(tx: DbTransaction | undefined, reqs: TransferRequest[]): Promise<TransferRequest[]> {
    const facing = reqs.flatMap((r) =>
      r.debit.kind === 'house' ? [memberOf(r.credit)] : r.credit.kind === 'house' ? [memberOf(r.debit)] : [],
    );
    const ids = facing.filter((id): id is number => id !== undefined && Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0 && !(pending && !tx)) return reqs;
    const trial = await trialMembers(tx, ids);
    return reqs.map((r) => {
      if (r.debit.kind === 'house' && r.credit.kind !== 'house')
        return { ...r, debit: inBookOf(r.debit, trial.has(r.credit.memberId)) };
      if (r.credit.kind === 'house' && r.debit.kind !== 'house')
        return { ...r, credit: inBookOf(r.credit, trial.has(r.debit.memberId)) };
      return r;
    });
  }

  async function balanceByKey(exec: DbExecutor, key: string): Promise<bigint> {
    const result = await exec.execute<{ balance: string }>(
      sql`select balance from ledger_accounts where account_key = ${key}`,
    );
    const row = result.rows[0];
    return row ? BigInt(row.balance) : 0n;
  }

  const service = {
    /** Moves money once. See the notes on TransferRequest. */
    async transfer(req: TransferRequest, tx?: DbTransaction): Promise<TransferResult> {
      const [routed] = await inBooks(tx, [req]);
      const p = prepare(routed!);
      if (tx || !pool) return post(tx ?? db, p);
      return batcher ? batcher.submit(p) : postOnPool(pool, p, poolStats);
    },

    /** Posts the transfers still queued for group commit and waits for them (shutdown). */
    async close(): Promise<void> {
      await batcher?.close();
    },

    /**
     * Group commit so far (benchmark, tests): batches sent, transfers in them, the largest batch, and
     * the batches that failed as a whole and were posted one by one, and the posts retried after
     * losing a deadlock (none expected).
     */
    batchStats(): { batches: number; items: number; largest: number } & PoolStats {
      return { ...(batcher?.stats ?? { batches: 0, items: 0, largest: 0 }), ...poolStats };
    },

    /**
     * Several transfers, all or nothing (a savepoint when `tx` is given, so a refusal leaves your
     * transaction as it was). Every account is created, then locked in ascending id order before the
     * first transfer, so concurrent batches cannot deadlock.
     */
    async transferMany(reqs: TransferRequest[], tx?: DbTransaction): Promise<TransferResult[]> {
      const prepared = (await inBooks(tx, reqs)).map(prepare);
      if (prepared.length === 0) return [];
      const run = async (t: DbTransaction) => {
        const refs = new Map<string, { ref: AccountRef; merchant: string; currency: string }>();
        for (const p of prepared) {
          refs.set(p.debitKey, {
            ref: p.req.debit,
            merchant: p.req.merchantCode,
            currency: p.req.debit.currency,
          });
          refs.set(p.creditKey, {
            ref: p.req.credit,
            merchant: p.req.merchantCode,
            currency: p.req.credit.currency,
          });
        }
        // Creation in key order (unique-index waits follow one order), then locking in id order.
        const keys = [...refs.keys()].sort();
        for (const key of keys) {
          const { ref, merchant, currency } = refs.get(key)!;
          const cols = accountColumns(ref);
          await t.execute(
            sql`select ledger_ensure_account(${key}, ${merchant}, ${currency}, ${cols.owner}, ${cols.memberId}::integer, ${cols.vendorCode}, ${cols.house})`,
          );
        }
        await t.execute(
          sql`select id from ledger_accounts where account_key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )}) order by id for update`,
        );
        const results: TransferResult[] = [];
        for (const p of prepared) results.push(await post(t, p));
        return results;
      };
      return tx ? tx.transaction(run) : db.transaction(run);
    },

    /** The balance of an account (0 when it does not exist yet). */
    async balance(ref: AccountRef, merchantCode = '', tx?: DbTransaction): Promise<bigint> {
      return balanceByKey(tx ?? db, accountKey(merchantCode, ref));
    },

    /** A member's main wallet and vendor sub-wallets in one currency. */
    async balances(
      memberId: number,
      currency: string,
      tx?: DbTransaction,
    ): Promise<{ main: bigint; vendors: { vendorCode: string; balance: bigint }[] }> {
      const result = await (tx ?? db).execute<{
        owner_kind: string;
        vendor_code: string | null;
        balance: string;
      }>(
        sql`select owner_kind, vendor_code, balance from ledger_accounts
            where member_id = ${memberId} and currency = ${currency} order by vendor_code nulls first`,
      );
      let main = 0n;
      const vendors: { vendorCode: string; balance: bigint }[] = [];
      for (const row of result.rows) {
        if (row.owner_kind === 'member') main = BigInt(row.balance);
        else if (row.vendor_code) vendors.push({ vendorCode: row.vendor_code, balance: BigInt(row.balance) });
      }
      return { main, vendors };
    },

    /**
     * Proves the ledger: every balance equals the sum of its entries, every entry's balance_after
     * follows from the previous one, every transfer has exactly a debit and a credit of its amount, no
     * guarded account is below zero, and every currency sums to zero. Runs on one snapshot.
     */
    async reconcile(): Promise<ReconcileReport> {
      return db.transaction(
        async (tx) => {
          const mismatches: ReconcileMismatch[] = [];
          const counts = await tx.execute<{ accounts: string; transfers: string; entries: string }>(sql`
            select (select count(*) from ledger_accounts) as accounts,
                   (select count(*) from ledger_transfers) as transfers,
                   (select count(*) from ledger_entries) as entries`);
          const balances = await tx.execute<{
            id: string;
            account_key: string;
            balance: string;
            entries_sum: string;
          }>(sql`
            select a.id, a.account_key, a.balance, coalesce(e.total, 0) as entries_sum
            from ledger_accounts a
            left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
              on e.account_id = a.id
            where a.balance <> coalesce(e.total, 0)
            limit 1000`);
          for (const row of balances.rows) {
            mismatches.push({
              kind: 'balance',
              accountId: Number(row.id),
              accountKey: row.account_key,
              detail: `balance ${row.balance} but entries sum to ${row.entries_sum}`,
            });
          }
          const transfers = await tx.execute<{ id: string; n: string; total: string | null }>(sql`
            select t.id, count(e.id) as n, sum(e.amount) as total
            from ledger_transfers t
            left join ledger_entries e on e.transfer_id = t.id
            group by t.id, t.amount, t.debit_account_id, t.credit_account_id
            having count(e.id) <> 2
                or coalesce(sum(e.amount), 0) <> 0
                or count(*) filter (where e.account_id = t.debit_account_id and e.amount = -t.amount) <> 1
                or count(*) filter (where e.account_id = t.credit_account_id and e.amount = t.amount) <> 1
            limit 1000`);
          for (const row of transfers.rows) {
            mismatches.push({
              kind: 'transfer',
              transferId: Number(row.id),
              detail: `${row.n} entries summing to ${row.total ?? 0}`,
            });
          }
          const chain = await tx.execute<{ id: string; account_id: string }>(sql`
            select id, account_id from (
              select id, account_id, balance_after,
                     sum(amount) over (partition by account_id order by id) as running
              from ledger_entries) x
            where balance_after <> running
            limit 1000`);
          for (const row of chain.rows) {
            mismatches.push({
              kind: 'chain',
              accountId: Number(row.account_id),
              detail: `entry ${row.id}: balance_after does not follow from the entries before it`,
            });
          }
          const negative = await tx.execute<{ id: string; account_key: string; balance: string }>(sql`
            select id, account_key, balance from ledger_accounts where balance < 0 and not allow_negative`);
          for (const row of negative.rows) {
            mismatches.push({
              kind: 'negative',
              accountId: Number(row.id),
              accountKey: row.account_key,
              detail: `balance ${row.balance} below zero`,
            });
          }
          const perCurrency = await tx.execute<{
            currency: string;
            accounts: string;
            total: string;
            entries_total: string;
          }>(sql`
            select a.currency, count(*) as accounts, sum(a.balance) as total,
                   coalesce(sum(e.total), 0) as entries_total
            from ledger_accounts a
            left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
              on e.account_id = a.id
            group by a.currency order by a.currency`);
          const currencies = perCurrency.rows.map((r) => ({
            currency: r.currency,
            accounts: Number(r.accounts),
            sum: BigInt(r.total),
            entriesSum: BigInt(r.entries_total),
          }));
          for (const c of currencies) {
            if (c.sum !== 0n || c.entriesSum !== 0n) {
              mismatches.push({
                kind: 'currency',
                detail: `${c.currency}: balances sum to ${c.sum}, entries to ${c.entriesSum}`,
              });
            }
          }
          const row = counts.rows[0]!;
          return {
            ok: mismatches.length === 0,
            accounts: Number(row.accounts),
            transfers: Number(row.transfers),
            entries: Number(row.entries),
            mismatches,
            sum: currencies.reduce((s, c) => s + c.sum, 0n),
            currencies,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
  return options.observer ? observed(service, options.observer) : service;
}

/** The refusals the ledger answers itself; other errors are bugs or outages, not counted here. */
function refusal(error: unknown): TransferOutcome | undefined {
  if (error instanceof InsufficientFundsError) return 'insufficient_funds';
  if (error instanceof IdempotencyConflictError) return 'conflict';
  return undefined;
}

interface Transfers {
  transfer(req: TransferRequest, tx?: DbTransaction): Promise<TransferResult>;
  transferMany(reqs: TransferRequest[], tx?: DbTransaction): Promise<TransferResult[]>;
}

/** Reports each transfer's outcome; a refused transferMany (all or nothing) counts once, by its first type. */
function observed<S extends Transfers>(service: S, observer: TransferObserver): S {
  const refused = (type: string | undefined, error: unknown): never => {
    const outcome = refusal(error);
    if (outcome) observer.transfer(type ?? 'unknown', outcome);
    throw error;
  };
  const posted = (req: TransferRequest, result: TransferResult) =>
    observer.transfer(req.type, result.replayed ? 'replayed' : 'posted');
  return {
    ...service,
    async transfer(req: TransferRequest, tx?: DbTransaction) {
      const result = await service.transfer(req, tx).catch((error: unknown) => refused(req.type, error));
      posted(req, result);
      return result;
    },
    async transferMany(reqs: TransferRequest[], tx?: DbTransaction) {
      const results = await service
        .transferMany(reqs, tx)
        .catch((error: unknown) => refused(reqs[0]?.type, error));
      results.forEach((result, i) => posted(reqs[i]!, result));
      return results;
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
