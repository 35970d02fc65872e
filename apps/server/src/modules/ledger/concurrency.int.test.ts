// 50 concurrent clients, each on its own pool connection, fire mixed debits, credits and transfers at
// PostgreSQL, with replays of the same key (also concurrent ones) and mismatched replays mixed in. Then
// the ledger must match a model built from the operations that the ledger said it accepted. Run with
// group commit (the default), without it, and as two server instances (two pools, each with its own
// batcher) sharing the clients: the database alone keeps them correct.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createMember, TEST_MERCHANT, unique } from '../../../test/accounts';
import { connectDatabase, type DatabaseHandle } from '../../platform/db/client';
import type { AccountRef } from './accounts';
import {
  createLedgerService,
  IdempotencyConflictError,
  InsufficientFundsError,
  type LedgerService,
  type TransferRequest,
} from './ledger-service';

const CLIENTS = 50;
const OPS_PER_CLIENT = 24; // 1,200 submissions
const CUR = 'MMK';

let database: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), { max: CLIENTS });
  second = connectDatabase(inject('databaseUrl'), { max: 10 });
});
afterAll(async () => {
  await database.close();
  await second.close();
});

type Outcome = 'posted' | 'replayed' | 'conflict' | 'insufficient';

const MODES: { name: string; services: () => LedgerService[] }[] = [
  { name: 'group commit', services: () => [createLedgerService(database.db)] },
  {
    name: 'one call per transfer',
    services: () => [createLedgerService(database.db, { batch: { enabled: false } })],
  },
  {
    name: 'group commit in two instances',
    services: () => [createLedgerService(database.db), createLedgerService(second.db)],
  },
];

describe.each(MODES)('ledger under concurrency ($name)', (mode) => {
  it(
    'never goes negative, never applies twice, sums to zero and reconciles',
    { timeout: 60_000 },
    async () => {
      const services = mode.services();
      const ledger = services[0]!;
      const run = unique('c');
      const people = await Promise.all(Array.from({ length: 12 }, () => createMember(database)));
      const member = (i: number): AccountRef => ({ kind: 'member', memberId: people[i]!.id, currency: CUR });
      const vendor = (i: number, code: string): AccountRef => ({
        kind: 'vendor-wallet',
        memberId: people[i]!.id,
        vendorCode: code,
        currency: CUR,
      });
      const house = (h: 'external' | 'withdrawals_in_transit'): AccountRef => ({
        kind: 'house',
        house: h,
        currency: CUR,
      });
      const refs = new Map<string, AccountRef>();
      const keyOf = (ref: AccountRef) => {
        const k = JSON.stringify(ref);
        refs.set(k, ref);
        return k;
      };

      let serial = 0;
      const op = (debit: AccountRef, credit: AccountRef, type: TransferRequest['type']): TransferRequest => ({
        merchantCode: TEST_MERCHANT,
        idempotencyKey: `${run}:${serial++}`,
        type,
        debit,
        credit,
        // Small balances against large amounts: plenty of refusals for insufficient funds.
        amount: BigInt(1 + randomInt(40_000)),
        actor: { kind: 'system', id: 'concurrency-test' },
      });
      const randomOp = (): TransferRequest => {
        const a = randomInt(people.length);
        let b = randomInt(people.length - 1);
        if (b >= a) b++;
        const v = ['AUR', 'JADE', 'VRL'][randomInt(3)]!;
        switch (randomInt(7)) {
          case 0:
            return op(house('external'), member(a), 'deposit');
          case 1:
            return op(member(a), house('withdrawals_in_transit'), 'withdrawal_hold');
          case 2:
            return op(house('withdrawals_in_transit'), house('external'), 'withdrawal_paid');
          case 3:
            return op(member(a), vendor(a, v), 'vendor_transfer_in');
          case 4:
            return op(vendor(a, v), member(a), 'vendor_transfer_out');
          default:
            return op(member(a), member(b), 'agent_transfer');
        }
      };

      const before = new Map<string, bigint>();
      const warm = [house('external'), house('withdrawals_in_transit')];
      for (let i = 0; i < people.length; i++)
        warm.push(member(i), vendor(i, 'AUR'), vendor(i, 'JADE'), vendor(i, 'VRL'));
      for (const ref of warm) before.set(keyOf(ref), await ledger.balance(ref, TEST_MERCHANT));

      // Some operations are submitted by several clients at once (concurrent replays of one key).
      const shared = Array.from({ length: 20 }, randomOp);
      const submissions: { req: TransferRequest; outcome: Outcome; transferId?: number }[] = [];
      const submitted: TransferRequest[] = [];

      async function submit(client: number, req: TransferRequest) {
        submitted.push(req);
        try {
          const r = await services[client % services.length]!.transfer(req);
          submissions.push({ req, outcome: r.replayed ? 'replayed' : 'posted', transferId: r.transferId });
        } catch (error) {
          if (error instanceof InsufficientFundsError) submissions.push({ req, outcome: 'insufficient' });
          else if (error instanceof IdempotencyConflictError)
            submissions.push({ req, outcome: 'conflict', transferId: error.transferId });
          else throw error;
        }
      }

      const started = Date.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let i = 0; i < OPS_PER_CLIENT; i++) {
            const dice = randomInt(100);
            if (i === 0 || dice < 8) {
              await submit(client, shared[(client + i) % shared.length]!);
            } else if (dice < 16 && submitted.length > 0) {
              await submit(client, submitted[randomInt(submitted.length)]!); // a plain replay
            } else if (dice < 22 && submitted.length > 0) {
              const earlier = submitted[randomInt(submitted.length)]!;
              await submit(client, { ...earlier, amount: earlier.amount + 1n }); // a mismatched replay
            } else {
              await submit(client, randomOp());
            }
          }
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      expect(submissions.length).toBeGreaterThanOrEqual(1_000);

      // At most one posted submission per key, and every replay answers the posted transfer's id.
      const postedByKey = new Map<string, { req: TransferRequest; transferId: number }>();
      for (const s of submissions) {
        if (s.outcome !== 'posted') continue;
        expect(postedByKey.has(s.req.idempotencyKey), s.req.idempotencyKey).toBe(false);
        postedByKey.set(s.req.idempotencyKey, { req: s.req, transferId: s.transferId! });
      }
      for (const s of submissions) {
        if (s.outcome === 'replayed' || s.outcome === 'conflict') {
          expect(s.transferId).toBe(postedByKey.get(s.req.idempotencyKey)?.transferId);
        }
        if (s.outcome === 'replayed')
          expect(postedByKey.get(s.req.idempotencyKey)!.req.amount).toBe(s.req.amount);
        if (s.outcome === 'conflict')
          expect(postedByKey.get(s.req.idempotencyKey)!.req.amount).not.toBe(s.req.amount);
      }
      const outcomes = Object.fromEntries(
        (['posted', 'replayed', 'conflict', 'insufficient'] as const).map((o) => [
          o,
          submissions.filter((s) => s.outcome === o).length,
        ]),
      );
      for (const o of ['posted', 'replayed', 'conflict', 'insufficient'])
        expect(outcomes[o]).toBeGreaterThan(0);

      // The database holds exactly the posted transfers: one per key, with the posted payload.
      const rows = await database.db.execute<{ idempotency_key: string; id: string; amount: string }>(
        sql`select idempotency_key, id, amount from ledger_transfers
          where merchant_code = ${TEST_MERCHANT} and idempotency_key like ${`${run}:%`}`,
      );
      expect(rows.rows.length).toBe(postedByKey.size);
      for (const row of rows.rows) {
        const posted = postedByKey.get(row.idempotency_key)!;
        expect(Number(row.id)).toBe(posted.transferId);
        expect(BigInt(row.amount)).toBe(posted.req.amount);
      }

      // Balances equal the model of accepted operations.
      const model = new Map(before);
      for (const { req } of postedByKey.values()) {
        const d = keyOf(req.debit);
        const c = keyOf(req.credit);
        model.set(d, (model.get(d) ?? 0n) - req.amount);
        model.set(c, (model.get(c) ?? 0n) + req.amount);
      }
      for (const [k, expected] of model)
        expect(await ledger.balance(refs.get(k)!, TEST_MERCHANT), k).toBe(expected);

      // Never below zero at any point: no entry of a guarded account ever showed a negative balance.
      const negative = await database.db.execute<{ n: string }>(sql`
      select count(*) as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where not a.allow_negative and e.balance_after < 0`);
      expect(Number(negative.rows[0]!.n)).toBe(0);

      const report = await ledger.reconcile();
      expect(report.mismatches).toEqual([]);
      expect(report.currencies.every((c) => c.sum === 0n)).toBe(true);
      const batches = services.map((x) => x.batchStats());
      console.info(
        `concurrency (${mode.name}): ${submissions.length} submissions from ${CLIENTS} clients in ${seconds.toFixed(1)} s`,
        outcomes,
        batches.map((b) => `${b.batches} batches, largest ${b.largest}, ${b.fallbacks} posted one by one`),
      );
      // Accounts are created and locked in one order everywhere: no post lost a deadlock.
      expect(batches.map((b) => b.deadlockRetries)).toEqual(batches.map(() => 0));
      await Promise.all(services.map((x) => x.close()));
    },
  );
});
