import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_MERCHANT, unique } from '../../../test/accounts';
import { openTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../platform/db/client';
import type { AccountRef } from './accounts';
import {
  createLedgerService,
  IdempotencyConflictError,
  InsufficientFundsError,
  LedgerRequestError,
  type LedgerService,
  type TransferRequest,
} from './ledger-service';

const CUR = 'MMK';
let database: DatabaseHandle;
let ledger: LedgerService;

beforeAll(() => {
  database = openTestDatabase();
  ledger = createLedgerService(database.db);
});
afterAll(async () => database.close());

const external: AccountRef = { kind: 'house', house: 'external', currency: CUR };
const member = (id: number): AccountRef => ({ kind: 'member', memberId: id, currency: CUR });

function req(partial: Partial<TransferRequest> & Pick<TransferRequest, 'debit' | 'credit' | 'amount'>) {
  return {
    merchantCode: TEST_MERCHANT,
    idempotencyKey: unique('k'),
    type: 'adjustment',
    actor: { kind: 'system', id: 'test' },
    ...partial,
  } satisfies TransferRequest;
}

describe('ledger transfers', () => {
  it('moves money, creates accounts lazily and answers the balances after', async () => {
    const a = await createMember(database);
    const r = await ledger.transfer(req({ debit: external, credit: member(a.id), amount: 12_345n }));
    expect(r.replayed).toBe(false);
    expect(r.creditBalanceAfter).toBe(12_345n);
    expect(await ledger.balance(member(a.id))).toBe(12_345n);
    expect(await ledger.balances(a.id, CUR)).toEqual({ main: 12_345n, vendors: [] });
  });

  it('replays the same key without moving money; another payload is a conflict', async () => {
    const a = await createMember(database);
    const first = req({ debit: external, credit: member(a.id), amount: 500n, reference: 'r1' });
    const r1 = await ledger.transfer(first);
    const r2 = await ledger.transfer(first);
    expect(r2).toEqual({ ...r1, replayed: true });
    expect(await ledger.balance(member(a.id))).toBe(500n);
    await expect(ledger.transfer({ ...first, amount: 501n })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    await expect(ledger.transfer({ ...first, reference: 'other' })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    // Metadata is not part of the identity.
    expect((await ledger.transfer({ ...first, metadata: { retry: 2 } })).replayed).toBe(true);
    expect(await ledger.balance(member(a.id))).toBe(500n);
  });

  it('refuses to go below zero and reports the balance, changing nothing', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await ledger.transfer(req({ debit: external, credit: member(a.id), amount: 100n }));
    const error = await ledger
      .transfer(req({ debit: member(a.id), credit: member(b.id), amount: 101n }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect((error as InsufficientFundsError).balanceMinor).toBe(100n);
    expect((error as InsufficientFundsError).value).toEqual({ balance: 1 });
    expect(await ledger.balance(member(a.id))).toBe(100n);
    expect(await ledger.balance(member(b.id))).toBe(0n);
  });

  it('a refused key can be used again once the money is there (refusals leave no transfer)', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    const move = req({ debit: member(a.id), credit: member(b.id), amount: 50n });
    await expect(ledger.transfer(move)).rejects.toBeInstanceOf(InsufficientFundsError);
    await ledger.transfer(req({ debit: external, credit: member(a.id), amount: 50n }));
    expect((await ledger.transfer(move)).replayed).toBe(false);
    expect(await ledger.balance(member(b.id))).toBe(50n);
  });

  it('refuses malformed requests before touching the database', async () => {
    const a = await createMember(database);
    for (const bad of [
      req({ debit: external, credit: member(a.id), amount: 0n }),
      req({ debit: external, credit: member(a.id), amount: -5n }),
      req({ debit: member(a.id), credit: member(a.id), amount: 5n }),
      req({ debit: external, credit: { ...member(a.id), currency: 'BDT' }, amount: 5n }),
      req({ debit: external, credit: member(a.id), amount: 5n, idempotencyKey: '' }),
      req({ debit: external, credit: member(a.id), amount: 5 as unknown as bigint }),
    ]) {
      await expect(ledger.transfer(bad)).rejects.toBeInstanceOf(LedgerRequestError);
    }
  });

  it('transferMany is all or nothing, also inside a caller transaction', async () => {
    const a = await createMember(database);
    const b = await createMember(database);
    await ledger.transfer(req({ debit: external, credit: member(a.id), amount: 100n }));
    await expect(
      ledger.transferMany([
        req({ debit: member(a.id), credit: member(b.id), amount: 60n }),
        req({ debit: member(a.id), credit: member(b.id), amount: 60n }),
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balance(member(a.id))).toBe(100n);

    // Inside the caller's transaction: the refusal rolls back to the savepoint; the caller's own
    // transfer before it stays and commits.
    await database.db.transaction(async (tx) => {
      await ledger.transfer(req({ debit: member(a.id), credit: member(b.id), amount: 10n }), tx);
      await expect(
        ledger.transferMany([req({ debit: member(a.id), credit: member(b.id), amount: 1000n })], tx),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
    });
    expect(await ledger.balance(member(a.id))).toBe(90n);
    expect(await ledger.balance(member(b.id))).toBe(10n);

    // A caller that rolls back takes the transfer with it.
    await database.db
      .transaction(async (tx) => {
        await ledger.transfer(req({ debit: member(a.id), credit: member(b.id), amount: 5n }), tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await ledger.balance(member(a.id))).toBe(90n);
  });

  it('keeps transfers and entries append-only and guards balances in the database', async () => {
    await expect(database.db.execute(sql`update ledger_transfers set amount = amount + 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_accounts`)).rejects.toThrow();
    const a = await createMember(database);
    await ledger.transfer(req({ debit: external, credit: member(a.id), amount: 1n }));
    await expect(
      database.db.execute(
        sql`update ledger_accounts set balance = -1 where account_key = ${`m:${a.id}:${CUR}`}`,
      ),
    ).rejects.toThrow();
  });

  it('matches an in-memory model over random transfers, replays and refusals', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => createMember(database)));
    const refs: AccountRef[] = [
      external,
      ...people.map((p) => member(p.id)),
      { kind: 'vendor-wallet', memberId: people[0]!.id, vendorCode: 'AUR', currency: CUR },
      { kind: 'vendor-wallet', memberId: people[1]!.id, vendorCode: 'JADE', currency: CUR },
    ];
    const keyOf = (ref: AccountRef) => JSON.stringify(ref);
    const start = new Map<string, bigint>();
    for (const ref of refs) start.set(keyOf(ref), await ledger.balance(ref, TEST_MERCHANT));
    const model = new Map(start);
    const accepted: TransferRequest[] = [];
    for (let step = 0; step < 300; step++) {
      const replay = accepted.length > 0 && randomInt(6) === 0;
      let r: TransferRequest;
      if (replay) {
        r = accepted[randomInt(accepted.length)]!;
      } else {
        const d = randomInt(refs.length);
        let c = randomInt(refs.length - 1);
        if (c >= d) c++;
        r = req({ debit: refs[d]!, credit: refs[c]!, amount: BigInt(1 + randomInt(5_000)) });
      }
      const dk = keyOf(r.debit);
      const ck = keyOf(r.credit);
      const canPay = r.debit.kind === 'house' || model.get(dk)! >= r.amount;
      try {
        const result = await ledger.transfer(r);
        expect(result.replayed).toBe(replay);
        if (!replay) {
          expect(canPay).toBe(true);
          model.set(dk, model.get(dk)! - r.amount);
          model.set(ck, model.get(ck)! + r.amount);
          accepted.push(r);
        }
      } catch (error) {
        expect(error).toBeInstanceOf(InsufficientFundsError);
        expect(replay || canPay).toBe(false);
        expect((error as InsufficientFundsError).balanceMinor).toBe(model.get(dk));
      }
    }
    for (const ref of refs) expect(await ledger.balance(ref, TEST_MERCHANT)).toBe(model.get(keyOf(ref)));
  });

  it('reconciles: every balance equals its entries and every currency sums to zero', async () => {
    const report = await ledger.reconcile();
    expect(report.mismatches).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.sum).toBe(0n);
    expect(report.accounts).toBeGreaterThan(0);
  });
});
