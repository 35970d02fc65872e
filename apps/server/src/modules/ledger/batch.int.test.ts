// Group commit of standalone transfers (ledger_post_batch, migration 0009): transfers submitted in the
// same turn of the event loop go to the database in one call and one commit, yet each succeeds or fails
// on its own, in submission order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_MERCHANT, unique } from '../../../test/accounts';
import { openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import { accountColumns, accountKey, type AccountRef } from './accounts';
import {
  createLedgerService,
  IdempotencyConflictError,
  InsufficientFundsError,
  type LedgerService,
  type TransferRequest,
} from './ledger-service';

const CUR = 'MMK';
let database: DatabaseHandle;
/** One batch in flight, so that everything submitted in one turn is one batch. */
let ledger: LedgerService;
let unbatched: LedgerService;

beforeAll(() => {
  database = openTestDatabase();
  ledger = createLedgerService(database.db, { batch: { enabled: true, maxSize: 64, concurrency: 1 } });
  unbatched = createLedgerService(database.db, { batch: { enabled: false } });
});
afterAll(async () => {
  await ledger.close();
  await database.close();
});

const external: AccountRef = { kind: 'house', house: 'external', currency: CUR };
const member = (id: number): AccountRef => ({ kind: 'member', memberId: id, currency: CUR });

function req(partial: Partial<TransferRequest> & Pick<TransferRequest, 'debit' | 'credit' | 'amount'>) {
  return {
    merchantCode: TEST_MERCHANT,
    idempotencyKey: unique('b'),
    type: 'adjustment',
    actor: { kind: 'system', id: 'batch-test' },
    ...partial,
  } satisfies TransferRequest;
}

async function funded(amount: bigint) {
  const m = await createMember(database);
  await unbatched.transfer(req({ debit: external, credit: member(m.id), amount }));
  return m.id;
}

/** Submits every request in the same turn; answers each one's result or error. */
async function together(service: LedgerService, requests: TransferRequest[]) {
  const before = service.batchStats();
  const settled = await Promise.allSettled(requests.map((r) => service.transfer(r)));
  const after = service.batchStats();
  return {
    results: settled.map((s) => (s.status === 'fulfilled' ? s.value : s.reason)) as unknown[],
    batches: after.batches - before.batches,
    fallbacks: after.fallbacks - before.fallbacks,
  };
}

describe('ledger group commit', () => {
  it('fails one transfer of a batch without touching the others, in submission order', async () => {
    const a = await funded(100n);
    const b = (await createMember(database)).id;
    const c = (await createMember(database)).id;
    const empty = (await createMember(database)).id;
    const { results, batches, fallbacks } = await together(ledger, [
      req({ debit: member(a), credit: member(b), amount: 60n }),
      req({ debit: member(a), credit: member(b), amount: 60n }), // 40 left: refused
      req({ debit: member(a), credit: member(c), amount: 30n }), // still fits
      req({ debit: member(empty), credit: member(b), amount: 1n }), // a new, empty account
      req({ debit: member(b), credit: member(c), amount: 60n }), // b received 60 earlier in the batch
    ]);
    expect(batches).toBe(1);
    expect(fallbacks).toBe(0);
    expect(results[0]).toMatchObject({ replayed: false, debitBalanceAfter: 40n, creditBalanceAfter: 60n });
    expect(results[1]).toBeInstanceOf(InsufficientFundsError);
    expect((results[1] as InsufficientFundsError).balanceMinor).toBe(40n);
    expect(results[2]).toMatchObject({ debitBalanceAfter: 10n, creditBalanceAfter: 30n });
    expect(results[3]).toBeInstanceOf(InsufficientFundsError);
    expect((results[3] as InsufficientFundsError).balanceMinor).toBe(0n);
    expect(results[4]).toMatchObject({ debitBalanceAfter: 0n, creditBalanceAfter: 90n });
    expect(await ledger.balance(member(a))).toBe(10n);
    expect(await ledger.balance(member(b))).toBe(0n);
    expect(await ledger.balance(member(c))).toBe(90n);
    expect(await ledger.balance(member(empty))).toBe(0n);
    const ids = results
      .filter((r) => !(r instanceof Error))
      .map((r) => (r as { transferId: number }).transferId);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect((await ledger.reconcile()).mismatches).toEqual([]);
  });

  it('answers a replay in the same turn with the first result, and a changed replay with a conflict', async () => {
    const a = await funded(1_000n);
    const b = (await createMember(database)).id;
    const first = req({ debit: member(a), credit: member(b), amount: 300n });
    const { results, batches } = await together(ledger, [
      first,
      { ...first },
      { ...first, amount: 301n },
      req({ debit: member(a), credit: member(b), amount: 1n }),
    ]);
    // A key is never twice in one batch: each later use of it waits for the next one.
    expect(batches).toBe(3);
    const posted = results[0] as { transferId: number };
    expect(results[1]).toEqual({ ...posted, replayed: true });
    expect(results[2]).toBeInstanceOf(IdempotencyConflictError);
    expect((results[2] as IdempotencyConflictError).status).toBe(409);
    expect((results[2] as IdempotencyConflictError).errorCode).toBe('idempotency.conflict');
    expect(results[3]).toMatchObject({ debitBalanceAfter: 699n });
    expect(await ledger.balance(member(a))).toBe(699n);

    // Across batches, and between the batched and the single path, in both directions.
    expect(await ledger.transfer(first)).toEqual({ ...posted, replayed: true });
    expect(await unbatched.transfer(first)).toEqual({ ...posted, replayed: true });
    const single = req({ debit: member(a), credit: member(b), amount: 9n });
    const once = await unbatched.transfer(single);
    const again = await together(ledger, [single, req({ debit: member(a), credit: member(b), amount: 1n })]);
    expect(again.batches).toBe(1);
    expect(again.results[0]).toEqual({ ...once, replayed: true });
    await expect(ledger.transfer({ ...single, reference: 'other' })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(await ledger.balance(member(a))).toBe(689n);
  });

  it('a refused key is not claimed: the same request posts once the money is there', async () => {
    const a = (await createMember(database)).id;
    const b = (await createMember(database)).id;
    const pay = req({ debit: member(a), credit: member(b), amount: 50n });
    const first = await together(ledger, [pay, req({ debit: external, credit: member(b), amount: 1n })]);
    expect(first.results[0]).toBeInstanceOf(InsufficientFundsError);
    const fund = req({ debit: external, credit: member(a), amount: 50n });
    const second = await together(ledger, [fund, pay]);
    expect(second.batches).toBe(1);
    expect(second.results[1]).toMatchObject({
      replayed: false,
      debitBalanceAfter: 0n,
      creditBalanceAfter: 51n,
    });
  });

  it('keeps each caller apart when one transfer breaks the whole call', async () => {
    const a = await funded(100n);
    const b = (await createMember(database)).id;
    // No such member: its account cannot be created (foreign key), which fails the batch statement.
    const { results, fallbacks } = await together(ledger, [
      req({ debit: member(a), credit: member(b), amount: 10n }),
      req({ debit: member(a), credit: member(2_000_000_000), amount: 10n }),
      req({ debit: member(a), credit: member(b), amount: 500n }),
    ]);
    expect(fallbacks).toBe(1);
    expect(results[0]).toMatchObject({ debitBalanceAfter: 90n, replayed: false });
    expect(results[1]).toBeInstanceOf(Error);
    expect(results[1]).not.toBeInstanceOf(InsufficientFundsError);
    expect(results[2]).toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balance(member(a))).toBe(90n);
    expect((await ledger.reconcile()).mismatches).toEqual([]);
  });

  it('posts a busy house account many times in one batch with one balance write', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(database)));
    const { results, batches } = await together(
      ledger,
      members.map((m) => req({ debit: external, credit: member(m.id), amount: 7n })),
    );
    expect(batches).toBe(1);
    const houseAfter = results.map((r) => (r as { debitBalanceAfter: bigint }).debitBalanceAfter);
    // Each transfer saw the house balance the one before it left.
    houseAfter.slice(1).forEach((after, i) => expect(after).toBe(houseAfter[i]! - 7n));
    expect(await ledger.balance(external, TEST_MERCHANT)).toBe(houseAfter.at(-1));
    expect((await ledger.reconcile()).mismatches).toEqual([]);
  });

  it('posts what is still queued when the service closes', async () => {
    const service = createLedgerService(database.db, { batch: { maxSize: 3, concurrency: 1 } });
    const a = (await createMember(database)).id;
    const answers = Array.from({ length: 7 }, () =>
      service.transfer(req({ debit: external, credit: member(a), amount: 5n })),
    );
    await service.close();
    const results = await Promise.all(answers);
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect(service.batchStats()).toMatchObject({ batches: 3, items: 7, largest: 3 });
    expect(await service.balance(member(a))).toBe(35n);
    // A closed service still posts, one call at a time.
    await service.transfer(req({ debit: external, credit: member(a), amount: 5n }));
    expect(await service.balance(member(a))).toBe(40n);
  });

  it('a single post meeting a batch that is creating its account waits for it, without a deadlock', async () => {
    // What ledger_post_batch does, held open: create a new account, then lock an old one.
    const fresh = (await createMember(database)).id;
    const ref = member(fresh);
    const cols = accountColumns(ref);
    await unbatched.transfer(
      req({ debit: external, credit: member((await createMember(database)).id), amount: 1n }),
    );
    const batchLike = await database.pool.connect();
    try {
      await batchLike.query('begin');
      await batchLike.query('select ledger_ensure_account($1, $2, $3, $4, $5::integer, $6, $7)', [
        accountKey(TEST_MERCHANT, ref),
        TEST_MERCHANT,
        CUR,
        cols.owner,
        cols.memberId,
        cols.vendorCode,
        cols.house,
      ]);
      // A single post into the new account from the old one starts meanwhile and must not hold the
      // old account while it waits for the new one.
      const single = unbatched.transfer(req({ debit: external, credit: ref, amount: 5n }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await batchLike.query('select id from ledger_accounts where account_key = $1 for update', [
        accountKey(TEST_MERCHANT, external),
      ]);
      await batchLike.query('commit');
      await expect(single).resolves.toMatchObject({ replayed: false, creditBalanceAfter: 5n });
      expect(unbatched.batchStats().deadlockRetries).toBe(0);
    } finally {
      batchLike.release();
    }
  });
});
