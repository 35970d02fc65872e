import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { inhouseGameCalls } from '@jade/contract/inhouse-game-calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { CURRENCY, payingMember } from '../../../test/payments';
import type { DatabaseHandle } from '../../platform/db/client';
import type { HouseAccountKind } from './accounts';
import { createLedgerService, LedgerRequestError, type LedgerService } from './ledger-service';

let database: DatabaseHandle;
let app: FastifyInstance;
let ledger: LedgerService;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  ledger = createLedgerService(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const house = (kind: HouseAccountKind) =>
  ledger.balance({ kind: 'house', house: kind, currency: CURRENCY }, TEST_MERCHANT);
const main = (memberId: number) => ledger.balance({ kind: 'member', memberId, currency: CURRENCY });
async function houseBalances() {
  const kinds: HouseAccountKind[] = [
    'game_revenue',
    'bonuses',
    'external',
    'trial_game_revenue',
    'demo_funds',
  ];
  return Object.fromEntries(await Promise.all(kinds.map(async (k) => [k, await house(k)] as const)));
}
const spin = (token: string) =>
  call(app, inhouseGameCalls.spin, { gameId: 'koi-riches', bet: 5, idempotencyKey: randomUUID() }, { token });
const stake = (memberId: number, amount: bigint) => ({
  merchantCode: TEST_MERCHANT,
  idempotencyKey: `trial-book:${randomUUID()}`,
  type: 'bet' as const,
  debit: { kind: 'member' as const, memberId, currency: CURRENCY },
  credit: { kind: 'house' as const, house: 'game_revenue' as const, currency: CURRENCY },
  amount,
  actor: { kind: 'vendor' as const, id: 'SIM' },
});

describe('the trial book', () => {
  it("trial play never moves the house's real accounts; real play still does; the ledger reconciles", async () => {
    // A free-play account: its demo money comes from demo_funds (the trial book's source).
    const before = await houseBalances();
    const free = (await call(app, accountCalls.freePlay, {}, { ip: uniqueIp() })).json().value;
    expect(await main(free.id)).toBeGreaterThan(0n);
    const credited = await houseBalances();
    expect(credited.demo_funds).toBe(before.demo_funds! - (await main(free.id)));
    expect(credited.game_revenue).toBe(before.game_revenue);

    // In-house spins of a trial account: the stake and wins face trial_game_revenue.
    const trial = await payingMember(app, database, { money: 50_000n, type: 4, paymentPassword: null });
    const start = await houseBalances();
    const startMain = await main(trial.id);
    for (let i = 0; i < 5; i++) {
      const r = await spin(trial.token);
      expect(r.statusCode, r.body).toBe(200);
    }
    // A vendor's seamless-wallet debit and credit (vendor-api names game_revenue, as every game does).
    const bet = await ledger.transfer(stake(trial.id, 700n));
    const win = await ledger.transfer({
      ...stake(trial.id, 300n),
      type: 'win',
      debit: { kind: 'house', house: 'game_revenue', currency: CURRENCY },
      credit: { kind: 'member', memberId: trial.id, currency: CURRENCY },
    });
    expect(bet.replayed || win.replayed).toBe(false);
    const after = await houseBalances();
    expect(after.game_revenue).toBe(start.game_revenue);
    expect(after.bonuses).toBe(start.bonuses);
    expect(after.external).toBe(start.external);
    const moved = startMain - (await main(trial.id));
    expect(moved).not.toBe(0n);
    expect(after.trial_game_revenue! - start.trial_game_revenue!).toBe(moved);

    // A real member's spin still moves the real game_revenue, not the trial book.
    const real = await payingMember(app, database, { money: 50_000n, paymentPassword: null });
    const realStart = await main(real.id);
    const r = await spin(real.token);
    expect(r.statusCode, r.body).toBe(200);
    const end = await houseBalances();
    expect(end.game_revenue! - after.game_revenue!).toBe(realStart - (await main(real.id)));
    expect(end.trial_game_revenue).toBe(after.trial_game_revenue);

    const report = await ledger.reconcile();
    expect(report.mismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('refuses real-only house accounts to trial members and the trial book to real members', async () => {
    const trial = await payingMember(app, database, { money: 10_000n, type: 4, paymentPassword: null });
    const real = await payingMember(app, database, { money: 10_000n, paymentPassword: null });
    await expect(
      ledger.transfer({
        ...stake(trial.id, 100n),
        type: 'withdrawal_hold',
        credit: { kind: 'house', house: 'withdrawals_in_transit', currency: CURRENCY },
      }),
    ).rejects.toThrow(LedgerRequestError);
    await expect(
      ledger.transfer({
        ...stake(real.id, 100n),
        type: 'demo_credit',
        debit: { kind: 'house', house: 'demo_funds', currency: CURRENCY },
        credit: { kind: 'member', memberId: real.id, currency: CURRENCY },
      }),
    ).rejects.toThrow(LedgerRequestError);
    await expect(
      ledger.transferMany([
        {
          ...stake(real.id, 100n),
          credit: { kind: 'house', house: 'trial_game_revenue', currency: CURRENCY },
        },
      ]),
    ).rejects.toThrow(LedgerRequestError);
    // Nothing moved.
    expect(await main(trial.id)).toBe(10_000n);
    expect(await main(real.id)).toBe(10_000n);
  });
});
