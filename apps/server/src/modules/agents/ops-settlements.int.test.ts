import { opsAgentSettlementCalls as ops } from '@jade/contract/ops-agent-settlement-calls';
import type { OpsSettlementPeriodRow } from '@jade/contract/ops-agent-settlement-calls';
import { ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, TEST_MERCHANT } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { CURRENCY, ok, operatorToken, refused } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import { merchants } from '../brand/tables';
import { createContractsRepository } from './contracts-repository';
import { agentSettlements } from './tables';

let database: DatabaseHandle;
let app: FastifyInstance;
let token: string;
const HOUR = 3_600_000;
// Period ends of this run only, far after every other test's clock, so they come first (newest first).
const base = Date.UTC(2093, 0, 1) + Math.floor(Math.random() * 50_000) * HOUR;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  token = await operatorToken(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('operators list settled commission periods', () => {
  it('groups a kind’s settlements by brand and period end, newest first, with counts and sums', async () => {
    const top = await createMember(database, { type: 1 });
    const sub = await createMember(database, { type: 2, parentId: top.id });
    const repo = createContractsRepository(database.db);
    const at = new Date(base - 30 * 24 * HOUR);
    const contract = (downlineId: number, uplineId: number | null) =>
      repo.insertContract(database.db, {
        merchantCode: TEST_MERCHANT,
        kind: 'hourly',
        period: 'hour',
        uplineId,
        downlineId,
        // Closed: no other test's settlement run ever picks these up.
        status: 'closed',
        closedAt: at,
        tiers: [{ threshold: '0', minActive: 0, rateBps: 50 }],
        maxRateBps: 50,
        createdBy: 'test',
        createdAt: at,
        acceptedAt: at,
        updatedAt: at,
      });
    const houseContract = await contract(top.id, null);
    const subContract = await contract(sub.id, top.id);
    const [other] = await database.db
      .select({ code: merchants.code })
      .from(merchants)
      .where(ne(merchants.code, TEST_MERCHANT))
      .limit(1);
    const row = (
      contractId: number,
      payeeId: number,
      end: number,
      status: 'paid' | 'zero' | 'withheld',
      amount: bigint,
      merchantCode = TEST_MERCHANT,
    ) => ({
      merchantCode,
      contractId,
      kind: 'hourly' as const,
      periodStart: new Date(end - HOUR),
      periodEnd: new Date(end),
      payeeId,
      payerId: payeeId === sub.id ? top.id : null,
      currency: CURRENCY,
      measure: amount * 100n,
      activeMembers: 1,
      rateBps: 50,
      amount,
      status,
      settledAt: new Date(end + 60_000),
    });
    await database.db
      .insert(agentSettlements)
      .values([
        row(houseContract.id, top.id, base, 'paid', 1250n),
        row(subContract.id, sub.id, base, 'withheld', 0n),
        row(houseContract.id, top.id, base + HOUR, 'paid', 700n),
        row(subContract.id, sub.id, base + HOUR, 'paid', 300n),
        row(houseContract.id, top.id, base + 2 * HOUR, 'zero', 0n),
      ]);
    if (other) {
      // The same instant in another brand is a row of its own (and filtered out by brand).
      const inOther = await contract(top.id, null);
      await database.db
        .insert(agentSettlements)
        .values(row(inOther.id, top.id, base + 3 * HOUR, 'paid', 5n, other.code));
    }

    const list = ok(
      await call(app, ops.settlementPeriods, undefined, {
        token,
        query: { kind: 'hourly', merchantCode: TEST_MERCHANT, pageSize: '100' },
      }),
    ) as { list: OpsSettlementPeriodRow[]; total: number; totalPages: number };
    const mine = list.list.filter((p) => p.periodEnd >= base && p.periodEnd <= base + 3 * HOUR);
    expect(mine.map((p) => p.periodEnd)).toEqual([base + 2 * HOUR, base + HOUR, base]);
    expect(mine[0]).toMatchObject({
      kind: 'hourly',
      merchantCode: TEST_MERCHANT,
      currency: CURRENCY,
      periodStart: base + HOUR,
      settlements: 1,
      statuses: { paid: 0, zero: 1, withheld: 0 },
      amount: 0,
    });
    expect(mine[1]).toMatchObject({
      settlements: 2,
      statuses: { paid: 2, zero: 0, withheld: 0 },
      amount: 10,
    });
    expect(mine[2]).toMatchObject({
      periodStart: base - HOUR,
      settlements: 2,
      statuses: { paid: 1, zero: 0, withheld: 1 },
      amount: 12.5,
      lastSettledAt: base + 60_000,
    });

    // Paged: one period a page, the newest first; another kind lists none of these.
    const first = ok(
      await call(app, ops.settlementPeriods, undefined, {
        token,
        query: { kind: 'hourly', merchantCode: TEST_MERCHANT, pageSize: '1' },
      }),
    ) as { list: OpsSettlementPeriodRow[]; total: number; totalPages: number };
    expect(first.list).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.totalPages).toBe(first.total);
    const daily = ok(
      await call(app, ops.settlementPeriods, undefined, { token, query: { kind: 'daily', pageSize: '100' } }),
    ) as { list: OpsSettlementPeriodRow[] };
    expect(daily.list.some((p) => p.periodEnd >= base)).toBe(false);
    if (other) {
      const all = ok(
        await call(app, ops.settlementPeriods, undefined, {
          token,
          query: { kind: 'hourly', pageSize: '100' },
        }),
      ) as { list: OpsSettlementPeriodRow[] };
      expect(all.list.find((p) => p.periodEnd === base + 3 * HOUR)?.merchantCode).toBe(other.code);
    }
  });

  it('needs an operator and a known kind', async () => {
    refused(
      await call(app, ops.settlementPeriods, undefined, { query: { kind: 'hourly' } }),
      401,
      'operator.not.login',
    );
    refused(
      await call(app, ops.settlementPeriods, undefined, { token, query: { kind: 'weekly' } }),
      400,
      'request_param_err',
    );
  });
});
